/**
 * How a booking's or a table's fields are read from what the planner typed, for the editing
 * dialogs and the cells edited in place alike: the same parsing and the same messages. Only the
 * fields given change; every other field of the record (the file's extra columns too) stays.
 */
import { LIMITS, FIELD_RULES } from '../../contract/limits.ts';
import { formatGroupPath, groupKeyOfText, parseGroupPath } from '../../model/group-path.ts';
import { joinList, splitList } from '../../model/list-text.ts';
import { nameKey, sameName } from '../../model/names.ts';
import { bookingRef } from '../../model/booking-refs.ts';
import { TABLE_SHAPES, type TableShape } from '../../contract/csv-columns.ts';
import { TAG_FIELDS, WISH_FIELDS, trimPeople, type GuestRecord, type PersonRecord, type TableRecord } from '../../model/records.ts';
import { fieldLabel } from '../../i18n/field-labels.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import { isolateText } from '../../i18n/localizer.ts';

type Translate = LocalizeController['t'];

/** A booking's fields as text, as a form or a cell shows them; `pin` is a table name or '' for none. */
export interface GuestTexts {
  name: string;
  size: string;
  group: string;
  strength: string;
  avoid: string;
  pin: string;
}

export type GuestField = keyof GuestTexts;

export interface TableTexts {
  name: string;
  capacity: string;
  /** One of TABLE_SHAPES. */
  shape: string;
  /** Tags separated by ";". */
  tags: string;
  /** Bookings or group paths the table is kept for, separated by ";". */
  reservedFor: string;
}

export type TableField = keyof TableTexts;

export type ReadResult<T> = { record: T } | { error: string };

export function guestTexts(guest: GuestRecord): GuestTexts {
  return {
    name: guest.name,
    size: String(guest.size),
    group: formatGroupPath(guest.group),
    strength: guest.strength === null ? '' : String(guest.strength),
    avoid: joinList(guest.avoid),
    pin: guest.table ?? '',
  };
}

export function tableTexts(table: TableRecord): TableTexts {
  return {
    name: table.name,
    capacity: String(table.capacity),
    shape: table.shape ?? '',
    tags: joinList(table.tags ?? []),
    reservedFor: joinList(table.reservedFor ?? []),
  };
}

/**
 * `base` with the fields of `changed` read in, or the first thing wrong with them. `previousName` is
 * the booking's name before the edit (null for a new one); `bookingNames` are every booking's names,
 * which keep-apart lists must use.
 */
export function readGuest(
  base: GuestRecord,
  changed: Partial<GuestTexts>,
  previousName: string | null,
  bookingNames: readonly string[],
  t: Translate,
): ReadResult<GuestRecord> {
  const texts = { ...guestTexts(base), ...changed };
  const text = (field: GuestField) => texts[field].trim();
  const name = text('name');
  if (name === '') return { error: t('edit.badName') };
  const size = Number(text('size'));
  if (!Number.isInteger(size) || size < 1) return { error: t('editor.badSize') };
  const strength = text('strength') === '' ? null : Number(text('strength'));
  const max = LIMITS.max_group_cohesion_strength;
  if (strength !== null && (!Number.isInteger(strength) || strength < 0 || strength > max))
    return { error: t('editor.badStrength', { max }) };
  const known = new Map(bookingNames.map((n) => [nameKey(n), n]));
  const avoidNames = splitList(text('avoid'));
  const unknown = avoidNames.filter((avoided) => !known.has(nameKey(avoided)));
  if (unknown.length) return { error: t('editor.unknownAvoid', { names: unknown.join(', ') }) };
  if (avoidNames.some((avoided) => sameName(avoided, name) || (previousName !== null && sameName(avoided, previousName)))) {
    return { error: t('editor.avoidSelf') };
  }
  return {
    record: {
      ...base,
      name,
      size,
      group: parseGroupPath(text('group')),
      strength,
      avoid: avoidNames.map((avoided) => known.get(nameKey(avoided))!),
      table: text('pin') || null,
    },
  };
}

