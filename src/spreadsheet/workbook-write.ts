/**
 * Writing one sheet as an .xlsx workbook, with write-excel-file. Every cell is a typed text cell,
 * which a spreadsheet never runs as a formula whatever it starts with, so guest data is written as
 * it is; only the columns named as numbers hold numbers.
 */
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/universal';

export interface SheetCells {
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface WorkbookOptions {
  /** Shown on the sheet's tab; cut to what spreadsheets accept. */
  sheetName: string;
  /** The sheet reads from right to left (column A on the right), as a Hebrew sheet should. */
  rightToLeft: boolean;
  /** Headers of the columns whose whole-number cells are written as numbers (a size can then be summed). */
  numberColumns?: readonly string[];
}

export const WORKBOOK_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sheet names are at most 31 characters, without : \ / ? * [ ]. */
const MAX_SHEET_NAME = 31;

const WHOLE_NUMBER = /^-?\d{1,15}$/;

export async function writeWorkbook(sheet: SheetCells, options: WorkbookOptions): Promise<Uint8Array> {
  const numbers = new Set(options.numberColumns ?? []);
  const isNumberColumn = sheet.header.map((name) => numbers.has(name));
  const text = (value: string): Cell => ({ value, type: String });
  const headerRow: Row = sheet.header.map((name) => ({ value: name, type: String, fontWeight: 'bold' }));
  const rows: Row[] = sheet.rows.map((row) =>
    row.map((value, column) => {
      if (value === '') return null;
      return isNumberColumn[column] && WHOLE_NUMBER.test(value) ? { value: Number(value), type: Number } : text(value);
    }),
  );
  const blob = await writeXlsxFile([headerRow, ...rows], {
    sheet: sheetName(options.sheetName),
    rightToLeft: options.rightToLeft,
    stickyRowsCount: 1,
    columns: sheet.header.map((name, column) => ({ width: columnWidth(name, sheet.rows, column) })),
  }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

function sheetName(name: string): string {
  const clean = name.replace(/[:\\/?*[\]]/g, ' ').trim();
  return Array.from(clean || 'Sheet')
    .slice(0, MAX_SHEET_NAME)
    .join('');
}

/** Wide enough for the header and most cells, not for the odd long note. */
function columnWidth(header: string, rows: SheetCells['rows'], column: number): number {
  const widest = rows.reduce((max, row) => Math.max(max, row[column]?.length ?? 0), header.length);
  return Math.min(Math.max(widest + 2, 6), 50);
}
