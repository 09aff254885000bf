/**
 * The sort key of a booking and of a person: where the escort list, the table lists, the guest list
 * and the command line's print put them. Lists go by family name (the booking's `sortUnder`, else
 * the last word of the name); a venue may keep first-name order.
 */
import type { Language } from '../contract/service.ts';
import { cleanName, nameKey } from './names.ts';

/** By family name ("Zoe Adams" before "Aaron Young"), or by the name as written. */
export const NAME_ORDERS = ['family', 'first'] as const;
export type NameOrder = (typeof NAME_ORDERS)[number];
export const DEFAULT_NAME_ORDER: NameOrder = 'family';

export const isNameOrder = (text: string): text is NameOrder => (NAME_ORDERS as readonly string[]).includes(text);

/** What a sort key is made of: the parts compared in turn. */
export type SortKey = readonly string[];

interface Sortable {
  readonly name: string;
  readonly sortUnder?: string | undefined;
}

/** The last word of a name that has a letter or digit in it ("Dana & Yossi Levi" → "Levi"); the name itself when it has none. */
export function lastWord(name: string): string {
  const words = cleanName(name)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words[words.length - 1] ?? cleanName(name);
}

/** Whether `words` stand as whole words in `name`, compared as names are. */
function holdsWords(name: string, words: string): boolean {
  return ` ${nameKey(name)} `.includes(` ${nameKey(words)} `);
}

/** The family name a booking is sorted under: the one it was given, else the last word of its name. */
function familyNameOf(booking: Sortable): string {
  const given = cleanName(booking.sortUnder ?? '');
  return given !== '' ? given : lastWord(booking.name);
}

/**
 * The family name a person of a booking is sorted under: the booking's given one when the person's
 * name holds it ("Anna van der Berg" under "van der Berg"), else the last word of their own name.
 * An unnamed person is sorted under the booking.
 */
function personFamilyName(personName: string, booking: Sortable): string {
  if (cleanName(personName) === '') return familyNameOf(booking);
  const given = cleanName(booking.sortUnder ?? '');
  return given !== '' && holdsWords(personName, given) ? given : lastWord(personName);
}

/** A booking's sort key in this order. */
export function bookingSortKey(booking: Sortable, order: NameOrder = DEFAULT_NAME_ORDER): SortKey {
  return order === 'first' ? [booking.name] : [familyNameOf(booking), booking.name];
}

/** A person's sort key in this order; an unnamed person is sorted as the booking. */
export function personSortKey(personName: string, booking: Sortable, order: NameOrder = DEFAULT_NAME_ORDER): SortKey {
  const shown = cleanName(personName) === '' ? booking.name : personName;
  return order === 'first' ? [shown] : [personFamilyName(personName, booking), shown];
}

/** The collation of the document's language: letters in that language's order, case and accents aside, numbers as numbers. */
export function nameCollator(language: Language): Intl.Collator {
  return new Intl.Collator(language, { sensitivity: 'base', numeric: true });
}

/** Compares two sort keys part by part. */
export function compareSortKeys(collator: Intl.Collator, a: SortKey, b: SortKey): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = collator.compare(a[i] ?? '', b[i] ?? '');
    if (order !== 0) return order;
  }
  return 0;
}

/** Bookings in this order in the language's collation (a new list; the given one is left as it is). */
export function sortBookings<T extends Sortable>(bookings: readonly T[], language: Language, order: NameOrder = DEFAULT_NAME_ORDER): T[] {
  const collator = nameCollator(language);
  const keyed = bookings.map((booking) => ({ booking, key: bookingSortKey(booking, order) }));
  keyed.sort((a, b) => compareSortKeys(collator, a.key, b.key));
  return keyed.map(({ booking }) => booking);
}
