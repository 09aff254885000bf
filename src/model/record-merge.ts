/**
 * How bookings and tables go through the three-way merge (three-way-merge.ts): which fields they
 * have, how each compares (as the two-way diff compares them) and how one field is taken from the
 * file's record into the app's.
 */
import { BOOKING_FIELDS, TABLE_ATTRIBUTES, TABLE_MERGE_FIELDS, type BookingField, type TableMergeField } from '../contract/index.ts';
import { tableFieldMembers, tableFieldText, tableFieldValue } from './table-attributes.ts';
import { FIELD_MEMBERS, FIELD_VALUE, fieldText } from './guest-attributes.ts';
import { joinList } from './list-text.ts';
import { nameKey } from './names.ts';
import { bookingKey, cleanGuestRecord, trimPeople, type GuestRecord, type PersonRecord, type TableRecord } from './records.ts';
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

export const GUEST_MERGE: MergeSpec<GuestRecord, BookingField> = {
  key: bookingKey,
  fields: () => BOOKING_FIELDS,
  value: (field, record) => FIELD_VALUE[field](cleanGuestRecord(record)),
  values: (record) => {
    const clean = cleanGuestRecord(record);
    return BOOKING_FIELDS.map((field) => FIELD_VALUE[field](clean));
  },
  text: (field, record, label = (key) => key.slice(key.lastIndexOf('.') + 1)) => fieldText(field, record, label),
  take: (field, into, from) => {
    if (field === 'people') return withPeople(into, zipPeople(from, into));
    if (field === 'meals') return withPeople(into, zipPeople(into, from));
    return copyMembers(into, from, FIELD_MEMBERS[field]);
  },
};

export { TABLE_MERGE_FIELDS } from '../contract/index.ts';
const isTableMergeField = (field: string): field is TableMergeField => (TABLE_MERGE_FIELDS as readonly string[]).includes(field);

/** A member the lists above do not name, as a person reads it: its text, or its items. */
function memberText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return joinList(value.map((item) => JSON.stringify(item).replace(/^"|"$/g, '')));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const memberOf = (field: string): (keyof TableRecord)[] =>
  isTableMergeField(field) ? tableFieldMembers(field) : [field as keyof TableRecord];

export const TABLE_MERGE: MergeSpec<TableRecord> = {
  key: (table) => nameKey(table.name),
  fields: (tables) => {
    const known = new Set<string>(Object.values(TABLE_ATTRIBUTES).map((a) => a.member));
    const others = new Set<string>();
    for (const table of tables) for (const member of Object.keys(table)) if (!known.has(member)) others.add(member);
    return [...TABLE_MERGE_FIELDS, ...others];
  },
  value: (field, table) =>
    isTableMergeField(field) ? tableFieldValue(field, table) : JSON.stringify((table as unknown as Record<string, unknown>)[field] ?? null),
  text: (field, table) =>
    isTableMergeField(field) ? tableFieldText(field, table) : memberText((table as unknown as Record<string, unknown>)[field]),
  take: (field, into, from) => copyMembers(into, from, memberOf(field)),
};
