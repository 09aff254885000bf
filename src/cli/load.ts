/** Reading the guests and tables files given on the command line, as the app's import does. */
import { canonicalRoomTag, tablesWithRoomTags } from '../model/room-tags.ts';
import { CSV_FILES, type CsvFileKind } from '../contract/index.ts';
import { readGuestsFile, type GuestsFile } from '../csv/guests.ts';
import { isWorkbook, overByteLimit, rawFromWorkbook } from '../csv/read-input.ts';
import type { TableInput } from '../csv/read-table.ts';
import { readTablesFile, type TablesFile } from '../csv/tables.ts';
import type { Translate } from '../i18n/format-issue.ts';
import { compileProblem } from '../model/compile.ts';
import { mergeIssues, type Issue } from '../model/issues.ts';
import type { Problem } from '../model/problem.ts';
import { failureReason, type CliIO } from './io.ts';
import { readWorkbookSync } from './workbook-sync.ts';

export interface LoadedEvent {
  guests: GuestsFile;
  tables: TablesFile;
  /** Null when any issue is an error. */
  problem: Problem | null;
  /** Every problem of both files, in file and line order. */
  issues: Issue[];
}

/** A file that could not be read at all: the message is ready to print. */
export class UnreadableFile extends Error {}

/**
 * The bytes of a file of the given kind, read no further than its published byte limit: a larger file,
 * a device such as /dev/zero or an endless pipe is refused after limit + 1 bytes.
 */
export function readBytes(io: CliIO, path: string, t: Translate, kind: CsvFileKind): Uint8Array {
  const { maxBytes: max, bytesLimit: limit } = CSV_FILES[kind];
  let bytes: Uint8Array;
  try {
    bytes = io.readFile(path, max);
  } catch (error) {
    throw new UnreadableFile(t('cli.errors.cannot_read', { path, reason: failureReason(error, t) }));
  }
  if (bytes.length > max) throw new UnreadableFile(t('cli.errors.too_large', { path, max, limit }));
  return bytes;
}

export function loadEvent(guestsBytes: Uint8Array, guestsName: string, tablesBytes: Uint8Array, tablesName: string): LoadedEvent {
  const guests = readGuestsFile(tableInput('guests', guestsBytes, guestsName), guestsName);
  const tables = readTablesFile(tableInput('tables', tablesBytes, tablesName), tablesName);
  // When either file could not be read as a table (a limit, the encoding, a missing column),
  // cross-file checks would only add noise such as "there are no tables".
  if (guests.records.length === 0 || tables.records.length === 0) {
    return { guests, tables, problem: null, issues: mergeIssues(guests.issues, tables.issues) };
  }
  // A file has no room of its own: its room tags come from the automatic room around its tables, laid
  // out only when a booking names one (laying out thousands of tables costs a large event time).
  const namesRoomTag = guests.records.some((g) => [...(g.requires ?? []), ...(g.likes ?? [])].some((tag) => canonicalRoomTag(tag)));
  const ruleTables = namesRoomTag ? tablesWithRoomTags(tables.records, undefined) : tables.records;
  const compiled = compileProblem(guests.records, ruleTables, {
    guestLines: guests.lines,
    tableLines: tables.lines,
    guestsFileName: guestsName,
    tablesFileName: tablesName,
    guestHeaders: guests.headers,
    tableHeaders: tables.headers,
  });
  const issues = mergeIssues(guests.issues, tables.issues, compiled.issues);
  const problem = issues.some((i) => i.severity === 'error') ? null : compiled.problem;
  return { guests, tables, problem, issues };
}

/** A CSV file as its bytes; an .xlsx workbook as the rows of its first sheet. */
export function tableInput(file: 'guests' | 'tables', bytes: Uint8Array, fileName: string): TableInput {
  if (!isWorkbook(bytes, fileName)) return bytes;
  const rules = { file, spec: CSV_FILES[file] };
  return overByteLimit(bytes, rules, fileName) ?? rawFromWorkbook(readWorkbookSync(bytes), rules, fileName);
}
