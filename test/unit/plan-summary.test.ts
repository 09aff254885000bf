/**
 * The plan summary that `solve --json` and `score --json` print agrees with a count made here from the
 * files themselves (a plain CSV parse, groups from the group column by prefixes), for the 150-guest
 * example and a seeded larger event; and "cannot fit one table" means what the contract says.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { generateInstance } from '../../bench/generate.ts';
import { instanceToCsv } from '../../bench/csv-fixture.ts';
import { PLAN_SUMMARY_FIELDS, type PlanSummaryJson } from '../../src/contract/plan-summary.ts';
import type { Problem } from '../../src/model/problem.ts';
import { gapPercent, planSummary } from '../../src/solver/plan-summary.ts';
import { Random } from '../../src/solver/random.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'plan-summary-'));
after(() => rmSync(work, { recursive: true, force: true }));

interface Result {
  penalty: number;
  lower_bound: number;
  summary: PlanSummaryJson;
}

function cli(...args: string[]): { result: Result; stderr: string } {
  const run = spawnSync(process.execPath, ['bin/seating-optimizer.mjs', ...args], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return { result: JSON.parse(run.stdout) as Result, stderr: run.stderr };
}

type Row = Record<string, string>;
const readCsv = (path: string): Row[] =>
  Papa.parse<Row>(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');
const key = (name: string) => name.trim().toLowerCase();

/**
 * The summary counted from the files: the seating file gives each booking's table and group; the
 * guests file its pin, required tags and avoid list; the tables file each table's seats, tags and
 * whom it is reserved for (booking names, or group paths that take their sub-groups).
 */
function countFromFiles(guestsPath: string, tablesPath: string, seatingPath: string) {
  const seating = readCsv(seatingPath);
  const guests = new Map(readCsv(guestsPath).map((row) => [key(row['name']!), row]));
  const tables = readCsv(tablesPath).map((row) => ({
    name: row['name']!.trim(),
    seats: Number(row['capacity']),
    tags: list(row['tags']).map(key),
    reservedFor: list(row['reserved_for']).map(key),
  }));
  const tableOf = new Map(seating.map((row) => [key(row['name']!), row['table']!.trim()]));

  let guestsTotal = 0;
  let guestsSeated = 0;
  const groups = new Map<string, { tables: Set<string>; unseated: boolean; bookings: Row[] }>();
  for (const row of seating) {
    const size = Number(row['size']);
    guestsTotal += size;
    if (row['table']!.trim() !== '') guestsSeated += size;
    const segments = row['group']!.split(/[/>]/)
      .map((s) => s.trim())
      .filter((s) => s !== '');
    for (let depth = 1; depth <= segments.length; depth++) {
      const path = segments.slice(0, depth).join(' / ');
      const group = groups.get(path) ?? { tables: new Set(), unseated: false, bookings: [] };
      if (row['table']!.trim() === '') group.unseated = true;
      else group.tables.add(row['table']!.trim());
      group.bookings.push(row);
      groups.set(path, group);
    }
  }
  const split = [...groups].filter(([, g]) => g.tables.size !== 1 || g.unseated);
  // A table can hold the group: seats for all its guests, every pin on it, every required tag on it, and
  // none of them left out by its reservation.
  const keptFor = (table: { reservedFor: string[] }, row: Row) =>
    table.reservedFor.length === 0 ||
    table.reservedFor.some((name) => name === key(row['name']!) || `${key(row['group']!)} / `.startsWith(`${name} / `));
  const fits = (bookings: Row[]) =>
    tables.some((table) => {
      const guestsOf = bookings.reduce((sum, row) => sum + Number(row['size']), 0);
      return (
        table.seats >= guestsOf &&
        bookings.every((row) => {
          const guest = guests.get(key(row['name']!))!;
          const pin = (guest['table'] ?? '').trim();
          return (
            (pin === '' || key(pin) === key(table.name)) &&
            list(guest['requires']).every((tag) => table.tags.includes(key(tag))) &&
            keptFor(table, row)
          );
        })
      );
    });
  const unavoidable = split.filter(([, g]) => !fits(g.bookings));
  let conflicts = 0;
  for (const [name, guest] of guests) {
    for (const other of list(guest['avoid']).map(key)) {
      // Each pair once: from the name that sorts first, counted when both sit at one table.
      if (name < other && tableOf.get(name) && tableOf.get(name) === tableOf.get(other)) conflicts++;
    }
  }
  return {
    guests_total: guestsTotal,
    guests_seated: guestsSeated,
    groups_total: groups.size,
    groups_whole: groups.size - split.length,
    groups_split_unavoidable: unavoidable.length,
    groups_split: split.length - unavoidable.length,
    conflicts,
    split: split
      .map(([path, g]) => ({ group: path, tables: [...g.tables].sort(), unseated: g.unseated }))
      .sort((a, b) => a.group.localeCompare(b.group)),
  };
}

