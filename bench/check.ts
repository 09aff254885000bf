/**
 * `npm run bench:check`: the long seed-pinned runs of the search (millions of iterations each), asserting
 * the quality the solver publishes and the best known plans its phases were built to reach. They are too
 * slow for `npm test`, which checks the search's rules on short runs. Prints each check as it ends, then a
 * summary; exits non-zero when one fails.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

const folder = new URL('./check/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.ts'))
  .sort()
  .map((name) => fileURLToPath(new URL(name, folder)));

const started = performance.now();
const ended: { name: string; ms: number; ok: boolean }[] = [];
const stream = run({ files, concurrency: 1, timeout: 30 * 60_000 });
stream.on('test:pass', ({ name, nesting, details }) => {
  if (nesting === 0) ended.push({ name, ms: details.duration_ms, ok: true });
});
stream.on('test:fail', ({ name, nesting, details }) => {
  if (nesting === 0) ended.push({ name, ms: details.duration_ms, ok: false });
});
// Typed loosely by @types/node: what compose returns is the reporter's readable side.
const report = stream.compose(new spec()) as Readable;
report.pipe(process.stdout);
report.on('end', () => {
  const failed = ended.filter((check) => !check.ok);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = ended.map((check) => `${check.ok ? 'pass' : 'FAIL'}  ${seconds(check.ms).padStart(7)}  ${check.name}`);
  process.stdout.write(
    `\nbench:check summary\n${lines.join('\n')}\n${ended.length - failed.length} of ${ended.length} checks passed in ${seconds(performance.now() - started)}\n`,
  );
  if (failed.length > 0 || ended.length === 0) process.exitCode = 1;
});
