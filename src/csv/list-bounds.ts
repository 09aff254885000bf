/**
 * Where the list is in a file planners keep by hand: the header below a title and empty rows, the
 * rows above a totals row ("Total", "סה"כ") and the notes under it, and, in a workbook, the sheet.
 */
import type { CsvFileSpec } from '../contract/index.ts';
import { makeIssue, type InputFile, type Issue } from '../model/issues.ts';
import { cellText, matchKey } from './cells.ts';
import { fieldNamed } from './header-match.ts';
import { personColumn } from './people-sets.ts';

/** Rows looked at for the header: a title, a date and an empty row or two fit. */
const HEADER_SEARCH = 10;

/** First cells of a totals row, in English and Hebrew (as match keys). */
const TOTALS = /^(total|totals|grand total|sum|subtotal|סה כ|סה״כ|סהכ|סך הכל|סך הכול|סה''כ)$/u;

/** How many cells of a row are headers the file knows: a column, a part of one, or a person of the booking. */
function headerScore(spec: CsvFileSpec, cells: readonly string[]): number {
  const people = spec.parts.some((p) => p.join === 'people');
  return cells.filter(
    (cell) => cellText(cell) !== '' && (fieldNamed(spec, cell) !== undefined || (people && personColumn(cell) !== undefined)),
  ).length;
}

type Row = { line: number; cells: string[] };
/** A file split into header and rows (read-table's RawCsv). */
interface RawCsv {
  headerLine: number;
  header: string[];
  records: Row[];
  issues: Issue[];
}

/** The best header among a sheet's first rows: the row naming the most known columns (the first of equals). */
export function bestHeader(spec: CsvFileSpec, rows: readonly Row[]): { index: number; score: number } {
  let best = { index: 0, score: rows[0] ? headerScore(spec, rows[0].cells) : 0 };
  rows.slice(1, HEADER_SEARCH).forEach((row, i) => {
    const score = headerScore(spec, row.cells);
    if (score > best.score) best = { index: i + 1, score };
  });
  return best;
}

const isTotals = (row: Row): boolean => {
  const first = row.cells.map(cellText).find((cell) => cell !== '');
  return first !== undefined && TOTALS.test(matchKey(first).replace(/"/gu, ' ').replace(/\s+/gu, ' ').trim());
};

/** The raw file with its header found below any title rows, and without a totals row and what follows it; each left-out part said. */
export function withListFound(raw: RawCsv, spec: CsvFileSpec, file: InputFile, fileName?: string): RawCsv {
  const rows: Row[] = [{ line: raw.headerLine, cells: raw.header }, ...raw.records];
  const { index } = bestHeader(spec, rows);
  const issues = [...raw.issues];
  const header = rows[index]!;
  if (index > 0) {
    issues.push(
      makeIssue('warning', 'title_rows_left_out', { file, fileName, line: header.line }, { line: header.line, count: header.line - 1 }),
    );
  }
  let records = rows.slice(index + 1);
  const totals = records.findIndex(isTotals);
  if (totals >= 0) {
    const row = records[totals]!;
    const text = row.cells.map(cellText).find((cell) => cell !== '') ?? '';
    issues.push(
      makeIssue('warning', 'rows_below_list_left_out', { file, fileName, line: row.line }, { text, count: records.length - totals - 1 }),
    );
    records = records.slice(0, totals);
  }
  if (index === 0 && totals < 0) return raw;
  return { headerLine: header.line, header: header.cells, records, issues };
}
