// custom-elements.json for the embed: `<seating-planner>` and the public parts it defines.
// scripts/build.ts writes it to dist/custom-elements.json; /developers/embed/ links to it.
export default {
  globs: [
    'src/embed/seating-planner.ts',
    'src/embed/events.ts',
    'src/components/import/import-panel.ts',
    'src/components/tables/tables-view.ts',
    'src/components/guests/guest-list.ts',
    'src/components/seating/solver-panel.ts',
    'src/components/seating/seating-view.ts',
    'src/components/seating/penalty-breakdown.ts',
  ],
  outdir: 'dist',
  litelement: true,
  // The manifest is a build output, not a package field: leave package.json alone.
  packagejson: false,
};
