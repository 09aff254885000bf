/** Common label and card sheets place cards are printed on. Sizes in millimetres, as the makers give them. */

export interface LabelSheet {
  id: string;
  /** As shown in a chooser (maker, product, card size). */
  name: string;
  page: { width: number; height: number };
  columns: number;
  rows: number;
  card: { width: number; height: number };
  /** From the page's top and side edges to the first card. */
  margin: { top: number; side: number };
  /** Between neighbouring cards. */
  gap: { column: number; row: number };
  /** A card folded in half across its height to stand as a tent: its upper half prints turned over. */
  folded: boolean;
}

const A4 = { width: 210, height: 297 };
const LETTER = { width: 215.9, height: 279.4 };
const INCH = 25.4;

export const LABEL_SHEETS = [
  {
    id: 'tent-a4-6',
    name: 'Folded place cards, A4, 6 per sheet (105 × 99 mm, 105 × 49.5 mm folded)',
    page: A4,
    columns: 2,
    rows: 3,
    card: { width: 105, height: 99 },
    margin: { top: 0, side: 0 },
    gap: { column: 0, row: 0 },
    folded: true,
  },
  {
    id: 'tent-letter-6',
    name: 'Folded place cards, US Letter, 6 per sheet (4¼ × 3⅔ in)',
    page: LETTER,
    columns: 2,
    rows: 3,
    card: { width: 4.25 * INCH, height: (11 / 3) * INCH },
    margin: { top: 0, side: 0 },
    gap: { column: 0, row: 0 },
    folded: true,
  },
  {
    id: 'avery-l7165',
    name: 'Avery L7165, A4, 8 labels (99.1 × 67.7 mm)',
    page: A4,
    columns: 2,
    rows: 4,
    card: { width: 99.1, height: 67.7 },
    margin: { top: 13.1, side: 4.65 },
    gap: { column: 2.5, row: 0 },
    folded: false,
  },
  {
    id: 'avery-l7160',
    name: 'Avery L7160, A4, 21 labels (63.5 × 38.1 mm)',
    page: A4,
    columns: 3,
    rows: 7,
    card: { width: 63.5, height: 38.1 },
    margin: { top: 15.15, side: 7.25 },
    gap: { column: 2.5, row: 0 },
    folded: false,
  },
  {
    id: 'avery-5392',
    name: 'Avery 5392, US Letter, 6 name badges (4 × 3 in)',
    page: LETTER,
    columns: 2,
    rows: 3,
    card: { width: 4 * INCH, height: 3 * INCH },
    margin: { top: 1 * INCH, side: 0.25 * INCH },
    gap: { column: 0, row: 0 },
    folded: false,
  },
  {
    id: 'avery-5160',
    name: 'Avery 5160, US Letter, 30 labels (2⅝ × 1 in)',
    page: LETTER,
    columns: 3,
    rows: 10,
    card: { width: 2.625 * INCH, height: 1 * INCH },
    margin: { top: 0.5 * INCH, side: 0.1875 * INCH },
    gap: { column: 0.125 * INCH, row: 0 },
    folded: false,
  },
] as const satisfies readonly LabelSheet[];

export type LabelSheetId = (typeof LABEL_SHEETS)[number]['id'];

export const DEFAULT_LABEL_SHEET: LabelSheetId = 'tent-a4-6';

export const isLabelSheetId = (text: string): text is LabelSheetId => LABEL_SHEETS.some((sheet) => sheet.id === text);

export function labelSheet(id: LabelSheetId | undefined): LabelSheet {
  return LABEL_SHEETS.find((sheet) => sheet.id === id) ?? LABEL_SHEETS[0];
}