function assertAgrees(result: Result, counted: ReturnType<typeof countFromFiles>) {
  const { summary } = result;
  for (const field of PLAN_SUMMARY_FIELDS) assert.ok(field.name in summary, `summary.${field.name}`);
  const { split, ...counts } = counted;
  assert.deepEqual(
    {
      guests_total: summary.guests_total,
      guests_seated: summary.guests_seated,
      groups_total: summary.groups_total,
      groups_whole: summary.groups_whole,
      groups_split_unavoidable: summary.groups_split_unavoidable,
      groups_split: summary.groups_split,
      conflicts: summary.conflicts,
    },
    counts,
  );
  assert.deepEqual(
    summary.split_groups
      .map((s) => ({ group: s.group, tables: [...s.tables].sort(), unseated: s.unseated }))
      .sort((a, b) => a.group.localeCompare(b.group)),
    split,
  );
  // "At most X % from the best": the bound is a penalty no seating goes below, so X must cover (penalty − bound) ÷ penalty.
  const exact = result.penalty === 0 ? 0 : ((result.penalty - result.lower_bound) / result.penalty) * 100;
  assert.ok(summary.gap_percent >= exact - 1e-9 && summary.gap_percent < exact + 0.1 + 1e-9, `${summary.gap_percent} vs ${exact}`);
  assert.equal(summary.gap_percent === 0, result.penalty === result.lower_bound);
}

describe('the plan summary of the command line', () => {
  const examples = 'public/examples';
  const guests = `${examples}/wedding-150-guests.csv`;
  const tables = `${examples}/wedding-150-tables.csv`;

  it('agrees with a count from the files for the 150-guest example (score)', () => {
    const seating = `${examples}/wedding-150-seating.csv`;
    const { result } = cli('score', guests, tables, seating, '--json');
    const counted = countFromFiles(guests, tables, seating);
    assertAgrees(result, counted);
    assert.equal(result.summary.guests_total, 150);
    assert.ok(result.summary.groups_split_unavoidable > 0, 'the sides are larger than any table');
  });

  it('agrees with a count from the files for the 150-guest example (solve), and leads its text with the plan in words', () => {
    const out = join(work, 'wedding-solved.csv');
    const { result } = cli('solve', guests, tables, '--json', '--out', out, '--iterations', '3000', '--seed', '7');
    assertAgrees(result, countFromFiles(guests, tables, out));
    const text = spawnSync(process.execPath, ['bin/seating-optimizer.mjs', 'score', guests, tables, out], { cwd: root, encoding: 'utf8' });
    const lines = text.stdout.split('\n');
    assert.equal(lines[0], `${result.summary.guests_seated} of ${result.summary.guests_total} guests seated`);
    assert.match(lines[1] ?? '', new RegExp(`^${result.summary.groups_whole} of ${result.summary.groups_total} groups kept whole`));
    const penaltyLine = lines.findIndex((line) => line.startsWith('Penalty:'));
    assert.ok(penaltyLine > lines.findIndex((line) => line.includes('from the best possible plan')), 'penalty after the words');
  });

  it('agrees with a count from the files for a seeded 400-booking event, solved and seated at random', () => {
    const problem = generateInstance({ bookings: 400, seed: 15, avoidRate: 0.2, pinRate: 0.02 });
    const files = instanceToCsv(problem);
    const guestsPath = join(work, 'seeded-guests.csv');
    const tablesPath = join(work, 'seeded-tables.csv');
    writeFileSync(guestsPath, files.guests);
    writeFileSync(tablesPath, files.tables);

    const solved = join(work, 'seeded-solved.csv');
    const { result } = cli('solve', guestsPath, tablesPath, '--json', '--out', solved, '--iterations', '2000', '--seed', '3');
    assertAgrees(result, countFromFiles(guestsPath, tablesPath, solved));

    // A careless seating: conflicts, split groups and bookings left without a table, every hard rule kept.
    const randomPath = join(work, 'seeded-random.csv');
    writeFileSync(randomPath, randomSeating(problem, 99));
    const careless = cli('score', guestsPath, tablesPath, randomPath, '--json').result;
    const counted = countFromFiles(guestsPath, tablesPath, randomPath);
    assertAgrees(careless, counted);
    assert.ok(counted.conflicts >= 3, 'conflicts');
    assert.ok(counted.guests_seated < counted.guests_total, 'bookings without a table');
    assert.ok(counted.groups_split > 0 && counted.groups_split_unavoidable > 0, 'groups split both ways');
  });
});

/**
 * Pinned bookings at their tables; three avoid pairs put together on purpose; the others at random
 * tables with room, one in twenty left without one.
 */
