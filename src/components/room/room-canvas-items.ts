/**
 * What `<room-canvas>` draws, read from the event: its tables and objects by selection id
 * (`table:<name>`, `object:<id>`), where each stands, who sits in each chair, and their names for
 * screen readers. The drawing, its keyboard, its pointer and its edits all read the plan here.
 * Also what the keyboard and the pointer are given of the drawing (CanvasParts).
 */
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import { nameKey } from '../../model/names.ts';
import type { PlacedTable, Point, RoomObject } from '../../model/room.ts';
import { roomPlan } from '../../model/room-layout.ts';
import type { Derived } from '../../state/derive.ts';
import { seatMarks, type SeatColouring, type SeatMark } from '../../state/room-seats.ts';
import type { EventContent } from '../../model/event-content.ts';
import { objectId, objectOfId, tableId, tableOfId } from '../ui/events.ts';

const BANDS = 8;

export interface ItemsSource {
  content: EventContent | null;
  derived: Derived | null;
  colourBy: SeatColouring;
}

export class RoomItems {
  private marksCache: {
    content: EventContent;
    derived: Derived | null;
    colourBy: SeatColouring;
    lang: string;
    marks: Map<string, SeatMark[]>;
  } | null = null;
  /** Each table's marks from the last render, kept when equal so its template is not re-evaluated. */
  private lastMarks = new Map<string, { signature: string; marks: SeatMark[] }>();

  constructor(
    private readonly source: () => ItemsSource,
    private readonly l: LocalizeController,
  ) {}

  get content(): EventContent | null {
    return this.source().content;
  }

  get plan() {
    const content = this.content;
    return content ? roomPlan(content.tables, content.room) : null;
  }

  /** Tables in number order, then the room's objects: the order N goes through. */
  ids(): string[] {
    const plan = this.plan;
    if (!plan) return [];
    return [...plan.tables.map((t) => tableId(t.name)), ...plan.room.objects.map((o) => objectId(o.id))];
  }

  tableOf(id: string | null): PlacedTable | undefined {
    const name = id === null ? null : tableOfId(id);
    if (name === null) return undefined;
    const key = nameKey(name);
    return this.plan?.tables.find((t) => nameKey(t.name) === key);
  }

  objectOf(id: string | null): RoomObject | undefined {
    const objectKey = id === null ? null : objectOfId(id);
    return objectKey === null ? undefined : this.plan?.room.objects.find((o) => o.id === objectKey);
  }

  footprint(id: string): { x: number; y: number; rotation: number } | undefined {
    return this.tableOf(id) ?? this.objectOf(id);
  }

  /** The items an action on `id` applies to: the selection when `id` is in it, else `id` alone. Objects move one at a time. */
  movingWith(id: string, selected: readonly string[]): string[] {
    if (id.startsWith('object:') || !selected.includes(id)) return [id];
    return selected.filter((s) => this.tableOf(s) !== undefined);
  }

  /** The table whose chairs reach the point, if any (the nearest one). */
  tableNear(at: Point): string | null {
    let best: string | null = null;
    let bestDistance = Infinity;
    for (const t of this.plan?.tables ?? []) {
      const reach = Math.hypot(t.length, t.width) / 2 + 0.6;
      const distance = Math.hypot(at.x - t.x, at.y - t.y);
      if (distance <= reach && distance < bestDistance) {
        best = t.name;
        bestDistance = distance;
      }
    }
    return best;
  }

  label(id: string): string {
    const table = this.tableOf(id);
    if (table) {
      const taken =
        this.marks()
          .get(nameKey(table.name))
          ?.filter((m) => m.booking !== null).length ?? 0;
      return this.l.t('roomCanvas.table', { table: table.name, taken, capacity: table.capacity });
    }
    const object = this.objectOf(id);
    return object ? this.l.t(`room.object.${object.kind}`) : '';
  }

  /** Who sits in a seat of a table, as the keyboard's seat cursor says it. */
  seatText(table: PlacedTable, seat: number): string {
    const mark = this.marks().get(nameKey(table.name))?.[seat];
    return mark?.booking
      ? this.l.t('seats.over', { seat: seat + 1, name: mark.named ? `${mark.name} (${mark.booking})` : mark.name })
      : this.l.t('seats.overEmpty', { seat: seat + 1 });
  }

  /** Who sits in each chair of each table (by the table's name key), coloured as asked. */
  marks(): Map<string, SeatMark[]> {
    const { content, derived, colourBy } = this.source();
    if (!content) return new Map();
    const cache = this.marksCache;
    if (cache?.content === content && cache.derived === derived && cache.colourBy === colourBy && cache.lang === this.l.lang)
      return cache.marks;
    const marks = this.buildMarks(content, derived, colourBy);
    this.marksCache = { content, derived, colourBy, lang: this.l.lang, marks };
    return marks;
  }

  private buildMarks(content: EventContent, derived: Derived | null, colourBy: SeatColouring): Map<string, SeatMark[]> {
    const { t } = this.l;
    const result = new Map<string, SeatMark[]>();
    const guestOf = (booking: string) => t('print.guest_of', { booking });
    for (const [key, marks] of seatMarks(content, derived, colourBy, guestOf, BANDS)) {
      // The same marks as before keep the same array, so the table's template is not evaluated again.
      const signature = JSON.stringify(marks);
      const last = this.lastMarks.get(key);
      if (last?.signature === signature) result.set(key, last.marks);
      else {
        this.lastMarks.set(key, { signature, marks });
        result.set(key, marks);
      }
    }
    return result;
  }
}
