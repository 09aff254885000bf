/**
 * The part every CSV file shares: size limits, decoding, delimiter, papaparse, header matching and
 * the real file line of each row. What the columns mean is up to the file-specific readers.
 */
import Papa from 'papaparse';
import { GROUP_EXPORT_SEPARATOR, LIST_SEPARATOR, type CsvFileSpec } from '../contract/index.ts';
import { makeIssue, type InputFile, type Issue, type IssueAt } from '../model/issues.ts';
import { cellText } from './cells.ts';
import { withListFound } from './list-bounds.ts';
import { countLineBreaks, countRecords, decodeCsvBytes } from './decode.ts';
import {
  EXTRA,
  PERSON,
  UNUSED,
  fieldNamed,
  mappingProblems,
  matchHeader,
  repeats,
  type ColumnMatch,
  type ColumnMeaning,
  type HeaderMatch,
} from './header-match.ts';

export interface FileRules {
  file: InputFile;
  /** Columns and limits, from the contract. */
  spec: CsvFileSpec;
  /** Canonical names of the columns the file cannot do without (default: the spec's required columns). */
  required?: readonly string[];
  /** What each column means, by position, as the planner chose it; absent: matched from the header, guesses left out. */
  meanings?: readonly ColumnMeaning[];
}

export interface CsvRow {
  /** 1-based line of the row's first character in the file. */
  line: number;
  /** Trimmed, un-guarded cell text by canonical column name; only columns the header has. Parts are joined into their column. */
  cells: Record<string, string>;
  /** Cells of the columns kept as extras, by header as written; empty cells left out. */
  extra: Record<string, string>;
}

export interface CsvTable {
  rows: CsvRow[];
  /** Header as written, by canonical column name, for the columns the file has. */
  headers: Record<string, string>;
  /** Every column of the file with the meaning it was read with (for telling the planner). */
  columns: ColumnMatch[];
  issues: Issue[];
  /** False when the file could not be read as a table at all (limits, encoding, missing columns). */
  readable: boolean;
}

/** The header and rows of a file as text, before any column has a meaning. */
export interface RawCsv {
  headerLine: number;
  header: string[];
  records: { line: number; cells: string[] }[];
  issues: Issue[];
}

/** A file split into header and rows, or why it could not be. */
export type RawInput = RawCsv | { refused: Issue };

/** What the readers take: a CSV file's bytes, or a file (CSV or workbook) already split by `readInput`. */
export type TableInput = Uint8Array | RawInput;

const DELIMITERS = [',', ';', '\t'] as const;
/** Rows looked at to tell whether an unknown column holds numbers of people. */
const SAMPLE_ROWS = 50;

/**
 * The refusal of a file (CSV or workbook) over the byte limit, checked before anything is decoded or unpacked; null when
 * within it. `size`: the whole file's, when only its first bytes were read.
 */
export function overByteLimit(
  bytes: Uint8Array,
  rules: Pick<FileRules, 'file' | 'spec'>,
  fileName?: string,
  size = bytes.length,
): { refused: Issue } | null {
  const { spec } = rules;
  if (size <= spec.maxBytes) return null;
  const fileAt = { file: rules.file, fileName };
  return { refused: makeIssue('error', 'file_too_large', fileAt, { limit: spec.bytesLimit, max: spec.maxBytes, found: size }) };
}

