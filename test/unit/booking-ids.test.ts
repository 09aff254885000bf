/** Two guests with one name (two David Cohens): imported with a warning, told apart by id, seated, exported and read back. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readSeatingFile, seatingByName } from '../../src/csv/seating-read.ts';
import { writeSeatingCsv } from '../../src/csv/seating-write.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import { formatIssue } from '../../src/i18n/format-issue.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { bookingLabeler } from '../../src/model/booking-refs.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { withMergedGuestsKeyed } from '../../src/state/booking-ids.ts';
import { applyEdit } from '../../src/state/edits.ts';
import { cliFromSource } from './cli-source.ts';
import { utf8, where } from './csv-helpers.ts';

const GUESTS = [
  'name,size,group,avoid',
  'David Cohen,2,Bride/Family,',
  'Sarah Levi,1,Bride/Friends,',
  'David Cohen,1,Groom/Work,',
  'Ron Bar,2,Groom/Work,',
].join('\n');
const TABLES = 'name,capacity\nTable 1,4\nTable 2,4\n';
const i18n = createI18n('en');
const say = (issue: Parameters<typeof formatIssue>[0]) => formatIssue(issue, (k, p) => i18n.t(k, p));

describe('two bookings with one name', () => {
  it('import with a warning that says what to do, each given an id, and compile', () => {
    const file = readGuestsFile(utf8(GUESTS), 'guests.csv');
    assert.deepEqual(where(file.issues), ['name_repeated@4:name']);
    assert.equal(file.issues[0]?.severity, 'warning');
    assert.match(say(file.issues[0]), /guests\.csv, line 4, column “name”: “David Cohen” is also the name of the booking on line 2.*id/);
    assert.deepEqual(
      file.records.map((r) => [r.name, r.id]),
      [
        ['David Cohen', 'David Cohen #1'],
        ['Sarah Levi', undefined],
        ['David Cohen', 'David Cohen #2'],
        ['Ron Bar', undefined],
      ],
    );
    const { problem, issues } = compileProblem(file.records, readTablesFile(utf8(TABLES)).records);
    assert.deepEqual(issues, []);
    assert.equal(problem?.bookings.length, 4);
  });

  it('keep ids the file gives, number generated ones past ids taken, and refuse an id given twice', () => {
    const given = readGuestsFile(utf8('name,id\nDavid Cohen,DC-1\nDavid Cohen,\nDavid Cohen #1,\n'));
    assert.deepEqual(
      given.records.map((r) => r.id),
      ['DC-1', 'David Cohen #2', undefined],
    );
    const twice = readGuestsFile(utf8('name,מזהה\nA,x\nB,X\n'));
    assert.deepEqual(where(twice.issues), ['duplicate_id@3:מזהה']);
    assert.match(say(twice.issues[0]!), /The id “X” is already used on line 2/);
  });

  it('make an avoid that names “David Cohen” an error naming both, with groups and lines, fixed by writing the id', () => {
    const tables = readTablesFile(utf8(TABLES)).records;
    const ambiguous = readGuestsFile(utf8(GUESTS.replace('Sarah Levi,1,Bride/Friends,', 'Sarah Levi,1,Bride/Friends,David Cohen')));
    const { problem, issues } = compileProblem(ambiguous.records, tables, { guestLines: ambiguous.lines, guestsFileName: 'guests.csv' });
    assert.equal(problem, null);
    const errors = issues.filter((i) => i.severity === 'error');
    assert.deepEqual(where(errors), ['reference_ambiguous@3:avoid']);
    assert.equal(
      say(errors[0]!),
      'guests.csv, line 3, column “avoid”: “David Cohen” is the name of more than one booking: id “David Cohen #1” in Bride / Family (line 2); ' +
        'id “David Cohen #2” in Groom / Work (line 4). Write the id of the one you mean instead of the name.',
    );
    const fixed = readGuestsFile(utf8(GUESTS.replace('Sarah Levi,1,Bride/Friends,', 'Sarah Levi,1,Bride/Friends,David Cohen #2')));
    const compiled = compileProblem(fixed.records, tables);
    assert.deepEqual(compiled.problem?.bookings[1]?.avoid, [2]);
  });

  it('a together wish to a repeated name is ambiguous too', () => {
    const file = readGuestsFile(utf8('name,group,together\nDavid Cohen,A,\nDavid Cohen,B,\nRuth,,David Cohen\n'));
    const { issues } = compileProblem(file.records, readTablesFile(utf8(TABLES)).records);
    assert.deepEqual(where(issues.filter((i) => i.severity === 'error')), ['reference_ambiguous@4:together']);
  });

  it('are written with their ids to the seating file, which reads back to the same seats', () => {
    const guests = readGuestsFile(utf8(GUESTS)).records;
    const tables = readTablesFile(utf8(TABLES)).records;
    const problem = compileProblem(guests, tables).problem!;
    const assignment = Int32Array.from([0, 0, 1, 1]);
    const csv = writeSeatingCsv(problem, assignment, guests);
    assert.match(csv, /^\uFEFFtable,name,size,group,id\r\n/);
    assert.match(csv, /Table 2,David Cohen,1,Groom \/ Work,David Cohen #2\r\n/);
    const back = readSeatingFile(utf8(csv), 'seating.csv', guests, tables);
    assert.deepEqual(back.issues, []);
    assert.deepEqual(back.arrangement, ['Table 1', 'Table 1', 'Table 2', 'Table 2']);
    assert.deepEqual(seatingByName(guests, back.arrangement), {
      'David Cohen #1': 'Table 1',
      'Sarah Levi': 'Table 1',
      'David Cohen #2': 'Table 2',
      'Ron Bar': 'Table 2',
    });
    // Read back as a guests file, the export reproduces both bookings with their ids.
    assert.deepEqual(
      readGuestsFile(utf8(csv)).records.map((r) => [r.name, r.id ?? null, r.table]),
      [
        ['David Cohen', 'David Cohen #1', 'Table 1'],
        ['Sarah Levi', null, 'Table 1'],
        ['David Cohen', 'David Cohen #2', 'Table 2'],
        ['Ron Bar', null, 'Table 2'],
      ],
    );
  });

  it('a seating row that gives the repeated name without an id is an error naming both', () => {
    const guests = readGuestsFile(utf8(GUESTS)).records;
    const tables = readTablesFile(utf8(TABLES)).records;
    const seating = 'table,name\nTable 1,David Cohen\nTable 1,Sarah Levi\nTable 2,David Cohen #2\nTable 2,Ron Bar\n';
    const back = readSeatingFile(utf8(seating), 'seating.csv', guests, tables);
    assert.deepEqual(where(back.issues.filter((i) => i.code !== 'seating_missing_booking')), ['reference_ambiguous@2:name']);
    assert.match(
      say(back.issues.find((i) => i.code === 'reference_ambiguous')!),
      /id “David Cohen #1” in Bride \/ Family; id “David Cohen #2” in Groom \/ Work/,
    );
    assert.equal(back.arrangement[2], 'Table 2');
  });

  it('are shown with their group where the name alone could be confused', () => {
    const guests = readGuestsFile(utf8(GUESTS)).records;
    const label = bookingLabeler(guests);
    assert.deepEqual(guests.map(label), ['David Cohen · Bride / Family', 'Sarah Levi', 'David Cohen · Groom / Work', 'Ron Bar']);
    const sameGroup = readGuestsFile(utf8('name,group\nDana,A\nDana,A\n')).records;
    assert.deepEqual(sameGroup.map(bookingLabeler(sameGroup)), ['Dana · A · #1', 'Dana · A · #2']);
  });
});

describe('editing into a repeated name', () => {
  const seated = (): EventContent => ({
    ...emptyContent('e'),
    guests: [
      { name: 'David Cohen', size: 2, group: ['Bride'], strength: null, avoid: [], table: null },
      { name: 'Ruth', size: 1, group: [], strength: null, avoid: ['David Cohen'], table: null },
    ],
    tables: [
      { name: 'T1', capacity: 4, reservedFor: ['David Cohen'] },
      { name: 'T2', capacity: 4 },
    ],
    seating: { 'David Cohen': 'T1', Ruth: 'T2' },
    lockedBookings: ['David Cohen'],
  });

  it('adding a second David Cohen keeps both, gives both ids and keeps the first one’s seat, lock, table and the avoid naming it', () => {
    const result = applyEdit(seated(), {
      kind: 'addGuest',
      guest: { name: 'david cohen', size: 1, group: ['Groom'], strength: null, avoid: [], table: null },
    });
    assert.ok('next' in result, JSON.stringify(result));
    const next = result.next;
    assert.deepEqual(
      next.guests.map((g) => [g.name, g.id]),
      [
        ['David Cohen', 'David Cohen #1'],
        ['Ruth', undefined],
        ['david cohen', 'david cohen #2'],
      ],
    );
    assert.deepEqual(next.seating, { 'David Cohen #1': 'T1', Ruth: 'T2' });
    assert.deepEqual(next.lockedBookings, ['David Cohen #1']);
    assert.deepEqual(next.guests[1]?.avoid, ['David Cohen #1']);
    assert.deepEqual(next.tables[0]?.reservedFor, ['David Cohen #1'], 'the table kept for him is kept for him, not for either');
    // Each is moved on its own.
    const moved = applyEdit(next, { kind: 'move', booking: 'david cohen #2', table: 'T2' });
    assert.ok('next' in moved);
    assert.deepEqual(moved.next.seating, { 'David Cohen #1': 'T1', Ruth: 'T2', 'david cohen #2': 'T2' });
  });

  it('renaming a booking to a name another has gives both ids and moves its seat with it', () => {
    const content = { ...seated(), lockedBookings: [] };
    const result = applyEdit(content, {
      kind: 'editGuest',
      previousName: 'Ruth',
      guest: { name: 'David Cohen', size: 1, group: ['Groom'], strength: null, avoid: [], table: null },
    });
    assert.ok('next' in result, JSON.stringify(result));
    assert.deepEqual(
      result.next.guests.map((g) => [g.name, g.id]),
      [
        ['David Cohen', 'David Cohen #1'],
        ['David Cohen', 'David Cohen #2'],
      ],
    );
    assert.deepEqual(result.next.seating, { 'David Cohen #1': 'T1', 'David Cohen #2': 'T2' });
    assert.deepEqual(result.next.tables[0]?.reservedFor, ['David Cohen #1']);
  });

  it('renaming a booking that has an id renames the lists and tables that name it by name', () => {
    const content: EventContent = {
      ...seated(),
      guests: [
        { id: 'b7', name: 'Shira', size: 1, group: [], strength: null, avoid: [], table: null },
        { name: 'Ruth', size: 1, group: [], strength: null, avoid: ['Shira'], table: null },
      ],
      tables: [{ name: 'T1', capacity: 4, reservedFor: ['Shira', 'Ruth'] }],
      seating: { b7: 'T1' },
      lockedBookings: [],
    };
    const result = applyEdit(content, {
      kind: 'editGuest',
      previousName: 'b7',
      guest: { id: 'b7', name: 'Shiri', size: 1, group: [], strength: null, avoid: [], table: null },
    });
    assert.ok('next' in result, JSON.stringify(result));
    assert.deepEqual(result.next.guests[1]?.avoid, ['Shiri']);
    assert.deepEqual(result.next.tables[0]?.reservedFor, ['Shiri', 'Ruth']);
    assert.deepEqual(result.next.seating, { b7: 'T1' });
  });

  it('a merged list that repeats a name keeps the table reserved for the booking the event had', () => {
    const { content } = withMergedGuestsKeyed(seated(), [
      ...seated().guests,
      { name: 'David Cohen', size: 1, group: ['Groom'], strength: null, avoid: [], table: null },
    ]);
    assert.deepEqual(content.tables[0]?.reservedFor, ['David Cohen #1']);
    assert.deepEqual(content.seating, { 'David Cohen #1': 'T1', Ruth: 'T2' });
  });
});

describe('the command line with two David Cohens', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const work = mkdtempSync(join(tmpdir(), 'seating-ids-'));
  after(() => rmSync(work, { recursive: true, force: true }));
  const run = (...args: string[]) => spawnSync(process.execPath, [...cliFromSource(), ...args], { cwd: root, encoding: 'utf8' });
  const guests = join(work, 'guests.csv');
  const tables = join(work, 'tables.csv');
  writeFileSync(guests, GUESTS);
  writeFileSync(tables, TABLES);

  it('solves with a warning, writes both with their ids, and scores the file it wrote', () => {
    const out = join(work, 'seating.csv');
    const solved = run('solve', guests, tables, '--iterations', '2000', '--seed', '3', '--out', out);
    assert.equal(solved.status, 0, solved.stderr);
    assert.match(solved.stderr, /warning: .*line 4, column “name”: “David Cohen” is also the name/);
    const rows = readFileSync(out, 'utf8').split('\r\n');
    assert.equal(rows.filter((r) => /,David Cohen,/.test(r)).length, 2);
    assert.ok(rows.some((r) => r.endsWith(',David Cohen #1')) && rows.some((r) => r.endsWith(',David Cohen #2')));
    const scored = run('score', guests, tables, out, '--json');
    assert.equal(scored.status, 0, scored.stderr);
    assert.deepEqual((JSON.parse(scored.stdout) as { unseated: string[] }).unseated, []);
  });

  it('refuses an avoid naming “David Cohen”, naming both, and accepts the id', () => {
    const avoid = join(work, 'avoid.csv');
    writeFileSync(avoid, GUESTS.replace('Sarah Levi,1,Bride/Friends,', 'Sarah Levi,1,Bride/Friends,David Cohen'));
    const refused = run('check', avoid, tables);
    assert.equal(refused.status, 1);
    assert.match(
      refused.stderr,
      /line 3, column “avoid”: “David Cohen” is the name of more than one booking: id “David Cohen #1” in Bride \/ Family \(line 2\); id “David Cohen #2” in Groom \/ Work \(line 4\)/,
    );
    writeFileSync(avoid, GUESTS.replace('Sarah Levi,1,Bride/Friends,', 'Sarah Levi,1,Bride/Friends,David Cohen #1'));
    assert.equal(run('check', avoid, tables).status, 0);
  });
});
