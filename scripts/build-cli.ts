/**
 * The command line as one ESM file, `dist-cli/seating-optimizer.mjs`, which `bin/seating-optimizer.mjs` runs:
 * no TypeScript compiled at start-up, the locales inlined. Run by `npm run build` and by `npm install`
 * (the `prepare` script). Packages stay bundled too; what the commands load at run time (the typeface's
 * files, read-excel-file on its worker thread) resolves from node_modules beside it.
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const CLI_BUNDLE = fileURLToPath(new URL('../dist-cli/seating-optimizer.mjs', import.meta.url));

/** Bundles src/cli/ as it is now into `outfile` (anywhere inside the repository, so node_modules resolve from it). */
export function buildCli(outfile = CLI_BUNDLE): void {
  buildSync({
    entryPoints: [fileURLToPath(new URL('../src/cli/bin.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: fileURLToPath(new URL('../tsconfig.node.json', import.meta.url)),
    // papaparse is CommonJS and requires `stream` (for Node streams): an ESM file has no `require` of its own.
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildCli();
