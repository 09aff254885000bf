/** Tables reserved for some bookings or groups: read, compiled, kept by the rulebook and the solver, and told on the command line. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readTablesFile } from '../../src/csv/tables.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { applyEdit } from '../../src/state/edits.ts';
import { reduceImport } from '../../src/state/event-actions.ts';
import { readImport } from '../../src/state/read-import.ts';
import { writeTablesCsv } from '../../src/csv/tables-write.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { checkHardConstraints, moveViolation } from '../../src/model/hard-rules.ts';
import { UNSEATED } from '../../src/model/problem.ts';
import type { GuestRecord, TableRecord } from '../../src/model/records.ts';
import { solve } from '../../src/solver/index.ts';
import { decodeProblem, encodeProblem } from '../../src/worker/protocol.ts';
import { cliFromSource } from './cli-source.ts';
import { guestRecord as guest } from '../support/records.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'seating-reserved-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A wedding: the couple, a wedding party with a sub-group, and family and friends who would fill any table. */
const GUESTS: GuestRecord[] = [
  guest('Dana & Noam', 2, ['Couple']),
  guest('Best man', 1, ['Wedding party']),
  guest('Maid of honour', 1, ['Wedding party']),
  guest('Ushers', 4, ['Wedding party', 'Ushers']),
  guest('Cousins', 6, ['Family']),
  guest('Aunts', 5, ['Family']),
  guest('Neighbours', 4, ['Friends']),
  guest('College', 6, ['Friends']),
  guest('Work', 5, ['Work']),
];
const TABLES: TableRecord[] = [
  { name: 'Sweetheart', capacity: 2, shape: 'head', reservedFor: ['Dana & Noam'] },
  { name: 'Head table', capacity: 12, shape: 'head', reservedFor: ['Wedding party'] },
  { name: 'Table 1', capacity: 10 },
  { name: 'Table 2', capacity: 10 },
  { name: 'Table 3', capacity: 10 },
];

describe('reserved tables: compiling', () => {
  it('expands a group to every booking of it and its sub-groups, and a booking name to itself', () => {
    const { problem, issues } = compileProblem(GUESTS, TABLES);
    assert.deepEqual(issues, []);
    assert.ok(problem);
    assert.deepEqual(problem.tables[0]!.reservedFor, [0]);
    assert.deepEqual(problem.tables[1]!.reservedFor, [1, 2, 3]);
    assert.equal(problem.tables[2]!.reservedFor, undefined);
  });

  it('warns of a name that is no booking and no group, naming the table and the name, and keeps the table for the rest', () => {
    const tables = [{ ...TABLES[1]!, reservedFor: ['Wedding party', 'Grandma Ruth'] }, ...TABLES.slice(2)];
    const { problem, issues } = compileProblem(GUESTS, tables, {
      tablesFileName: 'tables.csv',
      tableHeaders: { reserved_for: 'Reserved' },
    });
    assert.deepEqual(
      issues.map((i) => [i.severity, i.code, i.file, i.fileName, i.line, i.column, i.params['table'], i.params['name']]),
      [['warning', 'reserved_unknown', 'tables', 'tables.csv', 2, 'Reserved', 'Head table', 'Grandma Ruth']],
    );
    assert.deepEqual(problem?.tables[0]!.reservedFor, [1, 2, 3]);
  });

  it('opens a table kept for no one still on the list to everyone, with the same warning', () => {
    const tables = [{ ...TABLES[0]!, reservedFor: ['Grandma Ruth'] }, ...TABLES.slice(1)];
    const { problem, issues } = compileProblem(GUESTS, tables);
    assert.deepEqual(
      issues.map((i) => i.code),
      ['reserved_unknown'],
    );
    assert.equal(problem?.tables[0]!.reservedFor, undefined);
  });

  it('refuses a booking pinned to a table reserved for others, and nothing more about it', () => {
    const guests = GUESTS.map((g) => (g.name === 'Work' ? { ...g, table: 'Head table', together: ['Aunts'] } : g));
    const { problem, issues } = compileProblem(guests, TABLES);
    assert.equal(problem, null);
    assert.deepEqual(
      issues.map((i) => [i.code, i.line, i.column, i.params['name'], i.params['table']]),
      [['pinned_to_reserved', 10, 'table', 'Work', 'Head table']],
    );
  });

  it('accepts more reserved-for guests than the table seats, and names on their rows the ones that will sit elsewhere', () => {
    const tables = [{ ...TABLES[1]!, capacity: 4 }, ...TABLES.slice(2)];
    const { problem, issues } = compileProblem(GUESTS, tables);
    assert.ok(problem);
    assert.deepEqual(problem.tables[0]!.reservedFor, [1, 2, 3]);
    // The ushers (4) fill the table; the best man and the maid of honour do not fit.
    assert.deepEqual(
      issues.map((i) => [i.severity, i.code, i.line, i.params['name'], i.params['tables']]),
      [
        ['warning', 'reserved_unfit', 3, 'Best man', 'Head table'],
        ['warning', 'reserved_unfit', 4, 'Maid of honour', 'Head table'],
      ],
    );
  });

  it('names a reservation in a conflict it takes part in: the only tagged table is kept for others', () => {
    const guests = GUESTS.map((g) => (g.name === 'Work' ? { ...g, requires: ['stage'] } : g));
    const tables = TABLES.map((t) => (t.name === 'Head table' ? { ...t, tags: ['stage'] } : t));
    const { issues } = compileProblem(guests, tables);
    assert.deepEqual(
      issues.map((i) => [i.code, i.line, i.column, i.rules?.map((r) => r.kind)]),
      [['hard_rules_conflict', 10, 'requires', ['reserved', 'requires']]],
    );
  });
});

