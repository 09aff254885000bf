/**
 * Checks of single guest and table records: names, sizes, strengths, capacities. The CSV readers
 * run them on what they read, and compileProblem runs them on records edited by hand.
 */
import { FIELD_RULES, LIMITS, TABLE_COLUMNS, type CsvColumnSpec } from '../contract/index.ts';
import { makeIssue, type InputFile, type Issue } from './issues.ts';
import { cleanName, nameKey } from './names.ts';
import { bookingKey, PLACE_FIELDS, type GuestRecord, type PlaceField, type TableRecord } from './records.ts';

/** The accepted range of each floor-plan field, as the tables file's schema publishes it. */
const PLACE_RANGES = Object.fromEntries(
  PLACE_FIELDS.map((field) => {
    const column: CsvColumnSpec = TABLE_COLUMNS.find((c) => c.name === field)!;
    return [field, { min: column.minimum, max: column.maximum }];
  }),
) as Record<PlaceField, { min: number; max: number }>;

/** Where records came from, so issues can point at the file, line and column. */
export interface RecordSource {
  fileName?: string | undefined;
  /** Source line per record; when absent, record i is taken to be on line i + 2 (below the header). */
  lines?: readonly number[] | undefined;
  /** Column header as written, by canonical column name; the canonical name is used when absent. */
  columns?: Readonly<Record<string, string>> | undefined;
}

/** Builds issues located at record `index` of one file. */
export function locator(file: InputFile, source: RecordSource) {
  const lineOf = (index: number): number => source.lines?.[index] ?? index + 2;
  const columnName = (column: string): string => source.columns?.[column] ?? column;
  return {
    lineOf,
    columnName,
    at: (index: number, column?: string) => ({
      file,
      fileName: source.fileName,
      line: lineOf(index),
      column: column === undefined ? undefined : columnName(column),
    }),
  };
}

/** Whether the name is there and short enough; false when it is empty. */
function checkName(name: string, index: number, maxLength: number, loc: ReturnType<typeof locator>, issues: Issue[]): boolean {
  const shown = cleanName(name);
  if (shown === '') {
    issues.push(makeIssue('error', 'name_empty', loc.at(index, 'name')));
    return false;
  }
  if (shown.length > maxLength) {
    issues.push(makeIssue('error', 'name_too_long', loc.at(index, 'name'), { length: shown.length, max: maxLength }));
  }
  return true;
}

/**
 * Two bookings may share a name (two David Cohens): a warning while either has no id of its own, as
 * the import then gives them one. Two bookings known by one key (an id given twice, or an id that is
 * another booking's name) are an error: references could not tell them apart.
 */
function checkBookingIdentity(
  records: readonly GuestRecord[],
  named: readonly boolean[],
  loc: ReturnType<typeof locator>,
  issues: Issue[],
): void {
  const firstByName = new Map<string, number>();
  const firstByKey = new Map<string, number>();
  records.forEach((record, index) => {
    if (!named[index]) return;
    if (record.id !== undefined && cleanName(record.id) === '') {
      issues.push(makeIssue('error', 'value_missing', loc.at(index, 'id')));
      return;
    }
    const nameFirst = firstByName.get(nameKey(record.name));
    if (nameFirst === undefined) firstByName.set(nameKey(record.name), index);
    else if (record.id === undefined || records[nameFirst]!.id === undefined) {
      const name = cleanName(record.name);
      issues.push(makeIssue('warning', 'name_repeated', loc.at(index, 'name'), { name, firstLine: loc.lineOf(nameFirst) }));
    }
    if (record.id === undefined && nameFirst !== undefined) return;
    const key = bookingKey(record);
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, index);
    else if (record.id !== undefined) {
      issues.push(makeIssue('error', 'duplicate_id', loc.at(index, 'id'), { id: cleanName(record.id), firstLine: loc.lineOf(first) }));
    }
  });
}

/** Table names are unique: the tables file, pins and seating name them. */
function checkUniqueNames(
  records: readonly { name: string }[],
  named: readonly boolean[],
  loc: ReturnType<typeof locator>,
  issues: Issue[],
): void {
  const firstIndexByKey = new Map<string, number>();
  records.forEach((record, index) => {
    if (!named[index]) return;
    const key = nameKey(record.name);
    const first = firstIndexByKey.get(key);
    if (first === undefined) firstIndexByKey.set(key, index);
    else
      issues.push(
        makeIssue('error', 'duplicate_name', loc.at(index, 'name'), { name: cleanName(record.name), firstLine: loc.lineOf(first) }),
      );
  });
}

export function checkGuestRecords(records: readonly GuestRecord[], source: RecordSource = {}): Issue[] {
  const loc = locator('guests', source);
  const issues: Issue[] = [];
  const maxStrength = LIMITS.max_group_cohesion_strength;
  const named = records.map((record, index) => checkName(record.name, index, FIELD_RULES.bookingNameMaxLength, loc, issues));
  checkBookingIdentity(records, named, loc, issues);
  records.forEach((record, index) => {
    if (!Number.isSafeInteger(record.size) || record.size < 1) {
      issues.push(makeIssue('error', 'below_minimum', loc.at(index, 'size'), { value: String(record.size), min: 1 }));
    }
    if (record.strength !== null && (!Number.isSafeInteger(record.strength) || record.strength < 0 || record.strength > maxStrength)) {
      issues.push(
        makeIssue('error', 'out_of_range', loc.at(index, 'strength'), { value: String(record.strength), min: 0, max: maxStrength }),
      );
    }
  });
  return issues;
}

export function checkTableRecords(records: readonly TableRecord[], source: RecordSource = {}): Issue[] {
  const loc = locator('tables', source);
  const issues: Issue[] = [];
  const { tableCapacityMin: min, tableCapacityMax: max } = FIELD_RULES;
  const named = records.map((record, index) => checkName(record.name, index, FIELD_RULES.tableNameMaxLength, loc, issues));
  checkUniqueNames(records, named, loc, issues);
  records.forEach((record, index) => {
    if (!Number.isSafeInteger(record.capacity) || record.capacity < min || record.capacity > max) {
      issues.push(makeIssue('error', 'out_of_range', loc.at(index, 'capacity'), { value: String(record.capacity), min, max }));
    }
    for (const field of PLACE_FIELDS) {
      const value = record[field];
      const range = PLACE_RANGES[field];
      if (value !== undefined && !(Number.isFinite(value) && value >= range.min && value <= range.max)) {
        issues.push(makeIssue('error', 'measure_out_of_range', loc.at(index, field), { value: String(value), ...range }));
      }
    }
    if ((record.x === undefined) !== (record.y === undefined)) {
      const missing = record.x === undefined ? 'x' : 'y';
      issues.push(makeIssue('error', 'position_incomplete', loc.at(index, missing), { column: missing }));
    }
  });
  return issues;
}
