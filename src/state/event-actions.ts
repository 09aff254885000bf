/**
 * What each change of an event's content makes of it, as pure functions of the content: an
 * imported file, a reviewed merge, a solver result, a seat move and every edit of edits.ts. The
 * event editor sends each through `reduceEvent` and saves what comes out; nothing here reads or
 * writes the workspace.
 */
import type { Headcount } from '../model/headcount.ts';
import { withAnswers } from '../model/declines.ts';
import { keepReservations } from './reservation-seating.ts';
import type { ColumnMatch } from '../csv/header-match.ts';
import { compileProblem } from '../model/compile.ts';
import type { EventContent, SavedColumnMapping } from '../model/event-content.ts';
import type { ChangeId } from '../model/guest-diff.ts';
import { hasErrors, mergeIssues, type Issue } from '../model/issues.ts';
import { mealsWithUsed } from '../model/meals.ts';
import type { Assignment } from '../model/problem.ts';
import { cleanGuestRecord, cleanTableRecord, type GuestRecord, type TableRecord } from '../model/records.ts';
import { withMapping } from './column-mapping.ts';
import { sourcesOf } from './derive.ts';
import { applyEdit, type EditIntent } from './edits.ts';
import type { EditLabel } from './history.ts';
import { mergedContent, type MergeProposal } from './merge.ts';
import { applySeatMove } from './seat-edits.ts';
import {
  assignmentToSeating,
  normalizeSeating,
  problemFingerprint,
  seatingRefusal,
  tablesForRules,
  type Refusal,
} from './seating-rules.ts';

/** What a guests or tables file was read with: its columns' meanings, and the planner's choice to remember. */
interface ReadColumns {
  lines?: number[];
  headers?: Record<string, string>;
  columns?: ColumnMatch[];
  mapping?: SavedColumnMapping;
}

export type ImportedFile =
  | ({
      kind: 'guests';
      fileName: string;
      records: GuestRecord[];
      issues: Issue[];
      headcount?: Headcount;
      /** Bookings and people the file says declined, and those without an answer: never seated; a merge names the declines (merge.ts). */
      declined?: GuestRecord[];
      pending?: GuestRecord[];
    } & ReadColumns)
  | ({ kind: 'tables'; fileName: string; records: TableRecord[]; issues: Issue[] } & ReadColumns)
  | { kind: 'seating'; fileName: string; seating: Record<string, string>; issues: Issue[] };

/** Where an import goes: into the open event (replacing that file's records) or into a new event. */
export type ImportTarget = 'open' | 'new';

export type EventAction =
  /** An imported file, applied to the open event's content, or to an empty one when it makes a new event. */
  | { kind: 'import'; file: ImportedFile; into: ImportTarget }
  /** The changes the planner accepted from a reviewed guest list (see merge.ts). */
  | { kind: 'merge'; proposal: MergeProposal; accepted: ReadonlySet<ChangeId> }
  /** A solver result for the problem whose fingerprint is `solvedFor` (see problemFingerprint), with the bound it proved. */
  | { kind: 'solution'; solvedFor: string; assignment: Assignment; provenBound?: number }
  /** A booking seated from one seat of its table on (see seat-edits.ts). */
  | { kind: 'seat'; booking: string; seat: number }
  | { kind: 'edit'; intent: EditIntent };

/**
 * What an action makes of the content: the next content with its undo label, or nothing, with why
 * not where the planner is told (a refusal) and the problems of the file an import or a merge read.
 */
export interface Reduction {
  change: { next: EventContent; label: EditLabel } | null;
  refusal: Refusal | null;
  issues: Issue[];
}

const unchanged = (refusal: Refusal | null = null, issues: Issue[] = []): Reduction => ({ change: null, refusal, issues });

