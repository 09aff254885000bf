/**
 * A clash as member-clashes.ts reports it, apart from that file so the planner can read it without
 * loading Yjs (which loads only when an event is shared or joined).
 */

/** The member a seating clash is about: where the booking sits (no record member starts with '#'). */
export const SEAT_MEMBER = '#seat';

export interface MemberClash {
  /** The booking's id in the doc (or, for its seat, its key in the seating), and its record there now. */
  id: string;
  record: Record<string, unknown>;
  /** A member of the booking's record, or SEAT_MEMBER: the table the booking sits at (undefined: none). */
  member: string;
  mine: unknown;
  theirs: unknown;
}