/** Decodes and splits a file into its header and rows, or says why it cannot be read as a table. */
export function readRawCsv(
  bytes: Uint8Array,
  rules: Omit<FileRules, 'meanings' | 'required'>,
  fileName?: string,
): RawCsv | { refused: Issue } {
  const fileSpec = rules.spec;
  const fileAt = { file: rules.file, fileName };
  const refused = (issue: Issue) => ({ refused: issue });
  const tooLarge = overByteLimit(bytes, rules, fileName);
  if (tooLarge) return tooLarge;
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) return refused(makeIssue('error', 'encoding', fileAt));
  const { text, delimiter: declaredDelimiter } = withoutSeparatorLine(decoded.text);
  const count = countRecords(text);
  if (count === 0) return refused(makeIssue('error', 'empty_file', fileAt));
  if (count - 1 > fileSpec.maxRows) {
    return refused(makeIssue('error', 'too_many_rows', fileAt, { limit: fileSpec.rowsLimit, max: fileSpec.maxRows, found: count - 1 }));
  }

  const issues: Issue[] = [];
  const records: RawCsv['records'] = [];
  let header: { line: number; cells: string[] } | undefined;
  let rowStart = 0;
  let lineAtRowStart = 1;
  let countedUpTo = 0;

  Papa.parse<string[]>(text, {
    delimiter: declaredDelimiter ?? guessDelimiter(text, fileSpec),
    delimitersToGuess: [...DELIMITERS],
    skipEmptyLines: false,
    step: (result) => {
      lineAtRowStart += countLineBreaks(text, countedUpTo, rowStart);
      countedUpTo = rowStart;
      const line = lineAtRowStart;
      rowStart = result.meta.cursor;
      const cells = result.data;
      if (result.errors.some((e) => e.type === 'Quotes')) {
        issues.push(makeIssue('error', 'malformed_quotes', { ...fileAt, line }));
      }
      if (cells.every((c) => c.trim() === '')) return;
      if (header === undefined) header = { line, cells };
      else records.push({ line, cells });
    },
  });
  if (header === undefined) return refused(makeIssue('error', 'empty_file', fileAt));
  return withListFound({ headerLine: header.line, header: header.cells, records, issues }, fileSpec, rules.file, fileName);
}

/** How the header of a raw file matches the spec, judged on its first rows. */
export function matchRawHeader(spec: CsvFileSpec, raw: RawCsv): HeaderMatch {
  return matchHeader(
    spec,
    raw.header,
    raw.records.slice(0, SAMPLE_ROWS).map((r) => r.cells),
  );
}

export function readCsvTable(input: TableInput, rules: FileRules, fileName?: string): CsvTable {
  const raw = input instanceof Uint8Array ? readRawCsv(input, rules, fileName) : input;
  if ('refused' in raw) return { rows: [], headers: {}, columns: [], issues: [raw.refused], readable: false };
  return readRawTable(raw, rules, fileName);
}

function readRawTable(raw: RawCsv, rules: FileRules, fileName?: string): CsvTable {
  const { spec } = rules;
  const fileAt = { file: rules.file, fileName };
  const issues = [...raw.issues];
  const match = matchRawHeader(spec, raw);
  const unknown = spec.keepsUnknownColumns ? EXTRA : UNUSED;
  // Without the planner's choice, only columns named by their header are read; guesses are kept (or left) as unknown columns.
  const meanings = rules.meanings ?? match.columns.map((c) => (c.certainty === 'guess' ? unknown : c.meaning));
  const columns = match.columns.map((c, i) => ({ ...c, meaning: meanings[i] ?? unknown }));
  const required = rules.required ?? spec.columns.filter((c) => c.required).map((c) => c.name);
  const at = { ...fileAt, line: raw.headerLine };
  for (const doubt of mappingProblems(
    spec,
    meanings,
    match.columns.map((c) => c.header),
  )) {
    if (doubt.kind === 'shared') {
      const [first = '', ...others] = doubt.headers;
      for (const other of others) issues.push(makeIssue('error', 'duplicate_column', { ...at, column: other }, { column: other, first }));
    } else if (doubt.kind === 'missing' && required.includes(doubt.field)) {
      issues.push(missingColumn(spec, doubt.field, columns, at));
    }
  }
  for (const field of required) {
    if (!spec.columns.some((c) => c.name === field && c.required) && !meanings.includes(field)) {
      issues.push(missingColumn(spec, field, columns, at));
    }
  }

  const headers: Record<string, string> = {};
  columns.forEach((c) => {
    if (c.meaning === EXTRA || c.meaning === UNUSED || c.meaning === PERSON) return;
    headers[c.meaning] = headers[c.meaning] !== undefined && repeats(spec, c.meaning) ? `${headers[c.meaning]} + ${c.header}` : c.header;
  });
  const composed = composition(spec, meanings);
  for (const [field, pieces] of composed) headers[field] = pieces.map((p) => headers[p]).join(' + ');
  if (issues.some((i) => i.code === 'missing_column' || i.code === 'duplicate_column')) {
    return { rows: [], headers, columns, issues, readable: false };
  }

  const rows: CsvRow[] = [];
  for (const record of raw.records) {
    const row: CsvRow = { line: record.line, cells: {}, extra: {} };
    let empty = true;
    for (const [index, meaning] of meanings.entries()) {
      if (meaning === UNUSED) continue;
      const value = cellText(record.cells[index]);
      if (value !== '') empty = false;
      // Another person's cells stay under their header: the guests reader reads who and what from it.
      if (meaning === EXTRA || meaning === PERSON) {
        if (value !== '') row.extra[columns[index]!.header] = value;
      } else if (repeats(spec, meaning) && (row.cells[meaning] ?? '') !== '') {
        if (value !== '') row.cells[meaning] = `${row.cells[meaning]}${LIST_SEPARATOR} ${value}`;
      } else row.cells[meaning] = value;
    }
    if (empty) continue;
    for (const [field, pieces] of composed) {
      const values = pieces.map((p) => row.cells[p] ?? '').filter((v) => v !== '');
      row.cells[field] = values.join(spec.parts.find((p) => p.partOf === field)?.join === 'group_path' ? GROUP_EXPORT_SEPARATOR : ' ');
    }
    rows.push(row);
  }
  // The quick count can only be fooled low (a stray quote inside an unquoted cell); the byte
  // limit has already bounded the work, and this keeps the row limit exact.
  if (rows.length > spec.maxRows) {
    const issue = makeIssue('error', 'too_many_rows', fileAt, { limit: spec.rowsLimit, max: spec.maxRows, found: rows.length });
    return { rows: [], headers, columns, issues: [issue], readable: false };
  }
  if (rows.length === 0) issues.push(makeIssue('error', 'no_rows', fileAt));
  return { rows, headers, columns, issues, readable: true };
}