export function reduceEvent(content: EventContent, action: EventAction): Reduction {
  switch (action.kind) {
    case 'import':
      return reduceImport(content, action.file);
    case 'merge':
      return reduceMerge(content, action.proposal, action.accepted);
    case 'solution':
      return reduceSolution(content, action.solvedFor, action.assignment);
    case 'seat': {
      const result = applySeatMove(content, action.booking, action.seat);
      return 'refusal' in result ? unchanged(result.refusal) : { change: result, refusal: null, issues: [] };
    }
    case 'edit': {
      const result = applyEdit(content, action.intent);
      return 'refusal' in result ? unchanged(result.refusal) : { change: result, refusal: null, issues: [] };
    }
  }
}

/**
 * A file in place of that file's part of `content`. Its own errors, or cross-file ones (an unknown
 * pinned table, a booking larger than every table…), change nothing; a seating that breaks a hard
 * rule is refused. The seating is then brought in line with the new records (normalizeSeating).
 */
export function reduceImport(content: EventContent, file: ImportedFile): Reduction {
  const base = file.kind !== 'seating' && file.mapping ? withMapping(content, file.kind, file.mapping) : content;
  let next: EventContent;
  if (file.kind === 'guests') {
    const guests = file.records.map(cleanGuestRecord);
    next = {
      ...base,
      guests,
      meals: mealsWithUsed(base.meals ?? [], guests),
      sources: { ...base.sources, guests: file.fileName },
      mergeBase: { ...withAnswers(base.mergeBase, file), guests },
    };
  } else if (file.kind === 'tables') {
    const tables = file.records.map(cleanTableRecord);
    next = { ...base, tables, sources: { ...base.sources, tables: file.fileName }, mergeBase: { ...base.mergeBase, tables } };
  } else next = { ...base, seating: file.seating };
  let issues = file.issues;
  // The cross-file checks run on a file with errors too, so that every problem is reported at once.
  if (next.guests.length > 0 && next.tables.length > 0) {
    const sources = sourcesOf(next);
    if (file.kind === 'guests') Object.assign(sources, { guestLines: file.lines, guestHeaders: file.headers });
    if (file.kind === 'tables') Object.assign(sources, { tableLines: file.lines, tableHeaders: file.headers });
    issues = mergeIssues(issues, compileProblem(next.guests, tablesForRules(next), sources).issues);
  }
  if (hasErrors(issues)) return unchanged(null, issues);
  const refusal = file.kind === 'seating' ? seatingRefusal(next) : null;
  if (refusal) return unchanged(refusal, issues);
  return {
    change: { next: keepReservations(normalizeSeating(next)), label: { kind: `import.${file.kind}`, params: { file: file.fileName } } },
    refusal,
    issues,
  };
}

/** The accepted changes of a reviewed guest list, as one step; nothing when the merged list does not fit the tables. */
export function reduceMerge(content: EventContent, proposal: MergeProposal, accepted: ReadonlySet<ChangeId>): Reduction {
  const source = proposal.tables ? 'tables' : 'guests';
  const next = keepReservations({
    ...mergedContent(content, proposal, accepted),
    sources: { ...content.sources, [source]: proposal.fileName },
  });
  const issues = next.tables.length > 0 ? compileProblem(next.guests, tablesForRules(next), sourcesOf(next)).issues : [];
  if (hasErrors(issues)) return unchanged(null, issues);
  return { change: { next, label: { kind: 'merge', params: { file: proposal.fileName, count: accepted.size } } }, refusal: null, issues };
}

/**
 * A solver result, kept when it answers the problem open now (the same event, guests, tables and
 * locks, compared by content) and keeps every hard constraint; otherwise nothing changes.
 */
export function reduceSolution(content: EventContent, solvedFor: string, assignment: Assignment): Reduction {
  if (problemFingerprint(content) !== solvedFor) return unchanged();
  const next = { ...content, seating: assignmentToSeating(content, assignment) };
  const refusal = seatingRefusal(next);
  return refusal ? unchanged(refusal) : { change: { next, label: { kind: 'solve', params: {} } }, refusal: null, issues: [] };
}
