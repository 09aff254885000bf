/**
 * Writes the two workbooks of the exports corpus (test/fixtures/exports/) as planners keep them: a
 * title row above the header, the guest count as text, a totals row with a formula, notes below the
 * list and a second sheet. Run again after changing a row: `node --import tsx scripts/make-export-fixtures.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import writeXlsxFile, { type Row } from 'write-excel-file/universal';
import { BUILD_PATHS } from './paths.ts';

const text = (value: string) => (value === '' ? null : { value, type: String });
const rows = (data: readonly (readonly string[])[]): Row[] => data.map((row) => row.map(text));
const sum = (cell: string, formula: string): Row => [text(cell), { value: formula, type: 'Formula' as const }];

const hebrew = [
  ...rows([['רשימת מוזמנים – החתונה של נועה ואורי'], []]),
  ...rows([
    ['שם מלא', 'מספר מוזמנים', 'צד', 'קרבה', 'בן/בת זוג', 'מנה', 'אישור הגעה', 'הערות'],
    ['דנה לוי', '2', 'כלה', 'משפחה', 'יוסי לוי', 'בשר; דג', 'מגיעים', ''],
    ['רחל כהן', '1', 'כלה', 'חברות', '', 'דג', 'מגיעה', ''],
    ['משה פרידמן', '2', 'חתן', 'עבודה', '', '', 'לא מגיעים', 'בחו"ל'],
    ['שרון אלון', '3', 'חתן', 'משפחה', 'עידו אלון', '', 'כן', 'עם תינוק'],
    ['ליאת בן דוד', '1', 'כלה', 'חברות', '', '', 'טרם ענתה', ''],
  ]),
  sum('סה"כ', 'SUM(B4:B8)'),
];
const hebrewNotes = rows([['לזכור'], ['להזמין כיסא תינוק לשולחן של שרון'], ['הדי-ג׳יי מגיע ב־18:00']]);

const english = [
  ...rows([['Guest list – Smith & Jones wedding, 14 June']]),
  ...rows([
    ['Guest Name', 'Guests', 'Side', 'RSVP', 'Meal'],
    ['Emma Stone', '1', 'Bride', 'Confirmed', 'Fish'],
    ['John & Mary Smith', '2', 'Groom', 'Will attend', 'Beef; Beef'],
    ['Kate Long', '2', 'Bride', 'Not attending', ''],
    ['Paul Young', '4', 'Groom', 'Pending', ''],
  ]),
  sum('Total', 'SUM(B3:B6)'),
  [],
  ...rows([['Notes: ask the venue about a high chair']]),
];
const cover = rows([['Smith & Jones wedding'], ['Invited', '9'], ['Updated', '2026-05-01']]);

const folder = join(BUILD_PATHS.root, 'test/fixtures/exports');
async function write(name: string, sheets: { data: Row[]; sheet: string; rightToLeft?: boolean }[]) {
  const blob = await writeXlsxFile(sheets).toBlob();
  writeFileSync(join(folder, name), new Uint8Array(await blob.arrayBuffer()));
}

await write('hebrew-title-totals.xlsx', [
  { data: hebrew, sheet: 'מוזמנים', rightToLeft: true },
  { data: hebrewNotes, sheet: 'הערות', rightToLeft: true },
]);
await write('english-title-totals.xlsx', [
  { data: cover, sheet: 'Summary' },
  { data: english, sheet: 'Guests' },
]);
