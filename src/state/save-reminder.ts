/**
 * When to remind the planner to save the event as a file: the browser's copy can be lost (cleared
 * storage, a lost phone), a `.seating` file cannot. After a large change (an import, a solver
 * result) or many smaller ones since the last file save or the last "not now"; never for an empty event.
 */
import type { FileSaveRecord } from '../storage/workspace-db.ts';

/** Saved changes (about one per edit) that make a reminder due without an import or a solver result. */
const REMINDER_AFTER_CHANGES = 25;

export function saveReminderDue(revision: number, record: FileSaveRecord | null, hasContent: boolean): boolean {
  if (!record || !hasContent) return false;
  const since = Math.max(record.savedRevision ?? 0, record.dismissedRevision ?? 0);
  if (record.largeChangeRevision !== null && record.largeChangeRevision > since) return true;
  return revision - since >= REMINDER_AFTER_CHANGES;
}
