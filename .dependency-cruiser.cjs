// Which module may import which: the dependency rules of docs/architecture.md ("Dependency rules").
// Checked by `npm test` (tests/architecture); `npm test -- architecture` runs that check alone.
// Paths are relative to the repository's root. Every file counts, tests too, and type-only and
// lazy (`import()`) imports as well as static ones.

/** Every package's source, where the rules hold. */
const SOURCES = '^(web|admin|cms|config)/src/';

/** A rule that no module under `from` imports one under `to` (a path, or dependency-cruiser's own `to`). */
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: typeof to === 'string' ? { path: to } : to,
});

module.exports = {
  forbidden: [
    forbid(
      'config-depends-on-nothing-of-ours',
      'config/ is what the CMS, the site and the console share: it imports none of them.',
      '^config/',
      '^(cms|web|admin)/',
    ),
    forbid(
      'web-shared-not-pages-or-app',
      'web/src/shared and web/src/i18n are below the pages and the frame (app/): they import neither.',
      '^web/src/(shared|i18n)/',
      '^web/src/(pages|app)/',
    ),
    forbid(
      'web-page-not-app',
      'The frame (web/src/app) lists the pages in its routes: a page imports nothing of it.',
      '^web/src/pages/',
      '^web/src/app/',
    ),
    forbid(
      'web-page-not-other-page',
      'A page imports no other page: what two pages use goes to web/src/shared.',
      '^web/src/pages/([^/]+)/',
      { path: '^web/src/pages/', pathNot: '^web/src/pages/$1/' },
    ),
    forbid(
      'admin-common-not-resources',
      'admin/src common, api, i18n and layout are below the resources: they import none (App.tsx gives them what they need).',
      '^admin/src/(common|api|i18n|layout)/',
      '^admin/src/resources/',
    ),
    forbid(
      'admin-resource-not-other-resource',
      'A resource imports no other resource: what two use goes to admin/src/common.',
      '^admin/src/resources/([^/]+)/',
      { path: '^admin/src/resources/', pathNot: '^admin/src/resources/$1/' },
    ),
    forbid(
      'cms-lib-not-bootstrap',
      'cms/src/lib is what the start (bootstrap/) and the APIs use: it imports no bootstrap step.',
      '^cms/src/lib/',
      '^cms/src/bootstrap/',
    ),
    forbid(
      'no-cycles',
      "No module reaches itself through its imports. A cycle closed by a type-only import is left out: the import is erased at compile, so the modules still load one after the other (the typed service map of cms/src/lib/registry/services.ts names every service module's type, and the services call each other through it).",
      SOURCES,
      { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    ),
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
