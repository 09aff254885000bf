/**
 * A guests file and a tables file holding every published column, written back through every writer
 * (guests CSV, seating CSV and workbook, `.seating`, CLI merge of a file with itself, two- and
 * three-way merge): every column and value a planner wrote comes back. The columns are the contract's,
 * so a column added to it is in these files by construction, and a writer that leaves it out fails here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CSV_FILES, GUEST_COLUMNS, SEATING_COLUMNS, TABLE_COLUMNS } from '../../src/contract/index.ts';
import { readGuestsFile, readInput, readTablesFile, writeSeatingCsv, writeSeatingWorkbook } from '../../src/csv/index.ts';
import { writeGuestsCsv } from '../../src/csv/guests-write.ts';
import { writeTablesCsv } from '../../src/csv/tables-write.ts';
import { runMerge } from '../../src/cli/merge-command.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { emptyContent } from '../../src/model/event-content.ts';
import { applyGuestDiff, allChanges, diffGuestLists } from '../../src/model/guest-diff.ts';
import { GUEST_CODECS } from '../../src/model/guest-attributes.ts';
import { GUEST_MERGE, TABLE_MERGE } from '../../src/model/record-merge.ts';
import { cleanGuestRecord, cleanTableRecord, type GuestRecord, type TableRecord } from '../../src/model/records.ts';
import { applyThreeWayMerge, everyChange, threeWayMerge } from '../../src/model/three-way-merge.ts';
import { UNSEATED } from '../../src/model/problem.ts';
import { eventFileText, readEventFile } from '../../src/state/event-file.ts';
import { utf8 } from './csv-helpers.ts';

/**
 * One value per column and row; `party` makes a file per-guest, a shape of its own, and `rsvp` chooses
 * the rows that are seated (every written booking attends), so both are left out here.
 */
const GUEST_VALUES: Record<string, readonly string[]> = {
  name: ['David Cohen', 'David Cohen', 'Yossi Ben David', 'Noa Levi'],
  size: ['2', '1', '3', '1'],
  group: ['Bride / Family', 'Groom / Work', 'Groom / Family', 'Bride / Friends'],
  strength: ['3', '', '5', ''],
  avoid: ['Noa Levi', '', '', 'David Cohen #2'],
  table: ['Table 1', 'Table 2', '', ''],
  guests: ['David Cohen; Ruth Cohen', '', 'Yossi; Dana; ', ''],
  meals: ['Meat; Fish', 'Vegan', '', ''],
  needs: ['High chair', '', 'Wheelchair; Nut allergy', ''],
  notes: ['Arrives late', '', '', 'Bride’s best friend'],
  together: ['', '', 'Noa Levi', ''],
  prefer: ['Groom / Family', '', '', ''],
  prefer_apart: ['', 'DC-groom', '', ''],
  requires: ['', '', 'accessible', ''],
  likes: ['quiet', '', '', 'near exit'],
  id: ['David Cohen #2', 'DC-groom', '', ''],
  sort_under: ['', '', 'Ben David', 'van Levi'],
};
const guestColumns = GUEST_COLUMNS.map((c) => c.name).filter((name) => name !== 'party' && name !== 'rsvp');

const TABLE_VALUES: Record<string, readonly string[]> = {
  name: ['Table 1', 'Table 2', 'Head'],
  capacity: ['10', '8', '6'],
  shape: ['round', 'rectangle', 'head'],
  tags: ['accessible; quiet', 'near exit', ''],
  x: ['4.5', '', '10'],
  y: ['6', '', '2.25'],
  rotation: ['', '', '90'],
  length: ['1.8', '', '3.6'],
  width: ['', '', '0.9'],
  reserved_for: ['', 'Groom / Work', 'David Cohen #2'],
};

const csvOf = (columns: readonly string[], values: Record<string, readonly string[]>) => {
  const rows = values[columns[0]!]!.map((_, i) => columns.map((c) => `"${values[c]![i]}"`).join(','));
  return utf8([columns.join(','), ...rows, ''].join('\n'));
};
const GUESTS_FILE = csvOf(guestColumns, GUEST_VALUES);
const TABLES_FILE = csvOf(
  TABLE_COLUMNS.map((c) => c.name),
  TABLE_VALUES,
);

const readGuests = (bytes: Uint8Array) => {
  const file = readGuestsFile(bytes, 'guests.csv');
  assert.deepEqual(
    file.issues.filter((i) => i.severity === 'error'),
    [],
  );
  return file.records.map(cleanGuestRecord);
};
const readTables = (bytes: Uint8Array) => {
  const file = readTablesFile(bytes, 'tables.csv');
  assert.deepEqual(file.issues, []);
  return file.records.map(cleanTableRecord);
};
const guests = readGuests(GUESTS_FILE);
const tables = readTables(TABLES_FILE);

/** Every published column of a record as its writer writes it: what a planner would see in the file. */
const guestCells = (records: readonly GuestRecord[]) => writeGuestsCsv(records);
const tableCells = (records: readonly TableRecord[]) => writeTablesCsv(records);

