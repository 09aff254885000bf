/**
 * What an updated guest export says about answers since the event took in the last one: the
 * bookings it now lists as declined, and the people who declined out of a booking that still comes
 * (a partner), so a merge can say "3 declined since the last file" and not just "removed".
 */
import { nameKey } from './names.ts';
import type { EventContent, MergeBase } from './event-content.ts';
import { bookingKey, cleanGuestRecord, peopleOf, type GuestRecord } from './records.ts';

export interface DeclinesSince {
  /** Bookings the event holds that the file lists as declined (the merge would remove them). */
  readonly bookings: readonly GuestRecord[];
  /** People who declined: the seats of those bookings and each named person a coming booking lost to a decline. */
  readonly people: number;
  /** Name keys of everyone the file says declined. */
  readonly names: ReadonlySet<string>;
}

/** Names (as keys) of the people the file's declined records name. */
function declinedNames(declined: readonly GuestRecord[]): Set<string> {
  return new Set(
    declined
      .flatMap((r) => [r.name, ...peopleOf(r).map((p) => p.name)])
      .filter((n) => n !== '')
      .map(nameKey),
  );
}

/** Whether a booking the event holds is one the file lists as declined: by its key, or by its name (a declined record has no id). */
function isDeclinedBooking(booking: GuestRecord, declined: readonly GuestRecord[]): boolean {
  return declined.some((r) => bookingKey(r) === bookingKey(booking) || nameKey(r.name) === nameKey(booking.name));
}

/** People of `before` the file says declined and `after` no longer has. */
export function peopleDeclined(before: GuestRecord, after: GuestRecord, declined: ReadonlySet<string>): string[] {
  const staying = new Set(peopleOf(after).map((p) => nameKey(p.name)));
  return peopleOf(before)
    .map((p) => p.name)
    .filter((name) => name !== '' && declined.has(nameKey(name)) && !staying.has(nameKey(name)));
}

/**
 * The declines since the last file, from the bookings a merge removes and the ones it changes
 * (held record, file's record), against the file's declined records.
 */
export function declinesSince(
  declined: readonly GuestRecord[],
  removed: readonly GuestRecord[],
  changed: readonly { before: GuestRecord; after: GuestRecord }[],
): DeclinesSince {
  const bookings = removed.filter((g) => isDeclinedBooking(g, declined));
  const names = declinedNames(declined);
  const partners = changed.reduce((sum, c) => sum + peopleDeclined(c.before, c.after, names).length, 0);
  return { bookings, people: bookings.reduce((sum, g) => sum + g.size, 0) + partners, names };
}

/** What a guests file says of those not seated: the declined and those without an answer yet. */
interface Answers {
  readonly declined?: readonly GuestRecord[];
  readonly pending?: readonly GuestRecord[];
}

/** The merge base with a new guests file's answers in place of the last one's (none left when it gives none). */
export function withAnswers(base: MergeBase | undefined, file: Answers): MergeBase {
  const { declined: _declined, pending: _pending, ...rest } = base ?? {};
  return {
    ...rest,
    ...(file.declined?.length ? { declined: file.declined.map(cleanGuestRecord) } : {}),
    ...(file.pending?.length ? { pending: file.pending.map(cleanGuestRecord) } : {}),
  };
}

/**
 * Who the last guests file says is not coming, or has not answered, and is not on the guest list
 * now (the planner seated them, or a later file brought them back): the guest list shows them.
 */
export function notSeated(content: Pick<EventContent, 'guests' | 'mergeBase'>): { declined: GuestRecord[]; pending: GuestRecord[] } {
  const held = new Set(content.guests.flatMap((g) => [bookingKey(g), nameKey(g.name), ...peopleOf(g).map((p) => nameKey(p.name))]));
  const away = (list: readonly GuestRecord[] | undefined) =>
    (list ?? []).filter((g) => !held.has(bookingKey(g)) && !held.has(nameKey(g.name)));
  return { declined: away(content.mergeBase?.declined), pending: away(content.mergeBase?.pending) };
}
