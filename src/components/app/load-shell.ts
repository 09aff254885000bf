/**
 * The shell's code, a part a task: the header's event menu, the notes and notices, then the shell
 * itself (whose element the page already holds, so it draws when its module runs). Run all at once
 * they were one task long enough to block a phone (docs/decisions/0046-first-load-in-parts.md).
 * The page has preloaded them all; each part runs the modules the parts before it did not.
 */
import { runInParts } from '../../state/yield.ts';

export function loadShell(): Promise<void> {
  return runInParts([
    () => import('./event-menu.ts'),
    () => Promise.all([import('./storage-status.ts'), import('./offline-note.ts')]),
    () => Promise.all([import('./save-reminder.ts'), import('./file-refusal.ts')]),
    () => import('./seating-app.ts'),
  ]);
}
