/**
 * dependency-cruiser (`npm run check:cycles`, part of `npm run lint`): no import cycle anywhere in
 * src/, type-only imports included, and every import points down the layers, never up:
 * contract → model → the libraries → state → controllers and components → the entry points.
 * Folders of one layer may import each other (print uses csv and i18n); the cycle rule keeps that acyclic.
 */
const LAYERS = [
  { name: 'contract', folders: ['contract'] },
  { name: 'model', folders: ['model'] },
  {
    // The solver runs in its worker (worker/, reached through solver-client/) and in Node; serving/ holds the site's caching rules.
    name: 'libraries',
    folders: ['solver', 'csv', 'storage', 'print', 'spreadsheet', 'i18n', 'worker', 'solver-client', 'serving', 'sync'],
  },
  { name: 'state', folders: ['state'] },
  { name: 'interface', folders: ['controllers', 'components'] },
  { name: 'entry points', folders: ['app', 'embed', 'cli', 'server', 'site', 'find'] },
];

const under = (folders) => `^src/(${folders.join('|')})/`;

/** One rule a layer: nothing in it imports a layer above it. */
const downwardOnly = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `no-import-up-from-${layer.name.replace(/ /g, '-')}`,
  comment: `${layer.name} imports only from its own layer and those below it`,
  severity: 'error',
  from: { path: under(layer.folders) },
  to: { path: under(LAYERS.slice(i + 1).flatMap((l) => l.folders)) },
}));

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes modules load in an order that depends on who imports first, and the layers meaningless.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...downwardOnly,
    {
      name: 'every-folder-in-a-layer',
      comment: 'A new folder of src/ is given its place in LAYERS above.',
      severity: 'error',
      from: { path: '^src/', pathNot: under(LAYERS.flatMap((l) => l.folders)) },
      to: {},
    },
  ],
  options: {
    // Type-only imports are cruised too: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