/** A booking's people, needs, notes and other columns as a form gives them (needs separated by ";"). */
export interface GuestDetailTexts {
  people: PersonRecord[];
  needs: string;
  notes: string;
  /** Header → cell; an empty cell is left out. */
  extra: Record<string, string>;
  /** The family name the booking is sorted under; empty: the last word of its name. Absent: left as it is. */
  sortUnder?: string;
}

/**
 * `base` with its details read in. A detail that was absent and is still empty stays absent, so a
 * booking edited without touching them is saved as it was; extra columns not given stay as they are.
 */
export function withDetails(base: GuestRecord, texts: GuestDetailTexts): GuestRecord {
  const record = { ...base };
  const people = trimPeople(texts.people.slice(0, base.size).map((p) => ({ name: p.name.trim(), meal: p.meal.trim() })));
  if (people.length > 0 || base.people) record.people = people;
  const needs = splitList(texts.needs);
  if (needs.length > 0 || base.needs) record.needs = needs;
  const notes = texts.notes.trim();
  if (notes !== '' || base.notes !== undefined) record.notes = notes;
  if (texts.sortUnder !== undefined) {
    const sortUnder = texts.sortUnder.trim();
    if (sortUnder !== '') record.sortUnder = sortUnder;
    else delete record.sortUnder;
  }
  const given = new Map(Object.entries(texts.extra).map(([header, cell]) => [header, cell.trim()]));
  const kept = Object.entries(base.extra ?? {}).filter(([header]) => !given.has(header));
  const extra = Object.fromEntries([...kept, ...[...given].filter(([, cell]) => cell !== '')]);
  if (Object.keys(extra).length > 0 || base.extra) record.extra = extra;
  return record;
}

/** `base` with the fields of `changed` read in, or the first thing wrong with them. */
export function readTable(base: TableRecord, changed: Partial<TableTexts>, t: Translate): ReadResult<TableRecord> {
  const texts = { ...tableTexts(base), ...changed };
  const name = texts.name.trim();
  const capacity = Number(texts.capacity.trim());
  const { tableCapacityMin: min, tableCapacityMax: max } = FIELD_RULES;
  if (name === '') return { error: t('edit.badName') };
  if (!Number.isInteger(capacity) || capacity < min || capacity > max) return { error: t('edit.badCapacity', { min, max }) };
  const record: TableRecord = { ...base, name, capacity };
  const shape = TABLE_SHAPES.find((s) => s === texts.shape.trim());
  if (shape) record.shape = shape satisfies TableShape;
  const tags = uniqueByKey(splitList(texts.tags));
  if (tags.length > 0 || base.tags) record.tags = tags;
  // Names the event does not have are refused by the store's check, with the name.
  const reservedFor = uniqueByKey(splitList(texts.reservedFor));
  if (reservedFor.length > 0) record.reservedFor = reservedFor;
  else delete record.reservedFor;
  return { record };
}

/** A booking's wish lists and table tags as a form shows them, each separated by ";". */
export type WishTexts = Record<(typeof WISH_FIELDS)[number] | (typeof TAG_FIELDS)[number], string>;

export function wishTexts(guest: GuestRecord): WishTexts {
  const text = (list: readonly string[] | undefined) => joinList(list ?? []);
  return {
    together: text(guest.together),
    prefer: text(guest.prefer),
    preferApart: text(guest.preferApart),
    requires: text(guest.requires),
    likes: text(guest.likes),
  };
}

/** What a wish may name: every booking, every group path (formatted) and every table tag of the event. */
export interface WishChoices {
  bookingNames: readonly string[];
  groupPaths: readonly string[];
  tags: readonly string[];
}

/** Every tag of the event's tables, each once, as first written. */
export const tableTagsOf = (tables: readonly TableRecord[]): string[] => uniqueByKey(tables.flatMap((table) => table.tags ?? []));

/** A table as a need can use it: its tags and the seats no booking takes. */
export interface TableRoom {
  name: string;
  tags: readonly string[];
  free: number;
}

