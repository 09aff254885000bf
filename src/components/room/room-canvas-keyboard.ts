/**
 * The keyboard of `<room-canvas>`: what each key of room-canvas-keys.ts does. It walks the tables
 * and objects and selects, moves and turns them; goes into a table's seats with a cursor, picks a
 * booking up there, carries it to another table and drops it. Every key is announced. It holds the
 * seat cursor and the booking carried, and has the drawing drawn again when either changes.
 */
import type { ReactiveControllerHost } from 'lit';
import { HostState } from '../../controllers/host-state.ts';
import { nameKey } from '../../model/names.ts';
import { GRID_METRES } from '../../model/room.ts';
import { announce, emit, tableId } from '../ui/events.ts';
import type { CanvasParts } from './room-canvas-parts.ts';
import { keyAction, nearestToward, type KeyMode, type RoomKeyAction } from './room-canvas-keys.ts';
import type { LocalizeController } from '../../controllers/localize-controller.ts';

export interface KeyboardOptions extends CanvasParts {
  l: LocalizeController;
  /** The item with the drawing's one tab stop. */
  current: () => string | null;
  zoom: (how: Extract<RoomKeyAction, { kind: 'zoom' }>['how']) => void;
}

export class RoomCanvasKeyboard {
  private readonly cursor: HostState<number | null>;
  /** A booking picked up by keyboard, with the table it sits at. */
  private readonly carried: HostState<{ booking: string; from: string } | null>;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: KeyboardOptions,
  ) {
    this.cursor = new HostState<number | null>(host, null);
    this.carried = new HostState<{ booking: string; from: string } | null>(host, null);
  }

  /** The seat (index) the keyboard is on inside the current table, or null outside its seats. */
  get seatCursor(): number | null {
    return this.cursor.value;
  }

  private get mode(): KeyMode {
    return this.carried.value ? 'carrying' : this.seatCursor !== null ? 'seats' : 'items';
  }

  readonly onKeydown = (event: KeyboardEvent) => {
    const action = keyAction(event, this.mode);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    const { items, edits, l } = this.options;
    const id = this.options.current();
    const { t } = l;
    const readonly = this.options.readonly();
    switch (action.kind) {
      case 'zoom':
        this.options.zoom(action.how);
        return;
      case 'step': {
        const ids = this.carried.value ? items.ids().filter((i) => i.startsWith('table:')) : items.ids();
        if (ids.length === 0) return;
        const at = id === null ? -1 : ids.indexOf(id);
        const next = ids[(at + action.by + ids.length) % ids.length]!;
        void this.goTo(next);
        if (this.carried.value) announce(this.host, items.label(next));
        else this.options.select(next, false);
        return;
      }
      case 'select':
        if (id) this.options.select(id, action.additive);
        return;
      case 'clear':
        this.options.select(null, false);
        return;
      case 'open': {
        const table = items.tableOf(id);
        if (table) emit(this.host, 'seats-open', { table: table.name });
        return;
      }
      case 'move':
        if (id && !readonly)
          void edits.moveBy(items.movingWith(id, this.options.selected()), action.dx, action.dy, action.metre ? 1 : GRID_METRES);
        return;
      case 'rotate':
        if (id && !readonly) void edits.rotate(id, action.degrees);
        return;
      case 'seats': {
        const table = items.tableOf(id);
        if (!table || table.capacity === 0) return;
        this.cursor.value = 0;
        announce(this.host, `${t('roomCanvas.seatsOf', { table: table.name })} ${items.seatText(table, 0)}`);
        return;
      }
      case 'seat': {
        const table = items.tableOf(id);
        if (!table || this.seatCursor === null) return;
        const count = table.capacity;
        const seat = action.to === 'first' ? 0 : action.to === 'last' ? count - 1 : (this.seatCursor + action.by + count) % count;
        this.cursor.value = seat;
        announce(this.host, items.seatText(table, seat));
        return;
      }
      case 'pick': {
        const table = items.tableOf(id);
        if (!table || this.seatCursor === null) return;
        const mark = items.marks().get(nameKey(table.name))?.[this.seatCursor];
        if (!mark?.booking) {
          announce(this.host, t('seats.nobody', { seat: this.seatCursor + 1 }));
          return;
        }
        if (readonly) return;
        this.carried.value = { booking: mark.booking, from: table.name };
        this.cursor.value = null;
        announce(this.host, t('roomCanvas.picked', { booking: mark.booking, table: table.name }));
        return;
      }
      case 'toward': {
        const from = items.tableOf(id);
        const tables = items.plan?.tables ?? [];
        if (!from) return;
        const index = nearestToward(from, tables, action.dx, action.dy);
        if (index < 0) {
          announce(this.host, t('roomCanvas.noneThatWay'));
          return;
        }
        const next = tableId(tables[index]!.name);
        void this.goTo(next);
        announce(this.host, items.label(next));
        return;
      }
      case 'drop': {
        const table = items.tableOf(id);
        const carrying = this.carried.value;
        if (!table || !carrying) return;
        this.carried.value = null;
        void edits.moveBooking(carrying.booking, carrying.from, table.name);
        return;
      }
      case 'back':
        if (this.carried.value)
          announce(this.host, t('roomCanvas.cancelled', { booking: this.carried.value.booking, table: this.carried.value.from }));
        else announce(this.host, t('roomCanvas.backToTables'));
        this.carried.value = null;
        this.cursor.value = null;
        return;
    }
  };

  private async goTo(id: string) {
    this.options.setCurrent(id);
    this.cursor.value = null;
    await this.host.updateComplete;
    this.options.item(id)?.focus({ preventScroll: true });
  }
}