describe('reserved tables: the rulebook', () => {
  const { problem } = compileProblem(GUESTS, TABLES);
  assert.ok(problem);

  it('refuses a move of another booking to a reserved table, and lets the ones it is kept for sit there', () => {
    const assignment = new Int32Array(GUESTS.length).fill(UNSEATED);
    assert.deepEqual(moveViolation(problem, assignment, 8, 1), { kind: 'reserved-table', booking: 8, table: 1 });
    assert.equal(moveViolation(problem, assignment, 3, 1), null);
    assert.equal(moveViolation(problem, assignment, 0, 0), null);
  });

  it('finds a booking at a table reserved for others in a whole plan; an empty reserved table is fine', () => {
    const assignment = Int32Array.from([0, 1, 1, 1, 2, 3, 2, 4, 1]);
    assert.deepEqual(checkHardConstraints(problem, assignment), [{ kind: 'reserved-table', booking: 8, table: 1 }]);
    assignment[8] = 3;
    assert.deepEqual(checkHardConstraints(problem, assignment), []);
  });
});

describe('reserved tables: the solver', () => {
  it('seats only the couple at the sweetheart table and only the wedding party at the head table, with seats to spare', () => {
    const { problem } = compileProblem(GUESTS, TABLES);
    assert.ok(problem);
    for (const seed of [1, 2, 3]) {
      const { assignment } = solve(problem, { seed, iterations: 20_000 });
      const at = (t: number) => GUESTS.filter((_, b) => assignment[b] === t).map((g) => g.name);
      assert.ok(
        at(0).every((name) => name === 'Dana & Noam'),
        `seed ${String(seed)}: ${at(0).join(', ')}`,
      );
      assert.ok(
        at(1).every((name) => ['Best man', 'Maid of honour', 'Ushers'].includes(name)),
        `seed ${String(seed)}: ${at(1).join(', ')}`,
      );
      assert.ok(!assignment.includes(UNSEATED));
      assert.deepEqual(checkHardConstraints(problem, assignment), []);
    }
  });
});

describe('reserved tables: the worker', () => {
  it('sends whom each table is reserved for to the solver’s worker, so its plans keep them', () => {
    const { problem } = compileProblem(GUESTS, TABLES);
    assert.ok(problem);
    const decoded = decodeProblem(structuredClone(encodeProblem(problem)));
    assert.deepEqual(
      decoded.tables.map((t) => t.reservedFor),
      [[0], [1, 2, 3], undefined, undefined, undefined],
    );
    const { assignment } = solve(decoded, { seed: 5, iterations: 20_000 });
    assert.deepEqual(checkHardConstraints(problem, assignment), []);
  });
});

