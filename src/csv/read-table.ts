/**
 * The part every CSV file shares: size limits, decoding, delimiter, papaparse, header matching and
 * the real file line of each row. What the columns mean is up to the file-specific readers.
 */
import Papa from 'papaparse';
import type { CsvColumnSpec, CsvFileSpec } from '../contract/index.ts';
import { makeIssue, type InputFile, type Issue } from '../model/issues.ts';
import { cellText, headerKey, visibleHeader } from './cells.ts';
import { countLineBreaks, countRecords, decodeCsvBytes } from './decode.ts';

export interface FileRules {
  file: InputFile;
  /** Columns and limits, from the contract. */
  spec: CsvFileSpec;
  /** Canonical names of the columns the file cannot do without (default: the spec's required columns). */
  required?: readonly string[];
}

export interface CsvRow {
  /** 1-based line of the row's first character in the file. */
  line: number;
  /** Trimmed, un-guarded cell text by canonical column name; only columns the header has. */
  cells: Record<string, string>;
}

export interface CsvTable {
  rows: CsvRow[];
  /** Header as written, by canonical column name, for the columns the file has. */
  headers: Record<string, string>;
  issues: Issue[];
  /** False when the file could not be read as a table at all (limits, encoding, missing columns). */
  readable: boolean;
}

const DELIMITERS = [',', ';', '\t'] as const;

export function readCsvTable(bytes: Uint8Array, { file, spec: fileSpec, required }: FileRules, fileName?: string): CsvTable {
  const rules = {
    ...fileSpec,
    file,
    required: required ?? fileSpec.columns.filter((c) => c.required).map((c) => c.name),
  };
  const fileAt = { file: rules.file, fileName };
  const refused = (issue: Issue): CsvTable => ({ rows: [], headers: {}, issues: [issue], readable: false });

  if (bytes.length > rules.maxBytes) {
    return refused(makeIssue('error', 'file_too_large', fileAt, { limit: rules.bytesLimit, max: rules.maxBytes, found: bytes.length }));
  }
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) return refused(makeIssue('error', 'encoding', fileAt));
  const { text, delimiter: declaredDelimiter } = withoutSeparatorLine(decoded.text);
  const records = countRecords(text);
  if (records === 0) return refused(makeIssue('error', 'empty_file', fileAt));
  if (records - 1 > rules.maxRows) {
    return refused(makeIssue('error', 'too_many_rows', fileAt, { limit: rules.rowsLimit, max: rules.maxRows, found: records - 1 }));
  }

  const columnByKey = new Map<string, CsvColumnSpec>();
  for (const spec of rules.columns) for (const name of [spec.name, ...spec.aliases]) columnByKey.set(headerKey(name), spec);

  const issues: Issue[] = [];
  const rows: CsvRow[] = [];
  let header: { line: number; indexByColumn: Map<string, number> } | undefined;
  const headers: Record<string, string> = {};
  let rowStart = 0;
  let lineAtRowStart = 1;
  let countedUpTo = 0;

  Papa.parse<string[]>(text, {
    delimiter: declaredDelimiter ?? guessDelimiter(text, columnByKey),
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
      if (header === undefined) {
        if (cells.every((c) => c.trim() === '')) return;
        header = { line, indexByColumn: matchHeader(cells, columnByKey, headers, { ...fileAt, line }, issues) };
        return;
      }
      const row: CsvRow = { line, cells: {} };
      let empty = true;
      for (const [column, index] of header.indexByColumn) {
        const value = cellText(cells[index]);
        row.cells[column] = value;
        if (value !== '') empty = false;
      }
      if (!empty) rows.push(row);
    },
  });

  if (header === undefined) return refused(makeIssue('error', 'empty_file', fileAt));
  for (const column of rules.required) {
    if (!header.indexByColumn.has(column)) {
      const spec = rules.columns.find((c) => c.name === column);
      const aliases = spec ? spec.aliases.join(', ') : '';
      issues.push(makeIssue('error', 'missing_column', { ...fileAt, line: header.line, column }, { column, aliases }));
    }
  }
  if (issues.some((i) => i.code === 'missing_column' || i.code === 'duplicate_column')) {
    return { rows: [], headers, issues, readable: false };
  }
  // The quick count can only be fooled low (a stray quote inside an unquoted cell); the byte
  // limit has already bounded the work, and this keeps the row limit exact.
  if (rows.length > rules.maxRows) {
    return refused(makeIssue('error', 'too_many_rows', fileAt, { limit: rules.rowsLimit, max: rules.maxRows, found: rows.length }));
  }
  if (rows.length === 0) issues.push(makeIssue('error', 'no_rows', fileAt));
  return { rows, headers, issues, readable: true };
}

function matchHeader(
  cells: readonly string[],
  columnByKey: ReadonlyMap<string, CsvColumnSpec>,
  headers: Record<string, string>,
  at: { file: InputFile; fileName: string | undefined; line: number },
  issues: Issue[],
): Map<string, number> {
  const indexByColumn = new Map<string, number>();
  cells.forEach((cell, index) => {
    const spec = columnByKey.get(headerKey(cell));
    if (spec === undefined) return; // Unknown columns are ignored.
    const written = visibleHeader(cell);
    if (indexByColumn.has(spec.name)) {
      issues.push(
        makeIssue('error', 'duplicate_column', { ...at, column: written }, { column: written, first: headers[spec.name] ?? spec.name }),
      );
      return;
    }
    indexByColumn.set(spec.name, index);
    headers[spec.name] = written;
  });
  return indexByColumn;
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
function guessDelimiter(text: string, columnByKey: ReadonlyMap<string, CsvColumnSpec>): string {
  const firstLine = firstNonEmptyLine(text);
  let best = '';
  let bestMatches = 0;
  for (const delimiter of DELIMITERS) {
    const matches = firstLine.split(delimiter).filter((cell) => columnByKey.has(headerKey(cell.trim().replace(/^"(.*)"$/, '$1')))).length;
    if (matches > bestMatches) {
      best = delimiter;
      bestMatches = matches;
    }
  }
  return best;
}

function firstNonEmptyLine(text: string): string {
  const lineBreak = /\r\n|\n|\r/g;
  let start = 0;
  while (start <= text.length) {
    lineBreak.lastIndex = start;
    const found = lineBreak.exec(text);
    const end = found ? found.index : text.length;
    const line = text.slice(start, end);
    if (line.trim() !== '') return line;
    if (!found) break;
    start = end + found[0].length;
  }
  return '';
}
