/**
 * `npm test`: builds, runs the checks side by side, then the end-to-end tests, every step even after
 * a failure; then, when something failed, repeats what failed at the very end. The checks' output is
 * printed a part at a time as each part ends, so a failing lint or unit test would otherwise sit ten
 * minutes of end-to-end output above the last line a CI log shows.
 */
import { spawn } from 'node:child_process';
import { failureDigest } from './test-digest.ts';

const STEPS = ['build', 'test:checks', 'test:e2e'] as const;

function runStep(step: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: string[] = [];
    const keep = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      stream.write(chunk);
      chunks.push(chunk.toString('utf8'));
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ ok: code === 0, output: chunks.join('') }));
  });
}

const failed: { step: string; output: string }[] = [];
for (const step of STEPS) {
  const { ok, output } = await runStep(step);
  if (!ok) failed.push({ step, output });
}
if (failed.length > 0) {
  console.error(`\n=== npm test failed in: ${failed.map(({ step }) => step).join(', ')}`);
  for (const { step, output } of failed) {
    console.error(`--- ${step}`, '\n' + failureDigest(output).join('\n'));
  }
  process.exitCode = 1;
}