describe('every published column through every writer', () => {
  it('the files read as written: each column of the contract holds a value somewhere', () => {
    for (const column of guestColumns)
      assert.ok(
        GUEST_VALUES[column]!.some((v) => v !== ''),
        column,
      );
    assert.ok(guests.some((g) => g.sortUnder === 'van Levi'));
    assert.deepEqual(
      guests.map((g) => g.id ?? null),
      ['David Cohen #2', 'DC-groom', null, null],
    );
  });

  it('the guests and tables writers write every column back', () => {
    const text = guestCells(guests);
    assert.match(text, /sort_under/);
    assert.deepEqual(readGuests(utf8(text)), guests);
    assert.deepEqual(readTables(utf8(tableCells(tables))), tables);
  });

  it('a .seating file keeps every booking and table member', () => {
    // A pinned booking sits at its pin in an event.
    const seating = Object.fromEntries(guests.flatMap((g) => (g.table === null ? [] : [[g.id ?? g.name, g.table]])));
    const content = { ...emptyContent('e1'), guests, tables, seating };
    const text = eventFileText({ id: 'e1', name: 'Wedding' }, content, new Date(0));
    const read = readEventFile(text, 'wedding.seating', []);
    assert.ok(read.kind === 'new-event', JSON.stringify(read).slice(0, 400));
    assert.deepEqual(read.content.guests, guests);
    assert.deepEqual(read.content.tables, tables);
    assert.deepEqual(read.content.seating, seating);
  });

  it('two- and three-way merges into an empty event take every member', () => {
    const diff = diffGuestLists([], guests);
    assert.deepEqual(applyGuestDiff([], diff, allChanges(diff)), guests);
    const three = threeWayMerge(GUEST_MERGE, [], [], guests);
    assert.deepEqual(applyThreeWayMerge(GUEST_MERGE, [], guests, three, everyChange(three)), guests);
    const threeTables = threeWayMerge(TABLE_MERGE, [], [], tables);
    assert.deepEqual(applyThreeWayMerge(TABLE_MERGE, [], tables, threeTables, everyChange(threeTables)), tables);
  });

  it('a three-way merge that takes every field of a changed booking takes every member', () => {
    const blank = guests.map((g): GuestRecord => ({ id: g.id, name: g.name, size: 1, group: [], strength: null, avoid: [], table: null }));
    const clean = blank.map((g) => (g.id === undefined ? (({ id: _, ...rest }) => rest)(g) : g));
    const three = threeWayMerge(GUEST_MERGE, clean, clean, guests);
    assert.deepEqual(applyThreeWayMerge(GUEST_MERGE, clean, guests, three, everyChange(three)), guests);
  });

  it('CLI merge of a file with itself writes every column and value back', () => {
    for (const [bytes, read] of [
      [GUESTS_FILE, readGuests],
      [TABLES_FILE, readTables],
    ] as const) {
      let written = '';
      const io = {
        stdout: (text: string) => (written += text),
        stderr: () => undefined,
        readFile: () => bytes,
        writeFile: () => undefined,
        sameFile: () => false,
      };
      const i18n = createI18n('en');
      const status = runMerge(io, (key, params) => i18n.t(key, params), ['a.csv', 'b.csv', 'c.csv'], {} as never);
      assert.equal(status, 0);
      assert.deepEqual((read as (b: Uint8Array) => unknown[])(utf8(written)), read(bytes));
    }
  });

  it('the seating export, as CSV and as a workbook, reads back as the guests file for each column it publishes', async () => {
    const { problem } = compileProblem(guests, tables);
    assert.ok(problem);
    // Pinned bookings sit at their pins; the others wait unseated, so the table column reads back as the pins.
    const assignment = Int32Array.from(guests.map((g) => (g.table === null ? UNSEATED : tables.findIndex((t) => t.name === g.table))));
    const published = new Set<string>(SEATING_COLUMNS.map((c) => c.name));
    const columns = guestColumns.filter((c) => published.has(c));
    const cells = (records: readonly GuestRecord[]) => records.map((g) => columns.map((c) => [c, GUEST_CODECS[c].write!(g)]));
    const byName = (records: GuestRecord[]) => [...records].sort((a, b) => (a.id ?? a.name).localeCompare(b.id ?? b.name));
    const csvBack = readGuests(utf8(writeSeatingCsv(problem, assignment, guests)));
    assert.deepEqual(cells(byName(csvBack)), cells(byName([...guests])));
    const bytes = await writeSeatingWorkbook(problem, assignment, guests, { sheetName: 'Seating', rightToLeft: false });
    const input = await readInput(bytes, { file: 'guests', spec: CSV_FILES.guests }, 'seating.xlsx');
    const bookBack = readGuestsFile(input, 'seating.xlsx').records.map(cleanGuestRecord);
    assert.deepEqual(cells(byName(bookBack)), cells(byName([...guests])));
  });
});
