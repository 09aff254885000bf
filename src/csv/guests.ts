/** Reading the guests file into guest records. */
import { CSV_FILES, PARTY_COLUMN, PARTY_ID_HEADERS } from '../contract/index.ts';
import { splitList, withoutTrailing } from '../model/list-text.ts';
import { lastWord } from '../model/sort-key.ts';
import { makeIssue, type Issue } from '../model/issues.ts';
import { cleanName, nameKey } from '../model/names.ts';
import { checkGuestRecords } from '../model/record-checks.ts';
import { withRepeatedNameIds } from '../model/booking-refs.ts';
import { LIST_MEMBERS, TEXT_MEMBERS, trimPeople, type GuestRecord, type PersonRecord } from '../model/records.ts';
import { integerCell } from './cells.ts';
import { parseGroupPath } from '../model/group-path.ts';
import type { RsvpAnswer } from '../contract/rsvp.ts';
import { rsvpAnswer } from '../model/rsvp.ts';
import { EXTRA, PERSON, fieldNamed, type ColumnMatch, type ColumnMeaning } from './header-match.ts';
import { isPlusOneFlagHeader, peopleOfSets, personColumn, plusOneFlag } from './people-sets.ts';
import { readCsvTable, type CsvRow, type CsvTable, type TableInput } from './read-table.ts';

export interface GuestsFile {
  /** One record per data row. Apply them only when `issues` holds no error. */
  records: GuestRecord[];
  /** Source line of each record. */
  lines: number[];
  /**
   * Bookings (or, in a per-guest file, the people of a party) whose RSVP declines, and each person
   * whose own RSVP declines out of a booking that comes (a partner, as a booking of one): counted, never seated.
   */
  declined: GuestRecord[];
  /** Bookings or people without an answer yet: counted, not seated. */
  pending: GuestRecord[];
  /** Seats a plus-one flag ("Plus One: Yes") added to the seated bookings without a name yet. */
  unnamedPlusOnes: number;
  /** Whether the file has a table column (a seating export read back, or pins). */
  hasTableColumn: boolean;
  /** Header as written, by canonical column name; pass it on to compileProblem. */
  headers: Record<string, string>;
  /** Every column of the file and what it was read as. */
  columns: ColumnMatch[];
  issues: Issue[];
}

