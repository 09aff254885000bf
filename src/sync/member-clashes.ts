/**
 * The same member of the same booking, or its table, changed on this device and on another while
 * apart (issue 58): Yjs keeps one value without a word, so the planner is asked, as when two tabs clash. A member
 * this device wrote and the relay has not stored yet is "mine"; another device's update that sets
 * it to something else, whether Yjs lets it win or not, is a clash with both values.
 */
import * as Y from 'yjs';
import { bookingRef } from '../model/booking-refs.ts';
import { same } from '../model/same-value.ts';
import { SEAT_MEMBER, type MemberClash } from './member-clash.ts';

/** The value another device's transaction wrote into `map[member]`: the item it added, kept or not. */
function theirsOf(transaction: Y.Transaction, map: Y.Map<unknown>, member: string): unknown {
  for (let item = map._map.get(member) ?? null; item !== null; item = item.left) {
    if (item.id.clock >= (transaction.beforeState.get(item.id.client) ?? 0)) {
      const content = item.content.getContent();
      return content[content.length - 1];
    }
  }
  // It removed the member.
  return map.get(member);
}

export class MemberClashes {
  /** Members this device changed since the relay last stored everything it wrote, by booking id. */
  private readonly dirty = new Map<string, Map<string, unknown>>();

  constructor(doc: Y.Doc, local: unknown, remote: unknown, onClash: (clashes: MemberClash[]) => void) {
    const bookings = doc.getMap<Y.Map<unknown>>('bookings');
    const seating = doc.getMap<unknown>('seating');
    doc.on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.origin !== local && transaction.origin !== remote) return;
      const clashes: MemberClash[] = [];
      const changed = (id: string, member: string, map: Y.Map<unknown>, key: string, record: () => Record<string, unknown>) => {
        const mine = this.dirty.get(id) ?? new Map<string, unknown>();
        if (transaction.origin === local) {
          this.dirty.set(id, mine.set(member, map.get(key)));
          return;
        }
        if (!mine.has(member)) return;
        const clash = { id, record: record(), member, mine: mine.get(member), theirs: theirsOf(transaction, map, key) };
        mine.delete(member);
        if (!same(clash.mine, clash.theirs)) clashes.push(clash);
      };
      for (const [type, members] of transaction.changed) {
        const id = type._item?.parentSub;
        if ((type as unknown) === seating) {
          for (const key of members) if (key !== null) changed(key, SEAT_MEMBER, seating, key, () => recordKeyed(bookings, key));
        } else if (type instanceof Y.Map && type.parent === bookings && id) {
          const map = type as Y.Map<unknown>;
          for (const member of members) if (member !== null) changed(id, member, map, member, () => map.toJSON());
        }
      }
      if (clashes.length > 0) onClash(clashes);
    });
  }

  /** The relay stored everything this device wrote: nothing of it can clash any more. */
  synced(): void {
    this.dirty.clear();
  }
}

/** The booking the seating keys as `key` (its id, or its name when it has none), as a record. */
function recordKeyed(bookings: Y.Map<Y.Map<unknown>>, key: string): Record<string, unknown> {
  for (const map of bookings.values()) {
    const record = map.toJSON() as { id?: string; name: string };
    if (bookingRef(record) === key) return record;
  }
  return { name: key };
}
