/**
 * What the interface tells the planner beside the plan itself: a notice, the review of a guest list
 * waiting to be merged, and the problems of the last import of each file. Each speaks of the event
 * open when it was given, so opening another event starts without them.
 */
import type { InputFile, Issue } from '../model/issues.ts';
import type { MergeProposal } from './merge.ts';
import { NO_IMPORT_ISSUES, type Notice, type PlannerState, type StateCell } from './planner-state.ts';

export class InterfaceState {
  constructor(private readonly cell: StateCell) {}

  get notice(): Notice | null {
    return this.cell.state.notice;
  }

  showNotice(notice: Notice | null): void {
    this.cell.set({ notice });
  }

  /** Shows the review of a guest list (a re-imported file, an opened copy of this event) before anything changes. */
  reviewMerge(proposal: MergeProposal): void {
    if (proposal.eventId === this.cell.state.event?.id) this.cell.set({ mergeReview: proposal });
  }

  /** Leaves the open review: nothing changes. */
  cancelMerge(): void {
    this.cell.set({ mergeReview: null });
  }

  setImportIssues(file: InputFile, issues: Issue[]): void {
    this.cell.set({ importIssues: { ...this.cell.state.importIssues, [file]: issues } });
  }

  /** The fields of a freshly opened event: no notice, no review, no import problems. */
  static readonly forOpenedEvent: Pick<PlannerState, 'importIssues' | 'notice' | 'mergeReview'> = {
    importIssues: NO_IMPORT_ISSUES,
    notice: null,
    mergeReview: null,
  };
}
