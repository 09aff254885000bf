/**
 * What the tables view draws, one card a table: its bookings as the card shows them, in the tables
 * file's order, the unseated bookings last. A card whose bookings did not change keeps its list, so
 * Lit skips it: after a move only the two cards involved render again, even with hundreds of tables.
 */
import type { EventContent } from '../../model/event-content.ts';
import type { GuestRecord } from '../../model/records.ts';
import { bookingRef } from '../../model/booking-refs.ts';
import { formatGroupPath } from '../../model/group-path.ts';
import { isLockedBooking } from '../../state/seating-rules.ts';
import type { PenaltyShares } from '../../state/costs.ts';
import type { CardBooking } from './table-card.ts';

export interface CardData {
  table: string | null;
  capacity: number;
  locked: boolean;
  share: number;
  bookings: CardBooking[];
}

/** The key of a card in the page: its table's name, or the unseated bookings' card. */
export function cardKey(table: string | null): string {
  return table ?? '\u0000unseated';
}

/** Each card's last list of bookings, kept while nothing on the card changes. */
export class CardLists {
  private lastBookings = new Map<string | null, CardBooking[]>();
  /** Cards whose list changed in the last `cards`. */
  changed = 0;

  /** Cards in the tables file's order, the unseated bookings last (and their card also while a booking is selected). */
  cards(content: EventContent, shares: PenaltyShares | null, label: (g: GuestRecord) => string, selecting: boolean): CardData[] {
    this.changed = 0;
    const lockedTables = new Set(content.lockedTables);
    const byTable = new Map<string, CardBooking[]>();
    const unseated: CardBooking[] = [];
    content.guests.forEach((g) => {
      const booking: CardBooking = {
        name: bookingRef(g),
        label: label(g),
        size: g.size,
        group: formatGroupPath(g.group),
        pinned: g.table !== null,
        locked: isLockedBooking(content, g),
      };
      const at = content.seating[bookingRef(g)];
      if (at === undefined) unseated.push(booking);
      else {
        let list = byTable.get(at);
        if (!list) byTable.set(at, (list = []));
        list.push(booking);
      }
    });
    const cards: CardData[] = content.tables.map((tb, i) => ({
      table: tb.name,
      capacity: tb.capacity,
      locked: lockedTables.has(tb.name),
      share: shares?.tables[i] ?? 0,
      bookings: this.stable(tb.name, byTable.get(tb.name) ?? []),
    }));
    if (unseated.length > 0 || selecting) {
      cards.push({ table: null, capacity: 0, locked: false, share: shares?.unseated ?? 0, bookings: this.stable(null, unseated) });
    }
    return cards;
  }

  /** The card's previous list when nothing on it changed. */
  private stable(table: string | null, bookings: CardBooking[]): CardBooking[] {
    const previous = this.lastBookings.get(table);
    const same =
      previous !== undefined &&
      previous.length === bookings.length &&
      previous.every((b, i) => {
        const c = bookings[i]!;
        return (
          b.name === c.name &&
          b.label === c.label &&
          b.size === c.size &&
          b.group === c.group &&
          b.pinned === c.pinned &&
          b.locked === c.locked
        );
      });
    if (same) return previous;
    this.lastBookings.set(table, bookings);
    this.changed++;
    return bookings;
  }
}
