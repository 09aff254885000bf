/**
 * A guests, tables or seating file as the planner gives it: CSV text or an .xlsx workbook. A
 * workbook's sheet becomes the same header and rows a CSV file does (each row numbered as in the
 * sheet), so header matching, the mapping step, the limits and every check apply unchanged.
 */
import { makeIssue, type Issue } from '../model/issues.ts';
import type { CsvFileSpec } from '../contract/index.ts';
import { isWorkbook, readWorkbook, workbookSheets, type SheetRows, type WorkbookRead } from '../spreadsheet/workbook-read.ts';
import { bestHeader, withListFound } from './list-bounds.ts';
import { overByteLimit, readRawCsv, type FileRules, type RawInput } from './read-table.ts';

export { isWorkbook, overByteLimit, workbookSheets };

export type InputRules = Omit<FileRules, 'meanings' | 'required'>;

/** Reads a CSV file or a workbook's sheet (the first when `sheet` is not given) into header and rows. */
export async function readInput(bytes: Uint8Array, rules: InputRules, fileName?: string, sheet?: string): Promise<RawInput> {
  return isWorkbook(bytes, fileName) ? readWorkbookInput(bytes, rules, fileName, sheet) : readRawCsv(bytes, rules, fileName);
}

/** Header and rows of one sheet, under the same limits as a CSV file. */
async function readWorkbookInput(bytes: Uint8Array, rules: InputRules, fileName?: string, sheet?: string): Promise<RawInput> {
  return overByteLimit(bytes, rules, fileName) ?? rawFromWorkbook(await readWorkbook(bytes), rules, fileName, sheet);
}

/** One sheet of a workbook read by `readWorkbook` as header and rows, under the row limit. */
export function rawFromWorkbook(workbook: WorkbookRead, rules: InputRules, fileName?: string, sheet?: string): RawInput {
  const { spec } = rules;
  const fileAt = { file: rules.file, fileName };
  const refused = (issue: Issue) => ({ refused: issue });
  if ('failure' in workbook) {
    if (workbook.failure === 'too_large') {
      return refused(makeIssue('error', 'workbook_too_large', fileAt, { max: workbook.max, limit: workbook.limit }));
    }
    if (workbook.failure === 'too_slow') return refused(makeIssue('error', 'workbook_too_slow', fileAt, { seconds: workbook.seconds }));
    return refused(makeIssue('error', workbook.failure === 'encrypted' ? 'workbook_encrypted' : 'workbook_unreadable', fileAt));
  }
  const chosen = sheet === undefined ? listSheet(spec, workbook.sheets) : workbook.sheets.find((s) => s.name === sheet);
  if (!chosen) {
    return refused(
      makeIssue('error', 'workbook_sheet_missing', fileAt, {
        sheet: sheet ?? '',
        sheets: workbook.sheets.map((s) => `“${s.name}”`).join(', '),
      }),
    );
  }
  const [header, ...records] = chosen.rows;
  if (header === undefined) return refused(makeIssue('error', 'empty_file', fileAt));
  if (records.length > spec.maxRows) {
    return refused(makeIssue('error', 'too_many_rows', fileAt, { limit: spec.rowsLimit, max: spec.maxRows, found: records.length }));
  }
  return withListFound({ headerLine: header.line, header: header.cells, records, issues: [] }, spec, rules.file, fileName);
}

/** The sheet with the list: the one whose header names the most known columns (the first of equals). */
function listSheet(spec: CsvFileSpec, sheets: readonly SheetRows[]): SheetRows | undefined {
  let chosen = sheets[0];
  let best = chosen ? bestHeader(spec, chosen.rows).score : 0;
  for (const sheet of sheets.slice(1)) {
    const score = bestHeader(spec, sheet.rows).score;
    if (score > best) [chosen, best] = [sheet, score];
  }
  return chosen;
}
