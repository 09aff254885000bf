/** A workspace stored before numbered ids were marked: its bookings keep being read as they were. */
import { expect } from '@open-wc/testing';
import { openDB } from 'idb';
import { WorkspaceDb } from '../../src/storage/workspace-db.ts';
import { runMigrations, type WorkspaceSchema } from '../../src/storage/schema.ts';
import { emptyContent } from '../../src/model/event-content.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import { planOf } from '../../src/storage/version-schema.ts';
import { uniqueDbName } from './planner-harness.ts';
import { guest } from './workspace-harness.ts';

/** Two David Cohens the app numbered, a planner's own id, and a booking without one. */
const OLD_GUESTS: GuestRecord[] = [
  { ...guest('David Cohen'), id: 'David Cohen #1' },
  { ...guest('David Cohen'), id: 'David Cohen #2' },
  { ...guest('Dana Levi'), id: 'DL-7' },
  guest('Omer'),
];
const MARKS = [
  ['David Cohen #1', true],
  ['David Cohen #2', true],
  ['DL-7', false],
  [undefined, false],
];
const marks = (guests: readonly GuestRecord[] | undefined) => (guests ?? []).map((g) => [g.id, g.idGenerated === true]);

describe('workspace: ids the app numbered, stored before they were marked', () => {
  it('marks them in the content, its merge base, saved versions and undo steps, and leaves a planner id alone', async () => {
    const name = uniqueDbName();
    const v5 = await openDB<WorkspaceSchema>(name, 5, {
      upgrade: (db, oldVersion, _newVersion, tx) => {
        void runMigrations(db, oldVersion, 5, tx);
      },
    });
    const content = { ...emptyContent('e1'), guests: OLD_GUESTS, mergeBase: { guests: OLD_GUESTS } };
    await v5.put('events', { id: 'e1', name: 'Wedding', created: 1, updated: 2, revision: 1 });
    await v5.put('content', content);
    await v5.put('versions', {
      id: 'v1',
      eventId: 'e1',
      label: { text: 'First' },
      automatic: false,
      taken: 1,
      printed: null,
      plan: planOf(content),
    });
    await v5.put('historyHeads', { eventId: 'e1', revision: 1, position: 1, first: 1, last: 1 });
    const patch = { guests: { start: 0, removed: [], inserted: OLD_GUESTS } };
    await v5.put('historySteps', { eventId: 'e1', seq: 1, label: { kind: 'import.guests', params: {} }, patch, size: 2 });
    v5.close();

    const db = await WorkspaceDb.open(name);
    const loaded = await db.loadContent('e1');
    expect(marks(loaded.guests)).to.deep.equal(MARKS);
    expect(marks(loaded.mergeBase?.guests)).to.deep.equal(MARKS);
    expect(marks((await db.listVersions('e1'))[0]?.plan.guests)).to.deep.equal(MARKS);
    expect(marks((await db.loadHistory('e1', 1))?.steps[0]?.patch.guests?.inserted)).to.deep.equal(MARKS);
    expect(loaded.tables).to.deep.equal([]);
    db.close();
  });
});
