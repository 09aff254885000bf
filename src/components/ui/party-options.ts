/**
 * What a field that names bookings or groups offers to pick (a wish's two sides, "Reserved for",
 * keep-apart): each booking by its reference, shown as people tell it from a namesake
 * (bookingLabeler), and each group by its path, findable by its last segment when no other group
 * ends so ("Army" for "Groom / Army").
 */
import { bookingLabeler, bookingRef } from '../../model/booking-refs.ts';
import { formatGroupPath, parseGroupPath } from '../../model/group-path.ts';
import { nameKey } from '../../model/names.ts';
import type { GuestRecord } from '../../model/records.ts';
import type { PickOption } from './pick-list.ts';

/** Every booking: a repeated name is picked by its id and shows what tells it apart. */
export function bookingOptions(guests: readonly GuestRecord[], lang: string): PickOption[] {
  const label = bookingLabeler(guests, { language: lang });
  return guests
    .map((g): PickOption => {
      const shown = label(g);
      return shown === g.name && bookingRef(g) === g.name ? { value: g.name } : { value: bookingRef(g), label: shown };
    })
    .sort((a, b) => (a.label ?? a.value).localeCompare(b.label ?? b.value, lang));
}

/** Every group path (formatted), marked `groupWord`, with its last segment as an alias where that segment is unique. */
export function groupOptions(paths: readonly string[], groupWord: string): PickOption[] {
  const lastOf = (path: string) => nameKey(parseGroupPath(path).at(-1) ?? '');
  const count = new Map<string, number>();
  for (const path of paths) count.set(lastOf(path), (count.get(lastOf(path)) ?? 0) + 1);
  return paths.map((path) => {
    const last = parseGroupPath(path).at(-1) ?? '';
    const unique = count.get(lastOf(path)) === 1 && nameKey(last) !== nameKey(path);
    return { value: formatGroupPath(parseGroupPath(path)), detail: groupWord, ...(unique ? { aliases: [last] } : {}) };
  });
}
