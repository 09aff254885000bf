/**
 * Reservations seat their bookings (decision 0034): a booking a table is reserved for sits at a table
 * reserved for it whenever those tables have room for everyone they name; who does not fit is named,
 * with where they sit; a name no longer on the list is a warning, never a refusal.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compileProblem } from '../../src/model/compile.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { checkHardConstraints, moveViolation } from '../../src/model/hard-rules.ts';
import { UNSEATED } from '../../src/model/problem.ts';
import type { GuestRecord, TableRecord } from '../../src/model/records.ts';
import { solve } from '../../src/solver/index.ts';
import { planSummary, planSummaryToJson } from '../../src/solver/plan-summary.ts';
import { applyEdit } from '../../src/state/edits.ts';
import { reduceImport } from '../../src/state/event-actions.ts';
import { readImport } from '../../src/state/read-import.ts';
import { cliFromSource } from './cli-source.ts';
import { guestRecord as guest } from '../support/records.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'seating-holds-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A small seeded random source (mulberry32), so each generated event is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A generated wedding: the couple, who prefer both families (which pulls them to a family table), the
 * parents and grandparents, and households of 1–4 on both sides; a sweetheart table for two reserved
 * for the couple, a head table reserved for the parents, and free tables of 10 with seats to spare.
 */
function wedding(seed: number): { guests: GuestRecord[]; tables: TableRecord[] } {
  const rand = random(seed);
  const guests: GuestRecord[] = [
    guest('Dana & Noam', 2, ['Couple'], { prefer: ['Bride / Family', 'Groom / Family'] }),
    guest('Bride’s parents', 2, ['Bride', 'Family'], { prefer: ['Dana & Noam'] }),
    guest('Groom’s parents', 2, ['Groom', 'Family'], { prefer: ['Dana & Noam'] }),
  ];
  let people = 6;
  for (const side of ['Bride', 'Groom']) {
    for (const circle of ['Family', 'Friends', 'Work']) {
      const households = 3 + Math.floor(rand() * 4);
      for (let h = 0; h < households; h++) {
        const size = 1 + Math.floor(rand() * 4);
        people += size;
        guests.push(guest(`${side} ${circle} ${String(h + 1)}`, size, [side, circle]));
      }
    }
  }
  const free = Math.ceil((people - 6) / 8) + 1;
  const tables: TableRecord[] = [
    { name: 'Sweetheart', capacity: 2, shape: 'head', reservedFor: ['Dana & Noam'] },
    { name: 'Head table', capacity: 6, shape: 'head', reservedFor: ['Bride’s parents', 'Groom’s parents'] },
    ...Array.from({ length: free }, (_, i) => ({ name: `T${String(i + 1)}`, capacity: 10 })),
  ];
  return { guests, tables };
}

describe('reservations hold their bookings: the rulebook', () => {
  const { guests, tables } = wedding(1);
  const { problem } = compileProblem(guests, tables);
  assert.ok(problem);

  it('finds the couple at a free table while the sweetheart table has room for them', () => {
    const assignment = new Int32Array(guests.length).fill(UNSEATED);
    assignment[0] = 2;
    assert.deepEqual(checkHardConstraints(problem, assignment), [{ kind: 'reserved-elsewhere', booking: 0, table: 2, reservedAt: 0 }]);
    assignment[0] = 0;
    assert.deepEqual(checkHardConstraints(problem, assignment), []);
    // Without a table they wait for a seat, as any booking may.
    assignment[0] = UNSEATED;
    assert.deepEqual(checkHardConstraints(problem, assignment), []);
  });

  it('refuses a manual move of the couple away from their table, and lets them move to it', () => {
    const assignment = new Int32Array(guests.length).fill(UNSEATED);
    assert.deepEqual(moveViolation(problem, assignment, 0, 3), { kind: 'reserved-elsewhere', booking: 0, table: 3, reservedAt: 0 });
    assert.equal(moveViolation(problem, assignment, 0, 0), null);
  });
});

describe('reservations hold their bookings: the solver, on generated weddings and several seeds', () => {
  for (const eventSeed of [1, 2, 3, 4]) {
    it(`event ${String(eventSeed)}: the couple at the sweetheart table, the parents at the head table, no one else there`, () => {
      const { guests, tables } = wedding(eventSeed);
      const { problem, issues } = compileProblem(guests, tables);
      assert.ok(problem, JSON.stringify(issues));
      for (const seed of [1, 2, 3]) {
        const { assignment } = solve(problem, { seed, iterations: 30_000 });
        const at = (t: number) => guests.filter((_, b) => assignment[b] === t).map((g) => g.name);
        assert.deepEqual(at(0), ['Dana & Noam'], `seed ${String(seed)}`);
        assert.deepEqual(at(1), ['Bride’s parents', 'Groom’s parents'], `seed ${String(seed)}`);
        assert.ok(!assignment.includes(UNSEATED), `seed ${String(seed)}: everyone has a seat`);
        assert.deepEqual(checkHardConstraints(problem, assignment), []);
      }
    });
  }

  it('seats at the head table the parents it has room for, and the plan names who did not fit and where they sit', () => {
    const { guests, tables } = wedding(2);
    const grandparents = guest('Grandparents', 3, ['Bride', 'Family']);
    const withGrandparents = [...guests, grandparents];
    const reserved = tables.map((t) =>
      t.name === 'Head table' ? { ...t, reservedFor: ['Bride’s parents', 'Groom’s parents', 'Grandparents'] } : t,
    );
    const { problem, issues } = compileProblem(withGrandparents, reserved);
    assert.ok(problem);
    // Largest first: the grandparents (3) and the bride's parents (2) fill five of six seats; the groom's parents do not fit.
    assert.deepEqual(
      issues.map((i) => [i.code, i.params['name']]),
      [['reserved_unfit', 'Groom’s parents']],
    );
    const { assignment } = solve(problem, { seed: 1, iterations: 30_000 });
    const json = planSummaryToJson(problem, planSummary(problem, assignment, 0, 0));
    const b = withGrandparents.findIndex((g) => g.name === 'Groom’s parents');
    const sitsAt = problem.tables[assignment[b]!]!.name;
    assert.notEqual(sitsAt, 'Head table');
    assert.deepEqual(json.reserved_elsewhere, [{ booking: 'Groom’s parents', reserved: ['Head table'], table: sitsAt }]);
  });
});

