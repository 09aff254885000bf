/**
 * A booking's members, or its table, changed both on this device and on another while apart
 * (member-clashes.ts), as the planner is asked about them: each field in words with both values, as
 * the two-tab question shows them (other-tab-edits.ts), and the edits that keep one side's values.
 */
import { BOOKING_FIELDS, type BookingField } from '../contract/index.ts';
import { FIELD_MEMBERS } from '../model/guest-attributes.ts';
import type { GuestRecord } from '../model/records.ts';
import { bookingRef } from '../model/booking-refs.ts';
import type { EventContent } from '../model/event-content.ts';
import { findGuest } from './seating-rules.ts';
import { GUEST_MERGE } from '../model/record-merge.ts';
import { SEAT_MEMBER, type MemberClash } from '../sync/member-clash.ts';
import type { EditIntent } from './edits.ts';

export interface SharedClash {
  /** The booking's name when the clash was found. */
  booking: string;
  /** How the booking is found again (`bookingRef`): its id when its name repeats, else its name. */
  ref: string;
  /** `seat`: the table the booking sits at (its text: the table's name, or empty for none). */
  fields: { field: BookingField | 'seat'; member: string; mine: unknown; theirs: unknown; mineText: string; theirsText: string }[];
}

const seatText = (table: unknown): string => (typeof table === 'string' ? table : '');

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
    const record = clash.record as unknown as GuestRecord;
    // A seat is keyed by the booking's reference, its members by the doc's id: one question per booking.
    const key = bookingRef(record);
    const question = byBooking.get(key) ?? { booking: record.name, ref: key, fields: [] };
    byBooking.set(key, question);
    if (clash.member === SEAT_MEMBER) {
      const [mineText, theirsText] = [seatText(clash.mine), seatText(clash.theirs)];
      question.fields.push({ field: 'seat', member: clash.member, mine: clash.mine, theirs: clash.theirs, mineText, theirsText });
      continue;
    }
    const field = BOOKING_FIELDS.find((f) => (FIELD_MEMBERS[f] as readonly string[]).includes(clash.member));
    if (!field) continue;
    question.fields.push({
      field,
      member: clash.member,
      mine: clash.mine,
      theirs: clash.theirs,
      mineText: GUEST_MERGE.text(field, withMember(record, clash.member, clash.mine)),
      theirsText: GUEST_MERGE.text(field, withMember(record, clash.member, clash.theirs)),
    });
  }
  return [...byBooking.values()].filter((question) => question.fields.length > 0);
}

/**
 * The questions waiting with `added` joined in: a booking already asked about takes the new fields
 * into its question (the other device's edits may arrive one update at a time), so it is asked once.
 */
export function withClashes(waiting: readonly SharedClash[], added: readonly SharedClash[]): SharedClash[] {
  const questions = waiting.map((question) => ({ ...question, fields: [...question.fields] }));
  for (const question of added) {
    const asked = questions.find((q) => q.ref === question.ref);
    if (!asked) questions.push(question);
    else for (const field of question.fields) asked.fields = [...asked.fields.filter((f) => f.member !== field.member), field];
  }
  return questions;
}

/** The edits that give the booking one side's values and table (none when it holds them already, or is gone). */
export function keepSide(clash: SharedClash, side: 'mine' | 'theirs', content: EventContent): EditIntent[] {
  const named = clash.fields.find((f) => f.member === 'name')?.[side];
  const current = findGuest(content, clash.ref) ?? findGuest(content, typeof named === 'string' ? named : clash.booking);
  if (!current) return [];
  const members = clash.fields.filter((f): f is typeof f & { field: BookingField } => f.field !== 'seat');
  const guest = members.reduce((record, f) => withMember(record, f.member, f[side]), current);
  const edits: EditIntent[] = [];
  if (!members.every((f) => GUEST_MERGE.value(f.field, guest) === GUEST_MERGE.value(f.field, current)))
    edits.push({ kind: 'editGuest', previousName: bookingRef(current), guest });
  const seat = clash.fields.find((f) => f.field === 'seat');
  const table = seat ? seatText(seat[side]) || null : undefined;
  if (table !== undefined && (content.seating[bookingRef(current)] ?? null) !== table)
    edits.push({ kind: 'move', booking: bookingRef(guest), table });
  return edits;
}
