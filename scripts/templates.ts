/**
 * The template step of the build (run by scripts/build.ts before the service worker step, so the
 * templates are precached): a guests and a tables file in CSV and Excel, with English or Hebrew
 * headers, beside the example files. Each holds a few rows that import as they are. Hebrew sheets
 * read right to left.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import {
  CSV_FILES,
  LANGUAGES,
  TEMPLATE_FORMATS,
  TEMPLATE_KINDS,
  templateFileName,
  PARTY_COLUMN,
  type Language,
  type TemplateKind,
} from '../src/contract/index.ts';
import { writeWorkbook } from '../src/spreadsheet/workbook-write.ts';
import { BUILD_PATHS } from './paths.ts';

/** Sample rows by column name: a pinned head table, two groups under two sides, one wish to be kept apart. */
const ROWS: Record<Language, Record<TemplateKind, Record<string, string>[]>> = {
  en: {
    guests: [
      {
        name: 'Dana & Yossi Levi',
        size: '2',
        group: 'Bride / Family',
        strength: '3',
        avoid: '',
        table: 'Head table',
        guests: 'Dana Levi; Yossi Levi',
        meals: 'Meat; Vegetarian',
      },
      { name: 'Grandma Ruth', size: '1', group: 'Bride / Family', strength: '', avoid: '', table: '', meals: 'Fish', needs: 'Wheelchair' },
      { name: 'Avi Cohen', size: '1', group: 'Groom / Army friends', strength: '', avoid: 'Uncle Moshe', table: '' },
      { name: 'Uncle Moshe', size: '2', group: 'Groom / Family', strength: '', avoid: '', table: '' },
    ],
    tables: [
      { name: 'Head table', capacity: '10' },
      { name: 'Table 2', capacity: '12' },
    ],
  },
  he: {
    guests: [
      {
        name: 'דנה ויוסי לוי',
        size: '2',
        group: 'כלה / משפחה',
        strength: '3',
        avoid: '',
        table: 'שולחן ראשי',
        guests: 'דנה לוי; יוסי לוי',
        meals: 'בשר; צמחוני',
      },
      { name: 'סבתא רות', size: '1', group: 'כלה / משפחה', strength: '', avoid: '', table: '', meals: 'דג', needs: 'כיסא גלגלים' },
      { name: 'אבי כהן', size: '1', group: 'חתן / חברים מהצבא', strength: '', avoid: 'דוד משה', table: '' },
      { name: 'דוד משה', size: '2', group: 'חתן / משפחה', strength: '', avoid: '', table: '' },
    ],
    tables: [
      { name: 'שולחן ראשי', capacity: '10' },
      { name: 'שולחן 2', capacity: '12' },
    ],
  },
};

/** A fixed date for every entry of a workbook, so a build writes the same bytes and the precache keeps its revision. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** A template has one row per booking, so it leaves out the column of per-guest files. */
function columns(kind: TemplateKind) {
  // A template starts a list: ids are for the few bookings whose names repeat, written when needed.
  return CSV_FILES[kind].columns.filter((c) => c.name !== PARTY_COLUMN && c.name !== 'id');
}

function header(kind: TemplateKind, language: Language): string[] {
  return columns(kind).map((c) => (language === 'he' ? (c.aliases[0] ?? c.name) : c.name));
}

function cells(kind: TemplateKind, language: Language): string[][] {
  return ROWS[language][kind].map((row) => columns(kind).map((c) => row[c.name] ?? ''));
}

/** RFC 4180 quoting, a byte order mark (spreadsheets then read Hebrew as UTF-8) and CRLF line ends. */
function csvText(rows: readonly (readonly string[])[]): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return '\uFEFF' + rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** The app's own workbook writer (the seating export's), with the entries' dates fixed. */
async function xlsxBytes(kind: TemplateKind, language: Language): Promise<Uint8Array> {
  const numberColumns = columns(kind)
    .filter((c) => c.type !== 'string')
    .map((c) => (language === 'he' ? (c.aliases[0] ?? c.name) : c.name));
  const bytes = await writeWorkbook(
    { header: header(kind, language), rows: cells(kind, language) },
    { sheetName: kind, rightToLeft: language === 'he', numberColumns },
  );
  return zipSync(unzipSync(bytes), { mtime: FIXED_DATE });
}

/** Writes every template into `folder` and returns the file names. */
export async function writeTemplates(folder: string): Promise<string[]> {
  mkdirSync(folder, { recursive: true });
  const written: string[] = [];
  for (const kind of TEMPLATE_KINDS) {
    for (const language of LANGUAGES) {
      for (const format of TEMPLATE_FORMATS) {
        const name = templateFileName(kind, language, format);
        const bytes = format === 'csv' ? csvText([header(kind, language), ...cells(kind, language)]) : await xlsxBytes(kind, language);
        writeFileSync(join(folder, name), bytes);
        written.push(name);
      }
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) await writeTemplates(join(BUILD_PATHS.dist, 'examples'));
