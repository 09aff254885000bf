/** The needs of bookings (high chair, wheelchair, nut allergy), told apart as names are. */
import { nameKey } from './names.ts';
import type { GuestRecord } from './records.ts';

/** How many bookings have each need, under its first spelling, in order of first use. */
export function needCounts(guests: readonly GuestRecord[]): Map<string, number> {
  const byKey = new Map<string, { need: string; count: number }>();
  for (const guest of guests) {
    for (const key of new Set((guest.needs ?? []).map(nameKey))) {
      const entry = byKey.get(key);
      if (entry) entry.count++;
      else byKey.set(key, { need: guest.needs!.find((n) => nameKey(n) === key)!, count: 1 });
    }
  }
  return new Map([...byKey.values()].map((e) => [e.need, e.count]));
}

/** How many bookings have each need, most common first (then by first use). */
export function countNeeds(guests: readonly GuestRecord[]): Map<string, number> {
  return new Map([...needCounts(guests)].sort((a, b) => b[1] - a[1]));
}

/** Whether the booking has the need (compared as names are). */
export function hasNeed(guest: GuestRecord, need: string): boolean {
  const key = nameKey(need);
  return (guest.needs ?? []).some((n) => nameKey(n) === key);
}
