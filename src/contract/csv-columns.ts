import { FIELD_RULES, LIMITS } from './limits.ts';

export type CsvCellType = 'string' | 'integer' | 'number';
export type CsvFileKind = 'guests' | 'tables' | 'seating_export';

export interface CsvColumnSpec {
  /** Header as written in the file (matched case-insensitively after trimming). */
  readonly name: string;
  /** Accepted header aliases (Hebrew). */
  readonly aliases: readonly string[];
  readonly type: CsvCellType;
  readonly required: boolean;
  readonly nullable: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly description: string;
  readonly examples: readonly string[];
}

export interface CsvFileSpec {
  readonly purpose: string;
  readonly maxRows: number;
  readonly maxBytes: number;
  /** Names under which those two limits are published, for messages that cite them. */
  readonly rowsLimit: string;
  readonly bytesLimit: string;
  /** File name of the downloadable example under /examples/. */
  readonly exampleFile: string;
  readonly columns: readonly CsvColumnSpec[];
}

/** Separators accepted between the segments of a group path. */
export const GROUP_SEPARATORS = ['/', '>'] as const;
/** Separator between names in the avoid column. */
export const AVOID_SEPARATOR = ';';
/** How a group path is written in the seating export. */
export const GROUP_EXPORT_SEPARATOR = ' / ';

export const HEADER_MATCHING =
  'Case-insensitive after trimming white space and a UTF-8 byte order mark; columns may come in any order; unknown columns are ignored; Hebrew aliases are accepted.';

const S = LIMITS.max_group_cohesion_strength;

export const GUEST_COLUMNS = [
  {
    name: 'name',
    aliases: ['שם'],
    type: 'string',
    required: true,
    nullable: false,
    description: `Booking name: one party that always sits together. 1–${FIELD_RULES.bookingNameMaxLength} characters after trimming, unique (case-insensitive).`,
    examples: ['Dana & Yossi Levi', 'Grandma Ruth'],
  },
  {
    name: 'size',
    aliases: ['כמות'],
    type: 'integer',
    required: false,
    nullable: true,
    minimum: 1,
    description: 'Seats the booking takes, from 1 to the largest table capacity; empty or absent means 1.',
    examples: ['2', '4'],
  },
  {
    name: 'group',
    aliases: ['קבוצה'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Hierarchical group path; segments separated by ${GROUP_SEPARATORS.map((s) => `"${s}"`).join(' or ')}; empty means no group. A booking belongs to every prefix of its path.`,
    examples: ['Bride / Family / Cousins', 'Groom > Army friends'],
  },
  {
    name: 'strength',
    aliases: ['חוזק'],
    type: 'integer',
    required: false,
    nullable: true,
    minimum: 0,
    maximum: S,
    description: `Cohesion strength 0–${S} of the booking's innermost group; empty means the group's default (its depth, capped at ${S}).`,
    examples: ['3', '8'],
  },
  {
    name: 'avoid',
    aliases: ['להרחיק'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Names of other bookings, separated by "${AVOID_SEPARATOR}", that must not share a table with this one.`,
    examples: ['Uncle Moshe', 'Ex-partner; Old boss'],
  },
  {
    name: 'table',
    aliases: ['שולחן'],
    type: 'string',
    required: false,
    nullable: true,
    description: 'Name of a table from the tables file that this booking is pinned to.',
    examples: ['Head table'],
  },
] as const satisfies readonly CsvColumnSpec[];

export const TABLE_COLUMNS = [
  {
    name: 'name',
    aliases: ['שם'],
    type: 'string',
    required: true,
    nullable: false,
    description: `Table name, 1–${FIELD_RULES.tableNameMaxLength} characters, unique (case-insensitive).`,
    examples: ['Head table', 'Table 7'],
  },
  {
    name: 'capacity',
    aliases: ['מקומות'],
    type: 'integer',
    required: true,
    nullable: false,
    minimum: FIELD_RULES.tableCapacityMin,
    maximum: FIELD_RULES.tableCapacityMax,
    description: `Seats at the table, ${FIELD_RULES.tableCapacityMin}–${FIELD_RULES.tableCapacityMax}.`,
    examples: ['10', '12'],
  },
] as const satisfies readonly CsvColumnSpec[];

export const SEATING_COLUMNS = [
  {
    name: 'table',
    aliases: ['שולחן'],
    type: 'string',
    required: true,
    nullable: true,
    description: 'Table the booking sits at; empty for a booking left unseated.',
    examples: ['Table 3', ''],
  },
  {
    name: 'name',
    aliases: ['שם'],
    type: 'string',
    required: true,
    nullable: false,
    description: 'Booking name, as in the guests file.',
    examples: ['Dana & Yossi Levi'],
  },
  {
    name: 'size',
    aliases: ['כמות'],
    type: 'integer',
    required: true,
    nullable: false,
    minimum: 1,
    description: 'Seats the booking takes.',
    examples: ['2'],
  },
  {
    name: 'group',
    aliases: ['קבוצה'],
    type: 'string',
    required: true,
    nullable: true,
    description: `Group path written with "${GROUP_EXPORT_SEPARATOR}" between segments; empty when the booking has no group.`,
    examples: ['Bride / Family / Cousins'],
  },
] as const satisfies readonly CsvColumnSpec[];

export const CSV_FILES: Record<CsvFileKind, CsvFileSpec> = {
  guests: {
    purpose: 'One booking: a party (single guest, couple, family) that always sits together at one table.',
    maxRows: LIMITS.max_guest_rows,
    maxBytes: LIMITS.max_guests_file_bytes,
    rowsLimit: 'max_guest_rows',
    bytesLimit: 'max_guests_file_bytes',
    exampleFile: 'wedding-150-guests.csv',
    columns: GUEST_COLUMNS,
  },
  tables: {
    purpose: 'One table with its name and number of seats.',
    maxRows: LIMITS.max_tables,
    maxBytes: FIELD_RULES.tablesFileMaxBytes,
    rowsLimit: 'max_tables',
    bytesLimit: 'max_bytes',
    exampleFile: 'wedding-150-tables.csv',
    columns: TABLE_COLUMNS,
  },
  seating_export: {
    purpose:
      'One booking of the exported arrangement, every booking exactly once: rows follow the tables file order, then group path, then name; unseated bookings last. UTF-8 with byte order mark, CRLF line ends, RFC 4180 quoting; a cell starting with =, +, -, @, tab or carriage return is written with a leading apostrophe. Read back as a guests file, its table column reproduces the arrangement.',
    maxRows: LIMITS.max_guest_rows,
    maxBytes: LIMITS.max_guests_file_bytes,
    rowsLimit: 'max_guest_rows',
    bytesLimit: 'max_guests_file_bytes',
    exampleFile: 'wedding-150-seating.csv',
    columns: SEATING_COLUMNS,
  },
};

export const GROUP_SEMANTICS = {
  identity:
    'A group is its full path from the top, segments trimmed and compared case-insensitively; "Bride/Family" and "Groom/Family" are different groups; a booking belongs to every prefix of its path.',
  default_strength: `A group that no row gives a strength has strength equal to its depth (top level 1, its sub-groups 2, and so on), capped at ${LIMITS.max_group_cohesion_strength}. When rows of one group give different strengths, the highest wins and the import warns.`,
  separators: [...GROUP_SEPARATORS],
};
