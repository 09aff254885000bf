import { expect } from '@open-wc/testing';
import { openDB } from 'idb';
import { StorageError, WorkspaceDb } from '../../src/storage/workspace-db.ts';
import { DB_VERSION, runMigrations, type WorkspaceSchema } from '../../src/storage/schema.ts';
import { emptyContent } from '../../src/model/event-content.ts';
import { uniqueDbName } from './planner-harness.ts';
import { rejectionOf, within } from './workspace-harness.ts';

const failureOf = (error: unknown) => (error instanceof StorageError ? error.failure : error);

describe('workspace versions and connections', () => {
  it('lets a newer version open: the older tab lets go, is told to reload, and refuses every later call', async () => {
    const name = uniqueDbName();
    let blocking = 0;
    const older = await WorkspaceDb.open(name, { onBlocking: () => blocking++ });
    const meta = await older.createEvent('Wedding');

    const newer = await within(openDB(name, DB_VERSION + 1), 'the newer version to open');
    expect(newer.version).to.equal(DB_VERSION + 1);
    expect(blocking).to.equal(1);
    expect(failureOf(await rejectionOf(older.saveContent(emptyContent(meta.id), 0), 'a save in the older tab'))).to.equal('outdated');
    expect(failureOf(await rejectionOf(older.listEvents(), 'a read in the older tab'))).to.equal('outdated');
    newer.close();

    // This code, opened again (an old cached app after an update), finds the database newer than itself.
    expect(failureOf(await rejectionOf(WorkspaceDb.open(name), 'opening the newer database'))).to.equal('outdated');
  });

  it('says an older tab blocks the upgrade, and completes it once that tab lets go', async () => {
    const name = uniqueDbName();
    // The previous version of the app in another tab, which keeps its connection when asked to let go.
    const previous = DB_VERSION - 1;
    const older = await openDB<WorkspaceSchema>(name, previous, {
      upgrade: (db, oldVersion, _newVersion, tx) => {
        void runMigrations(db, oldVersion, previous, tx);
      },
    });
    // A list entry as the previous version wrote it.
    await older.put('events', { id: 'e1', name: 'Wedding', created: 1, updated: 1, revision: 0 });

    let reportBlocked: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => (reportBlocked = resolve));
    const opening = WorkspaceDb.open(name, { onBlocked: () => reportBlocked() });
    await within(blocked, 'the open to report the tab that blocks it');

    older.close();
    const db = await within(opening, 'the open to complete once the older tab closed');
    expect((await db.listEvents()).map((e) => [e.name, e.revision])).to.deep.equal([['Wedding', 0]]);
    db.close();
  });

  it('tells the planner when the browser closes the connection, and refuses later calls', async () => {
    let request: IDBOpenDBRequest | undefined;
    const realOpen = indexedDB.open.bind(indexedDB);
    indexedDB.open = (name: string, version?: number) => (request = realOpen(name, version));
    let terminated = 0;
    let db: WorkspaceDb;
    try {
      db = await WorkspaceDb.open(uniqueDbName(), { onTerminated: () => terminated++ });
    } finally {
      Reflect.deleteProperty(indexedDB, 'open');
    }
    const meta = await db.createEvent('Wedding');
    // What Chromium fires when site data is cleared or the disk fails under an open connection.
    if (!request) throw new Error('WorkspaceDb.open did not call indexedDB.open');
    request.result.dispatchEvent(new Event('close'));
    expect(terminated).to.equal(1);
    expect(failureOf(await rejectionOf(db.saveContent(emptyContent(meta.id), 0), 'a save after the connection was lost'))).to.equal(
      'closed',
    );
  });

  it('refuses every call after close instead of waiting', async () => {
    const db = await WorkspaceDb.open(uniqueDbName());
    const meta = await db.createEvent('Wedding');
    db.close();
    const calls: [string, Promise<unknown>][] = [
      ['save', db.saveContent(emptyContent(meta.id), 0)],
      ['create', db.createEvent('Gala')],
      ['rename', db.renameEvent(meta.id, 'Gala')],
      ['delete', db.deleteEvent(meta.id)],
      ['load', db.loadEvent(meta.id)],
      ['list', db.listEvents()],
    ];
    for (const [what, call] of calls) expect([what, failureOf(await rejectionOf(call, what))]).to.deep.equal([what, 'closed']);
  });

  it('says the browser refuses storage when it will not open a database at all', async () => {
    indexedDB.open = () => {
      throw new DOMException('Access to storage is denied.', 'SecurityError');
    };
    try {
      expect(failureOf(await rejectionOf(WorkspaceDb.open(uniqueDbName()), 'opening'))).to.equal('refused');
    } finally {
      Reflect.deleteProperty(indexedDB, 'open');
    }
  });
});
