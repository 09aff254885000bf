/**
 * One benchmark task (run-one.ts) in a fresh Node process, so its memory and its warm-up are its own, as a
 * fresh worker's are: the parsed JSON line it prints, echoed to stderr as progress.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Measurements, Task } from './run-one.ts';

const runOne = fileURLToPath(new URL('./run-one.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

export function measure<K extends Task['kind']>(task: Extract<Task, { kind: K }>): Measurements[K] {
  const out = execFileSync(tsx, [runOne, JSON.stringify(task)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const line = out.trim().split('\n').at(-1)!;
  process.stderr.write(`  ${line}\n`);
  return JSON.parse(line) as Measurements[K];
}
