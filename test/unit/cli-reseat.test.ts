/** `solve --from [--max-moves]` and `diff` as a user runs them: exit codes, what is printed, what is kept. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cliFromSource } from './cli-source.ts';
import { parseCliArgs } from '../../src/cli/args.ts';
import { readSeatingPlan } from '../../src/cli/seating-plan.ts';
import { seatRuns } from '../../src/model/seats.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const GUESTS = 'test/fixtures/cli/guests.csv';
const TABLES = 'test/fixtures/cli/tables.csv';
const work = mkdtempSync(join(tmpdir(), 'seating-reseat-'));
after(() => rmSync(work, { recursive: true, force: true }));
const QUICK = ['--iterations', '3000', '--time-limit', '60000', '--seed', '7'];
const at = (name: string) => join(work, name);

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [...cliFromSource(), ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Booking → table of a seating file (null: no table). */
function tablesOf(path: string): Map<string, string | null> {
  return new Map(readSeatingPlan(readFileSync(path), path).rows.map((row) => [row.booking, row.table]));
}

/** The printed plan, and the guests file after late changes: Tal cancelled, Gil brings two more, a new cousin. */
before(() => {
  assert.equal(run('solve', GUESTS, TABLES, ...QUICK, '--out', at('printed.csv')).status, 0);
  const lines = readFileSync(join(root, GUESTS), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '' && !line.startsWith('Tal,'))
    .map((line) => line.replace(/^Gil,1,/, 'Gil,3,'));
  writeFileSync(at('changed-guests.csv'), [...lines, 'New cousin,1,Bride / Family / Cousins,,,', ''].join('\r\n'));
});

