/**
 * How bookings and tables go through the three-way merge (three-way-merge.ts): which fields they
 * have, how each compares (as the two-way diff compares them) and how one field is taken from the
 * file's record into the app's.
 */
import { BOOKING_FIELDS, FIELD_VALUE, type BookingField } from './guest-diff.ts';
import { formatGroupPath } from './group-path.ts';
import { joinList } from './list-text.ts';
import { nameKey } from './names.ts';
import {
  bookingKey,
  cleanGuestRecord,
  peopleOf,
  PLACE_FIELDS,
  TAG_FIELDS,
  trimPeople,
  WISH_FIELDS,
  type GuestRecord,
  type PersonRecord,
  type TableRecord,
} from './records.ts';
import type { MergeSpec } from './three-way-merge.ts';

/** `into` with the listed members as `from` has them; a member `from` lacks is left out. */
function copyMembers<R extends object>(into: R, from: R, members: readonly (keyof R)[]): R {
  const taken = new Set<PropertyKey>(members);
  const kept = Object.entries(into).filter(([member]) => !taken.has(member));
  const brought = Object.entries(from).filter(([member, value]) => taken.has(member) && value !== undefined);
  return Object.fromEntries([...kept, ...brought]) as R;
}

/** People with one part (names or meals) from one record and the other part from another. */
function zipPeople(names: GuestRecord, meals: GuestRecord): PersonRecord[] {
  const [a, b] = [names.people ?? [], meals.people ?? []];
  const people = Array.from({ length: Math.max(a.length, b.length) }, (_, i) => ({ name: a[i]?.name ?? '', meal: b[i]?.meal ?? '' }));
  return trimPeople(people);
}

function withPeople(record: GuestRecord, people: PersonRecord[]): GuestRecord {
  const next = { ...record };
  if (people.length > 0) next.people = people;
  else delete next.people;
  return next;
}

const GUEST_MEMBERS: Partial<Record<BookingField, readonly (keyof GuestRecord)[]>> = {
  size: ['size'],
  group: ['group', 'strength'],
  needs: ['needs'],
  notes: ['notes'],
  pin: ['table'],
  wishes: [...WISH_FIELDS, ...TAG_FIELDS],
  avoid: ['avoid'],
  sortUnder: ['sortUnder'],
  columns: ['extra'],
};

const labelled = (parts: readonly (readonly [string, readonly string[] | undefined])[]) =>
  parts.flatMap(([label, items]) => (items && items.length > 0 ? [`${label}: ${joinList(items)}`] : [])).join(' · ');

/** How each field of a booking reads on one line. */
const GUEST_TEXT: Record<BookingField, (g: GuestRecord) => string> = {
  size: (g) => String(g.size),
  group: (g) => formatGroupPath(g.group) + (g.strength === null ? '' : ` (${g.strength})`),
  people: (g) => (g.people ? joinList(peopleOf(g).map((p) => p.name)) : ''),
  meals: (g) => (g.people ? joinList(peopleOf(g).map((p) => p.meal)) : ''),
  needs: (g) => joinList(g.needs ?? []),
  notes: (g) => g.notes ?? '',
  pin: (g) => g.table ?? '',
  wishes: (g) => labelled([...WISH_FIELDS, ...TAG_FIELDS].map((field) => [field, g[field]] as const)),
  avoid: (g) => joinList(g.avoid),
  sortUnder: (g) => g.sortUnder ?? '',
  columns: (g) => labelled(Object.entries(g.extra ?? {}).map(([header, value]) => [header, [value]] as const)),
};

export const GUEST_MERGE: MergeSpec<GuestRecord, BookingField> = {
  key: bookingKey,
  fields: () => BOOKING_FIELDS,
  value: (field, record) => FIELD_VALUE[field](cleanGuestRecord(record)),
  values: (record) => {
    const clean = cleanGuestRecord(record);
    return BOOKING_FIELDS.map((field) => FIELD_VALUE[field](clean));
  },
  text: (field, record) => GUEST_TEXT[field](record),
  take: (field, into, from) => {
    if (field === 'people') return withPeople(into, zipPeople(from, into));
    if (field === 'meals') return withPeople(into, zipPeople(into, from));
    return copyMembers(into, from, GUEST_MEMBERS[field] ?? []);
  },
};

/** A table's floor-plan members are one field: where it stands, turned and sized. */
export const TABLE_POSITION = 'position';

const list = (items: readonly string[] | undefined) => [...(items ?? []).map(nameKey)].sort().join('\u0000');

/** The table fields a merge knows by name (the merge review and the two-tab question label them). */
export const TABLE_MERGE_FIELDS = ['capacity', 'shape', 'tags', 'reservedFor', TABLE_POSITION] as const;
export type TableMergeField = (typeof TABLE_MERGE_FIELDS)[number];
export const isTableMergeField = (field: string): field is TableMergeField => (TABLE_MERGE_FIELDS as readonly string[]).includes(field);

/** How the known fields compare; a member the list does not name (a newer one) compares as written. */
const TABLE_VALUE: Record<TableMergeField, (table: TableRecord) => string> = {
  capacity: (t) => String(t.capacity),
  shape: (t) => t.shape ?? 'round',
  tags: (t) => list(t.tags),
  reservedFor: (t) => list(t.reservedFor),
  [TABLE_POSITION]: (t) => JSON.stringify(PLACE_FIELDS.map((field) => t[field] ?? null)),
};

const number = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value * 100) / 100));

const TABLE_TEXT: Record<TableMergeField, (table: TableRecord) => string> = {
  capacity: (t) => String(t.capacity),
  shape: (t) => t.shape ?? 'round',
  tags: (t) => joinList(t.tags ?? []),
  reservedFor: (t) => joinList(t.reservedFor ?? []),
  [TABLE_POSITION]: (t) =>
    PLACE_FIELDS.filter((field) => t[field] !== undefined)
      .map((field) => `${field} ${number(t[field])}`)
      .join(', '),
};

/** A member the lists above do not name, as a person reads it: its text, or its items. */
function memberText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return joinList(value.map((item) => JSON.stringify(item).replace(/^"|"$/g, '')));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const memberOf = (field: string): string[] => (field === TABLE_POSITION ? [...PLACE_FIELDS] : [field]);

export const TABLE_MERGE: MergeSpec<TableRecord> = {
  key: (table) => nameKey(table.name),
  fields: (tables) => {
    const known = new Set<string>(['name', ...PLACE_FIELDS]);
    const others = new Set<string>();
    for (const table of tables)
      for (const member of Object.keys(table)) if (!known.has(member) && !(member in TABLE_VALUE)) others.add(member);
    return [...TABLE_MERGE_FIELDS, ...others];
  },
  value: (field, table) =>
    isTableMergeField(field) ? TABLE_VALUE[field](table) : JSON.stringify((table as unknown as Record<string, unknown>)[field] ?? null),
  text: (field, table) =>
    isTableMergeField(field) ? TABLE_TEXT[field](table) : memberText((table as unknown as Record<string, unknown>)[field]),
  take: (field, into, from) => copyMembers(into, from, memberOf(field) as (keyof TableRecord)[]),
};
