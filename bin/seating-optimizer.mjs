#!/usr/bin/env node
// Runs the bundled command line (dist-cli/, built by `npm install` and `npm run build`): nothing is compiled
// at start-up. Without the bundle (installed with --ignore-scripts) it runs the TypeScript source through tsx.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist-cli/seating-optimizer.mjs', import.meta.url);
if (existsSync(bundle)) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/cli/bin.ts', import.meta.url).href);
}