/** `meanings`: what each column means, by position, as the planner chose; absent: from the header. */
export function readGuestsFile(input: TableInput, fileName?: string, meanings?: readonly ColumnMeaning[]): GuestsFile {
  const spec = CSV_FILES.guests;
  const table = readCsvTable(input, { file: 'guests', spec, ...(meanings ? { meanings } : {}) }, fileName);
  const issues = table.issues;
  const at = (row: CsvRow, column: string) => ({
    file: 'guests' as const,
    fileName,
    line: row.line,
    column: table.headers[column] ?? column,
  });

  /** A whole number from a cell, or the fallback when the cell is empty or unreadable (reported). */
  const integerOr = <T>(row: CsvRow, column: string, fallback: T): number | T => {
    const cell = integerCell(row.cells[column] ?? '');
    if (cell.kind === 'value') return cell.value;
    if (cell.kind === 'invalid') issues.push(makeIssue('error', 'not_integer', at(row, column), { value: row.cells[column] ?? '' }));
    return fallback;
  };

  const perGuest = PARTY_COLUMN in table.headers;
  if (perGuest && 'size' in table.headers) {
    issues.push(
      makeIssue(
        'warning',
        'party_size_ignored',
        { file: 'guests', fileName, line: 1, column: table.headers['size'] },
        {
          party: table.headers[PARTY_COLUMN] ?? PARTY_COLUMN,
          column: table.headers['size'] ?? 'size',
        },
      ),
    );
  }
  const answers = rsvpOfRows(table, (row, value) => issues.push(makeIssue('warning', 'rsvp_unknown', at(row, 'rsvp'), { value })));
  const personHeaders = table.columns.filter((c) => c.meaning === PERSON).map((c) => c.header);
  const flagHeaders = table.columns
    .filter((c) => c.meaning === EXTRA && (isPlusOneFlagHeader(c.header) || fieldNamed(spec, c.header) === 'plus_ones'))
    .map((c) => c.header);
  let unnamedPlusOnes = 0;
  const declinedPeople: GuestRecord[] = [];
  const gather = (rows: readonly CsvRow[], report: (issue: Issue) => void) =>
    perGuest ? parties(rows, report, at) : rows.map((row) => ({ row, people: [row] }));

  const partyIsId = PARTY_ID_HEADERS.some((header) => nameKey(header) === nameKey(table.headers[PARTY_COLUMN] ?? ''));
  const toRecord = ({ row, people }: { row: CsvRow; people: CsvRow[] }, attending: boolean): GuestRecord => {
    const partyName = perGuest && !partyIsId ? row.cells[PARTY_COLUMN] : '';
    const name = cleanName((partyName || row.cells['name']) ?? '');
    const sets = perGuest ? { people: [], needs: [], declined: [], unnamed: 0 } : otherPeople(row, personHeaders, flagHeaders);
    if (attending) unnamedPlusOnes += sets.unnamed;
    if (attending) declinedPeople.push(...sets.declined.map((p) => declinedPerson(p, row)));
    const list = perGuest
      ? people.flatMap((p) => [
          { name: cleanName(p.cells['name'] ?? ''), meal: cleanName(p.cells['meals'] ?? '') },
          ...plusOnes(p).map((plusOne) => ({ name: plusOne, meal: '' })),
        ])
      : peopleCells(row, name, sets);
    const named = perGuest ? list.length : Math.max(1, list.length);
    const size = perGuest ? list.length : integerOr(row, 'size', named);
    if (!perGuest && typeof size === 'number') {
      const names = withoutTrailing(list, (p) => p.name === '').length;
      const meals = splitList(row.cells['meals'] ?? '', true).length;
      const namesAt = plusOnes(row).length > 0 ? 'plus_ones' : 'guests';
      if (names > size) issues.push(makeIssue('error', 'too_many_people', at(row, namesAt), { size, count: names }));
      if (meals > size) issues.push(makeIssue('error', 'too_many_meals', at(row, 'meals'), { size, count: meals }));
    }
    const id = cleanName(row.cells['id'] ?? '');
    const record: GuestRecord = {
      ...(id === '' ? {} : { id }),
      name,
      size,
      group: parseGroupPath(row.cells['group'] ?? ''),
      strength: integerOr(row, 'strength', null),
      avoid: splitList(row.cells['avoid'] ?? ''),
      table: cleanName(row.cells['table'] ?? '') || null,
    };
    if (list.some((p) => p.name !== '' || p.meal !== '')) record.people = trimPeople(list);
    const sortUnder = sortUnderOf(row, name);
    if (sortUnder !== '') record.sortUnder = sortUnder;
    for (const { column, member } of TEXT_MEMBERS) {
      const texts = people.map((p) => (p.cells[column] ?? '').trim()).filter((text) => text !== '');
      if (texts.length > 0) record[member] = texts.join('; ');
    }
    for (const { column, member } of LIST_MEMBERS) {
      const list = unique([...people.flatMap((p) => splitList(p.cells[column] ?? '')), ...(column === 'needs' ? sets.needs : [])]);
      if (list.length > 0) record[member] = list;
    }
    // The other people's cells are in the record's people now; a title stays with the other columns.
    const kept = (header: string) => !personHeaders.includes(header) || personColumn(header)?.field === 'title';
    const extra = Object.fromEntries(
      Object.entries(Object.assign({}, ...people.map((p) => p.extra).reverse()) as Record<string, string>).filter(([header]) =>
        kept(header),
      ),
    );
    if (Object.keys(extra).length > 0) record.extra = extra;
    return record;
  };
  const bookings = gather(answers.attending, (issue) => issues.push(issue));
  const records = bookings.map((booking) => toRecord(booking, true));
  const quiet = () => undefined;
  const declined = [...gather(answers.declined, quiet).map((booking) => toRecord(booking, false)), ...declinedPeople];
  const pending = gather(answers.pending, quiet).map((booking) => toRecord(booking, false));
  const lines = bookings.map(({ row }) => row.line);
  issues.push(...checkGuestRecords(records, { fileName, lines, columns: table.headers }));
  return {
    // Bookings that share a name get an id each, so the file's references can tell them apart.
    records: [...withRepeatedNameIds(records)],
    lines,
    declined,
    pending,
    unnamedPlusOnes,
    hasTableColumn: 'table' in table.headers,
    headers: table.headers,
    columns: table.columns,
    issues: sortByLine(issues),
  };
}

