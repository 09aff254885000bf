/**
 * `npm run bench` (full, a few minutes) or `npm run bench -- --quick`: measures the solver on generated
 * instances, each run in its own Node process so peak memory is its own, and writes bench/results.md.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Measurements, Task } from './run-one.ts';

const quick = process.argv.includes('--quick');
const SIZES = quick ? [50, 300, 1000] : [50, 300, 1000, 5000, 10000];
const SOLVE_MS = 2000;
const LONG_MS = quick ? 10_000 : 60_000;
const SMALL = quick ? [8, 10, 12] : [6, 7, 8, 9, 10, 11, 12, 12];
const SEED = 1;

const runOne = fileURLToPath(new URL('./run-one.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

function measure<K extends Task['kind']>(task: Extract<Task, { kind: K }>): Measurements[K] {
  const out = execFileSync(tsx, [runOne, JSON.stringify(task)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const line = out.trim().split('\n').at(-1)!;
  process.stderr.write(`  ${line}\n`);
  return JSON.parse(line) as Measurements[K];
}

const fmt = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (x: number) => `${fmt(100 * x, 3)} %`;

const lines: string[] = [];
lines.push('# Solver benchmark', '');
lines.push(
  `Command: \`npm run bench${quick ? ' -- --quick' : ''}\` (${quick ? 'quick subset' : 'full run'}). Generated ${new Date().toISOString().slice(0, 10)}.`,
);
lines.push(
  `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores (the solver uses one), ${fmt(totalmem() / 2 ** 30, 1)} GiB RAM, Node ${process.version}, ${process.platform}; load average ${fmt(loadavg()[0]!, 1)} when the run started (timings are wall-clock and suffer from other work on the machine).`,
);
lines.push(
  '',
  'Instances come from `bench/generate.ts` (seed 1): two sides, circles, families, households of 1–6, a few avoid pairs and pins, tables of 8–12, 5–15 % spare seats.',
);
lines.push(
  'Penalties are reported units (10 × raw). The separation of the two sides is unavoidable and dominates the totals, so the gap is also given against the avoidable part (penalty − bound).',
);
lines.push(
  'Memory is the peak resident set of the process that generated and solved the instance, including the Node + tsx runtime (baseline in brackets).',
  '',
);

process.stderr.write('Sizes at the default 2 s limit\n');
lines.push(`## Default time limit (${SOLVE_MS} ms)`, '');
lines.push(
  '| bookings | guests | tables | construction | first arrangement (ms) | penalty | lower bound | gap | iterations/s | peak RSS MB (baseline) | unseated | hard violations |',
);
lines.push('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const bySize = new Map<number, Measurements['solve']>();
for (const bookings of SIZES) {
  const r = measure({ kind: 'solve', bookings, seed: SEED, timeLimitMs: SOLVE_MS });
  bySize.set(bookings, r);
  lines.push(
    `| ${fmt(bookings)} | ${fmt(r.guests)} | ${fmt(r.tables)} | ${fmt(r.constructionPenalty)} | ${fmt(r.constructedMs)} | ${fmt(r.penalty)} | ${fmt(r.lowerBound)} | ${pct((r.penalty - r.lowerBound) / r.penalty)} | ${fmt(r.iterations / ((r.elapsedMs - r.constructedMs) / 1000))} | ${fmt(r.peakRssMb)} (${fmt(r.baselineRssMb)}) | ${r.unseated} | ${r.violations} |`,
  );
}

process.stderr.write(`300 bookings: ${SOLVE_MS} ms against ${LONG_MS} ms\n`);
const short = measure({ kind: 'solve', bookings: 300, seed: SEED, timeLimitMs: SOLVE_MS });
const long = measure({ kind: 'solve', bookings: 300, seed: SEED, timeLimitMs: LONG_MS });
lines.push('', `## 300 bookings: ${SOLVE_MS / 1000} s against ${LONG_MS / 1000} s of the same solver`, '');
lines.push("| run | penalty | lower bound | above the long run | share of the long run's avoidable penalty |");
lines.push('| --- | ---: | ---: | ---: | ---: |');
lines.push(`| ${LONG_MS / 1000} s | ${fmt(long.penalty)} | ${fmt(long.lowerBound)} | – | – |`);
lines.push(
  `| ${SOLVE_MS / 1000} s | ${fmt(short.penalty)} | ${fmt(short.lowerBound)} | ${pct((short.penalty - long.penalty) / long.penalty)} | ${pct((short.penalty - long.penalty) / Math.max(1, long.penalty - long.lowerBound))} |`,
);

process.stderr.write('Small instances against the HiGHS MIP optimum\n');
lines.push('', '## Small instances (≤ 12 bookings) against the exact MIP optimum (HiGHS)', '');
lines.push('Generated with more avoid pairs (0.1 per booking) and pins (0.05 per booking) to make them awkward; seeds 1, 2, ….', '');
lines.push('| bookings | tables | solver penalty | MIP optimum | matched | solver time (ms) | stopped by | MIP time (ms) |');
lines.push('| ---: | ---: | ---: | ---: | :---: | ---: | --- | ---: |');
let matched = 0;
let slowestSmall = 0;
SMALL.forEach((bookings, i) => {
  const r = measure({ kind: 'small', bookings, seed: i + 1 });
  slowestSmall = Math.max(slowestSmall, r.elapsedMs);
  const mipPenalty = Math.floor(r.mipRaw * 10 + 0.5 + 1e-6);
  const ok = mipPenalty === r.penalty;
  if (ok) matched++;
  lines.push(
    `| ${bookings} | ${r.tables} | ${fmt(r.penalty)} | ${fmt(mipPenalty)} | ${ok ? 'yes' : 'NO'} | ${fmt(r.elapsedMs, 1)} | ${r.stoppedBy} | ${fmt(r.mipMs)} |`,
  );
});
lines.push('', `Matched the optimum on ${matched} of ${SMALL.length}.`);

process.stderr.write('Import and validation of a 10000-row guests file\n');
const imp = measure({ kind: 'import', bookings: 10_000, seed: SEED });
lines.push('', '## Import and validation', '');
lines.push('`readGuestsFile` + `readTablesFile` + `compileProblem` on the CSV files of the 10000-booking instance.', '');
lines.push('| rows | guests | file bytes | first run (ms) | warm median of 5 (ms) |');
lines.push('| ---: | ---: | ---: | ---: | ---: |');
lines.push(`| ${fmt(imp.bookings)} | ${fmt(imp.guests)} | ${fmt(imp.bytes)} | ${fmt(imp.coldMs)} | ${fmt(imp.warmMedianMs)} |`);

process.stderr.write('Print pack of the 10000-booking instance\n');
const printed = measure({ kind: 'print', bookings: 10_000, seed: SEED });
const slowestPrint = Math.max(...printed.documents.map((d) => d.coldMs));
lines.push('', '## Print pack', '');
lines.push(
  `Each document of the print pack built as HTML (\`printHtml\`, fonts linked) for the 10000-booking instance (${fmt(printed.guests)} people, every one named, with a meal), seated as the solver's construction seats it; and the caterer sheet as CSV.`,
  '',
);
lines.push('| document | HTML characters | first build (ms) | warm median of 3 (ms) |');
lines.push('| --- | ---: | ---: | ---: |');
for (const d of printed.documents) lines.push(`| ${d.name} | ${fmt(d.chars)} | ${fmt(d.coldMs)} | ${fmt(d.warmMedianMs)} |`);

process.stderr.write('Seat order of the 10000-booking instance\n');
const seated = measure({ kind: 'seats', bookings: 10_000, seed: SEED });
lines.push('', '## Seat order', '');
lines.push(
  `\`orderSeats\` over every table of the 10000-booking instance (\`bench/seat-order-fixture.ts\`: round tables, a third rectangles, a 20-seat head table in every hundred; seated first-fit in group order; ${fmt(seated.wishes)} wishes about neighbours), then \`seatTerms\` of the result.`,
  '',
);
lines.push(
  '| bookings | tables | wishes | first run (ms) | warm median of 3 (ms) | seat terms (ms) | seat_split | seat_neighbours | invalid seats |',
);
lines.push('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
lines.push(
  `| ${fmt(seated.bookings)} | ${fmt(seated.tables)} | ${fmt(seated.wishes)} | ${fmt(seated.coldMs)} | ${fmt(seated.warmMedianMs)} | ${fmt(seated.termsMs)} | ${fmt(seated.seatSplit)} | ${fmt(seated.seatNeighbours)} | ${seated.invalidSeats} |`,
);

const largest = bySize.get(SIZES.at(-1)!)!;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
lines.push('', '## Targets', '');
lines.push('| target | measured | verdict |');
lines.push('| --- | --- | --- |');
lines.push(
  `| ≤ 12 bookings: exact optimum every time within 200 ms | ${matched}/${SMALL.length} optimal, slowest ${fmt(slowestSmall)} ms (fresh process, including start-up compilation) | ${verdict(matched === SMALL.length && slowestSmall <= 200)} |`,
);
lines.push(
  `| 300 bookings: within 1 % of the ${LONG_MS / 1000} s penalty after 2 s | ${pct((short.penalty - long.penalty) / long.penalty)} above | ${verdict(short.penalty <= long.penalty * 1.01)} |`,
);
lines.push(
  `| ${fmt(SIZES.at(-1)!)} bookings: complete feasible arrangement in under 10 s, under 300 MB | first arrangement after ${fmt(largest.constructedMs)} ms, ${largest.unseated} unseated, ${largest.violations} violations, peak RSS ${fmt(largest.peakRssMb)} MB | ${verdict(largest.constructedMs < 10_000 && largest.violations === 0 && largest.peakRssMb < 300)} |`,
);
lines.push(
  `| import + validation of 10000 rows under 500 ms | ${fmt(imp.coldMs)} ms first run, ${fmt(imp.warmMedianMs)} ms warm | ${verdict(imp.coldMs < 500)} |`,
);

lines.push(
  `| each print document for 10000 bookings in under 1 s | slowest first build ${fmt(slowestPrint)} ms | ${verdict(slowestPrint < 1000)} |`,
);

lines.push(
  `| seat order for 10000 bookings in under 1 s | ${fmt(seated.coldMs)} ms first run, ${fmt(seated.warmMedianMs)} ms warm | ${verdict(seated.coldMs < 1000 && seated.invalidSeats === 0)} |`,
);

// Written as Prettier would, so a fresh measurement passes `npm run lint` as it is.
writeFileSync(new URL('./results.md', import.meta.url), await format(lines.join('\n') + '\n', { parser: 'markdown' }));
process.stderr.write('Wrote bench/results.md\n');
