/** The published CSV files: their limits, columns and how their headers are matched. */
import { FIELD_RULES, LIMITS } from './limits.ts';
import type { Language } from './service.ts';
import { GROUP_SEPARATORS, HEADER_MATCHING, type CsvFileKind, type CsvFileSpec } from './csv-columns.ts';
import { GUEST_COLUMN_PARTS, GUEST_COLUMNS } from './guest-columns.ts';
import { SEATING_COLUMNS } from './seating-columns.ts';
import { TABLE_COLUMNS } from './table-columns.ts';

export const CSV_FILES: Record<CsvFileKind, CsvFileSpec> = {
  guests: {
    purpose: 'One booking: a party (single guest, couple, family) that always sits together at one table.',
    maxRows: LIMITS.max_guest_rows,
    maxBytes: LIMITS.max_guests_file_bytes,
    rowsLimit: 'max_guest_rows',
    bytesLimit: 'max_guests_file_bytes',
    exampleFile: 'wedding-150-guests.csv',
    columns: GUEST_COLUMNS,
    parts: GUEST_COLUMN_PARTS,
    keepsUnknownColumns: true,
    peopleColumn: 'size',
    peopleNamesColumn: 'guests',
  },
  tables: {
    purpose: 'One table with its name and number of seats.',
    maxRows: LIMITS.max_tables,
    maxBytes: FIELD_RULES.tablesFileMaxBytes,
    rowsLimit: 'max_tables',
    bytesLimit: 'max_bytes',
    exampleFile: 'wedding-150-tables.csv',
    columns: TABLE_COLUMNS,
    parts: [],
    keepsUnknownColumns: false,
  },
  seating_export: {
    purpose:
      'One booking of the exported arrangement, every booking exactly once: rows follow the tables file order, then group path, then name; unseated bookings last. UTF-8 with byte order mark, CRLF line ends, RFC 4180 quoting; a cell starting with =, +, -, @, tab or carriage return, or with the fullwidth or small form of =, +, - or @ (＝ ＋ － ＠ ﹦ ﹢ ﹣ ﹫), is written with a leading apostrophe. The columns of the guests file the product does not know follow the last column, under their own headers. Read back as a guests file, it reproduces the arrangement, the people and every kept column.',
    maxRows: LIMITS.max_guest_rows,
    maxBytes: LIMITS.max_guests_file_bytes,
    rowsLimit: 'max_guest_rows',
    bytesLimit: 'max_guests_file_bytes',
    exampleFile: 'wedding-150-seating.csv',
    columns: SEATING_COLUMNS,
    parts: [],
    keepsUnknownColumns: false,
  },
};

export const GROUP_SEMANTICS = {
  identity:
    'A group is its full path from the top, segments trimmed and compared case-insensitively; "Bride/Family" and "Groom/Family" are different groups; a booking belongs to every prefix of its path.',
  default_strength: `A group that no row gives a strength has strength equal to its depth (top level 1, its sub-groups 2, and so on), capped at ${LIMITS.max_group_cohesion_strength}. When rows of one group give different strengths, the highest wins and the import warns.`,
  separators: [...GROUP_SEPARATORS],
};

/** How one file's headers are matched, with every other name of each column: the CSV schema's `header_matching`. */
export function headerMatchingOf(spec: CsvFileSpec): string {
  const names = (list: readonly { name: string; aliases: readonly string[] }[]) =>
    list.map((c) => `${c.name}: ${c.aliases.map((a) => `"${a}"`).join(', ')}`).join('; ');
  const parts = spec.parts.length ? ` Parts of a column: ${names(spec.parts)}.` : '';
  return `${HEADER_MATCHING} Other names: ${names(spec.columns)}.${parts}`;
}

/** Files a planner can start from; the build writes every one beside the example files. */
export type TemplateKind = Extract<CsvFileKind, 'guests' | 'tables'>;
export type TemplateFormat = 'csv' | 'xlsx';
export const TEMPLATE_KINDS: readonly TemplateKind[] = ['guests', 'tables'];
export const TEMPLATE_FORMATS: readonly TemplateFormat[] = ['csv', 'xlsx'];

/** "template-guests-he.xlsx": headers in that language (Hebrew: each column's first alias). */
export function templateFileName(kind: TemplateKind, language: Language, format: TemplateFormat): string {
  return `template-${kind}-${language}.${format}`;
}
