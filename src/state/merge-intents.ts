/**
 * The two intents of merging a file into the open event, as the import panel sends them: "review
 * this file" (what a guests or tables file would change, shown before anything changes) and "apply
 * this merge" (the accepted changes, after a version of the plan as it was). Components call these;
 * they do not build proposals or take versions themselves.
 */
import { bookingRef } from '../model/booking-refs.ts';
import type { EventContent } from '../model/event-content.ts';
import type { ChangeId } from '../model/guest-diff.ts';
import type { Issue } from '../model/issues.ts';
import type { ImportedFile } from './event-actions.ts';
import type { PlannerStore } from './planner-store.ts';

/** What applying the reviewed merge did: applied, or refused with the merged list's problems. */
export interface MergeOutcome {
  fileName: string;
  applied: boolean;
  issues: Issue[];
  /** Bookings (and their people) that had a table before and sit at another one, or at none, after: the place cards to reprint. */
  moved: { bookings: number; people: number };
}

/** Bookings of `before` that had a table and, still on the list after, sit elsewhere or nowhere. */
function movedBetween(before: EventContent, after: EventContent | null): { bookings: number; people: number } {
  const moved = { bookings: 0, people: 0 };
  if (!after) return moved;
  const staying = new Map(after.guests.map((guest) => [bookingRef(guest), guest]));
  for (const guest of before.guests) {
    const ref = bookingRef(guest);
    const was = before.seating[ref];
    const now = staying.get(ref);
    if (was === undefined || !now || after.seating[ref] === was) continue;
    moved.bookings++;
    moved.people += now.size;
  }
  return moved;
}

export class MergeIntents {
  constructor(
    private readonly store: PlannerStore,
    /** Keeps the plan as it is before a merge changes it (a saved version); never stops the merge. */
    private readonly beforeMerging: (fileName: string) => Promise<unknown>,
  ) {}

  /**
   * Opens the review of a guests or tables file against the open event. False when there is
   * nothing to review it against (no open event) or the file has errors: it is then applied as an
   * import is, which refuses it with its problems.
   */
  async review(file: Extract<ImportedFile, { kind: 'guests' | 'tables' }>): Promise<boolean> {
    const content = this.store.state.content;
    if (!content || file.issues.some((i) => i.severity === 'error')) return false;
    // Loaded when first needed: most sessions never merge.
    const { proposeMerge, proposeTablesMerge } = await import('./merge.ts');
    const proposal =
      file.kind === 'guests'
        ? proposeMerge(content, file.fileName, file.records, undefined, file)
        : proposeTablesMerge(content, file.fileName, file.records);
    this.store.reviewMerge(proposal);
    return true;
  }

  /**
   * Makes the changes the planner accepted in the open review as one undoable step, after saving
   * the plan as it was (a failed save never stops the merge: the versions panel says so). Null when
   * no review is open.
   */
  async apply(accepted: ReadonlySet<ChangeId>): Promise<MergeOutcome | null> {
    const review = this.store.state.mergeReview;
    if (!review) return null;
    await this.beforeMerging(review.fileName);
    const before = this.store.state.content;
    const { applied, issues } = await this.store.mergeGuests(review, accepted);
    const moved = applied && before ? movedBetween(before, this.store.state.content) : { bookings: 0, people: 0 };
    return { fileName: review.fileName, applied, issues, moved };
  }
}
