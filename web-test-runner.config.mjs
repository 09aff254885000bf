// Browser tests run in Debian's Chromium (or CHROME_PATH) through @web/test-runner.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { existsSync } from 'node:fs';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(
    `Chromium was not found at ${executablePath}. Install it with "sudo apt-get install -y chromium" ` +
      '(Debian/Ubuntu) or point CHROME_PATH at a Chrome or Chromium binary, then run the tests again.',
  );
  process.exit(1);
}

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 300000,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  middleware: [
    // Bundles load the solver worker as `./solver.worker.js` next to themselves; in tests that is the TS source.
    function solverWorker(context, next) {
      if (context.path.endsWith('/solver.worker.js')) context.url = '/src/worker/solver.worker.ts';
      return next();
    },
  ],
  plugins: [esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' })],
};
