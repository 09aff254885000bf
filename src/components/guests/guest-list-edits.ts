/**
 * The changes `<guest-list>` makes, each one undoable store edit: a booking added, edited (whole or
 * one cell), duplicated, deleted or locked, the picked bookings changed together, the event's meals
 * and wishes edited. Each is announced; a refusal of a change made from the list's own controls is
 * kept to be shown beside them, and the list is drawn again when it changes.
 */
import type { ReactiveControllerHost } from 'lit';
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import type { Planner } from '../../controllers/planner-context.ts';
import { HostState } from '../../controllers/host-state.ts';
import type { GuestRecord } from '../../model/records.ts';
import { freeName, type EditIntent } from '../../state/edits.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import { saveCell } from '../ui/cell-save.ts';
import { announce } from '../ui/events.ts';
import type { CellCommitDetail } from '../ui/inline-cell.ts';
import { readGuest, type GuestField } from '../ui/record-fields.ts';
import type { GuestSaveDetail, TableTagDetail } from './guest-editor.ts';
import { sameName } from '../../model/names.ts';
import type { MealEditDetail } from './meal-list-editor.ts';
import type { WishEditDetail } from './wish-list-editor.ts';
import { bookingRef } from '../../model/booking-refs.ts';

export class GuestListEdits {
  /** Why the last change made here was refused, shown beside the controls that asked for it. */
  readonly refusal: HostState<string | null>;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly planner: () => Planner | undefined,
    private readonly l: LocalizeController,
  ) {
    this.refusal = new HostState<string | null>(host, null);
  }

  /** Sends one edit to the store; shows and announces its refusal, or announces `done`. */
  async change(intent: EditIntent, done: string | null): Promise<Refusal | null> {
    const store = this.planner()?.store;
    if (!store) return null;
    const refusal = await store.edit(intent);
    const { t } = this.l;
    this.refusal.value = refusal ? t(`refusal.${refusal.reason}`, refusal.params) : null;
    if (this.refusal.value) announce(this.host, this.refusal.value);
    else if (done) announce(this.host, done);
    return refusal;
  }

  /** Adds a tag to a table, asked for by a need no table met; the editor is told the store's answer. */
  async tagTable({ table, tag, respond }: TableTagDetail) {
    const record = this.planner()?.store.state.content?.tables.find((tb) => sameName(tb.name, table));
    if (!record) return;
    const tagged = { ...record, tags: [...(record.tags ?? []), tag] };
    respond(await this.change({ kind: 'editTable', previousName: record.name, table: tagged }, this.l.t('wishes.tagged', { table, tag })));
  }

  /** A change to the picked bookings, announced by its own history message. */
  async bulk(intent: EditIntent) {
    if (!this.planner()) return;
    const refusal = await this.change(intent, null);
    if (!refusal) this.sayDone();
  }

  /** An edit a dialog asked for (the meals, the wishes); true when it was made. */
  async answer(asked: MealEditDetail | WishEditDetail): Promise<boolean> {
    const store = this.planner()?.store;
    if (!store) return false;
    const refusal = await store.edit(asked.intent);
    asked.respond(refusal);
    if (!refusal) this.sayDone();
    return !refusal;
  }

  async duplicate(guest: GuestRecord) {
    const content = this.planner()?.store.state.content;
    if (!content) return;
    const { t } = this.l;
    const { name } = guest;
    const copyName = freeName(content.guests, (k) => (k === 1 ? t('edit.copyName', { name }) : t('edit.copyNameNumbered', { name, n: k })));
    await this.change({ kind: 'duplicateGuest', name: bookingRef(guest), copyName }, t('history.duplicateGuest', { name, copy: copyName }));
  }

  async delete(name: string) {
    await this.change({ kind: 'deleteGuests', names: [name] }, this.l.t('history.deleteGuest', { name }));
  }

  async toggleLock(name: string, locked: boolean) {
    await this.planner()?.store.setBookingLock(name, locked);
    announce(this.host, this.l.t(locked ? 'history.lockBooking' : 'history.unlockBooking', { name }));
  }

  /** One field of a booking edited in its cell: the rest of the record, its extra columns too, stays. */
  async saveField(guest: GuestRecord, field: GuestField, detail: CellCommitDetail) {
    const { t } = this.l;
    const planner = this.planner();
    const names = planner?.store.state.content?.guests.flatMap((g) => (g.id === undefined ? [g.name] : [g.name, g.id])) ?? [];
    const read = readGuest(guest, { [field]: detail.value }, guest.name, names, t);
    // The booking as the cell showed it when editing began, for a value another tab saved since.
    const before = readGuest(guest, { [field]: detail.read }, guest.name, names, t);
    const fromRead = 'record' in before ? { read: before.record, keepMine: detail.keepMine } : {};
    await saveCell(this.host, planner, t, detail, read, (record) => ({
      intent: { kind: 'editGuest', previousName: bookingRef(guest), guest: record, ...fromRead },
      done: t('history.editGuest', { name: record.name }),
    }));
  }

  /** A booking added or edited whole in the booking editor. */
  async save(detail: GuestSaveDetail) {
    const store = this.planner()?.store;
    if (!store) return;
    const { previousName, guest, read, keepMine } = detail;
    const refusal = await store.edit(
      previousName === null
        ? { kind: 'addGuest', guest }
        : { kind: 'editGuest', previousName, guest, ...(read ? { read } : {}), ...(keepMine ? { keepMine } : {}) },
    );
    detail.respond(refusal);
    if (!refusal) announce(this.host, this.l.t(previousName === null ? 'history.addGuest' : 'history.editGuest', { name: guest.name }));
  }

  /** Announces the last edit by its history message. */
  private sayDone() {
    const undo = this.planner()?.store.state.undo;
    if (undo) announce(this.host, this.l.t(`history.${undo.kind}`, undo.params));
  }
}
