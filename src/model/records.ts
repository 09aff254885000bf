/**
 * The editable form of an event, as the workspace stores it and the CSV layer reads and writes it.
 * Names, not indices: a record stays meaningful while the user edits, renames and reorders.
 */
import type { TableShape } from '../contract/csv-columns.ts';
import {
  GUEST_ATTRIBUTES,
  GUEST_COLUMNS,
  type GuestAttributeSpec,
  type ListGuestMember,
  type TextGuestMember,
} from '../contract/guest-columns.ts';
import { withoutTrailing } from './list-text.ts';
import { cleanName, nameKey } from './names.ts';

/** The members of the guests columns whose cell is plain text or a list: the record takes them from the attribute table. */
type AttributeMembers = { [M in TextGuestMember]?: string } & { [M in ListGuestMember]?: string[] };

export interface GuestRecord extends AttributeMembers {
  /**
   * The booking's own id, as its file or the planner gave it, compared as names are. Absent: the
   * name is the id. Two bookings with one name each carry one, so references can tell them apart.
   */
  id?: string;
  /**
   * True when the app numbered the id for a repeated name ("David Cohen #2"), never when a planner or
   * a file gave it: only such an id may be matched again or renumbered. Absent without an id.
   */
  idGenerated?: boolean;
  /** Booking name, trimmed. */
  name: string;
  /** Seats the booking takes (≥ 1). */
  size: number;
  /** Group path segments, trimmed, as written (empty array: no group). */
  group: string[];
  /** Cohesion strength given for the booking's innermost group, or null for the default. */
  strength: number | null;
  /** Names of bookings this one must not share a table with. */
  avoid: string[];
  /** Name of the table the booking is pinned to, or null. */
  table: string | null;
  /** The people of the booking, in order, at most `size` (absent: nobody named, no meals). */
  people?: PersonRecord[];
  /** Needs of the booking, one note each (high chair, wheelchair, nut allergy). */
  needs?: string[];
  /** Free text about the booking. */
  notes?: string;
  /** The family name lists sort the booking under when it is not the last word of its name ("van der Berg"). */
  sortUnder?: string;
  /** Cells of the file's columns the planner did not name, by header as written (empty cells left out). */
  extra?: Record<string, string>;
  /** Bookings or group paths (written as in the group column) that must share this booking's table: a hard rule. */
  together?: string[];
  /** Bookings or group paths this booking would like to share a table with. */
  prefer?: string[];
  /** Bookings or group paths this booking would rather not share a table with. */
  preferApart?: string[];
  /** Table tags this booking's table must have: a hard rule. */
  requires?: string[];
  /** Table tags this booking would like its table to have. */
  likes?: string[];
}

/**
 * The one key a booking is known by in every map and reference of an event (seating, seat order,
 * locks, merges): its id, or its name when it has none.
 */
export const bookingKey = (record: { readonly id?: string | undefined; readonly name: string }): string =>
  nameKey(record.id ?? record.name);

/** Record members of the `text` and `list` guests attributes, with their columns, in the columns' order. */
export const TEXT_MEMBERS = GUEST_COLUMNS.flatMap(({ name }) => {
  const spec: GuestAttributeSpec = GUEST_ATTRIBUTES[name];
  return spec.cell === 'text' ? [{ column: name, member: spec.member as TextGuestMember }] : [];
});
export const LIST_MEMBERS = GUEST_COLUMNS.flatMap(({ name }) => {
  const spec: GuestAttributeSpec = GUEST_ATTRIBUTES[name];
  return spec.cell === 'list' ? [{ column: name, member: spec.member as ListGuestMember }] : [];
});

/** The wish lists of a booking record, by the kind of wish. */
export const WISH_FIELDS = ['together', 'prefer', 'preferApart'] as const;
export type WishField = (typeof WISH_FIELDS)[number];
export const TAG_FIELDS = ['requires', 'likes'] as const;
export type TagField = (typeof TAG_FIELDS)[number];

/** One guest inside a booking. Empty text: not named, or no meal chosen. */
export interface PersonRecord {
  name: string;
  /** A meal of the event's meal list, by its name. */
  meal: string;
  /** A child (a file's "Child 1" columns): the caterer sheet and the import's summary count them apart. */
  child?: boolean;
}

