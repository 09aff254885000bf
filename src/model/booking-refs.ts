/**
 * Telling bookings apart when two have one name (two David Cohens at one wedding): references
 * resolve by id first, then by name; a booking whose name repeats carries an id; the interface shows
 * a repeated name with its group.
 */
import { formatGroupPath } from './group-path.ts';
import { makeIssue, type Issue, type IssueAt } from './issues.ts';
import { cleanName, nameKey, sameName } from './names.ts';
import { bookingKey, type GuestRecord } from './records.ts';

type Identified = { readonly id?: string | undefined; readonly name: string };

/** The text a booking is referred to by in maps and files (seating, seats, locks): its id, or its name. */
export const bookingRef = (record: Identified): string => record.id ?? record.name;

/** What a reference names: one booking, several (a repeated name written without an id), or none. */
type BookingMatch = { kind: 'one'; index: number } | { kind: 'many'; indices: number[] } | { kind: 'none' };

export interface BookingIndex {
  match(text: string): BookingMatch;
  /** The one booking a reference names, or undefined when it names none or several. */
  find(text: string): number | undefined;
}

const NONE: BookingMatch = { kind: 'none' };

/** Looks bookings up by a reference: an explicit id first, then the name; a name two bookings share names both. */
export function indexBookings(records: readonly Identified[]): BookingIndex {
  const byId = new Map<string, number>();
  const byName = new Map<string, number[]>();
  records.forEach((record, index) => {
    if (record.id !== undefined && !byId.has(nameKey(record.id))) byId.set(nameKey(record.id), index);
    const key = nameKey(record.name);
    const list = byName.get(key);
    if (list) list.push(index);
    else byName.set(key, [index]);
  });
  const match = (text: string): BookingMatch => {
    const key = nameKey(text);
    const id = byId.get(key);
    if (id !== undefined) return { kind: 'one', index: id };
    const named = byName.get(key);
    if (!named) return NONE;
    return named.length === 1 ? { kind: 'one', index: named[0]! } : { kind: 'many', indices: named };
  };
  return {
    match,
    find: (text) => {
      const found = match(text);
      return found.kind === 'one' ? found.index : undefined;
    },
  };
}

/** Values of a map keyed by booking reference (seating, seats), per booking; a key that names none or several is left out. */
export function valuesByBooking<T>(records: readonly Identified[], map: Readonly<Record<string, T>> | undefined): (T | undefined)[] {
  const values = new Array<T | undefined>(records.length).fill(undefined);
  if (!map) return values;
  const index = indexBookings(records);
  for (const [key, value] of Object.entries(map)) {
    const found = index.find(key);
    if (found !== undefined && values[found] === undefined) values[found] = value;
  }
  return values;
}

/** Keys of bookings whose name another booking also has. */
function repeatedNameKeys(records: readonly Identified[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const record of records) {
    const key = nameKey(record.name);
    if (key === '') continue;
    if (seen.has(key)) repeated.add(key);
    else seen.add(key);
  }
  return repeated;
}

/** "David Cohen #2": an id a person can read and type, for a booking whose name repeats. */
const generatedId = (name: string, n: number): string => `${cleanName(name)} #${n}`;

/** The first numbered id of the name, from number `from` on, that no key in `taken` (nameKeys) holds yet; and its number. */
export function nextFreeId(name: string, taken: ReadonlySet<string>, from = 1): { id: string; n: number } {
  let n = from;
  while (taken.has(nameKey(generatedId(name, n)))) n++;
  return { id: generatedId(name, n), n };
}

/** Whether a booking's id is one the app numbered for its repeated name (so marked), rather than one a planner gave. */
export const hasGeneratedId = (record: Identified & { readonly idGenerated?: boolean | undefined }): boolean =>
  record.id !== undefined && record.idGenerated === true;

/**
 * The records with an id on every booking whose name repeats and has none ("David Cohen #1",
 * "David Cohen #2", numbered past any id or name already taken), so a bare repeated name is
 * ambiguous and the id tells them apart. A booking with a name of its own keeps none, so events
 * and files made before ids need nothing. The same list when nothing changes.
 */
export function withRepeatedNameIds<T extends GuestRecord>(records: readonly T[]): readonly T[] {
  const repeated = repeatedNameKeys(records);
  if (repeated.size === 0 || records.every((r) => r.id !== undefined || !repeated.has(nameKey(r.name)))) return records;
  const taken = new Set(records.flatMap((r) => [bookingKey(r), nameKey(r.name)]));
  const next = new Map<string, number>();
  return records.map((record) => {
    const key = nameKey(record.name);
    if (record.id !== undefined || !repeated.has(key)) return record;
    const { id, n } = nextFreeId(record.name, taken, next.get(key));
    taken.add(nameKey(id));
    next.set(key, n + 1);
    return { ...record, id, idGenerated: true };
  });
}

