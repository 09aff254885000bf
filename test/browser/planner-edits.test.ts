import { expect } from '@open-wc/testing';
import { openDB } from 'idb';
import type { GuestRecord } from '../../src/model/records.ts';
import type { PlannerStore } from '../../src/state/planner-store.ts';
import { demoPlanner, fullTablesPlanner, openPlanner, until } from './planner-harness.ts';

const guest = (name: string, extra: Partial<GuestRecord> = {}): GuestRecord => ({
  name,
  size: 1,
  group: [],
  strength: null,
  avoid: [],
  table: null,
  ...extra,
});
const find = (store: PlannerStore, name: string) => store.state.content!.guests.find((g) => g.name === name);

describe('editing in the app', () => {
  it('swaps two bookings at full tables, and refuses swaps that break a rule, changing nothing', async () => {
    const { store } = await fullTablesPlanner();
    const before = store.state.content;
    expect(await store.edit({ kind: 'swap', first: 'Miriam & David Cohen', second: 'Shira' })).to.deep.include({
      reason: 'swapFull',
      params: { name: 'Miriam & David Cohen', other: 'Shira', table: 'Table 3', guests: 5, capacity: 4 },
    });
    expect(await store.edit({ kind: 'swap', first: 'Noa & Daniel', second: 'Tamar & Yoni' })).to.deep.include({ reason: 'pinned' });
    expect(await store.edit({ kind: 'swap', first: 'Shira', second: 'Eyal' })).to.deep.include({ reason: 'swapSameTable' });
    await store.setBookingLock('Eyal', true);
    const afterLock = store.state.content;
    expect(await store.edit({ kind: 'swap', first: 'Miriam & David Cohen', second: 'eyal' })).to.deep.include({ reason: 'bookingLocked' });
    await store.setTableLock('Head table', true);
    expect(await store.edit({ kind: 'swap', first: 'Tamar & Yoni', second: 'Miriam & David Cohen' })).to.deep.include({
      reason: 'tableLocked',
    });
    await store.setTableLock('Head table', false);
    expect(store.state.content!.seating).to.deep.equal(afterLock!.seating);
    expect(store.state.content!.seating).to.deep.equal(before!.seating);

    expect(await store.edit({ kind: 'swap', first: 'miriam & david cohen', second: 'Tamar & Yoni' })).to.equal(null);
    expect(store.state.content!.seating).to.deep.include({ 'Miriam & David Cohen': 'Table 3', 'Tamar & Yoni': 'Head table' });
    expect(store.state.undo).to.deep.equal({ kind: 'swap', params: { name: 'Miriam & David Cohen', other: 'Tamar & Yoni' } });
  });

  it('renames a booking wherever it is named: seating, locks and keep-apart lists', async () => {
    const { store } = await fullTablesPlanner();
    await store.setBookingLock('Eyal', true);
    const eyal = find(store, 'Eyal')!;
    expect(await store.editGuest('EYAL', { ...eyal, name: 'Eyal Mizrahi' })).to.equal(null);
    const content = store.state.content!;
    expect(content.seating['Eyal Mizrahi']).to.equal('Table 3');
    expect(content.seating['Eyal']).to.equal(undefined);
    expect(content.lockedBookings).to.deep.equal(['Eyal Mizrahi']);
    expect(find(store, 'Tamar & Yoni')!.avoid).to.deep.equal(['Eyal Mizrahi']);
    // A name another booking has (compared as names are) is kept: both bookings get an id, and what named
    // Eyal follows his id.
    expect(await store.editGuest('Eyal Mizrahi', { ...eyal, name: 'shira' })).to.equal(null);
    const shiras = store.state.content!.guests.filter((g) => g.name.toLowerCase() === 'shira');
    expect(shiras).to.have.length(2);
    const ids = shiras.map((g) => g.id);
    expect(new Set(ids).size, 'two different ids').to.equal(2);
    const formerEyal = shiras.find((g) => g.name === 'shira')!;
    expect(store.state.content!.seating[formerEyal.id!]).to.equal('Table 3');
    expect(store.state.content!.lockedBookings).to.deep.equal([formerEyal.id]);
    expect(find(store, 'Tamar & Yoni')!.avoid).to.deep.equal([formerEyal.id]);
    await store.undo();
    expect(store.state.content).to.deep.equal(content);
    await store.undo();
    expect(find(store, 'Tamar & Yoni')!.avoid).to.deep.equal(['Eyal']);
    expect(store.state.content!.seating['Eyal']).to.equal('Table 3');
  });

  it('renames a table wherever it is named: seating, pins and locks', async () => {
    const { store } = await fullTablesPlanner();
    await store.setTableLock('Head table', true);
    expect(await store.edit({ kind: 'editTable', previousName: 'head TABLE', table: { name: 'Top table', capacity: 4 } })).to.equal(null);
    const content = store.state.content!;
    expect(find(store, 'Noa & Daniel')!.table).to.equal('Top table');
    expect(content.seating['Miriam & David Cohen']).to.equal('Top table');
    expect(content.lockedTables).to.deep.equal(['Top table']);
    expect(await store.edit({ kind: 'editTable', previousName: 'Top table', table: { name: 'Top table', capacity: 3 } })).to.deep.include({
      reason: 'capacityBelowSeated',
    });
    expect(await store.edit({ kind: 'editTable', previousName: 'Top table', table: { name: 'Table 1', capacity: 4 } })).to.deep.include({
      reason: 'nameTaken',
    });
    expect(store.state.content).to.equal(content);
  });

  it('deletes a table: its bookings lose their seats and pins to it are cleared', async () => {
    const { store } = await fullTablesPlanner();
    expect(await store.edit({ kind: 'deleteTable', name: 'Head table' })).to.equal(null);
    const content = store.state.content!;
    expect(content.tables.map((t) => t.name)).to.deep.equal(['Table 1', 'Table 2', 'Table 3']);
    expect(content.seating['Noa & Daniel']).to.equal(undefined);
    expect(content.seating['Miriam & David Cohen']).to.equal(undefined);
    expect(find(store, 'Noa & Daniel')!.table).to.equal(null);
    expect(store.state.undo).to.deep.equal({ kind: 'deleteTable', params: { table: 'Head table', unseated: 2, pins: 1 } });
    await store.undo();
    expect(find(store, 'Noa & Daniel')!.table).to.equal('Head table');
    expect(store.state.content!.seating['Miriam & David Cohen']).to.equal('Head table');

    await store.setTableLock('Table 3', true);
    expect(await store.edit({ kind: 'deleteTable', name: 'Table 3' })).to.deep.include({ reason: 'tableLocked' });
  });

  it('adds, duplicates and deletes bookings with the checks an import makes', async () => {
    const { store } = await demoPlanner();
    expect(await store.edit({ kind: 'addGuest', guest: guest('Ruth', { size: 2, table: 'Table 2' }) })).to.equal(null);
    expect(store.state.content!.seating['Ruth']).to.equal('Table 2');
    // A second Ruth is added beside the first; each gets an id, and the first keeps her table under hers.
    expect(await store.edit({ kind: 'addGuest', guest: guest('ruth') })).to.equal(null);
    const ruths = store.state.content!.guests.filter((g) => g.name.toLowerCase() === 'ruth');
    expect(ruths.map((g) => g.id !== undefined)).to.deep.equal([true, true]);
    expect(store.state.content!.seating[ruths.find((g) => g.name === 'Ruth')!.id!]).to.equal('Table 2');
    await store.undo();
    expect(await store.edit({ kind: 'addGuest', guest: guest('Big', { size: 9 }) })).to.deep.include({ reason: 'invalid' });
    expect(await store.edit({ kind: 'addGuest', guest: guest('  ') })).to.deep.include({ reason: 'invalid' });
    expect(await store.edit({ kind: 'addGuest', guest: guest('Ghost', { table: 'Table 9' }) })).to.deep.include({ reason: 'unknownTable' });
    expect(await store.edit({ kind: 'duplicateGuest', name: 'Ruth', copyName: 'Ruth (copy)' })).to.equal(null);
    expect(find(store, 'Ruth (copy)')).to.deep.include({ size: 2, table: 'Table 2' });
    expect(await store.edit({ kind: 'deleteGuests', names: ['Eyal', 'Ruth'] })).to.equal(null);
    expect(find(store, 'Eyal')).to.equal(undefined);
    expect(find(store, 'Tamar & Yoni')!.avoid).to.deep.equal([]);
    expect(store.state.undo).to.deep.equal({ kind: 'bulkDelete', params: { count: 2 } });
    await store.undo();
    expect(find(store, 'Tamar & Yoni')!.avoid).to.deep.equal(['Eyal']);
    expect(store.state.content!.seating['Ruth']).to.equal('Table 2');
  });

  it('moves, locks and unlocks many bookings as one step, or none when one may not move', async () => {
    const { store } = await demoPlanner();
    expect(await store.edit({ kind: 'moveBookings', names: ['Shira', 'Eyal', 'The Levi family'], table: 'Table 3' })).to.deep.include({
      reason: 'full',
    });
    expect(store.state.content!.seating['Shira']).to.equal(undefined);
    expect(await store.edit({ kind: 'moveBookings', names: ['Shira', 'Eyal'], table: 'Table 3' })).to.equal(null);
    expect(await store.edit({ kind: 'lockBookings', names: ['Shira', 'Eyal'], locked: true })).to.equal(null);
    expect(store.state.content!.lockedBookings).to.have.members(['Shira', 'Eyal']);
    await store.undo();
    await store.undo();
    expect(store.state.content!.seating['Shira']).to.equal(undefined);
    expect(store.state.content!.lockedBookings).to.deep.equal([]);
  });

  it('keeps the undo history across a reload, bounded in steps, and removes it with its event', async () => {
    const planner = await demoPlanner({ historyBounds: { steps: 3, size: 1_000_000 } });
    const { store, dbName } = planner;
    for (const name of ['Shira', 'Eyal', 'Tamar & Yoni', 'Miriam & David Cohen']) await store.moveBooking(name, 'Table 1');
    planner.dispose();

    const reopened = await openPlanner(dbName, { historyBounds: { steps: 3, size: 1_000_000 } });
    const again = reopened.store;
    expect(again.state.undo).to.deep.equal({ kind: 'move', params: { name: 'Miriam & David Cohen', table: 'Table 1' } });
    for (let i = 0; i < 3; i++) expect(await again.undo()).to.not.equal(null);
    // Three steps were kept: the fourth move back (Shira's) is gone, and Shira stays where she is.
    expect(again.state.undo).to.equal(null);
    expect(again.state.content!.seating).to.deep.include({ Shira: 'Table 1' });
    expect(again.state.content!.seating['Eyal']).to.equal(undefined);
    expect(again.state.redo?.kind).to.equal('move');

    const raw = await openDB(dbName);
    const eventId = again.state.event!.id;
    expect((await raw.getAll('historySteps')).filter((s: { eventId: string }) => s.eventId === eventId)).to.have.length(3);
    await again.deleteEvent(eventId);
    expect(await raw.getAll('historySteps')).to.have.length(0);
    expect(await raw.getAll('historyHeads')).to.have.length(0);
    raw.close();
  });

  it('bounds the history by size: a large step pushes older ones out', async () => {
    const bounds = { steps: 100, size: 300 };
    const planner = await demoPlanner({ historyBounds: bounds });
    const { store } = planner;
    for (const name of ['Shira', 'Eyal']) await store.moveBooking(name, 'Table 2');
    await store.edit({
      kind: 'addGuest',
      guest: guest('Guest', {
        group: ['A group with a long name', 'and a subgroup with a longer one', 'and one more'].map((g) => g.repeat(3)),
      }),
    });
    const reopened = await openPlanner(planner.dbName, { historyBounds: bounds });
    expect(await reopened.store.undo()).to.deep.include({ kind: 'addGuest' });
    expect(await reopened.store.undo()).to.equal(null);
    expect(reopened.store.state.content!.guests).to.have.length(6);
    expect(reopened.store.state.content!.seating).to.deep.include({ Shira: 'Table 2', Eyal: 'Table 2' });
  });

  it('takes the history another tab saved with its content, and never undoes into content it does not fit', async () => {
    const first = await demoPlanner();
    const second = await openPlanner(first.dbName);
    await second.store.switchEvent(first.store.state.event!.id);
    await first.store.moveBooking('Shira', 'Table 2');
    await until(
      () => second.store.state.content!.seating['Shira'] === 'Table 2' && second.store.state.undo,
      'the move and its undo step in the other tab',
    );
    expect(second.store.state.undo).to.deep.equal({ kind: 'move', params: { name: 'Shira', table: 'Table 2' } });
    await second.store.undo();
    await until(() => first.store.state.content!.seating['Shira'] === undefined, 'the undo in the first tab');
    expect(first.store.state.redo?.kind).to.equal('move');
  });

  it('saves the content without its history when the browser has no room for the history, and says nothing is lost', async () => {
    const planner = await demoPlanner();
    const { store, dbName } = planner;
    await store.moveBooking('Shira', 'Table 1');
    const put = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'put')!;
    const realPut = put.value as (this: IDBObjectStore, ...args: unknown[]) => IDBRequest;
    Object.defineProperty(IDBObjectStore.prototype, 'put', {
      ...put,
      value(this: IDBObjectStore, ...args: unknown[]) {
        if (this.name === 'historySteps') throw new DOMException('put refused (QuotaExceededError)', 'QuotaExceededError');
        return realPut.apply(this, args);
      },
    });
    try {
      expect(await store.edit({ kind: 'addGuest', guest: guest('Ruth') })).to.equal(null);
    } finally {
      Object.defineProperty(IDBObjectStore.prototype, 'put', put);
    }
    expect(store.state.save).to.deep.equal({ state: 'saved' });
    expect(store.state.notice?.kind).to.equal('notice.historyDropped');
    expect(store.state.undo).to.equal(null);
    const reopened = await openPlanner(dbName);
    expect(reopened.store.state.content!.guests.map((g) => g.name)).to.include('Ruth');
    expect(reopened.store.state.content!.seating['Shira']).to.equal('Table 1');
    expect(reopened.store.state.undo).to.equal(null);
  });
});
