// ESLint for the whole repository (`npm run lint`, also the first suite of `npm test`).
// The rules are chosen to catch bugs, not to police taste (Prettier owns the layout):
// promises nobody waits for, promises handed where a plain value is expected, hooks called
// conditionally or with stale dependencies, unused code, duplicated imports. The layer rules
// between modules stay with dependency-cruiser (tests/architecture).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Files some tsconfig.json covers: linted with type information. */
const typed = [
  'config/src/**/*.ts',
  'web/src/**/*.{ts,tsx}',
  'admin/src/**/*.{ts,tsx}',
  'cms/{config,src,database,scripts,tests}/**/*.ts',
  'tests/**/*.ts',
  'scripts/**/*.mjs',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/build/**',
      '**/coverage/**',
      'cms/.strapi/**',
      'cms/.tmp/**',
      'cms/types/generated/**',
      'cms/public/**',
      'cms/src/admin/**',
      'backups/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Strapi's services, the document service and untyped JSON answers are `any` at the edges;
      // typing them is its own piece of work, so `any` is allowed where written on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
      // A `let` read by a closure before its one assignment stays a `let` (a `const` there would throw).
      'prefer-const': ['error', { destructuring: 'all', ignoreReadBeforeAssign: true }],
      // The few regular expressions with control characters strip or refuse them on purpose.
      'no-control-regex': 'off',
      // Prettier owns the layout and always writes the semicolons, so a line that starts with `[` or `(`
      // continues the one above on purpose.
      'no-unexpected-multiline': 'off',
      'import-x/first': 'error',
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/no-self-import': 'error',
      'import-x/no-mutable-exports': 'error',
      'import-x/newline-after-import': 'error',
    },
  },
  {
    files: typed,
    // Its types are those of process-env.d.mts beside it: TypeScript reads the declaration, not the module.
    ignores: ['scripts/lib/process-env.mjs'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
    },
  },
  {
    // The CMS's plain .js files are CommonJS, loaded by Node and Strapi as they are.
    files: ['cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Callbacks handed to a browser page (page.evaluate) run in the page, not in Node; the component
    // tests' shared setup runs in jsdom.
    files: ['scripts/axe.mjs', 'vitest.components.setup.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
