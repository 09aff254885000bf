import { FIELD_RULES, LIMITS } from './limits.ts';
import { ROOM_LIMITS, ROOM_TAGS_DESCRIPTION } from './room.ts';
import type { Language } from './service.ts';

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
  'Case-insensitive after trimming white space and a UTF-8 byte order mark; underscores, hyphens, dots, colons and "#" count as spaces; columns may come in any order; each column is also known by the other names listed for it, in English and Hebrew; first and last name columns are joined into the name ("First Last") and the booking is sorted under the last name; plus-one columns ("Plus one", "Partner", "Guest 2", "Guest 3") add their names to the people of the booking; a side column becomes the top segment of the group path. In the app, unknown columns are kept with each booking, and a file whose columns are not all clear (a required column not found, two columns for one field, a header that only contains a known name, an unknown column of small whole numbers) opens a step where the planner says what each column means; the command line refuses such a file and names the columns it found.';

const S = LIMITS.max_group_cohesion_strength;

export const GUEST_COLUMNS = [
  {
    name: 'name',
    aliases: ['שם', 'שם מלא', 'שם האורח', 'שם המוזמן', 'מוזמן', 'full name', 'guest', 'guest name', 'invitee', 'booking', 'party name'],
    type: 'string',
    required: true,
    nullable: false,
    description: `Booking name: one party that always sits together. 1–${FIELD_RULES.bookingNameMaxLength} characters after trimming. Two bookings may share a name (a warning): the id column tells them apart.`,
    examples: ['Dana & Yossi Levi', 'Grandma Ruth'],
  },
  {
    name: 'size',
    aliases: [
      'כמות',
      'מספר מוזמנים',
      'מספר אורחים',
      'מספר מקומות',
      'אורחים',
      'מקומות',
      'party size',
      'pax',
      'seats',
      'people',
      'persons',
      'headcount',
      'number of guests',
      'guest count',
      'count',
      'quantity',
      'qty',
    ],
    type: 'integer',
    required: false,
    nullable: true,
    minimum: 1,
    description: `Seats the booking takes, from 1 to the largest table capacity; empty or absent means the number of people the guests column names, or 1. In a per-guest file (with a party column) the size is the number of the party's rows and this column is not read.`,
    examples: ['2', '4'],
  },
  {
    name: 'group',
    aliases: ['קבוצה', 'קטגוריה', 'שיוך', 'category', 'groups', 'relation', 'circle'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Hierarchical group path; segments separated by ${GROUP_SEPARATORS.map((s) => `"${s}"`).join(' or ')}; empty means no group. A booking belongs to every prefix of its path.`,
    examples: ['Bride / Family / Cousins', 'Groom > Army friends'],
  },
  {
    name: 'strength',
    aliases: ['חוזק', 'cohesion', 'group strength'],
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
    aliases: ['להרחיק', 'להפריד', 'לא ליד', 'keep apart', 'not with', 'apart from', 'separate from'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Names of other bookings, separated by "${AVOID_SEPARATOR}", that must not share a table with this one.`,
    examples: ['Uncle Moshe', 'Ex-partner; Old boss'],
  },
  {
    name: 'table',
    aliases: ['שולחן', 'מספר שולחן', 'שם שולחן', 'table number', 'table no', 'table name', 'pinned table'],
    type: 'string',
    required: false,
    nullable: true,
    description: 'Name of a table from the tables file that this booking is pinned to.',
    examples: ['Head table'],
  },
  {
    name: 'guests',
    aliases: ['שמות', 'שמות האורחים', 'שמות המוזמנים', 'אורחים בהזמנה', 'guest names', 'names', 'attendees', 'people names'],
    type: 'string',
    required: false,
    nullable: true,
    description: `The names of the booking's people, separated by "${LIST_SEPARATOR}", at most size of them; people left unnamed print as "Guest of" the booking. A column with this header that holds only whole numbers, in a file without a size column, is read as the size (files written before people had names).`,
    examples: ['Dana Levi; Yossi Levi', 'Ruth Cohen; ; Noa Cohen'],
  },
  {
    name: 'meals',
    aliases: ['מנות', 'מנה', 'ארוחה', 'ארוחות', 'meal', 'menu', 'meal choice', 'entree', 'dish'],
    type: 'string',
    required: false,
    nullable: true,
    description: `One meal per person, separated by "${LIST_SEPARATOR}", in the order of the guests column; each is a meal of the event's meal list, which grows by the meals a file names.`,
    examples: ['Meat; Vegetarian', 'Fish; Fish; Kids'],
  },
  {
    name: 'needs',
    aliases: ['צרכים', 'צרכים מיוחדים', 'נגישות', 'אלרגיות', 'special needs', 'requirements', 'dietary', 'allergies', 'accessibility'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Needs of the booking, separated by "${LIST_SEPARATOR}": a high chair, a wheelchair place, an allergy. Counted per table on the caterer sheet.`,
    examples: ['High chair', 'Wheelchair; Nut allergy'],
  },
  {
    name: 'notes',
    aliases: ['הערות', 'הערה', 'note', 'comments', 'comment', 'remarks'],
    type: 'string',
    required: false,
    nullable: true,
    description: 'Free text about the booking, kept and exported as written.',
    examples: ['Arrives after the ceremony'],
  },
  {
    name: 'together',
    aliases: ['לשבת יחד', 'חובה יחד', 'must sit with', 'sit with', 'must be with'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Bookings or group paths, separated by "${WISH_SEPARATOR}", that must share this booking's table (a hard rule; a group path means every booking of that group). Bookings joined this way, directly or through others, sit at one table or are all left unseated.`,
    examples: ['Avi Cohen', 'Bride / Family / Grandparents'],
  },
  {
    name: 'prefer',
    aliases: ['מעדיפים יחד', 'רצוי ליד', 'would like to sit with', 'prefer with', 'near'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Bookings or group paths, separated by "${WISH_SEPARATOR}", this booking would like to share a table with (a wish the objective weighs; see the prefer term). Naming a group on every row of another group pulls the two groups toward shared tables.`,
    examples: ['Noa Levi', 'Groom / College'],
  },
  {
    name: 'prefer_apart',
    aliases: ['מעדיפים בנפרד', 'רצוי רחוק', 'rather not with', 'prefer apart', 'prefer away from'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Bookings or group paths, separated by "${WISH_SEPARATOR}", this booking would rather not share a table with (a wish the objective weighs; see the prefer_apart term). For a hard rule, use avoid.`,
    examples: ['Ex-partner'],
  },
  {
    name: 'requires',
    aliases: ['דורש', 'חייב שולחן', 'needs table', 'required table tags', 'must have'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Table tags, separated by "${WISH_SEPARATOR}", that this booking's table must have (a hard rule), such as accessible. ${ROOM_TAGS_DESCRIPTION}`,
    examples: ['accessible'],
  },
  {
    name: 'likes',
    aliases: ['מעדיף שולחן', 'אוהב', 'would like table', 'liked table tags', 'likes table'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Table tags, separated by "${WISH_SEPARATOR}", this booking would like its table to have (a wish the objective weighs; see the likes term), such as a room tag: near dance floor, away from speakers.`,
    examples: ['near exit', 'quiet'],
  },
  {
    name: 'party',
    aliases: ['הזמנה', 'שם ההזמנה', 'household', 'invitation', 'booking name'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Makes the file a per-guest file: one row per person, whose name column is the person's name; rows sharing a party form one booking named by it, whose size is its number of rows. The party's id, group, strength, avoid and table come from its first row that gives them; its meals and needs from every row. A row with an empty party is a booking of its own.`,
    examples: ['Levi family'],
  },
  {
    name: 'id',
    aliases: ['מזהה', 'מזהה הזמנה', 'guest id', 'booking id', 'rsvp id', 'invitation id', 'reference'],
    type: 'string',
    required: false,
    nullable: true,
    description: `The booking's own id, unique (case-insensitive), for telling apart bookings that share a name (two guests called David Cohen): avoid, wish and seating columns may write it instead of the name, and a name two bookings share must be written so. Names may repeat (with a warning); empty or absent: a booking whose name repeats is given one, its name and a number ("David Cohen #2"), and any other is known by its name. Exports and event files carry it.`,
    examples: ['DC-17', ''],
  },
  {
    name: 'sort_under',
    aliases: ['מיון לפי', 'למיין לפי', 'sort as', 'sort name', 'sort by', 'sorted under'],
    type: 'string',
    required: false,
    nullable: true,
    description:
      'The family name the booking is sorted under on the escort list, the table lists and the guest list, when it is not the last word of the name ("van der Berg", "Ben David"); empty means the name in the last name column, or else the last word of the booking name.',
    examples: ['van der Berg', ''],
  },
] as const satisfies readonly CsvColumnSpec[];

export const GUEST_COLUMN_PARTS = [
  {
    name: 'first_name',
    aliases: ['שם פרטי', 'פרטי', 'first name', 'first', 'given name', 'forename'],
    partOf: 'name',
    join: 'words',
    withColumn: false,
    description: 'First name; joined with last_name into the booking name ("First Last"), in place of a name column.',
  },
  {
    name: 'last_name',
    aliases: ['שם משפחה', 'משפחה', 'last name', 'last', 'surname', 'family name'],
    partOf: 'name',
    join: 'words',
    withColumn: false,
    description:
      'Last name; joined after first_name into the booking name, in place of a name column. The booking is sorted under it on the escort list, the table lists and the guest list.',
  },
  {
    name: 'side',
    aliases: ['צד', 'side'],
    partOf: 'group',
    join: 'group_path',
    withColumn: true,
    description: 'Top segment of the group path (such as Bride or Groom), put before the group column.',
  },
  {
    name: 'plus_ones',
    aliases: [
      'בן/בת זוג',
      'בן זוג',
      'בת זוג',
      'מלווה',
      'שם המלווה',
      'שם בן/בת הזוג',
      'plus one',
      'plus-one name',
      'plus one name',
      '+1',
      'partner',
      'partner name',
      'spouse',
      'guest 2',
      'second guest',
      'companion',
    ],
    partOf: 'guests',
    join: 'people',
    withColumn: true,
    repeats: true,
    description: `People's names added to the booking, separated by "${LIST_SEPARATOR}", after the guests column's names (or, without them, after the booking's own person, named by the booking). Several columns may be given ("Guest 2", "Guest 3"): a header that is one of these names with a number after it counts too. A booking without a size takes the number of people named. A column that only says yes, no or a number is not names: it is kept as a column of its own.`,
  },
] as const satisfies readonly CsvPartSpec[];

export const TABLE_COLUMNS = [
  {
    name: 'name',
    aliases: ['שם', 'שולחן', 'שם שולחן', 'מספר שולחן', 'table', 'table name', 'table number', 'table no'],
    type: 'string',
    required: true,
    nullable: false,
    description: `Table name, 1–${FIELD_RULES.tableNameMaxLength} characters, unique (case-insensitive).`,
    examples: ['Head table', 'Table 7'],
  },
  {
    name: 'capacity',
    aliases: ['מקומות', 'מספר מקומות', 'קיבולת', 'כסאות', 'seats', 'places', 'chairs', 'number of seats', 'size'],
    type: 'integer',
    required: true,
    nullable: false,
    minimum: FIELD_RULES.tableCapacityMin,
    maximum: FIELD_RULES.tableCapacityMax,
    description: `Seats at the table, ${FIELD_RULES.tableCapacityMin}–${FIELD_RULES.tableCapacityMax}.`,
    examples: ['10', '12'],
  },
  {
    name: 'shape',
    aliases: ['צורה', 'צורת שולחן', 'table shape', 'type'],
    type: 'string',
    required: false,
    nullable: true,
    description: `One of ${TABLE_SHAPES.map((s) => `"${s}"`).join(', ')}; empty means "${DEFAULT_TABLE_SHAPE}". Seats of a round table go around it; a rectangle has seats 1 to ⌈capacity ÷ 2⌉ along one side and the rest along the other; a head table has seats along one side only, facing the room, with its first booking in the middle, or as near it as lets every other booking sit side by side.`,
    examples: ['round', 'head'],
  },
  {
    name: 'tags',
    aliases: ['תגיות', 'מאפיינים', 'features', 'table tags', 'labels'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Features of the table, separated by "${WISH_SEPARATOR}", that the requires and likes columns of the guests file name: accessible, near exit, kids, quiet.`,
    examples: ['accessible; near exit', 'quiet'],
  },
  {
    name: 'x',
    aliases: ['מיקום x', 'x (m)', 'x position', 'left'],
    type: 'number',
    required: false,
    nullable: true,
    minimum: 0,
    maximum: ROOM_LIMITS.roomMaxMetres,
    description: `Where the table's centre is on the floor plan: metres from the room's left edge, 0–${ROOM_LIMITS.roomMaxMetres}, a point before decimals. Give x and y together; a table without them is placed by the planner's automatic layout.`,
    examples: ['4.5', ''],
  },
  {
    name: 'y',
    aliases: ['מיקום y', 'y (m)', 'y position', 'top'],
    type: 'number',
    required: false,
    nullable: true,
    minimum: 0,
    maximum: ROOM_LIMITS.roomMaxMetres,
    description: `Where the table's centre is on the floor plan: metres from the room's top edge, 0–${ROOM_LIMITS.roomMaxMetres}.`,
    examples: ['6', ''],
  },
  {
    name: 'rotation',
    aliases: ['סיבוב', 'זווית', 'angle', 'rotation (degrees)'],
    type: 'number',
    required: false,
    nullable: true,
    minimum: -360,
    maximum: 360,
    description:
      'Degrees the table is turned clockwise on the floor plan; empty means 0. At 0 a rectangle or head table runs from left to right and a head table faces down the drawing.',
    examples: ['90', ''],
  },
  {
    name: 'length',
    aliases: ['אורך', 'קוטר', 'diameter', 'length (m)'],
    type: 'number',
    required: false,
    nullable: true,
    minimum: ROOM_LIMITS.tableMinMetres,
    maximum: ROOM_LIMITS.tableMaxMetres,
    description: `The table's size in metres, ${ROOM_LIMITS.tableMinMetres}–${ROOM_LIMITS.tableMaxMetres}: the diameter of a round table, the long side of a rectangle (a banquet table) or head table. Empty: a size that fits its capacity.`,
    examples: ['1.8', '3.6'],
  },
  {
    name: 'width',
    aliases: ['רוחב', 'width (m)', 'depth'],
    type: 'number',
    required: false,
    nullable: true,
    minimum: ROOM_LIMITS.tableMinMetres,
    maximum: ROOM_LIMITS.tableMaxMetres,
    description: `The short side of a rectangle or head table in metres, ${ROOM_LIMITS.tableMinMetres}–${ROOM_LIMITS.tableMaxMetres}; a round table ignores it. Empty: 0.9.`,
    examples: ['0.9', ''],
  },
  {
    name: 'reserved_for',
    aliases: ['שמור עבור', 'שמור ל', 'שמור', 'reserved', 'reserved for', 'kept for'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Bookings or group paths (written as in the guests file's group column), separated by "${WISH_SEPARATOR}", that the table is kept for: only they may sit at it, a hard rule, however many seats are free elsewhere; a group means every booking of it and its sub-groups. The table may stay empty, and those it is kept for may sit elsewhere unless pinned. Empty: anyone may sit at it. A name that is no booking and no group is an error; so is a booking pinned to a table reserved for others.`,
    examples: ['Dana & Noam', 'Wedding party; Bride/Family/Parents'],
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
    description: 'Booking name, as in the guests file (with the id column when two bookings share it).',
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
  {
    name: 'seat',
    aliases: ['כיסא', 'מושב', 'seats', 'seat numbers'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Seat numbers of the booking's people at its table, separated by "${LIST_SEPARATOR}", in the order of the guests column: each from 1 to the table's capacity and used once per table. Empty for an unseated booking; a seating without this column has no seat order.`,
    examples: ['3; 4', '10; 1; 2'],
  },
  {
    name: 'id',
    aliases: ['מזהה'],
    type: 'string',
    required: false,
    nullable: true,
    description:
      "The booking's id, as in the guests file; written only when some booking has one (every booking whose name repeats does). Read back, a row finds its booking by this id, else by its name.",
    examples: ['David Cohen #2', ''],
  },
  ...(['guests', 'meals', 'needs', 'notes', 'together', 'prefer', 'prefer_apart', 'requires', 'likes', 'sort_under'] as const).map(
    (name) => {
      const column = GUEST_COLUMNS.find((c) => c.name === name)!;
      return {
        name,
        aliases: column.aliases.slice(0, 1),
        type: 'string' as const,
        required: false,
        nullable: true,
        description: `As in the guests file; written only when some booking has one. ${column.description}`,
        examples: column.examples,
      };
    },
  ),
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
