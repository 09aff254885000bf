// Browser tests run in the shared Chromium (scripts/chromium.mjs) through @web/test-runner.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

let executablePath;
try {
  executablePath = chromiumPath();
} catch (error) {
  // The first step of `npm test` that needs Chromium: stop with the reason alone, not a stack trace.
  console.error(error.message);
  process.exit(1);
}

/**
 * Serves CommonJS-only packages (papaparse ships as UMD) as ES modules, as Rollup's commonjs plugin
 * does for the build: esbuild wraps the file and exports module.exports as the default export.
 */
function commonJsAsModules(packages) {
  const matches = (path) => packages.some((name) => path.includes(`/node_modules/${name}/`));
  return {
    name: 'commonjs-as-modules',
    async transform(context) {
      if (!matches(context.path)) return undefined;
      const file = fileURLToPath(new URL(`.${context.path}`, import.meta.url));
      const result = await build({
        entryPoints: [file],
        bundle: true,
        format: 'esm',
        write: false,
        platform: 'browser',
        external: ['stream'],
      });
      return { body: result.outputFiles[0].text };
    },
  };
}

/**
 * esbuild (target es2022) drops import attributes, so `import x from './a.json' with { type: 'json' }`
 * reaches the browser as a plain module import; serve such JSON as a module that exports it, as
 * Rollup's json plugin does in the build. Fetches for data (not a module script) get the JSON itself.
 */
function jsonAsModules() {
  return {
    name: 'json-as-modules',
    async transform(context) {
      if (!context.path.endsWith('.json') || context.request.headers['sec-fetch-dest'] !== 'script') return undefined;
      return { body: `export default ${context.body};`, headers: { 'content-type': 'application/javascript' } };
    },
  };
}

/** As in the build (rollup.config.mjs): fflate without its blob: workers, see src/spreadsheet/fflate-sync.ts. */
function fflateWithoutWorkers() {
  const shim = '/src/spreadsheet/fflate-sync.ts';
  return {
    name: 'fflate-without-workers',
    resolveImport: ({ source, context }) => (source === 'fflate' && context.path !== shim ? shim : undefined),
  };
}

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 300000,
  // The checks run side by side on two cores, so Chromium can take far longer than the defaults
  // (30 s to open a page, 20 s for its tests to start) while type checks and Node tests compete.
  browserStartTimeout: 180000,
  testsStartTimeout: 120000,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [...CHROMIUM_FLAGS],
      },
    }),
  ],
  middleware: [
    // Bundles load the solver worker as `./solver.worker.js` next to themselves; in tests that is the TS source.
    // A redirect (not a rewrite) so the worker's own relative imports resolve from src/worker/.
    function solverWorker(context, next) {
      if (context.path.endsWith('/solver.worker.js') && context.path !== '/src/worker/solver.worker.ts') {
        context.redirect('/src/worker/solver.worker.ts');
        return undefined;
      }
      return next();
    },
  ],
  plugins: [
    fflateWithoutWorkers(),
    commonJsAsModules(['papaparse']),
    jsonAsModules(),
    // The base config: esbuild reads the file raw and does not follow `extends`, and the decorator settings live there.
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.base.json', target: 'es2022' }),
  ],
};