/** Issues in file order; the sort is stable, so one line keeps its columns' order. */
export function sortByLine(issues: Issue[]): Issue[] {
  return issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The names a row's plus-one columns give, in column order. */
const plusOnes = (row: CsvRow): string[] => splitList(row.cells['plus_ones'] ?? '');

/** A person who declined out of a booking that comes, as a booking of one in that booking's group. */
const declinedPerson = (person: PersonRecord, row: CsvRow): GuestRecord => ({
  name: person.name,
  size: 1,
  group: parseGroupPath(row.cells['group'] ?? ''),
  strength: null,
  avoid: [],
  table: null,
  people: [person],
});

/**
 * The people of a booking row: the guests column's names beside the meals column's meals, by
 * position, then the plus-one columns' names, the other people its person columns describe and the
 * unnamed plus-ones its flags allow. Without names in the guests column, the booking's own person
 * (named by the booking) comes before the others.
 */
function peopleCells(row: CsvRow, bookingName: string, sets: { people: PersonRecord[]; unnamed: number }): PersonRecord[] {
  const listed = splitList(row.cells['guests'] ?? '', true);
  const others = [
    ...plusOnes(row).map((name) => ({ name, meal: '' })),
    ...sets.people,
    ...Array.from({ length: sets.unnamed }, () => ({ name: '', meal: '' })),
  ];
  const names = others.length === 0 ? listed : listed.length > 0 ? listed : [bookingName];
  const people = [...names.map((name) => ({ name, meal: '' })), ...others];
  // The meals column's meals go to the people in order; a person column's own meal ("Meal - Partner") stays.
  splitList(row.cells['meals'] ?? '', true).forEach((meal, i) => {
    const person = people[i] ?? (people[i] = { name: '', meal: '' });
    if (person.meal === '') person.meal = meal;
  });
  return people;
}

/** The people a row's person columns describe, their needs, and the plus-ones its flags allow beyond the adults named. */
function otherPeople(row: CsvRow, personHeaders: readonly string[], flagHeaders: readonly string[]) {
  const { people, needs, declined } = peopleOfSets(row.extra, personHeaders);
  const allowed = flagHeaders.reduce((sum, header) => sum + plusOneFlag(row.extra[header] ?? ''), 0);
  const adults = plusOnes(row).length + people.filter((p) => !p.child).length + declined.filter((p) => !p.child).length;
  return { people, needs, declined, unnamed: Math.max(0, allowed - adults) };
}

/**
 * The rows by their answer. Without an RSVP column, or with one where no row answers, every row
 * comes; an empty cell is no answer yet; words the app does not know are reported and count as none.
 */
function rsvpOfRows(table: CsvTable, unknown: (row: CsvRow, value: string) => void): Record<RsvpAnswer, CsvRow[]> {
  const rows: Record<RsvpAnswer, CsvRow[]> = { attending: [], declined: [], pending: [] };
  const answered = table.rows.some((row) => (row.cells['rsvp'] ?? '') !== '');
  for (const row of table.rows) {
    if (!answered) {
      rows.attending.push(row);
      continue;
    }
    const answer = rsvpAnswer(row.cells['rsvp'] ?? '');
    if (answer === 'unknown') unknown(row, row.cells['rsvp'] ?? '');
    rows[answer === null || answer === 'unknown' ? 'pending' : answer].push(row);
  }
  return rows;
}

/** The family name a booking row is sorted under when it is not the last word of its name: its sort column, else its last name column. */
function sortUnderOf(row: CsvRow, bookingName: string): string {
  const given = cleanName(row.cells['sort_under'] ?? '');
  if (given !== '') return given;
  const lastName = cleanName(row.cells['last_name'] ?? '');
  return lastName !== '' && nameKey(lastName) !== nameKey(lastWord(bookingName)) ? lastName : '';
}

/** Needs once each, as first written (compared as names are). */
function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = nameKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Columns a party takes from its first row that gives them; a later row that differs is reported. */
const PARTY_FIELDS = ['id', 'group', 'strength', 'avoid', 'table'] as const;

/**
 * Rows of a per-guest file gathered into bookings by their party, in order of each party's first
 * row; a row without a party is a booking of its own. The first row carries the party's fields.
 * Two parties of one name are told apart by their ids: a row with another id than its party's
 * booking starts a booking of its own; a row without an id joins the party's latest booking.
 */
function parties(
  rows: readonly CsvRow[],
  report: (issue: Issue) => void,
  at: (row: CsvRow, column: string) => { file: 'guests'; fileName: string | undefined; line: number; column: string },
): { row: CsvRow; people: CsvRow[] }[] {
  type Party = { row: CsvRow; people: CsvRow[]; from: Partial<Record<string, number>> };
  const byId = new Map<string, Party>();
  const latest = new Map<string, Party>();
  const bookings: Party[] = [];
  const idOf = (row: CsvRow) => nameKey(row.cells['id'] ?? '');
  // The booking a row of party `key` joins: the one of its id, else the party's latest while that has none.
  const partyOf = (key: string, id: string): Party | undefined => {
    const last = latest.get(key);
    if (id === '') return last;
    return byId.get(`${key}\u0000${id}`) ?? (last && idOf(last.row) === '' ? last : undefined);
  };
  for (const row of rows) {
    const party = cleanName(row.cells[PARTY_COLUMN] ?? '');
    const key = party === '' ? undefined : nameKey(party);
    const id = idOf(row);
    const booking = key === undefined ? undefined : partyOf(key, id);
    if (!booking) {
      const first = { row: { ...row, cells: { ...row.cells } }, people: [row], from: {} as Partial<Record<string, number>> };
      for (const field of PARTY_FIELDS) if ((row.cells[field] ?? '') !== '') first.from[field] = row.line;
      bookings.push(first);
      if (key !== undefined) latest.set(key, first);
      if (key !== undefined && id !== '') byId.set(`${key}\u0000${id}`, first);
      continue;
    }
    if (key !== undefined) latest.set(key, booking);
    if (key !== undefined && id !== '') byId.set(`${key}\u0000${id}`, booking);
    booking.people.push(row);
    for (const field of PARTY_FIELDS) {
      const value = row.cells[field] ?? '';
      if (value === '') continue;
      const first = booking.row.cells[field] ?? '';
      if (first === '') {
        booking.row.cells[field] = value;
        booking.from[field] = row.line;
      } else if (nameKey(first) !== nameKey(value)) {
        report(
          makeIssue('warning', 'party_conflict', at(row, field), {
            party,
            column: at(row, field).column,
            first,
            value,
            firstLine: booking.from[field] ?? booking.row.line,
          }),
        );
      }
    }
  }
  return bookings;
}
