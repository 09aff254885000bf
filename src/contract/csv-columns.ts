/** What every published CSV column and file is made of, and the separators their cells use. */

export type CsvCellType = 'string' | 'integer' | 'number';
export type CsvFileKind = 'guests' | 'tables' | 'seating_export';

export interface CsvColumnSpec {
  /** Header as written in the file (matched case-insensitively after trimming). */
  readonly name: string;
  /**
   * Other headers that mean this column, in Hebrew and English, matched as the name is. The Hebrew
   * name comes first.
   */
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
  /** Columns that are pieces of one of `columns` (first and last name, a side above the group). */
  readonly parts: readonly CsvPartSpec[];
  /** Whether unknown columns are kept with each row (as extra columns) rather than left unused. */
  readonly keepsUnknownColumns: boolean;
  /** The column an unknown column of small whole numbers probably is (a number of people). */
  readonly peopleColumn?: string;
  /** A column of people's names that older files used for the number of people: read as `peopleColumn` when it holds only numbers. */
  readonly peopleNamesColumn?: string;
}

/**
 * A column a spreadsheet may split out of a known one: its cells are joined into that column's value.
 * `words` joins with a space ("First Last"); `group_path` puts it as the top segment of the group path;
 * `people` adds its names to the booking's people, after the ones the column names.
 */
export interface CsvPartSpec {
  readonly name: string;
  readonly aliases: readonly string[];
  /** The column whose value it makes. */
  readonly partOf: string;
  readonly join: 'words' | 'group_path' | 'people';
  /** Whether the file may also have the column itself (a side and a group), or the parts stand in for it (first and last name). */
  readonly withColumn: boolean;
  /** Whether several columns may be this part ("Guest 2", "Guest 3"); a header that is one of its names with a number after it is one. */
  readonly repeats?: boolean;
  readonly description: string;
}

/** Separators accepted between the segments of a group path. */
export const GROUP_SEPARATORS = ['/', '>'] as const;
/** Separator between names in the avoid column. */
export const AVOID_SEPARATOR = ';';
/** The column that makes a guests file per-guest (one row per person); booking-shaped files and templates leave it out. */
export const PARTY_COLUMN = 'party';
/** Separator between the people's names, meals and needs of one booking. */
export const LIST_SEPARATOR = ';';
/** Separator between the bookings or groups of a wish column, and between the tags of a table. */
export const WISH_SEPARATOR = ';';
/** The shapes a table can have: where its seats are and which are side by side. */
export const TABLE_SHAPES = ['round', 'rectangle', 'head'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
/** The shape of a table whose file gives none. */
export const DEFAULT_TABLE_SHAPE: TableShape = 'round';
/** How a group path is written in the seating export. */
export const GROUP_EXPORT_SEPARATOR = ' / ';

export const HEADER_MATCHING =
  'Case-insensitive after trimming white space and a UTF-8 byte order mark; underscores, hyphens, dots, colons and "#" count as spaces; columns may come in any order; each column is also known by the other names listed for it, in English and Hebrew; first and last name columns are joined into the name ("First Last") and the booking is sorted under the last name; plus-one columns ("Plus one", "Partner", "Guest 2", "Guest 3") add their names to the people of the booking; columns about another person of the booking (a partner, spouse, second guest, companion or +1, "Child 1" or "Kid 2", בן/בת זוג, מלווה, ילד 1), each in a title, first name, last name, full name, meal, dietary or RSVP form ("Partner First Name", "Child 1 Last Name", "Meal - Partner", "Guest 2 Meal"), add that person, with their full name (a missing last name is left empty), their meal and their needs; children are marked as children; a yes/no or number column about plus-ones ("Plus One", "Plus one allowed", "+1", מלווה) adds that many unnamed seats beyond the adults named; a side column becomes the top segment of the group path. Question marks count as spaces too. The header may sit below title and empty rows (the row naming the most known columns among the first ten is the header); a totals row ("Total", "סה"כ") and the rows below it are left out, and both are reported as warnings; in a workbook, the sheet whose header names the most known columns is read unless one is chosen. In the app, unknown columns are kept with each booking, and a file whose columns are not all clear (a required column not found, two columns for one field, a header that only contains a known name, an unknown column of small whole numbers) opens a step where the planner says what each column means; the command line refuses such a file and names the columns it found.';