describe('reserved tables: files and the command line', () => {
  function run(...args: string[]) {
    const result = spawnSync(process.execPath, [...cliFromSource(), ...args], { cwd: root, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }
  const guestsFile = join(work, 'guests.csv');
  writeFileSync(
    guestsFile,
    [
      'name,size,group,table',
      'Dana & Noam,2,Couple,Sweetheart',
      'Best man,1,Wedding party,',
      'Maid of honour,1,Wedding party,',
      'Ushers,4,Wedding party/Ushers,',
      'Cousins,6,Family,',
      'Aunts,5,Family,',
      'Neighbours,4,Friends,',
      'College,6,Friends,',
      'Work,5,Work,',
    ].join('\n'),
  );

  it('reads and writes the reserved_for column', () => {
    const text = writeTablesCsv(TABLES);
    assert.match(text, /Head table,12,head,.*,Wedding party\r\n/);
    const read = readTablesFile(new TextEncoder().encode(text), 'tables.csv');
    assert.deepEqual(read.issues, []);
    assert.deepEqual(
      read.records.map((t) => t.reservedFor),
      [['Dana & Noam'], ['Wedding party'], undefined, undefined, undefined],
    );
  });

  it('solve keeps the sweetheart table for the couple and the head table for the wedding party', () => {
    const tablesFile = join(work, 'tables.csv');
    writeFileSync(tablesFile, writeTablesCsv(TABLES));
    const out = join(work, 'seating.csv');
    const { status, stderr } = run('solve', guestsFile, tablesFile, '--seed', '3', '--iterations', '20000', '--out', out);
    assert.equal(status, 0, stderr);
    // The seating file's first columns are the table and the booking's name.
    const seated = readFileSync(out, 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',').slice(0, 2));
    const at = (table: string) => seated.filter(([t]) => t === table).map(([, name]) => name);
    assert.deepEqual(at('Sweetheart'), ['Dana & Noam']);
    assert.ok(at('Head table').length > 0 && at('Head table').every((n) => ['Best man', 'Maid of honour', 'Ushers'].includes(n!)));
    assert.equal(seated.filter(([t]) => t === '').length, 0);
  });

  it('check names every problem at once, grouped by kind, each with its line and column', () => {
    const guests = join(work, 'two-kinds.csv');
    writeFileSync(guests, ['name,size,together,requires', 'A,4,B;C,', 'B,4,,', 'C,4,,', 'D,1,,stage', 'E,1,,', 'F,1,,stage'].join('\n'));
    const tables = join(work, 'two-kinds-tables.csv');
    writeFileSync(tables, 'name,capacity\nT1,10\nT2,10\n');
    const { status, stderr } = run('check', guests, tables);
    assert.equal(status, 1);
    const lines = stderr.trimEnd().split('\n');
    const located = lines.slice(0, -1).map((l) => /^error: [^,]+, line (\d+), column “(\w+)”/.exec(l)?.slice(1).join(' '));
    // The together set of 12 guests no table can take, and both needs no table meets, the two of a kind side by side.
    assert.deepEqual([...located].sort(), ['2 together', '5 requires', '7 requires']);
    assert.equal(Math.abs(located.indexOf('5 requires') - located.indexOf('7 requires')), 1);
    assert.match(lines.find((l) => l.includes('line 2')) ?? '', /“A” must sit with “B”.*“A” must sit with “C”/);
    assert.equal(lines.at(-1), 'Errors: 3, warnings: 0. Nothing can be seated until the errors are fixed.');
  });
});

describe('reserved tables: edits and the import', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  /** The demo-like event: tables, then guests imported, everyone seated by hand. */
  function event(): EventContent {
    let content = emptyContent('e');
    for (const [kind, text] of [
      ['tables', 'name,capacity\nTable 1,6\nTable 2,6\n'],
      ['guests', 'name,size,group\nNoa & Daniel,2,Couple\nThe Levi family,4,Groom / Family\nShira,1,Bride / Friends\n'],
    ] as const) {
      const { change } = reduceImport(content, readImport(kind, bytes(text), `${kind}.csv`, content));
      assert.ok(change);
      content = change.next;
    }
    return { ...content, seating: { 'Noa & Daniel': 'Table 1', Shira: 'Table 1', 'The Levi family': 'Table 2' } };
  }

  it('reserving a table lets the bookings it leaves out go, and keeps the ones it names', () => {
    const content = event();
    const table = { ...content.tables[0]!, reservedFor: ['Couple'] };
    const result = applyEdit(content, { kind: 'editTable', previousName: 'Table 1', table });
    assert.ok('next' in result, JSON.stringify(result));
    assert.deepEqual(result.next.seating, { 'Noa & Daniel': 'Table 1', 'The Levi family': 'Table 2' });
  });

  it('refuses a move to a table reserved for others, naming the booking and the table', () => {
    const content = event();
    const reserved = applyEdit(content, {
      kind: 'editTable',
      previousName: 'Table 2',
      table: { ...content.tables[1]!, reservedFor: ['Groom / Family'] },
    });
    assert.ok('next' in reserved);
    const refused = applyEdit(reserved.next, { kind: 'move', booking: 'Shira', table: 'Table 2' });
    assert.deepEqual('refusal' in refused && refused.refusal, { reason: 'reservedTable', params: { name: 'Shira', table: 'Table 2' } });
  });

  it('renaming a booking renames it in a reservation; deleting it drops it', () => {
    const content = event();
    const reserved = applyEdit(content, {
      kind: 'editTable',
      previousName: 'Table 2',
      table: { ...content.tables[1]!, reservedFor: ['The Levi family'] },
    });
    assert.ok('next' in reserved);
    const levi = reserved.next.guests.find((g) => g.name === 'The Levi family')!;
    const renamed = applyEdit(reserved.next, { kind: 'editGuest', previousName: 'The Levi family', guest: { ...levi, name: 'Levi' } });
    assert.ok('next' in renamed, JSON.stringify(renamed));
    assert.deepEqual(renamed.next.tables[1]!.reservedFor, ['Levi']);
    const deleted = applyEdit(renamed.next, { kind: 'deleteGuests', names: ['Levi'] });
    assert.ok('next' in deleted);
    assert.deepEqual(deleted.next.tables[1]!.reservedFor, []);
  });

  it('the import reports a conflict of hard rules beside a file’s own errors, and changes nothing', () => {
    const content = event();
    const guests = 'name,size,together,requires\nA,3,B;C,\nB,3,,\nC,3,,\nD,x,,\nE,1,,stage\n';
    const { change, issues } = reduceImport(content, readImport('guests', bytes(guests), 'guests.csv', content));
    assert.equal(change, null);
    assert.deepEqual(
      issues.map((i) => [i.code, i.line, i.column]),
      [
        ['hard_rules_conflict', 2, 'together'],
        ['not_integer', 5, 'size'],
        ['requires_unknown_tag', 6, 'requires'],
      ],
    );
  });
});
