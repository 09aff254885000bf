import { expect } from '@open-wc/testing';
import { openDB } from 'idb';
import { WorkspaceDb } from '../../src/storage/workspace-db.ts';
import { DB_VERSION } from '../../src/storage/schema.ts';
import { demoPlanner, deepQuery, deepQueryAll, deepText, mountApp, openPlanner, uniqueDbName, until } from './planner-harness.ts';

describe('workspace storage', () => {
  it('brings a version 1 database forward without losing an event', async () => {
    const name = uniqueDbName();
    // A database exactly as version 1 of the app left it: no settings store, content without sources.
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('events', { keyPath: 'id' }).createIndex('by-updated', 'updated');
        db.createObjectStore('content', { keyPath: 'eventId' });
      },
    });
    await v1.put('events', { id: 'e1', name: 'Old wedding', created: 1, updated: 2 });
    await v1.put('content', {
      eventId: 'e1',
      guests: [{ name: 'Dana', size: 2, group: [], strength: null, avoid: [], table: null }],
      tables: [{ name: 'T1', capacity: 4 }],
      seating: { Dana: 'T1' },
      lockedBookings: [],
      lockedTables: [],
      solver: { timeLimitMs: 5000 },
    });
    v1.close();

    const db = await WorkspaceDb.open(name);
    expect((await db.listEvents()).map((e) => e.name)).to.deep.equal(['Old wedding']);
    const content = await db.loadContent('e1');
    expect(content.seating).to.deep.equal({ Dana: 'T1' });
    expect(content.sources).to.deep.equal({ guests: null, tables: null });
    expect(await db.lastOpenEvent()).to.equal(null);
    db.close();
    const raw = await openDB(name);
    expect(raw.version).to.equal(DB_VERSION);
    raw.close();

    const { store } = await openPlanner(name);
    expect(store.state.event!.name).to.equal('Old wedding');
    expect(store.state.derived!.evaluation).to.not.equal(null);
  });

  it('keeps an edit in memory and says so when the browser is out of space, then saves it on retry', async () => {
    const planner = await demoPlanner();
    const app = await mountApp(planner);
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      expect(await planner.store.moveBooking('Shira', 'Table 3')).to.equal(null);
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    expect(planner.store.state.save).to.deep.equal({ state: 'failed', failure: 'quota' });
    expect(planner.store.state.content!.seating['Shira']).to.equal('Table 3');
    const storageAlert = () =>
      deepQueryAll(app, 'storage-status')
        .map((el) => el.shadowRoot!.querySelector<HTMLElement>('[role=alert]'))
        .find(Boolean);
    const alert = await until(storageAlert, 'the storage alert');
    expect(deepText(alert)).to.contain('out of storage space');
    expect((await openPlanner(planner.dbName)).store.state.content!.seating['Shira']).to.equal(undefined);

    deepQuery<HTMLButtonElement>(alert, 'button')!.click();
    await until(() => planner.store.state.save.state === 'saved', 'the retried save');
    expect((await openPlanner(planner.dbName)).store.state.content!.seating['Shira']).to.equal('Table 3');
    await until(() => !storageAlert(), 'the alert to go');
  });
});
