/**
 * A page going away with changes not saved yet (hidden for the back button, or closed): what a reload
 * at that moment finds, and a page that stays carrying on as if nothing happened.
 */
import { expect } from '@open-wc/testing';
import { openDB, type IDBPDatabase } from 'idb';
import type { WorkspaceSchema } from '../../src/storage/schema.ts';
import type { Planner } from '../../src/controllers/planner-context.ts';
import { patience } from '../support/eventually.ts';
import { demoPlanner, openPlanner, until } from './planner-harness.ts';

/** More turns than two moves, their saves and their seat orders take on any machine. */
const MOST_TURNS = 400;

/** One turn of the event loop: a task after the ones queued now (IndexedDB's answers among them). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * The event as a reload begun now would find it: the transaction is begun before this returns, so it
 * reads after every write begun earlier (the page's leaving write among them) and before any begun later.
 */
async function storedNow(raw: IDBPDatabase<WorkspaceSchema>, eventId: string) {
  const tx = raw.transaction(['events', 'content', 'historyHeads', 'historySteps'], 'readonly');
  const [meta, content, head, steps] = await Promise.all([
    tx.objectStore('events').get(eventId),
    tx.objectStore('content').get(eventId),
    tx.objectStore('historyHeads').get(eventId),
    tx.objectStore('historySteps').getAll(IDBKeyRange.bound([eventId, -Infinity], [eventId, Infinity])),
    tx.done,
  ]);
  const label = (seq: number) => steps.find((s) => s.seq === seq)?.label;
  return {
    seating: content?.seating,
    historyFits: head?.revision === meta?.revision,
    undoSteps: head ? [label(head.position), label(head.position - 1)] : [],
  };
}

/**
 * Hides the page before two moves start, while each is worked out, written or shown, and after: at
 * every turn of the event loop till they are done, with the moves made again each time.
 */
async function hideAtEveryTurn(planner: Planner & { dbName: string }, [first, second]: [string, string]) {
  const { store, dbName } = planner;
  const eventId = store.state.event!.id;
  const raw = await openDB<WorkspaceSchema>(dbName);
  for (let turns = 0, done = false; !done; turns++) {
    expect(turns, 'the moves settle').to.be.below(MOST_TURNS);
    const [firstTable, secondTable] = turns % 2 ? ['Table 1', 'Table 2'] : ['Table 2', 'Table 3'];
    const firstMove = { kind: 'move', params: { name: first, table: firstTable } };
    const secondMove = { kind: 'move', params: { name: second, table: secondTable } };
    const progress = { settled: false };
    const moves = Promise.all([store.moveBooking(first, firstTable), store.moveBooking(second, secondTable)]);
    void moves.finally(() => (progress.settled = true));
    for (let turn = 0; turn < turns; turn++) await nextTask();
    done = progress.settled;

    dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    const stored = await storedNow(raw, eventId);
    const when = `hidden after ${turns} turns`;
    expect(stored.seating, when).to.deep.include({ [first]: firstTable, [second]: secondTable });
    expect(stored.historyFits, when).to.equal(true);
    expect(stored.undoSteps, when).to.deep.equal([secondMove, firstMove]);

    expect(await moves, when).to.deep.equal([null, null]);
    await planner.seats.idle;
    expect(store.state.notice?.kind, when).to.not.equal('notice.changedElsewhere');
    expect(store.state.undo, when).to.deep.equal(secondMove);
    if (turns === 0 || done) {
      const reopened = await openPlanner(dbName);
      expect(reopened.store.state.content!.seating, when).to.deep.include({ [first]: firstTable, [second]: secondTable });
      expect(await reopened.store.undo(), when).to.deep.equal(secondMove);
      expect(await reopened.store.undo(), when).to.deep.equal(firstMove);
      reopened.dispose();
      // The page that stayed takes what the other one undid, says so, and moves on from there.
      await until(
        () => store.state.content!.seating[first] !== firstTable && store.state.content!.seating[second] !== secondTable,
        'the undo',
      );
      expect(store.state.notice?.kind).to.equal('notice.changedElsewhere');
      store.showNotice(null);
    }
  }
  raw.close();
  planner.dispose();
}

describe('a page going away', () => {
  it('writes the moves not saved yet whenever it is hidden, with the undo steps that lead to them, and saves on as before when it stays', async function () {
    // A sweep over every moment of two moves, each a fraction of a second: longer than one test's usual allowance.
    this.timeout(patience(120_000));
    await hideAtEveryTurn(await demoPlanner(), ['Shira', 'Eyal']);
  });

  it('opens an event with its undo steps while another tab keeps saving it', async () => {
    const first = await demoPlanner();
    const other = { moving: true };
    const moves = (async () => {
      for (let i = 0; other.moving; i++) await first.store.moveBooking('Shira', i % 2 ? 'Table 1' : 'Table 2');
    })();
    await until(() => first.store.state.undo, 'the first move saved');
    for (let opening = 1; opening <= 10; opening++) {
      const second = await openPlanner(first.dbName);
      expect(second.store.state.event?.id).to.equal(first.store.state.event!.id);
      expect(second.store.state.undo?.kind, `opening ${opening}`).to.equal('move');
      second.dispose();
    }
    other.moving = false;
    await moves;
    first.dispose();
  });
});