/** Columns made of parts present in the file, each with the fields to join in order (parts first, then the column itself). */
function composition(spec: CsvFileSpec, meanings: readonly ColumnMeaning[]): Map<string, string[]> {
  const composed = new Map<string, string[]>();
  for (const part of spec.parts) {
    // A people part's names are added to the booking's people by the guests reader, which knows who the booking names.
    if (!meanings.includes(part.name) || part.join === 'people') continue;
    composed.set(part.partOf, [...(composed.get(part.partOf) ?? []), part.name]);
  }
  for (const [field, pieces] of composed) if (meanings.includes(field)) pieces.push(field);
  return composed;
}

function missingColumn(spec: CsvFileSpec, field: string, columns: readonly ColumnMatch[], at: IssueAt): Issue {
  const column = spec.columns.find((c) => c.name === field);
  const found = columns.map((c) => `“${c.header}”`).join(', ');
  return makeIssue(
    'error',
    'missing_column',
    { ...at, column: field },
    { column: field, aliases: column ? column.aliases.join(', ') : '', found },
  );
}

/**
 * Excel reads, and some locales write, a first line "sep=;" naming the delimiter. It is blanked
 * rather than removed, so every later row keeps its line number.
 */
function withoutSeparatorLine(text: string): { text: string; delimiter?: string } {
  const match = /^sep=([,;\t|])[ \t]*(?=\r|\n|$)/i.exec(text);
  return match ? { text: text.slice(match[0].length), delimiter: match[1] } : { text };
}

/**
 * The delimiter that splits the header line into the most known column names. Names in the
 * avoid column are separated by semicolons, which can fool a guess made from the data rows.
 * When no candidate finds a known column, papaparse guesses ('').
 */
function guessDelimiter(text: string, spec: CsvFileSpec): string {
  let best = '';
  let bestMatches = 0;
  // The header may sit below a title line or two: each of the first lines is tried.
  for (const line of firstLines(text, HEADER_LINES)) {
    for (const delimiter of DELIMITERS) {
      const matches = line.split(delimiter).filter((cell) => fieldNamed(spec, cell.trim().replace(/^"(.*)"$/, '$1')) !== undefined).length;
      if (matches > bestMatches) {
        best = delimiter;
        bestMatches = matches;
      }
    }
  }
  return best;
}

/** Lines looked at for the header when guessing the delimiter. */
const HEADER_LINES = 10;

function firstLines(text: string, count: number): string[] {
  const lines: string[] = [];
  const lineBreak = /\r\n|\n|\r/g;
  let start = 0;
  while (start <= text.length && lines.length < count) {
    lineBreak.lastIndex = start;
    const found = lineBreak.exec(text);
    const end = found ? found.index : text.length;
    const line = text.slice(start, end);
    if (line.trim() !== '') lines.push(line);
    if (!found) break;
    start = end + found[0].length;
  }
  return lines;
}
