// Which module may import which: the dependency rules of docs/architecture.md ("Dependency rules").
// Checked by `npm test` (tests/architecture); `npm test -- architecture` runs that check alone.
// Paths are relative to the repository's root. Every file counts, tests too, and type-only and
// lazy (`import()`) imports as well as static ones.

/** Every package's source, where the rules hold. */
const SOURCES = '^(web|admin|cms|config)/src/';

module.exports = {
  forbidden: [
    {
      name: 'config-depends-on-nothing-of-ours',
      comment: 'config/ is what the CMS, the site and the console share: it imports none of them.',
      severity: 'error',
      from: { path: '^config/' },
      to: { path: '^(cms|web|admin)/' },
    },
    {
      name: 'web-shared-not-pages-or-app',
      comment: 'web/src/shared and web/src/i18n are below the pages and the frame (app/): they import neither.',
      severity: 'error',
      from: { path: '^web/src/(shared|i18n)/' },
      to: { path: '^web/src/(pages|app)/' },
    },
    {
      name: 'web-page-not-app',
      comment: 'The frame (web/src/app) lists the pages in its routes: a page imports nothing of it.',
      severity: 'error',
      from: { path: '^web/src/pages/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-page-not-other-page',
      comment: 'A page imports no other page: what two pages use goes to web/src/shared.',
      severity: 'error',
      from: { path: '^web/src/pages/([^/]+)/' },
      to: { path: '^web/src/pages/', pathNot: '^web/src/pages/$1/' },
    },
    {
      name: 'admin-common-not-resources',
      comment: 'admin/src common, api, i18n and layout are below the resources: they import none (App.tsx gives them what they need).',
      severity: 'error',
      from: { path: '^admin/src/(common|api|i18n|layout)/' },
      to: { path: '^admin/src/resources/' },
    },
    {
      name: 'admin-resource-not-other-resource',
      comment: 'A resource imports no other resource: what two use goes to admin/src/common.',
      severity: 'error',
      from: { path: '^admin/src/resources/([^/]+)/' },
      to: { path: '^admin/src/resources/', pathNot: '^admin/src/resources/$1/' },
    },
    {
      name: 'cms-lib-not-bootstrap',
      comment: 'cms/src/lib is what the start (bootstrap/) and the APIs use: it imports no bootstrap step.',
      severity: 'error',
      from: { path: '^cms/src/lib/' },
      to: { path: '^cms/src/bootstrap/' },
    },
    {
      name: 'no-cycles',
      comment:
        "No module reaches itself through its imports. A cycle closed by a type-only import is left out: the import is erased at compile, so the modules still load one after the other (the typed service map of cms/src/lib/registry/services.ts names every service module's type, and the services call each other through it).",
      severity: 'error',
      from: { path: SOURCES },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|build|\\.strapi|\\.tmp|types/generated)/' },
    // Type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // `source`: the site and the console read @qahve/config's TypeScript, as Vite does.
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
  },
};
