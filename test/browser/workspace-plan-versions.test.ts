/** Saved versions of an event's plan in the workspace: the upgrade that adds them, their writes, their bound and their failures. */
import { expect } from '@open-wc/testing';
import { openDB } from 'idb';
import { AUTOMATIC_VERSIONS_KEPT, StaleWriteError, StorageError, WorkspaceDb, type PlanVersion } from '../../src/storage/workspace-db.ts';
import { DB_VERSION, runMigrations, type WorkspaceSchema } from '../../src/storage/schema.ts';
import { emptyContent } from '../../src/model/event-content.ts';
import { planOf } from '../../src/storage/version-schema.ts';
import { uniqueDbName } from './planner-harness.ts';
import { guest, rejectionOf, whilePutsFail } from './workspace-harness.ts';

const content = (eventId: string, seating: Record<string, string>) => ({
  ...emptyContent(eventId),
  guests: [guest('Dana Levi'), guest('Omer')],
  tables: [
    { name: 'Table 3', capacity: 4 },
    { name: 'Table 7', capacity: 4 },
  ],
  seating,
});

let clock = 1_000;
function version(
  eventId: string,
  name: string,
  automatic = false,
  seating: Record<string, string> = { 'Dana Levi': 'Table 3' },
): PlanVersion {
  clock += 1_000;
  return {
    id: `${eventId}-${name}`,
    eventId,
    label: automatic ? { kind: 'beforeOptimising', params: {} } : { text: name },
    automatic,
    taken: clock,
    printed: null,
    plan: planOf(content(eventId, seating)),
  };
}

describe('workspace: saved versions of a plan', () => {
  it('brings a version 4 database forward: events, content and undo history stay, and versions start empty', async () => {
    const name = uniqueDbName();
    const v4 = await openDB<WorkspaceSchema>(name, 4, {
      upgrade: (db, oldVersion, _newVersion, tx) => {
        void runMigrations(db, oldVersion, 4, tx);
      },
    });
    await v4.put('events', { id: 'e1', name: 'Wedding', created: 1, updated: 2, revision: 3 });
    await v4.put('content', content('e1', { 'Dana Levi': 'Table 3' }));
    await v4.put('historyHeads', { eventId: 'e1', revision: 3, position: 1, first: 1, last: 1 });
    await v4.put('historySteps', { eventId: 'e1', seq: 1, label: { kind: 'move', params: {} }, patch: {}, size: 2 });
    v4.close();

    const db = await WorkspaceDb.open(name);
    expect((await db.listEvents()).map((e) => [e.name, e.revision])).to.deep.equal([['Wedding', 3]]);
    expect((await db.loadContent('e1')).seating).to.deep.equal({ 'Dana Levi': 'Table 3' });
    expect((await db.loadHistory('e1', 3))?.steps.map((s) => s.seq)).to.deep.equal([1]);
    expect(await db.listVersions('e1')).to.deep.equal([]);
    db.close();
    const raw = await openDB(name);
    expect(raw.version).to.equal(DB_VERSION);
    expect([...raw.objectStoreNames]).to.include('versions');
    raw.close();
  });

  it('saves, lists newest first, renames and deletes versions, each event its own', async () => {
    const db = await WorkspaceDb.open(uniqueDbName());
    const wedding = await db.createEvent('Wedding');
    const gala = await db.createEvent('Gala');
    await db.saveVersion(version(wedding.id, 'sent to the venue'));
    await db.saveVersion(version(wedding.id, 'after the call', false, { 'Dana Levi': 'Table 7' }));
    await db.saveVersion(version(gala.id, 'gala draft'));

    const listed = await db.listVersions(wedding.id);
    expect(listed.map((v) => v.label)).to.deep.equal([{ text: 'after the call' }, { text: 'sent to the venue' }]);
    expect(listed[0]!.plan.seating).to.deep.equal({ 'Dana Levi': 'Table 7' });

    await db.saveVersion({ ...listed[1]!, label: { text: 'sent to the venue (v1)' }, printed: 5 });
    const renamed = await db.listVersions(wedding.id);
    expect(renamed.map((v) => [v.label, v.printed])).to.deep.equal([
      [{ text: 'after the call' }, null],
      [{ text: 'sent to the venue (v1)' }, 5],
    ]);

    await db.deleteVersion(renamed[0]!.id);
    expect((await db.listVersions(wedding.id)).map((v) => v.label)).to.deep.equal([{ text: 'sent to the venue (v1)' }]);
    expect((await db.listVersions(gala.id)).map((v) => v.label)).to.deep.equal([{ text: 'gala draft' }]);
    db.close();
  });

  it(`keeps the newest ${AUTOMATIC_VERSIONS_KEPT} automatic versions of an event and every named one`, async () => {
    const db = await WorkspaceDb.open(uniqueDbName());
    const event = await db.createEvent('Wedding');
    await db.saveVersion(version(event.id, 'sent to the venue'));
    const automatic: PlanVersion[] = [];
    for (let i = 0; i < AUTOMATIC_VERSIONS_KEPT + 3; i++) {
      automatic.push(version(event.id, `auto ${i}`, true));
      await db.saveVersion(automatic.at(-1)!);
    }
    const kept = await db.listVersions(event.id);
    expect(kept.filter((v) => v.automatic).map((v) => v.id)).to.deep.equal(
      automatic
        .slice(-AUTOMATIC_VERSIONS_KEPT)
        .reverse()
        .map((v) => v.id),
    );
    expect(kept.filter((v) => !v.automatic).map((v) => v.label)).to.deep.equal([{ text: 'sent to the venue' }]);
    db.close();
  });

  it('deletes an event with its versions, and leaves the other events their own', async () => {
    const db = await WorkspaceDb.open(uniqueDbName());
    const wedding = await db.createEvent('Wedding');
    const gala = await db.createEvent('Gala');
    await db.saveVersion(version(wedding.id, 'one'));
    await db.saveVersion(version(wedding.id, 'two', true));
    await db.saveVersion(version(gala.id, 'three'));
    await db.deleteEvent(wedding.id);
    expect(await db.listVersions(wedding.id)).to.deep.equal([]);
    expect((await db.listVersions(gala.id)).map((v) => v.label)).to.deep.equal([{ text: 'three' }]);
    db.close();
  });

  it('refuses a version when the browser is out of space or the event is gone, and writes nothing', async () => {
    const db = await WorkspaceDb.open(uniqueDbName());
    const event = await db.createEvent('Wedding');
    await db.saveVersion(version(event.id, 'kept'));
    const full = await whilePutsFail('QuotaExceededError', () =>
      rejectionOf(db.saveVersion(version(event.id, 'too much')), 'a save with no room'),
    );
    expect(full).to.be.instanceOf(StorageError);
    expect((full as StorageError).failure).to.equal('quota');
    expect((await db.listVersions(event.id)).map((v) => v.label)).to.deep.equal([{ text: 'kept' }]);

    const gone = await rejectionOf(db.saveVersion(version('no-such-event', 'orphan')), 'a version of a deleted event');
    expect(gone).to.be.instanceOf(StaleWriteError);
    expect(await db.listVersions('no-such-event')).to.deep.equal([]);
    db.close();
  });
});