/** Each table's tags and free seats under the seating `seating` gives (booking → table). */
export function tableRoomsOf(
  tables: readonly TableRecord[],
  guests: readonly GuestRecord[],
  seating: Readonly<Record<string, string>>,
): TableRoom[] {
  const taken = new Map<string, number>();
  for (const guest of guests) {
    const table = seating[bookingRef(guest)];
    if (table !== undefined) taken.set(nameKey(table), (taken.get(nameKey(table)) ?? 0) + guest.size);
  }
  return tables.map((t) => ({ name: t.name, tags: t.tags ?? [], free: Math.max(0, t.capacity - (taken.get(nameKey(t.name)) ?? 0)) }));
}

/** The needed tags no table meets: none carrying the tag has `size` free seats, unless the booking sits there. */
export function unmetNeeds(needs: readonly string[], rooms: readonly TableRoom[], size: number, seatedAt: string | null): string[] {
  const fits = (room: TableRoom) => room.free >= size || (seatedAt !== null && sameName(room.name, seatedAt));
  return needs.filter((need) => !rooms.some((room) => fits(room) && room.tags.some((tag) => sameName(tag, need))));
}

const uniqueByKey = (names: readonly string[]) => names.filter((n, i) => names.findIndex((m) => nameKey(m) === nameKey(n)) === i);

/**
 * `base` with its wish lists and tags read in, each name spelled as the booking, group or tag it
 * names; or the first thing wrong: a name that is neither a booking nor a group, a wish about itself,
 * a tag no table has. A list absent and still empty stays absent.
 */
export function withWishes(
  base: GuestRecord,
  texts: WishTexts,
  previousName: string | null,
  choices: WishChoices,
  t: Translate,
): ReadResult<GuestRecord> {
  const self = (n: string) => sameName(n, base.name) || (previousName !== null && sameName(n, previousName));
  const bookings = new Map(choices.bookingNames.map((n) => [nameKey(n), n]));
  const groups = new Map(choices.groupPaths.map((p) => [groupKeyOfText(p), formatGroupPath(parseGroupPath(p))]));
  const tags = new Map(choices.tags.map((tag) => [nameKey(tag), tag]));
  const record: GuestRecord = { ...base };
  for (const field of WISH_FIELDS) {
    const names = uniqueByKey(splitList(texts[field]));
    const unknown = names.filter((n) => !bookings.has(nameKey(n)) && !groups.has(groupKeyOfText(n)));
    if (unknown.length) return { error: t('wishes.unknownParty', { names: unknown.join(', ') }) };
    if (names.some(self)) return { error: t('wishes.self') };
    if (names.length > 0 || base[field]) record[field] = names.map((n) => bookings.get(nameKey(n)) ?? groups.get(groupKeyOfText(n))!);
  }
  for (const field of TAG_FIELDS) {
    const names = uniqueByKey(splitList(texts[field]));
    const unknown = names.filter((n) => !tags.has(nameKey(n)));
    if (unknown.length) return { error: t('wishes.unknownTag', { tags: unknown.join(', ') }) };
    if (names.length > 0 || base[field]) record[field] = names.map((n) => tags.get(nameKey(n))!);
  }
  return { record };
}

/** Why the store refused an edit, in words: the reason, then each problem of the record. */
export function refusalMessages(refusal: Refusal, t: Translate): { message: string; problems: string[] } {
  const dash = t('merge.none');
  return {
    message: t(`refusal.${refusal.reason}`, refusal.params),
    problems: [
      ...(refusal.issues ?? []).map((issue) => t(`problems.${issue.code}`, issue.params)),
      // Both values of each field another tab changed meanwhile, isolated so either direction reads right.
      ...(refusal.clashes ?? []).map(({ field, mine, theirs }) =>
        t('refusal.clashLine', {
          field: fieldLabel(field, t),
          mine: isolateText(mine || dash),
          theirs: isolateText(theirs || dash),
        }),
      ),
    ],
  };
}