describe('solve --from SEATING', () => {
  it('keeps the unchanged bookings at their tables, seats the new one and reports who moved', () => {
    const { status, stdout, stderr } = run(
      'solve',
      at('changed-guests.csv'),
      TABLES,
      '--from',
      at('printed.csv'),
      ...QUICK,
      '--json',
      '--out',
      at('after.csv'),
    );
    assert.equal(status, 0, stderr);
    const result = JSON.parse(stdout) as { moved: { people: number; bookings: number }; unseated: string[] };
    const printed = tablesOf(at('printed.csv'));
    const after = tablesOf(at('after.csv'));
    const sizes = new Map(readSeatingPlan(readFileSync(at('after.csv')), 'after.csv').rows.map((row) => [row.booking, row.size ?? 0]));
    let people = 0;
    let bookings = 0;
    // Gil changed size and no longer fit his table: he is placed anew and never counts.
    for (const [booking, table] of after) {
      if (!printed.has(booking) || booking === 'Gil' || printed.get(booking) === table) continue;
      people += sizes.get(booking)!;
      bookings++;
    }
    assert.deepEqual(result.moved, { people, bookings });
    assert.ok(people <= 2, `at most a couple of people make room for Gil (${people} moved)`);
    assert.notEqual(after.get('New cousin'), null, 'the new booking is seated');
    assert.deepEqual(result.unseated, []);
    assert.equal(after.has('Tal'), false);
    assert.match(stderr, /printed\.csv, line \d+, column “name”: “Tal” is not in the guests file any more/);
  });

  it('with --max-moves 0 moves nobody who sat at a table', () => {
    const { status, stdout, stderr } = run(
      'solve',
      at('changed-guests.csv'),
      TABLES,
      '--from',
      at('printed.csv'),
      '--max-moves',
      '0',
      ...QUICK,
      '--json',
      '--out',
      at('fixed.csv'),
    );
    assert.equal(status, 0, stderr);
    assert.equal((JSON.parse(stdout) as { moved: { people: number } }).moved.people, 0);
    const printed = tablesOf(at('printed.csv'));
    for (const [booking, table] of tablesOf(at('fixed.csv'))) {
      if (printed.has(booking) && booking !== 'Gil' && table !== null) assert.equal(table, printed.get(booking), booking);
    }
  });

  it('says how many people moved in the text summary', () => {
    const { status, stderr } = run(
      'solve',
      at('changed-guests.csv'),
      TABLES,
      '--from',
      at('printed.csv'),
      '--max-moves',
      '4',
      ...QUICK,
      '--out',
      at('four.csv'),
    );
    assert.equal(status, 0, stderr);
    assert.match(stderr, /Moved from .*printed\.csv: people at another table [0-4], bookings \d+\./);
  });

  it('keeps the seat numbers of the bookings still at their table, seats a grown booking side by side, and says how many place cards to reprint', () => {
    const { status, stderr } = run(
      'solve',
      at('changed-guests.csv'),
      TABLES,
      '--from',
      at('printed.csv'),
      ...QUICK,
      '--out',
      at('seats.csv'),
    );
    assert.equal(status, 0, stderr);
    const rowsOf = (path: string) => new Map(readSeatingPlan(readFileSync(path), path).rows.map((row) => [row.booking, row]));
    const printed = rowsOf(at('printed.csv'));
    const after = rowsOf(at('seats.csv'));
    const gil = after.get('Gil')!;
    const capacity = gil.table === 'Head table' ? 6 : 8;
    assert.equal(
      seatRuns(gil.table === 'Head table' ? 'head' : 'round', capacity, gil.seats ?? []),
      1,
      `Gil's three sit side by side: ${gil.seats?.join(', ')}`,
    );
    let stayed = 0;
    let madeRoom = 0;
    for (const [booking, row] of after) {
      const old = printed.get(booking);
      if (!old || old.table !== row.table || old.size !== row.size || row.table === null) continue;
      stayed++;
      // Only at Gil's table may a booking change seats, to make room for his three side by side.
      if (row.table === gil.table && row.seats?.join() !== old.seats?.join()) madeRoom++;
      else assert.deepEqual(row.seats, old.seats, `${booking} stays at ${row.table} in the seats of the printed plan`);
    }
    assert.ok(stayed >= 8 && madeRoom <= 1, `${stayed} bookings stay, ${madeRoom} of them in another seat`);
    const reprint = /Seats from .*printed\.csv: bookings at their table in other seats (\d+); place cards to reprint (\d+)\./.exec(stderr);
    assert.ok(reprint, stderr);
    assert.ok(Number(reprint[1]) <= madeRoom + 1, `the reseated are Gil and who made room: ${reprint[1]}`);
    // Gil's three at most, the new cousin, anyone moved to another table and whoever made room.
    assert.ok(Number(reprint[2]) >= 3 && Number(reprint[2]) <= 8, `place cards to reprint: ${reprint[2]}`);
  });

  it('refuses --max-moves without --from, and --from on another command', () => {
    const alone = run('solve', GUESTS, TABLES, '--max-moves', '3');
    assert.equal(alone.status, 2);
    assert.match(alone.stderr, /--max-moves needs --from/);
    assert.equal(run('score', GUESTS, TABLES, at('printed.csv'), '--from', at('printed.csv')).status, 2);
    assert.deepEqual(parseCliArgs(['solve', 'g', 't', '--from', 's', '--max-moves', 'x']), {
      kind: 'usage-error',
      key: 'not_whole_number',
      params: { option: 'max-moves', min: 0, value: 'x' },
    });
  });

  it('seats a booking whose table is gone as a new one, with a warning on its line', () => {
    const printed = readFileSync(at('printed.csv'), 'utf8').replace(/^Table 3,/m, 'Garden,');
    writeFileSync(at('garden.csv'), printed);
    const { status, stdout, stderr } = run(
      'solve',
      GUESTS,
      TABLES,
      '--from',
      at('garden.csv'),
      ...QUICK,
      '--json',
      '--out',
      at('garden-after.csv'),
    );
    assert.equal(status, 0, stderr);
    assert.match(
      stderr,
      /garden\.csv, line \d+, column “table”: “.+” sat at “Garden”, which the tables file does not have, so it is seated as a new booking\./,
    );
    assert.deepEqual((JSON.parse(stdout) as { unseated: string[] }).unseated, []);
  });

  it('refuses a seating file it cannot read, saying which and why, and writes nothing', () => {
    writeFileSync(at('no-table-column.csv'), 'name,size\nGil,1\n');
    const { status, stderr } = run(
      'solve',
      at('changed-guests.csv'),
      TABLES,
      '--from',
      at('no-table-column.csv'),
      '--out',
      at('never.csv'),
    );
    assert.equal(status, 1);
    assert.match(stderr, /no-table-column\.csv.*table/);
    assert.throws(() => readFileSync(at('never.csv')));
  });
});