function randomSeating(problem: Problem, seed: number): string {
  const rng = new Random(seed);
  const load = problem.tables.map(() => 0);
  const table = problem.bookings.map((b) => {
    if (b.pin >= 0) {
      load[b.pin]! += b.size;
      return b.pin;
    }
    return -1;
  });
  const place = (b: number, t: number) => {
    load[t]! += problem.bookings[b]!.size;
    table[b] = t;
  };
  let together = 0;
  problem.bookings.forEach((b, i) => {
    const other = b.avoid.find((o) => o > i && problem.bookings[o]!.pin < 0 && table[o] === -1);
    if (together >= 3 || b.pin >= 0 || table[i] !== -1 || other === undefined) return;
    const t = problem.tables.findIndex((x, k) => load[k]! + b.size + problem.bookings[other]!.size <= x.capacity);
    if (t < 0) return;
    place(i, t);
    place(other, t);
    together++;
  });
  problem.bookings.forEach((b, i) => {
    if (table[i] !== -1 || rng.int(20) === 0) return;
    for (let tries = 0; tries < 50; tries++) {
      const t = rng.int(problem.tables.length);
      if (load[t]! + b.size <= problem.tables[t]!.capacity) {
        place(i, t);
        return;
      }
    }
  });
  const lines = ['table,name,size,group'];
  problem.bookings.forEach((b, i) => {
    const group = b.group >= 0 ? problem.groups[b.group]!.path.join(' / ') : '';
    lines.push([table[i]! >= 0 ? problem.tables[table[i]!]!.name : '', b.name, String(b.size), group].join(','));
  });
  return `${lines.join('\n')}\n`;
}

describe('planSummary', () => {
  /** Two tables, 6 and 4 seats, the small one tagged accessible; a group of two bookings of 3. */
  const base: Problem = {
    tables: [
      { name: 'Big', capacity: 6 },
      { name: 'Small', capacity: 4, tags: [0] },
    ],
    tags: ['accessible'],
    groups: [{ path: ['Family'], parent: -1, depth: 1, strength: 1 }],
    bookings: [
      { name: 'A', size: 3, group: 0, pin: -1, avoid: [] },
      { name: 'B', size: 3, group: 0, pin: -1, avoid: [] },
      { name: 'C', size: 1, group: -1, pin: -1, avoid: [] },
    ],
  };
  const apart = Int32Array.from([0, 1, 1]);
  const unavoidable = (problem: Problem) => planSummary(problem, apart, 10, 5).groupsSplitUnavoidable;

  it('calls a split by choice when one table may take the whole group', () => {
    const summary = planSummary(base, apart, 10, 5);
    assert.equal(summary.groupsSplit, 1);
    assert.equal(summary.groupsSplitUnavoidable, 0);
    assert.deepEqual(summary.splitGroups, [{ group: 0, tables: [0, 1], unseated: false, unavoidable: false }]);
  });

  it('calls a split unavoidable when a pin, a required tag or a together wish leaves no table that fits', () => {
    const pinned = { ...base, bookings: base.bookings.map((b, i) => (i === 1 ? { ...b, pin: 1 } : b)) };
    assert.equal(unavoidable(pinned), 1, 'B may sit only at the small table');
    const requires = { ...base, bookings: base.bookings.map((b, i) => (i === 0 ? { ...b, requires: [0] } : b)) };
    assert.equal(unavoidable(requires), 1, 'A needs the small table');
    const together: Problem = { ...base, wishes: [{ kind: 'together', from: 0, toBooking: 2, toGroup: -1 }] };
    assert.equal(unavoidable(together), 1, 'C joins A, so the group needs 7 seats');
  });

  it('names the conflicts and counts a group with a booking left out as split', () => {
    const avoiding = {
      ...base,
      bookings: base.bookings.map((b, i) => (i === 1 ? { ...b, avoid: [2] } : i === 2 ? { ...b, avoid: [1] } : b)),
    };
    const summary = planSummary(avoiding, Int32Array.from([0, -1, -1]), 10, 5);
    assert.deepEqual(summary.conflicts, []);
    assert.equal(summary.guestsSeated, 3);
    assert.deepEqual(summary.splitGroups, [{ group: 0, tables: [0], unseated: true, unavoidable: false }]);
    assert.deepEqual(planSummary(avoiding, apart, 10, 5).conflicts, [{ bookings: [1, 2], table: 1 }]);
  });

  it('gives how far at most from the best, rounded up, and 0 when the penalty equals the bound', () => {
    assert.equal(gapPercent(60_404, 59_608), 1.4);
    assert.equal(gapPercent(1000, 996), 0.4);
    assert.equal(gapPercent(500, 500), 0);
    assert.equal(gapPercent(0, 0), 0);
  });
});