/** Exactly `size` people, the unnamed ones filled in as empty, so each seat has its person. */
export function peopleOf(record: GuestRecord): PersonRecord[] {
  const people = (record.people ?? []).slice(0, record.size);
  while (people.length < record.size) people.push({ name: '', meal: '' });
  return people;
}

export interface TableRecord {
  name: string;
  capacity: number;
  /** Absent: round. */
  shape?: TableShape;
  /** Features the requires and likes of bookings name (accessible, near exit). */
  tags?: string[];
  /**
   * Bookings or group paths (written as in the group column) the table is kept for: only they may sit
   * at it, a hard rule. Absent or empty: anyone may.
   */
  reservedFor?: string[];
  /** Centre on the floor plan, metres from the room's top-left corner; both absent: not placed yet. */
  x?: number;
  y?: number;
  /** Degrees clockwise; absent: 0. */
  rotation?: number;
  /** Metres: the diameter of a round table, the long side of the others; absent: fitted to the capacity. */
  length?: number;
  /** Metres: the short side of a rectangle or head table; absent: the usual width. */
  width?: number;
}

/** The floor-plan fields of a table record, in the order the tables file writes them. */
export const PLACE_FIELDS = ['x', 'y', 'rotation', 'length', 'width'] as const satisfies readonly (keyof TableRecord)[];
export type PlaceField = (typeof PLACE_FIELDS)[number];

/** The shape of a table record, its default filled in. */
export const shapeOf = (table: { readonly shape?: TableShape | undefined }): TableShape => table.shape ?? 'round';

/** A record as the workspace keeps it: every name in its clean form (see names.ts), whoever typed it. */
export function cleanGuestRecord(record: GuestRecord): GuestRecord {
  const table = record.table === null ? '' : cleanName(record.table);
  const { sortUnder: _given, idGenerated: _numbered, ...rest } = record;
  return {
    ...rest,
    ...(record.id !== undefined && record.idGenerated === true ? { idGenerated: true } : {}),
    name: cleanName(record.name),
    group: record.group.map(cleanName).filter((segment) => segment !== ''),
    avoid: record.avoid.map(cleanName).filter((name) => name !== ''),
    table: table === '' ? null : table,
    ...(record.people
      ? {
          people: trimPeople(
            record.people.map((p) => ({ name: cleanName(p.name), meal: cleanName(p.meal), ...(p.child ? { child: true } : {}) })),
          ),
        }
      : {}),
    ...(cleanName(record.sortUnder ?? '') !== '' ? { sortUnder: cleanName(record.sortUnder ?? '') } : {}),
    ...cleanTexts(record),
    ...cleanLists(
      record,
      LIST_MEMBERS.map((m) => m.member),
    ),
  };
}

/** The named lists of a record, each name clean and the empty ones dropped; absent lists stay absent. */
function cleanLists<K extends string>(record: Partial<Record<K, string[]>>, fields: readonly K[]): Partial<Record<K, string[]>> {
  const cleaned: Partial<Record<K, string[]>> = {};
  for (const field of fields) {
    const list = record[field];
    if (list) cleaned[field] = list.map(cleanName).filter((name) => name !== '');
  }
  return cleaned;
}

/** The text attributes of a record, trimmed; absent ones stay absent. */
function cleanTexts(record: GuestRecord): Partial<Record<TextGuestMember, string>> {
  const cleaned: Partial<Record<TextGuestMember, string>> = {};
  for (const { member } of TEXT_MEMBERS) {
    const text = record[member];
    if (text !== undefined) cleaned[member] = text.trim();
  }
  return cleaned;
}

/** People without a name or a meal at the end of the list say nothing: they are left out. */
export function trimPeople(people: readonly PersonRecord[]): PersonRecord[] {
  return withoutTrailing(people, (person) => person.name === '' && person.meal === '');
}

export function cleanTableRecord(record: TableRecord): TableRecord {
  return { ...record, name: cleanName(record.name), ...cleanLists(record, ['tags', 'reservedFor']) };
}

/** Headers of the file's columns the product does not know, in the order bookings first give them. */
export function extraColumnsOf(guests: readonly GuestRecord[]): string[] {
  const headers = new Set<string>();
  for (const guest of guests) for (const header of Object.keys(guest.extra ?? {})) headers.add(header);
  return [...headers];
}
