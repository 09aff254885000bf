/**
 * The changes `<room-canvas>` makes, each one undoable store edit whatever made it (a key, a drag):
 * tables and objects put at new centres or turned, a booking moved to another table. Each says what
 * it did, or why the store refused it, in the live region.
 */
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import type { Planner } from '../../controllers/planner-context.ts';
import { nameKey } from '../../model/names.ts';
import { normalAngle, snapToGrid } from '../../model/room.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import { announce } from '../ui/events.ts';
import type { RoomItems } from './room-canvas-items.ts';

export class RoomEdits {
  constructor(
    private readonly host: HTMLElement,
    private readonly planner: () => Planner | undefined,
    private readonly l: LocalizeController,
    private readonly items: RoomItems,
  ) {}

  /** Moves items by (dx, dy) steps of `step` metres, each snapped to the grid. */
  async moveBy(ids: readonly string[], dx: number, dy: number, step: number) {
    await this.place(
      ids.map((i) => {
        const at = this.items.footprint(i)!;
        return { id: i, x: snapToGrid(at.x + dx * step), y: snapToGrid(at.y + dy * step) };
      }),
    );
  }

  async rotate(id: string, degrees: number) {
    const { t } = this.l;
    const table = this.items.tableOf(id);
    const object = this.items.objectOf(id);
    const store = this.planner()?.store;
    if (!store) return;
    if (table) {
      const rotation = normalAngle(table.rotation + degrees);
      const refusal = await store.edit({ kind: 'placeTables', places: [{ table: table.name, x: table.x, y: table.y, rotation }] });
      this.report(refusal, t('history.rotateTable', { table: table.name, degrees: rotation }));
    } else if (object) {
      const refusal = await store.edit({
        kind: 'placeRoomObject',
        object: { ...object, rotation: normalAngle(object.rotation + degrees) },
      });
      this.report(refusal, t('history.placeRoomObject', { object: object.kind }));
    }
  }

  /** Puts tables (one edit for all of them) or one object at new centres, and says what happened. */
  async place(places: { id: string; x: number; y: number }[]): Promise<Refusal | null> {
    const store = this.planner()?.store;
    if (!store || places.length === 0) return null;
    const { t } = this.l;
    const object = this.items.objectOf(places[0]!.id);
    if (object) {
      const refusal = await store.edit({ kind: 'placeRoomObject', object: { ...object, x: places[0]!.x, y: places[0]!.y } });
      this.report(refusal, t('history.placeRoomObject', { object: object.kind }));
      return refusal;
    }
    const tables = places.flatMap((p) => {
      const table = this.items.tableOf(p.id);
      return table ? [{ table: table.name, x: p.x, y: p.y }] : [];
    });
    const refusal = await store.edit({ kind: 'placeTables', places: tables });
    const done =
      tables.length === 1 ? t('history.placeTable', { table: tables[0]!.table }) : t('history.arrangeTables', { count: tables.length });
    this.report(refusal, done);
    return refusal;
  }

  async moveBooking(booking: string, from: string, to: string) {
    const { t } = this.l;
    if (nameKey(from) === nameKey(to)) {
      announce(this.host, t('roomCanvas.cancelled', { booking, table: from }));
      return;
    }
    const store = this.planner()?.store;
    if (!store) return;
    const refusal = await store.moveBooking(booking, to);
    this.report(refusal, t('history.move', { name: booking, table: to }));
  }

  private report(refusal: Refusal | null, done: string) {
    announce(this.host, refusal ? this.l.t(`refusal.${refusal.reason}`, refusal.params) : done);
  }
}
