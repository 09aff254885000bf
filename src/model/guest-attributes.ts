/**
 * How each guests column (src/contract/guest-columns.ts, GUEST_ATTRIBUTES) is written, compared and
 * shown from a booking record. `text` and `list` attributes follow their cell kind; every `custom`
 * one has its entry below, so a column added without one fails to compile.
 */
import {
  attributesOfField,
  BOOKING_FIELDS,
  GUEST_ATTRIBUTES,
  GUEST_COLUMNS,
  type BookingField,
  type CustomGuestColumn,
  type GuestAttributeSpec,
  type GuestColumnName,
  type ListGuestMember,
  type TextGuestMember,
} from '../contract/index.ts';
import { formatGroupPath, groupKey } from './group-path.ts';
import { joinList, withoutTrailing } from './list-text.ts';
import { nameKey } from './names.ts';
import { peopleOf, type GuestRecord, type PersonRecord } from './records.ts';

export interface AttributeCodec<R> {
  /** The column's cell in a file; null: the file does not write it (it shapes the file, as party does). */
  readonly write: ((record: R) => string) | null;
  /** The value as compared: equal texts are the same value. */
  readonly compare: (record: R) => string;
  /** The value on one line, as a person reads it ("" when empty). */
  readonly text: (record: R) => string;
}

/** One text of each person, without the empty ones at the end: a booking that grew says nothing new of its people. */
const listed = (g: GuestRecord, text: (person: PersonRecord) => string): string[] =>
  withoutTrailing((g.people ?? []).map(text), (item) => item === '');

const keys = (names: readonly string[] | undefined): string => (names ?? []).map(nameKey).join('\u0000');
const sortedKeys = (names: readonly string[] | undefined): string => [...(names ?? []).map(nameKey)].sort().join('\u0000');
const peopleText = (g: GuestRecord, part: (p: PersonRecord) => string) => (g.people ? joinList(peopleOf(g).map(part)) : '');

const CUSTOM: Record<CustomGuestColumn, AttributeCodec<GuestRecord>> = {
  name: { write: (g) => g.name, compare: (g) => nameKey(g.name), text: (g) => g.name },
  size: { write: (g) => String(g.size), compare: (g) => String(g.size), text: (g) => String(g.size) },
  group: { write: (g) => formatGroupPath(g.group), compare: (g) => groupKey(g.group), text: (g) => formatGroupPath(g.group) },
  strength: {
    write: (g) => (g.strength === null ? '' : String(g.strength)),
    compare: (g) => String(g.strength ?? ''),
    text: (g) => (g.strength === null ? '' : String(g.strength)),
  },
  avoid: { write: (g) => joinList(g.avoid), compare: (g) => sortedKeys(g.avoid), text: (g) => joinList(g.avoid) },
  table: { write: (g) => g.table ?? '', compare: (g) => (g.table === null ? '' : nameKey(g.table)), text: (g) => g.table ?? '' },
  guests: {
    write: (g) => peopleText(g, (p) => p.name),
    compare: (g) => keys(listed(g, (p) => p.name)),
    text: (g) => peopleText(g, (p) => p.name),
  },
  meals: {
    write: (g) => peopleText(g, (p) => p.meal),
    compare: (g) => keys(listed(g, (p) => p.meal)),
    text: (g) => peopleText(g, (p) => p.meal),
  },
  party: { write: null, compare: () => '', text: () => '' },
  // Only attending bookings become records: the answer decides which rows are seated and is not kept.
  rsvp: { write: null, compare: () => '', text: () => '' },
  id: { write: (g) => g.id ?? '', compare: (g) => nameKey(g.id ?? ''), text: (g) => g.id ?? '' },
  sort_under: { write: (g) => g.sortUnder ?? '', compare: (g) => nameKey(g.sortUnder ?? ''), text: (g) => g.sortUnder ?? '' },
};

const textCodec = (member: TextGuestMember): AttributeCodec<GuestRecord> => ({
  write: (g) => g[member] ?? '',
  compare: (g) => g[member] ?? '',
  text: (g) => g[member] ?? '',
});

const listCodec = (member: ListGuestMember): AttributeCodec<GuestRecord> => ({
  write: (g) => joinList(g[member] ?? []),
  compare: (g) => sortedKeys(g[member]),
  text: (g) => joinList(g[member] ?? []),
});

/** The codec of every guests column, by its published name. */
export const GUEST_CODECS = Object.fromEntries(
  GUEST_COLUMNS.map(({ name }) => {
    const spec: GuestAttributeSpec = GUEST_ATTRIBUTES[name];
    if (spec.cell === 'text') return [name, textCodec(spec.member as TextGuestMember)];
    if (spec.cell === 'list') return [name, listCodec(spec.member as ListGuestMember)];
    return [name, CUSTOM[name as CustomGuestColumn]];
  }),
) as Record<GuestColumnName, AttributeCodec<GuestRecord>>;

/** The cells of the file's other columns, compared whatever their order or the case of their headers. */
const extraValue = (g: GuestRecord) =>
  JSON.stringify(
    Object.entries(g.extra ?? {})
      .map(([header, value]) => [nameKey(header), value] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/** How each review field compares: its attributes' values together (names by their key, lists whatever their order). */
export const FIELD_VALUE = Object.fromEntries(
  BOOKING_FIELDS.map((field) => {
    if (field === 'columns') return [field, extraValue];
    const codecs = attributesOfField(field).map((column) => GUEST_CODECS[column]);
    return [field, (g: GuestRecord) => codecs.map((codec) => codec.compare(g)).join('|')];
  }),
) as Record<BookingField, (g: GuestRecord) => string>;

/** The record members each review field covers (what a merge takes when it takes the field). */
export const FIELD_MEMBERS = Object.fromEntries(
  BOOKING_FIELDS.map((field) => {
    if (field === 'columns') return [field, ['extra']];
    const members = attributesOfField(field).map((column) => (GUEST_ATTRIBUTES[column] as GuestAttributeSpec).member as keyof GuestRecord);
    return [field, [...new Set(members)]];
  }),
) as unknown as Record<BookingField, readonly (keyof GuestRecord)[]>;

const labelled = (parts: readonly (readonly [string, string])[]) =>
  parts.flatMap(([label, text]) => (text !== '' ? [`${label}: ${text}`] : [])).join(' · ');

/**
 * A review field on one line; `label` names an attribute in words (by its translation key) where a
 * field gathers several. The file's other columns go by their own headers.
 */
export function fieldText(field: BookingField, g: GuestRecord, label: (key: string) => string): string {
  if (field === 'columns') return labelled(Object.entries(g.extra ?? {}).map(([header, value]) => [header, value] as const));
  if (field === 'group') return formatGroupPath(g.group) + (g.strength === null ? '' : ` (${g.strength})`);
  const columns = attributesOfField(field);
  if (columns.length === 1) return GUEST_CODECS[columns[0]!].text(g);
  return labelled(columns.map((column) => [label(GUEST_ATTRIBUTES[column].label), GUEST_CODECS[column].text(g)] as const));
}
