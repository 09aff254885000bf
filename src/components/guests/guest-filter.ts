/**
 * The guest list's filters: by name, by group (a group takes in its subgroups), by meal and by need,
 * and the choices the group and need filters offer.
 */
import { formatGroupPath, groupKeysOf, inGroup, parseGroupPath } from '../../model/group-path.ts';
import { hasMeal } from '../../model/meals.ts';
import { countNeeds, hasNeed } from '../../model/needs.ts';
import type { GuestRecord } from '../../model/records.ts';

/** The meal filter's value for "No meal", which no meal name can be (names are trimmed). */
export const NO_MEAL = ' none';

export interface GuestFilter {
  search: string;
  /** A group's path, or '' for every group. */
  group: string;
  /** A meal's name, NO_MEAL, or '' for every booking. */
  meal: string;
  /** A need, or '' for every booking. */
  need: string;
}

export function filterGuests(guests: readonly GuestRecord[], filter: GuestFilter): GuestRecord[] {
  const query = filter.search.trim().toLocaleLowerCase();
  const group = parseGroupPath(filter.group);
  return guests.filter((g) => {
    if (query && !g.name.toLocaleLowerCase().includes(query)) return false;
    if (filter.meal && !hasMeal(g, filter.meal === NO_MEAL ? '' : filter.meal)) return false;
    if (filter.need && !hasNeed(g, filter.need)) return false;
    return group.length === 0 || inGroup(g.group, group);
  });
}

/** Every group and subgroup the bookings name, as paths, in the language's order. */
export function groupPathsOf(guests: readonly GuestRecord[], lang: string): string[] {
  // One entry per group however its bookings spell it (nameKey), each segment as first written.
  const paths = new Map<string, string[]>();
  for (const g of guests) {
    let parent: string[] = [];
    groupKeysOf(g.group).forEach((key, i) => {
      parent = paths.get(key) ?? [...parent, g.group[i]!];
      paths.set(key, parent);
    });
  }
  return [...paths.values()].map(formatGroupPath).sort((a, b) => a.localeCompare(b, lang));
}

/** Every need the bookings name, in the language's order. */
export function needsOf(guests: readonly GuestRecord[], lang: string): string[] {
  return [...countNeeds(guests).keys()].sort((a, b) => a.localeCompare(b, lang));
}
