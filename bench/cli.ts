/**
 * The command line as a user meets it: start-up time (`--help`, `check` of the 150-guest example) and a
 * 10,000-booking `solve`, each a fresh process spawned from the repository root. Wall time from spawning to
 * exit; peak memory is the child's VmHWM (the kernel's own peak resident set) polled from /proc while it
 * runs. "Bundle" is `bin/seating-optimizer.mjs` running `dist-cli/seating-optimizer.mjs` (built just before);
 * "source" is the TypeScript source through tsx (`node --import tsx src/cli/bin.ts`). "Node alone"
 * (`node -e ''`) is what starting Node costs on the machine before any of our code runs (with
 * NODE_EXTRA_CA_CERTS set, reading those certificates too). The solve is the generated 10,000-booking event
 * (`bench/generate.ts`, seed 1) as CSV files, at the default search time, the seating written with `--out`.
 * `npm run bench -- --cli` writes it into bench/results.md; `tsx bench/cli.ts` prints it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instanceToCsv } from './csv-fixture.ts';
import { generateInstance } from './generate.ts';
import { buildCli } from '../scripts/build-cli.ts';
import { fmt } from './numbers.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const EXAMPLE = ['public/examples/wedding-150-guests.csv', 'public/examples/wedding-150-tables.csv'];

/**
 * How the command is started: the bin (the bundle), and from the TypeScript source through tsx (what the
 * bin did before the bundle); and Node alone running nothing, the floor under any command's start-up.
 */
export const LAUNCHERS = {
  bundle: ['bin/seating-optimizer.mjs'],
  source: ['--import', 'tsx', 'src/cli/bin.ts'],
  node: ['-e', ''],
} as const;
export type Launcher = keyof typeof LAUNCHERS;

export interface Run {
  status: number | null;
  wallMs: number;
  peakRssMb: number;
  stderr: string;
}

/** Runs `node <launcher> <args>` from the repository root; output to standard output is dropped. */
export function runOnce(launcher: Launcher, args: readonly string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...LAUNCHERS[launcher], ...args], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let peakKb = 0;
    let stderr = '';
    const poll = () => {
      try {
        const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
      } catch {
        // Gone already: the last reading stands (VmHWM only grows).
      }
    };
    const timer = setInterval(poll, 5);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (status) => {
      clearInterval(timer);
      resolve({ status, wallMs: performance.now() - started, peakRssMb: peakKb / 1024, stderr });
    });
  });
}

export interface StartUp {
  command: string;
  launcher: Launcher;
  runs: number;
  medianMs: number;
  maxMs: number;
}

async function startUp(launcher: Launcher, args: readonly string[], runs: number): Promise<StartUp> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await runOnce(launcher, args);
    if (run.status !== 0) throw new Error(`seating-optimizer ${args.join(' ')} exited ${String(run.status)}: ${run.stderr}`);
    times.push(run.wallMs);
  }
  times.sort((a, b) => a - b);
  return { command: args.join(' '), launcher, runs, medianMs: times[Math.floor(runs / 2)]!, maxMs: times.at(-1)! };
}

export interface LargeSolve {
  launcher: Launcher;
  bookings: number;
  /** `--time-limit`, when the run gave one; else the solver's default search time. */
  timeLimitMs?: number;
  guests: number;
  tables: number;
  wallMs: number;
  peakRssMb: number;
  status: number | null;
}