/** How a labeler speaks: the language that joins a partner's name ("and", "ו"), and who reads the label. */
export interface LabelOptions {
  /** The language of the words around the names (default English). */
  readonly language?: string;
  /**
   * Guests read it (a print, the find-my-seat page): never an id, which means nothing to them; what
   * still cannot tell two bookings apart is left to their tables.
   */
  readonly forGuests?: boolean;
}

type Labelled = Identified & { readonly group?: readonly string[]; readonly people?: readonly { readonly name: string }[] };

/** What sits between a name and what tells it apart ("David Cohen · Bride / Family"). */
export const LABEL_ASIDE = ' · ';

const lastWord = (text: string): string => nameKey(text).split(' ').pop() ?? '';

/**
 * The booking's partner as a person knows them: the first named person who is not the booking's
 * own name, without the family name they share ("Sarah", not "Sarah Cohen" beside "Moshe Cohen").
 */
function partnerOf(record: Labelled): string {
  const partner = (record.people ?? []).find((p) => cleanName(p.name) !== '' && !sameName(p.name, record.name));
  if (!partner) return '';
  const words = cleanName(partner.name).split(' ');
  return words.length > 1 && lastWord(partner.name) === lastWord(record.name) ? words.slice(0, -1).join(' ') : cleanName(partner.name);
}

/** The part of an id a person can read beside the name: "#2" of "David Cohen #2", or the whole id a planner gave. */
const idAside = (record: Identified): string =>
  hasGeneratedId(record) ? record.id!.slice(record.id!.lastIndexOf('#')) : bookingRef(record);

/**
 * How to show a booking among the others: its name, and for a name another booking also has, what a
 * person knows that tells them apart: the partner's name ("Moshe Cohen and Sarah"), else the group
 * ("Moshe Cohen · Groom / Army"), else both; only where none does, and only for the planner, the id.
 */
export function bookingLabeler(records: readonly Labelled[], options: LabelOptions = {}): (record: Labelled) => string {
  const repeated = repeatedNameKeys(records);
  if (repeated.size === 0) return (record) => record.name;
  const and = new Intl.ListFormat(options.language ?? 'en', { type: 'conjunction' });
  const asides = (record: Labelled) => {
    const partner = partnerOf(record);
    const group = formatGroupPath(record.group ?? []);
    return { partner, group, key: [nameKey(partner), nameKey(group)] as const };
  };
  const siblings = new Map<string, ReturnType<typeof asides>[]>();
  for (const record of records) {
    const key = nameKey(record.name);
    if (!repeated.has(key)) continue;
    siblings.set(key, [...(siblings.get(key) ?? []), asides(record)]);
  }
  const withPartner = (name: string, partner: string) => (partner === '' ? name : and.format([name, partner]));
  return (record) => {
    const key = nameKey(record.name);
    if (!repeated.has(key)) return record.name;
    const own = asides(record);
    const others = siblings.get(key) ?? [];
    const count = (same: (a: ReturnType<typeof asides>) => boolean) => others.filter(same).length;
    if (own.partner !== '' && count((a) => a.key[0] === own.key[0]) === 1) return withPartner(record.name, own.partner);
    if (own.group !== '' && count((a) => a.key[1] === own.key[1]) === 1) return `${record.name}${LABEL_ASIDE}${own.group}`;
    const both = `${withPartner(record.name, own.partner)}${own.group === '' ? '' : `${LABEL_ASIDE}${own.group}`}`;
    const bothUnique = (own.partner !== '' || own.group !== '') && count((a) => a.key[0] === own.key[0] && a.key[1] === own.key[1]) === 1;
    if (bothUnique || options.forGuests) return both;
    const id = idAside(record);
    return id === record.name ? both : `${both}${LABEL_ASIDE}${id}`;
  };
}

/**
 * A reference (avoid, a wish, a seating row) to a name several bookings share: an error naming each
 * with its id and group (and its line in the guests file, when known), so the planner writes the id.
 */
export function ambiguousReference(
  records: readonly GuestRecord[],
  text: string,
  indices: readonly number[],
  where: IssueAt,
  lineOf?: (index: number) => number | undefined,
): Issue {
  const issue = makeIssue('error', 'reference_ambiguous', where, { name: cleanName(text), count: indices.length });
  issue.rules = indices.map((i) => {
    const record = records[i]!;
    const params = { id: cleanName(bookingRef(record)), group: formatGroupPath(record.group.map(cleanName)) || '—' };
    const line = lineOf?.(i);
    return line === undefined ? { kind: 'booking', params } : { kind: 'booking_line', params: { ...params, line } };
  });
  return issue;
}