describe('diff OLD_SEATING NEW_SEATING', () => {
  it('lists added, removed and moved bookings and the tables that changed', () => {
    writeFileSync(at('old.csv'), 'table,name,size,group\nTable 1,Ann,2,\nTable 1,Ben,1,\nTable 2,Cara,1,\nTable 2,Dov,2,\n');
    writeFileSync(at('new.csv'), 'table,name,size,group\nTable 1,ann,2,\nTable 2,Ben,1,\nTable 2,Cara,1,\nTable 3,Eli,1,\n');
    const { status, stdout } = run('diff', at('old.csv'), at('new.csv'));
    assert.equal(status, 0);
    assert.equal(
      stdout,
      [
        'Added 1, removed 1, moved 1, reseated 0; tables changed 3.',
        '',
        'Added:',
        '  Eli: Table 3',
        '',
        'Removed:',
        '  Dov (was: Table 2)',
        '',
        'Moved:',
        '  Ben: Table 1 → Table 2',
        '',
        'Tables changed: Table 2; Table 3; Table 1',
        '',
      ].join('\n'),
    );
  });

  it('--json prints one object of a stable shape, seats compared when both files have them', () => {
    writeFileSync(at('old-seats.csv'), 'Table,Name,Size,Group,Seat\nT1,Ann,2,,1; 2\nT1,Ben,1,,3\n,Cara,1,,\n');
    writeFileSync(at('new-seats.csv'), 'table,name,size,group,seat\nT1,Ann,2,,2; 3\nT1,Ben,1,,1\nT1,Cara,1,,4\n');
    const { status, stdout } = run('diff', at('old-seats.csv'), at('new-seats.csv'), '--json');
    assert.equal(status, 0);
    assert.deepEqual(JSON.parse(stdout), {
      added: [],
      removed: [],
      moved: [{ booking: 'Cara', from: null, to: 'T1' }],
      reseated: [
        { booking: 'Ann', table: 'T1', from: [1, 2], to: [2, 3] },
        { booking: 'Ben', table: 'T1', from: [3], to: [1] },
      ],
      tables_changed: ['T1'],
    });
  });

  it('says when two seatings are the same', () => {
    const { status, stdout } = run('diff', at('printed.csv'), at('printed.csv'));
    assert.equal(status, 0);
    assert.equal(stdout, 'The two seatings are the same.\n');
  });

  it('refuses bad input with the file, line and column and what to do', () => {
    writeFileSync(at('twice.csv'), 'table,name\nT1,Ann\nT2,Ann\n');
    const twice = run('diff', at('old.csv'), at('twice.csv'));
    assert.equal(twice.status, 1);
    assert.equal(twice.stdout, '');
    assert.match(twice.stderr, /twice\.csv, line 3, column “name”: “Ann” is already on line 2\. .*delete one of the two rows/);
    writeFileSync(at('no-name.csv'), 'table,size\nT1,2\n');
    const missing = run('diff', at('no-name.csv'), at('old.csv'));
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /no-name\.csv/);
    const absent = run('diff', at('old.csv'), at('absent.csv'));
    assert.equal(absent.status, 1);
    assert.match(absent.stderr, /Cannot read “.*absent\.csv” \(no such file or folder\)/);
    assert.equal(run('diff', at('old.csv')).status, 2);
  });
});
