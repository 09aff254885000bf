/** The guests file's published columns, and the columns a spreadsheet may split out of them. */
import { FIELD_RULES, LIMITS } from './limits.ts';
import { ROOM_TAGS_DESCRIPTION } from './room.ts';
import { RSVP_WORDS } from './rsvp.ts';
import { AVOID_SEPARATOR, GROUP_SEPARATORS, LIST_SEPARATOR, WISH_SEPARATOR, type CsvColumnSpec, type CsvPartSpec } from './csv-columns.ts';

const S = LIMITS.max_group_cohesion_strength;

/** Headers of a party column that holds an id, not a name ("H1"): its booking is named by its first person. */
export const PARTY_ID_HEADERS = ['household id', 'party id', 'invitation id'] as const;

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
    aliases: ['קבוצה', 'קטגוריה', 'שיוך', 'קרבה', 'category', 'groups', 'relation', 'relationship', 'circle'],
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
    aliases: ['הזמנה', 'שם ההזמנה', 'household', 'invitation', 'booking name', ...PARTY_ID_HEADERS],
    type: 'string',
    required: false,
    nullable: true,
    description: `Makes the file a per-guest file: one row per person, whose name column is the person's name; rows sharing a party form one booking named by it, whose size is its number of rows. The party's id, group, strength, avoid and table come from its first row that gives them; its meals and needs from every row. A row with an empty party is a booking of its own. A party column headed as an id (${PARTY_ID_HEADERS.join(', ')}) groups the rows the same way and names the booking by its first person, as place cards and the escort list should call it.`,
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
  {
    name: 'rsvp',
    aliases: [
      'אישור הגעה',
      'אישורי הגעה',
      'סטטוס',
      'סטטוס הגעה',
      'הגעה',
      'rsvp status',
      'rsvp response',
      'response',
      'attending',
      'attendance',
      'status',
    ],
    type: 'string',
    required: false,
    nullable: true,
    description: `Whether the booking comes: attending (${RSVP_WORDS.attending.join(', ')}), declined (${RSVP_WORDS.declined.join(', ')}) or without an answer (${RSVP_WORDS.pending.join(', ')}); case is ignored; a whole number is how many come, 0 meaning declined. Only attending bookings are seated; declined ones and those without an answer are counted and left out of the seating, the tables and the prints. An empty cell is without an answer; a column with no answer at all is not read. In a per-guest file each person answers for themself, and a party is seated with its attending people. A file with one such column per event ("Ceremony RSVP", "Reception RSVP") is read by the reception's.`,
    examples: ['Attending', 'Declined', 'No Response'],
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
    aliases: ['צד', 'מטעם', 'side', 'guest of', 'invited by'],
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

export type GuestColumnName = (typeof GUEST_COLUMNS)[number]['name'];

/**
 * How a booking's record holds a guests column's value:
 * - `text`: one text member, kept as written (rows of one party: each one's, joined by "; ");
 * - `list`: a list member written with ";" between items (rows of one party: every row's, once each);
 * - `custom`: read, written, compared and merged by the model's own code for it (model/guest-attributes.ts).
 * A new `text` or `list` attribute needs nothing else: readers, writers, the schema, the diff and the
 * merge take it from here.
 */
export type GuestCell = 'text' | 'list' | 'custom';

export interface GuestAttributeSpec {
  /** The record member the column's value goes to; null: the column shapes the file, not a booking (party). */
  readonly member: string | null;
  readonly cell: GuestCell;
  /**
   * The review field (one line of the merge review, one unit a merge takes) the attribute belongs to;
   * absent: a field of its own, named by its member. null: the booking's identity, never merged.
   */
  readonly field?: BookingReviewField | null;
  /** Translation key of the attribute's name in words (locales/*.json). */
  readonly label: string;
}

/** Review fields that gather several attributes or read them specially, in the review's order. */
export const BOOKING_REVIEW_FIELDS = ['size', 'group', 'people', 'meals', 'needs', 'notes', 'pin', 'wishes', 'avoid', 'columns'] as const;
export type BookingReviewField = (typeof BOOKING_REVIEW_FIELDS)[number];
/** Review fields whose values are too long for one line: the review names them only. */
export const LONG_REVIEW_FIELDS: readonly string[] = ['notes', 'wishes', 'columns'];

/** Every guests column as a booking's attribute: one entry each, so an attribute not wired fails to compile. */
export const GUEST_ATTRIBUTES = {
  name: { member: 'name', cell: 'custom', field: null, label: 'attribute.guest.name' },
  size: { member: 'size', cell: 'custom', field: 'size', label: 'attribute.guest.size' },
  group: { member: 'group', cell: 'custom', field: 'group', label: 'attribute.guest.group' },
  strength: { member: 'strength', cell: 'custom', field: 'group', label: 'attribute.guest.strength' },
  avoid: { member: 'avoid', cell: 'custom', field: 'avoid', label: 'attribute.guest.avoid' },
  table: { member: 'table', cell: 'custom', field: 'pin', label: 'attribute.guest.table' },
  guests: { member: 'people', cell: 'custom', field: 'people', label: 'attribute.guest.guests' },
  meals: { member: 'people', cell: 'custom', field: 'meals', label: 'attribute.guest.meals' },
  needs: { member: 'needs', cell: 'list', field: 'needs', label: 'attribute.guest.needs' },
  notes: { member: 'notes', cell: 'text', field: 'notes', label: 'attribute.guest.notes' },
  together: { member: 'together', cell: 'list', field: 'wishes', label: 'attribute.guest.together' },
  prefer: { member: 'prefer', cell: 'list', field: 'wishes', label: 'attribute.guest.prefer' },
  prefer_apart: { member: 'preferApart', cell: 'list', field: 'wishes', label: 'attribute.guest.prefer_apart' },
  requires: { member: 'requires', cell: 'list', field: 'wishes', label: 'attribute.guest.requires' },
  likes: { member: 'likes', cell: 'list', field: 'wishes', label: 'attribute.guest.likes' },
  party: { member: null, cell: 'custom', field: null, label: 'attribute.guest.party' },
  id: { member: 'id', cell: 'custom', field: null, label: 'attribute.guest.id' },
  sort_under: { member: 'sortUnder', cell: 'custom', label: 'attribute.guest.sort_under' },
  rsvp: { member: null, cell: 'custom', field: null, label: 'attribute.guest.rsvp' },
} as const satisfies Record<GuestColumnName, GuestAttributeSpec>;

type Attributes = typeof GUEST_ATTRIBUTES;
type ColumnsOf<C extends GuestCell> = { [K in GuestColumnName]: Attributes[K]['cell'] extends C ? K : never }[GuestColumnName];
/** Columns the model reads and writes with code of its own. */
export type CustomGuestColumn = ColumnsOf<'custom'>;
export type TextGuestColumn = ColumnsOf<'text'>;
export type ListGuestColumn = ColumnsOf<'list'>;
/** Record members of the `text` and `list` attributes, which the record type takes from here. */
export type TextGuestMember = Attributes[TextGuestColumn]['member'];
export type ListGuestMember = Attributes[ListGuestColumn]['member'];

/** Attributes that are a review field of their own (absent `field`), by column. */
type OwnFieldColumn = { [K in GuestColumnName]: Attributes[K] extends { field: unknown } ? never : K }[GuestColumnName];
export type BookingField = BookingReviewField | Attributes[OwnFieldColumn]['member'];

/** Every review field of a booking, in the review's order: the gathered ones, then one per attribute of its own. */
export const BOOKING_FIELDS: readonly BookingField[] = [
  ...BOOKING_REVIEW_FIELDS,
  ...(Object.values(GUEST_ATTRIBUTES) as readonly GuestAttributeSpec[]).flatMap((a) =>
    a.field === undefined && a.member !== null ? [a.member as BookingField] : [],
  ),
];

/** The attributes of each review field, by column, in the columns' order. */
export function attributesOfField(field: BookingField): GuestColumnName[] {
  return (Object.keys(GUEST_ATTRIBUTES) as GuestColumnName[]).filter((column) => {
    const a: GuestAttributeSpec = GUEST_ATTRIBUTES[column];
    return (a.field === undefined ? a.member : a.field) === field;
  });
}

/** Translation key of a booking review field's name in words: its attribute's, or the name of what it gathers. */
export function bookingFieldLabel(field: BookingField): string {
  if (field === 'wishes' || field === 'columns') return `attribute.field.${field}`;
  return GUEST_ATTRIBUTES[attributesOfField(field)[0]!].label;
}
