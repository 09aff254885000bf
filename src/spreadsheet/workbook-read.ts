/**
 * Reading an .xlsx workbook into rows of text, with read-excel-file. Numbers become their plain
 * text ("2"), dates ISO text, true/false TRUE/FALSE; empty rows are left out, and every row keeps
 * its row number in the sheet, so a problem is told at the row the planner sees.
 */
import readXlsxFile from 'read-excel-file/universal';
import { zipSync } from 'fflate';
import { hasWorkbookName } from './workbook-name.ts';
import { sizeRefusal, unpackWithin, zipEntries, type ZipLimit, type ZipRefusal } from './zip-limits.ts';

export interface SheetRows {
  name: string;
  /** Non-empty rows in sheet order; `line` is the 1-based row number in the sheet. */
  rows: { line: number; cells: string[] }[];
}

export type WorkbookFailure =
  /** Not a ZIP archive, or not a workbook inside. */
  | { failure: 'unreadable' }
  /** A compound document: a password-protected workbook or the old .xls format. */
  | { failure: 'encrypted' }
  /** An entry, or all of them, unpack to more than a published limit allows (a "zip bomb" unpacks to gigabytes). */
  | { failure: 'too_large'; found: number; max: number; limit: WorkbookLimit }
  /** Reading took longer than its time budget (the worker was stopped). */
  | { failure: 'too_slow'; seconds: number };

type WorkbookLimit = ZipLimit;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** OLE compound files: what Excel writes for an encrypted workbook, and for .xls. */
const COMPOUND_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/** Whether bytes are a workbook rather than text: by their signature, or by the file's name. */
export function isWorkbook(bytes: Uint8Array, fileName?: string): boolean {
  return startsWith(bytes, ZIP_SIGNATURE) || startsWith(bytes, COMPOUND_SIGNATURE) || hasWorkbookName(fileName);
}

export type WorkbookRead = { sheets: SheetRows[] } | WorkbookFailure;

/** Every sheet of a workbook as rows of text, in the workbook's order, or why it cannot be read. */
export async function readWorkbook(bytes: Uint8Array): Promise<WorkbookRead> {
  const xml = workbookXml(bytes);
  if ('failure' in xml) return xml;
  try {
    return sheetsFromCells(await readXlsxFile(arrayBufferOf(xml.archive), SHEET_OPTIONS));
  } catch {
    return { failure: 'unreadable' };
  }
}

/** The entries read-excel-file reads: its XML parts and their relations. Pictures and the like are never unpacked. */
const XML_ENTRY = /\.(xml|rels)$/i;

/**
 * The workbook's XML entries, unpacked under the published limits (zip-limits.ts), as a stored
 * archive: read-excel-file unpacks every entry it is given, pictures included, so it is given only these.
 */
export function workbookXml(bytes: Uint8Array): { archive: Uint8Array } | WorkbookFailure {
  const early = headerFailure(bytes);
  if (early) return early;
  const entries = zipEntries(bytes);
  if (entries === null) return { failure: 'unreadable' };
  const xml = unpackWithin(bytes, entries, (name) => XML_ENTRY.test(name));
  if ('refused' in xml) return failureOf(xml);
  return { archive: zipSync(xml.unpacked, { level: 0 }) };
}

/** Number cells arrive wrapped, so a text cell that looks like a number ("007") stays as written. */
const SHEET_OPTIONS = { parseNumber: (text: string): StoredNumber => ({ stored: text }), trim: false };

/** Why bytes cannot be a workbook to read, found without unpacking it; null when they may be. */
export function workbookFailure(bytes: Uint8Array): WorkbookFailure | null {
  const early = headerFailure(bytes);
  if (early) return early;
  const entries = zipEntries(bytes);
  if (entries === null) return { failure: 'unreadable' };
  const refusal = sizeRefusal(entries);
  return refusal ? failureOf(refusal) : null;
}

function headerFailure(bytes: Uint8Array): WorkbookFailure | null {
  if (startsWith(bytes, COMPOUND_SIGNATURE)) return { failure: 'encrypted' };
  if (!startsWith(bytes, ZIP_SIGNATURE)) return { failure: 'unreadable' };
  return null;
}

function failureOf(refusal: ZipRefusal): WorkbookFailure {
  return refusal.refused === 'too_large'
    ? { failure: 'too_large', found: refusal.found, max: refusal.max, limit: refusal.limit }
    : { failure: 'unreadable' };
}

/** The sheets read-excel-file gives (read with SHEET_OPTIONS) as rows of text. */
export function sheetsFromCells(sheets: readonly { sheet: string; data: readonly (readonly unknown[])[] }[]): { sheets: SheetRows[] } {
  return { sheets: sheets.map(({ sheet, data }) => ({ name: sheet, rows: nonEmptyRows(data) })) };
}

/** The names of a workbook's sheets, in order; none when it cannot be read. */
export async function workbookSheets(bytes: Uint8Array): Promise<string[]> {
  const read = await readWorkbook(bytes);
  return 'sheets' in read ? read.sheets.map((s) => s.name) : [];
}

function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

/** A number cell as the sheet stores it. */
interface StoredNumber {
  stored: string;
}

type CellValue = string | number | boolean | Date | StoredNumber | null | undefined;

function nonEmptyRows(data: readonly (readonly unknown[])[]): SheetRows['rows'] {
  const rows: SheetRows['rows'] = [];
  data.forEach((row, index) => {
    const cells = row.map((cell) => cellText(cell as CellValue));
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: index + 1, cells });
  });
  return rows;
}

/** A cell as the text a CSV export of the sheet would hold. */
function cellText(cell: CellValue): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return isoText(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (typeof cell === 'object') {
    // The stored text ("2", "2.0", "1E-3") in its shortest form, as a spreadsheet shows it.
    const number = Number(cell.stored);
    return Number.isFinite(number) ? String(number) : cell.stored;
  }
  return String(cell);
}

/** A date as YYYY-MM-DD, with the time only when it has one. */
function isoText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace(/\.000Z$/, 'Z');
}
