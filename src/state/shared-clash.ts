/**
 * A booking's members changed both on this device and on another while apart (member-clashes.ts),
 * as the planner is asked about them: each field in words with both values, as the two-tab
 * question shows them (other-tab-edits.ts), and the edit that keeps one side's values.
 */
import { BOOKING_FIELDS, type BookingField } from '../contract/index.ts';
import { FIELD_MEMBERS } from '../model/guest-attributes.ts';
import type { GuestRecord } from '../model/records.ts';
import { bookingRef } from '../model/booking-refs.ts';
import type { EventContent } from '../model/event-content.ts';
import { findGuest } from './seating-rules.ts';
import { GUEST_MERGE } from '../model/record-merge.ts';
import type { MemberClash } from '../sync/member-clashes.ts';
import type { EditIntent } from './edits.ts';

export interface SharedClash {
  /** The booking's name when the clash was found. */
  booking: string;
  /** How the booking is found again (`bookingRef`): its id when its name repeats, else its name. */
  ref: string;
  fields: { field: BookingField; member: string; mine: unknown; theirs: unknown; mineText: string; theirsText: string }[];
}

/** The record with `member` set to `value`; undefined leaves it out, as a record without it has it. */
const withMember = (record: GuestRecord, member: string, value: unknown): GuestRecord =>
  Object.fromEntries([
    ...Object.entries(record).filter(([key]) => key !== member),
    ...(value === undefined ? [] : [[member, value]]),
  ]) as GuestRecord;

/** One question per booking, its clashing members as review fields (a member no field covers is left to Yjs). */
export function sharedClashes(clashes: readonly MemberClash[]): SharedClash[] {
  const byBooking = new Map<string, SharedClash>();
  for (const clash of clashes) {
    const field = BOOKING_FIELDS.find((f) => (FIELD_MEMBERS[f] as readonly string[]).includes(clash.member));
    if (!field) continue;
    const record = clash.record as unknown as GuestRecord;
    const question = byBooking.get(clash.id) ?? { booking: record.name, ref: bookingRef(record), fields: [] };
    question.fields.push({
      field,
      member: clash.member,
      mine: clash.mine,
      theirs: clash.theirs,
      mineText: GUEST_MERGE.text(field, withMember(record, clash.member, clash.mine)),
      theirsText: GUEST_MERGE.text(field, withMember(record, clash.member, clash.theirs)),
    });
    byBooking.set(clash.id, question);
  }
  return [...byBooking.values()];
}

/** The edit that gives the booking one side's values (null when it holds them already, or is gone). */
export function keepSide(clash: SharedClash, side: 'mine' | 'theirs', content: EventContent): EditIntent | null {
  const named = clash.fields.find((f) => f.member === 'name')?.[side];
  const current = findGuest(content, clash.ref) ?? findGuest(content, typeof named === 'string' ? named : clash.booking);
  if (!current) return null;
  const guest = clash.fields.reduce((record, f) => withMember(record, f.member, f[side]), current);
  if (clash.fields.every((f) => GUEST_MERGE.value(f.field, guest) === GUEST_MERGE.value(f.field, current))) return null;
  return { kind: 'editGuest', previousName: bookingRef(current), guest };
}