describe('reservations hold their bookings: the command line', () => {
  function run(...args: string[]) {
    const result = spawnSync(process.execPath, [...cliFromSource(), ...args], { cwd: root, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }
  const csv = (rows: readonly string[]) => `${rows.join('\n')}\n`;
  const { guests } = wedding(1);
  const guestsFile = join(work, 'guests.csv');
  writeFileSync(
    guestsFile,
    csv(['name,size,group,prefer', ...guests.map((g) => [g.name, g.size, g.group.join('/'), (g.prefer ?? []).join(';')].join(','))]),
  );
  const freeTables = Array.from({ length: 7 }, (_, i) => `T${String(i + 1)},10,round,`);

  for (const seed of ['1', '2', '3']) {
    it(`solve --seed ${seed}: Sweetheart,2 reserved for the couple, seven free tables: the couple sits at Sweetheart`, () => {
      const tablesFile = join(work, 'sweetheart.csv');
      writeFileSync(tablesFile, csv(['name,capacity,shape,reserved_for', 'Sweetheart,2,head,Dana & Noam', ...freeTables]));
      const out = join(work, `seating-${seed}.csv`);
      const { status, stderr } = run('solve', guestsFile, tablesFile, '--seed', seed, '--iterations', '30000', '--out', out);
      assert.equal(status, 0, stderr);
      const rows = readFileSync(out, 'utf8')
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r?\n/)
        .slice(1);
      assert.deepEqual(
        rows.filter((r) => r.startsWith('Sweetheart,')).map((r) => r.split(',')[1]),
        ['Dana & Noam'],
      );
    });
  }

  it('a reservation naming a guest not on the list: check and solve exit 0 with a warning that names them', () => {
    const tablesFile = join(work, 'stale.csv');
    writeFileSync(tablesFile, csv(['name,capacity,shape,reserved_for', 'Head Table,10,head,Dana & Noam;Grandma Ruth', ...freeTables]));
    for (const args of [['check'], ['solve', '--iterations', '20000', '--out', join(work, 'stale-seating.csv')]]) {
      const [command, ...rest] = args;
      const { status, stderr } = run(command!, guestsFile, tablesFile, ...rest);
      assert.equal(status, 0, stderr);
      assert.match(stderr, /warning: .*stale\.csv, line 2, .*“Head Table” was kept for “Grandma Ruth”, who is not on the guest list/);
    }
  });
});

describe('reservations hold their bookings: the app', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  function event(): EventContent {
    let content = emptyContent('e');
    for (const [kind, text] of [
      ['tables', 'name,capacity,reserved_for\nHead Table,6,Noa & Daniel;Grandma Ruth\nTable 1,6,\nTable 2,6,\n'],
      ['guests', 'name,size,group\nNoa & Daniel,2,Couple\nGrandma Ruth,1,Bride / Family\nShira,1,Bride / Friends\n'],
    ] as const) {
      const { change } = reduceImport(content, readImport(kind, bytes(text), `${kind}.csv`, content));
      assert.ok(change);
      content = change.next;
    }
    return content;
  }

  it('a new guest list without someone a table is kept for is taken, with a warning that names the table and the guest', () => {
    const content = event();
    const text = 'name,size,group\nNoa & Daniel,2,Couple\nShira,1,Bride / Friends\nAvi,1,Groom / Friends\n';
    const { change, issues } = reduceImport(content, readImport('guests', bytes(text), 'new-guests.csv', content));
    assert.ok(change, JSON.stringify(issues));
    assert.deepEqual(
      issues.map((i) => [i.severity, i.code, i.params['table'], i.params['name']]),
      [['warning', 'reserved_unknown', 'Head Table', 'Grandma Ruth']],
    );
    assert.equal(change.next.guests.length, 3);
  });

  it('reserving a table for a booking seated elsewhere moves it there; moving it away again is refused with the reason', () => {
    const content = { ...event(), seating: { 'Noa & Daniel': 'Table 1', Shira: 'Table 1' } };
    const table = { ...content.tables[1]!, reservedFor: ['Noa & Daniel'] };
    const result = applyEdit(content, { kind: 'editTable', previousName: 'Table 1', table });
    assert.ok('next' in result, JSON.stringify(result));
    // Table 1 is now kept for the couple too: Shira waits for a seat, the couple stays.
    assert.deepEqual(result.next.seating, { 'Noa & Daniel': 'Table 1' });
    const refused = applyEdit(result.next, { kind: 'move', booking: 'Noa & Daniel', table: 'Table 2' });
    assert.deepEqual('refusal' in refused && refused.refusal, {
      reason: 'reservedElsewhere',
      params: { name: 'Noa & Daniel', reserved: 'Head Table' },
    });
  });
});
