/**
 * The same member of the same booking changed on this device and on another while apart (issue 58):
 * Yjs keeps one value without a word, so the planner is asked, as when two tabs clash. A member
 * this device wrote and the relay has not stored yet is "mine"; another device's update that sets
 * it to something else, whether Yjs lets it win or not, is a clash with both values.
 */
import * as Y from 'yjs';
import { same } from '../model/same-value.ts';

export interface MemberClash {
  /** The booking's id in the doc, and its record there now. */
  id: string;
  record: Record<string, unknown>;
  member: string;
  mine: unknown;
  theirs: unknown;
}

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
    const bookings = doc.getMap('bookings');
    doc.on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.origin !== local && transaction.origin !== remote) return;
      const clashes: MemberClash[] = [];
      for (const [type, members] of transaction.changed) {
        const id = type._item?.parentSub;
        if (!(type instanceof Y.Map) || type.parent !== bookings || !id) continue;
        const map = type as Y.Map<unknown>;
        for (const member of members) {
          if (member === null) continue;
          const mine = this.dirty.get(id) ?? new Map<string, unknown>();
          if (transaction.origin === local) {
            this.dirty.set(id, mine.set(member, map.get(member)));
            continue;
          }
          if (!mine.has(member)) continue;
          const clash = { id, record: map.toJSON(), member, mine: mine.get(member), theirs: theirsOf(transaction, map, member) };
          mine.delete(member);
          if (!same(clash.mine, clash.theirs)) clashes.push(clash);
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
