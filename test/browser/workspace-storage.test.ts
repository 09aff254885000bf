import { expect } from '@open-wc/testing';
import { openDB } from 'idb';
import {
  requestPersistentStorage,
  storageEstimate,
  storagePersistence,
  StorageError,
  WorkspaceDb,
} from '../../src/storage/workspace-db.ts';
import { DB_VERSION } from '../../src/storage/schema.ts';
import { guest, rejectionOf, whilePutsFail } from './workspace-harness.ts';
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
    expect((await db.listEvents()).map((e) => [e.name, e.revision])).to.deep.equal([['Old wedding', 0]]);
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

  it('brings a version 2 database forward: each event keeps its content and starts at revision 0', async () => {
    const name = uniqueDbName();
    // A database exactly as version 2 of the app left it: list entries without a revision.
    const v2 = await openDB(name, 2, {
      upgrade(db) {
        db.createObjectStore('events', { keyPath: 'id' }).createIndex('by-updated', 'updated');
        db.createObjectStore('content', { keyPath: 'eventId' });
        db.createObjectStore('settings');
      },
    });
    await v2.put('events', { id: 'e1', name: 'Wedding', created: 1, updated: 2 });
    await v2.put('events', { id: 'e2', name: 'Gala', created: 3, updated: 4 });
    await v2.put('content', {
      eventId: 'e1',
      guests: [guest('Dana')],
      tables: [{ name: 'T1', capacity: 4 }],
      seating: { Dana: 'T1' },
      lockedBookings: [],
      lockedTables: [],
      solver: { timeLimitMs: 5000 },
      sources: { guests: 'guests.csv', tables: 'tables.csv' },
    });
    await v2.put('settings', 'e1', 'lastOpenEvent');
    v2.close();

    const db = await WorkspaceDb.open(name);
    expect((await db.listEvents()).map((e) => [e.name, e.revision])).to.deep.equal([
      ['Gala', 0],
      ['Wedding', 0],
    ]);
    const wedding = (await db.loadEvent('e1'))!;
    expect(wedding.content.seating).to.deep.equal({ Dana: 'T1' });
    expect(wedding.content.sources).to.deep.equal({ guests: 'guests.csv', tables: 'tables.csv' });
    expect(await db.lastOpenEvent()).to.equal('e1');
    // The first save after the upgrade is based on revision 0.
    expect((await db.saveContent({ ...wedding.content, seating: {} }, 0)).revision).to.equal(1);
    db.close();
  });

  it('rejects a save the browser has no room for, writes nothing, and lets the same save succeed later', async () => {
    const db = await WorkspaceDb.open(uniqueDbName());
    const meta = await db.createEvent('Wedding');
    const content = { ...(await db.loadContent(meta.id)), guests: [guest('Dana')] };
    const refusal = await whilePutsFail('QuotaExceededError', () => rejectionOf(db.saveContent(content, 0), 'the save'));
    expect(refusal instanceof StorageError && refusal.failure).to.equal('quota');
    const stored = (await db.loadEvent(meta.id))!;
    expect([stored.meta.revision, stored.content.guests]).to.deep.equal([0, []]);
    expect((await db.saveContent(content, 0)).revision).to.equal(1);
    db.close();
  });

  it('reports whether the browser keeps the workspace, and says so when it cannot tell', async () => {
    const answer = await requestPersistentStorage();
    expect(answer).to.be.oneOf(['persisted', 'not-persisted']);
    expect(await storagePersistence()).to.equal(answer);
    expect((await storageEstimate())!.persisted).to.equal(answer === 'persisted');
    // Browsers without the Storage API.
    Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
    try {
      expect(await requestPersistentStorage()).to.equal('unsupported');
      expect(await storagePersistence()).to.equal('unsupported');
      expect(await storageEstimate()).to.equal(null);
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });

  it('keeps an edit in memory and says so when the browser is out of space, then saves it on retry', async () => {
    const planner = await demoPlanner();
    const app = await mountApp(planner);
    // The seat order that follows the move is saved with the content: it fails too while space is out.
    const moved = await whilePutsFail('QuotaExceededError', async () => {
      const refusal = await planner.store.moveBooking('Shira', 'Table 3');
      await planner.seats.idle;
      return refusal;
    });
    expect(moved).to.equal(null);
    expect(planner.store.state.save).to.deep.equal({ state: 'failed', failure: 'quota' });
    expect(planner.store.state.content!.seating['Shira']).to.equal('Table 3');
    const storageAlert = () =>
      deepQueryAll(app, 'storage-status')
        .map((el) => el.shadowRoot!.querySelector<HTMLElement>('[role=alert]'))
        .find(Boolean);
    const alert = await until(storageAlert, 'the storage alert');
    expect(deepText(alert)).to.contain('out of storage space');
    expect((await openPlanner(planner.dbName)).store.state.content!.seating['Shira']).to.equal(undefined);

    // While space is still out, "Save as file" hands over the whole event as it is in memory, the move included.
    const saved = await whilePutsFail('QuotaExceededError', () => {
      const download = nextDownload();
      const saveAsFile = deepQueryAll<HTMLButtonElement>(alert, 'button').find((button) => button.textContent.trim() === 'Save as file');
      if (!saveAsFile) throw new Error('the alert offers no "Save as file"');
      saveAsFile.click();
      return download;
    });
    expect(saved.fileName).to.match(/\.seating$/);
    expect((JSON.parse(saved.text) as { event: { content: { seating: Record<string, string> } } }).event.content.seating['Shira']).to.equal(
      'Table 3',
    );

    deepQuery<HTMLButtonElement>(alert, 'button')!.click();
    await until(() => planner.store.state.save.state === 'saved', 'the retried save');
    expect((await openPlanner(planner.dbName)).store.state.content!.seating['Shira']).to.equal('Table 3');
    await until(() => !storageAlert(), 'the alert to go');
  });
});

/** The next file the page downloads (a link with `download` clicked), kept from the browser and read. */
function nextDownload(): Promise<{ fileName: string; text: string }> {
  return new Promise((resolve, reject) => {
    const onClick = (event: MouseEvent) => {
      const link = event.composedPath()[0];
      if (!(link instanceof HTMLAnchorElement) || !link.download) return;
      event.preventDefault();
      document.removeEventListener('click', onClick, true);
      fetch(link.href)
        .then((response) => response.text())
        .then((text) => resolve({ fileName: link.download, text }), reject);
    };
    document.addEventListener('click', onClick, true);
  });
}
