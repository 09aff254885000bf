/**
 * The undo history in the workspace's stores (see history-schema.ts): its steps by [event id, seq]
 * and its head, written in the transaction that saves the content they lead to.
 */
import type { HistoryHead, HistoryStep, HistoryWrite, StoredHistory } from './history-schema.ts';
import type { WriteTx } from './schema.ts';

/** Every undo step of one event (keys are [event id, seq]). */
export function stepsOf(eventId: string, from = -Infinity, to = Infinity): IDBKeyRange {
  return IDBKeyRange.bound([eventId, from], [eventId, to]);
}

/** The stored history when it leads to content revision `revision` (else it describes other content): its steps kept, in order. */
export function historyAt(revision: number, head: HistoryHead | undefined, steps: HistoryStep[]): StoredHistory | null {
  if (head?.revision !== revision) return null;
  return { head, steps: steps.filter((s) => s.seq >= head.first && s.seq <= head.last) };
}

/**
 * Writes the undo history that leads to content revision `revision`. A stored history that did not
 * lead to `baseRevision` describes other content: its steps go, and only what `write` brings is kept.
 */
export async function writeHistory(
  tx: WriteTx,
  eventId: string,
  baseRevision: number,
  revision: number,
  write: HistoryWrite | undefined,
): Promise<void> {
  const heads = tx.objectStore('historyHeads');
  const steps = tx.objectStore('historySteps');
  const head = await heads.get(eventId);
  const inStep = head?.revision === baseRevision;
  if (!write) {
    if (inStep) await heads.put({ ...head, revision });
    else if (head) await Promise.all([heads.delete(eventId), steps.delete(stepsOf(eventId))]);
    return;
  }
  let first = write.first;
  if (inStep) {
    await Promise.all([steps.delete(stepsOf(eventId, -Infinity, write.first - 1)), steps.delete(stepsOf(eventId, write.last + 1))]);
  } else {
    await steps.delete(stepsOf(eventId));
    first = Math.min(...write.put.map((s) => s.seq), write.last + 1);
  }
  await Promise.all(write.put.map((step) => steps.put(step)));
  await heads.put({ eventId, revision, position: write.position, first, last: write.last });
}
