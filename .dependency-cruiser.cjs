// The import graph is a tree of layers (house style 13 and 17): pages and actions on top, features
// in the middle, reaching each other only through their public surface and never in a circle;
// src/server, src/lib, src/i18n and the components below, knowing nothing of the features.
// Checked by scripts/check-imports.mjs in `npm run lint`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module may not reach itself again through its imports (type-only imports count).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-circular',
      comment: 'Features may use each other, but never in a circle.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/features/' },
      to: { circular: true, viaOnly: { path: '^src/features/' } },
    },
    {
      name: 'infrastructure-knows-no-feature',
      comment: 'src/server, src/lib, src/i18n and src/components serve every feature and import none.',
      severity: 'error',
      from: { path: '^src/(server|lib|i18n|components)/' },
      to: { path: '^src/(features|pages|actions|layouts)/' },
    },
    {
      name: 'features-below-pages',
      comment: 'Pages, actions and layouts use features; a feature never imports them.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(pages|actions|layouts)/' },
    },
    {
      name: 'feature-public-surface',
      comment:
        'A capability (src/features/<area>/<capability>/) reaches another only through its public surface: index.ts or a *.server.ts.',
      severity: 'error',
      from: { path: '^src/features/([^/]+/[^/]+)/' },
      to: {
        path: '^src/features/[^/]+/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/[^/]+/(index\\.ts|[^/]+\\.server\\.ts)$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|test-fixtures|test-support|\\.test-support\\.' },
    tsPreCompilationDeps: true,
    parser: 'tsc',
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] },
  },
};