async function largeSolve(launcher: Launcher, bookings: number, timeLimitMs?: number): Promise<LargeSolve> {
  const problem = generateInstance({ bookings, seed: 1 });
  const { guests, tables } = instanceToCsv(problem);
  const dir = mkdtempSync(join(tmpdir(), 'seating-cli-bench-'));
  try {
    writeFileSync(join(dir, 'guests.csv'), guests);
    writeFileSync(join(dir, 'tables.csv'), tables);
    const limit = timeLimitMs === undefined ? [] : ['--time-limit', String(timeLimitMs)];
    const run = await runOnce(launcher, [
      'solve',
      join(dir, 'guests.csv'),
      join(dir, 'tables.csv'),
      ...limit,
      '--out',
      join(dir, 'seating.csv'),
    ]);
    if (run.status !== 0) throw new Error(`solve of ${bookings} bookings exited ${String(run.status)}: ${run.stderr}`);
    return {
      launcher,
      bookings,
      ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
      guests: problem.bookings.reduce((sum, b) => sum + b.size, 0),
      tables: problem.tables.length,
      wallMs: run.wallMs,
      peakRssMb: run.peakRssMb,
      status: run.status,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface CliMeasurements {
  startUp: StartUp[];
  solves: LargeSolve[];
}

export async function measureCli(runs: number, bookings = 10_000): Promise<CliMeasurements> {
  buildCli();
  const startUps: StartUp[] = [];
  const solves: LargeSolve[] = [];
  process.stderr.write(`Command line: Node alone × ${runs}\n`);
  startUps.push(await startUp('node', [], runs));
  for (const launcher of ['source', 'bundle'] as const) {
    for (const args of [['--help'], ['check', ...EXAMPLE]]) {
      process.stderr.write(`Command line: ${launcher}, ${args.join(' ')} × ${runs}\n`);
      startUps.push(await startUp(launcher, args, runs));
    }
    process.stderr.write(`Command line: ${launcher}, solve of ${bookings} bookings\n`);
    solves.push(await largeSolve(launcher, bookings));
  }
  process.stderr.write(`Command line: bundle, solve of ${bookings} bookings with --time-limit ${LONG_SEARCH_MS}\n`);
  solves.push(await largeSolve('bundle', bookings, LONG_SEARCH_MS));
  return { startUp: startUps, solves };
}

const START_GOAL_MS = 300;
const SOLVE_GOAL_MS = 10_000;
/** A long search the planner may ask for: what is spent outside it (reading, compiling, writing) must still fit the 10 s. */
const LONG_SEARCH_MS = 8_000;
const SOLVE_GOAL_MB = 300;
export const CLI_TARGET = '| command line: starts in under 300 ms; 10,000 bookings';

/** The "Command line" section of bench/results.md and its row of the targets table. */
export function cliSection(m: CliMeasurements): { lines: string[]; target: string } {
  const out = ['', '## Command line', ''];
  out.push('| command | started from | runs | median (ms) | max (ms) |', '| --- | --- | ---: | ---: | ---: |');
  for (const s of m.startUp) {
    const command = s.launcher === 'node' ? "none (`node -e ''`)" : `\`${s.command.replace(/public\/examples\//g, '')}\``;
    out.push(`| ${command} | ${s.launcher === 'node' ? 'Node alone' : s.launcher} | ${s.runs} | ${fmt(s.medianMs)} | ${fmt(s.maxMs)} |`);
  }
  out.push(
    '',
    '| solve | started from | search | guests | tables | wall time including start-up (ms) | peak RSS (MB) |',
    '| ---: | --- | --- | ---: | ---: | ---: | ---: |',
  );
  for (const s of m.solves)
    out.push(
      `| ${fmt(s.bookings)} bookings | ${s.launcher} | ${s.timeLimitMs === undefined ? 'default' : `\`--time-limit ${s.timeLimitMs}\``} | ${fmt(s.guests)} | ${fmt(s.tables)} | ${fmt(s.wallMs)} | ${fmt(s.peakRssMb)} |`,
    );
  const starts = m.startUp.filter((s) => s.launcher === 'bundle');
  const solve = m.solves.find((s) => s.launcher === 'bundle' && s.timeLimitMs === undefined)!;
  const long = m.solves.find((s) => s.timeLimitMs === LONG_SEARCH_MS)!;
  const slowestMedian = Math.max(...starts.map((s) => s.medianMs));
  const ok =
    slowestMedian < START_GOAL_MS && solve.wallMs < SOLVE_GOAL_MS && solve.peakRssMb < SOLVE_GOAL_MB && long.wallMs < SOLVE_GOAL_MS;
  const target = `${CLI_TARGET}: a full plan within 10 s wall including start-up, under 300 MB, also with an 8 s search (\`--time-limit 8000\`) | start-up median ${starts.map((s) => `${fmt(s.medianMs)} ms (\`${s.command.split(' ')[0]!}\`)`).join(', ')}, max ${fmt(Math.max(...starts.map((s) => s.maxMs)))} ms; solve ${fmt(solve.wallMs)} ms, peak RSS ${fmt(solve.peakRssMb)} MB; with an 8 s search ${fmt(long.wallMs)} ms | ${ok ? 'met' : 'NOT met'} |`;
  return { lines: out, target };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 11);
  console.log(JSON.stringify(await measureCli(runs), null, 2));
}
