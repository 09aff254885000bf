/** A problem found in user input: where it is and what it is, rendered into a sentence by the i18n layer. */
export type IssueSeverity = 'error' | 'warning';
export type InputFile = 'guests' | 'tables' | 'seating';

export interface Issue {
  severity: IssueSeverity;
  file: InputFile;
  /** The file name the user picked, when known. */
  fileName?: string;
  /** 1-based line in the file; the header is line 1. Absent for whole-file problems. */
  line?: number;
  /** Column header as written in the file (or the canonical name when the column is missing). */
  column?: string;
  /** Stable code; the message is `problems.<code>` in locales/, interpolated with params. */
  code: IssueCode;
  params: Record<string, string | number>;
  /**
   * For a conflict of hard rules: each rule that takes part, smallest set first found; for a reference
   * to a repeated name: each booking it could mean. Worded by `problems.rule.<kind>`.
   */
  rules?: ConflictRule[];
}

/** One rule of a conflict (a together wish, a pin, a requires list or an avoid pair) or one booking a reference could mean, with where it is written. */
export interface ConflictRule {
  kind: 'together' | 'pin' | 'requires' | 'avoid' | 'reserved' | 'booking' | 'booking_line';
  params: Record<string, string | number>;
}

/**
 * Every code the CSV layer and compileProblem produce. Each has a message under `problems.<code>`
 * in both locales (test/unit/locales.test.ts checks it).
 */
export const ISSUE_CODES = [
  // Whole file, found before parsing.
  'encoding',
  'file_too_large',
  'too_many_rows',
  'empty_file',
  'no_rows',
  // Workbooks (.xlsx), before their rows are read.
  'workbook_unreadable',
  'workbook_encrypted',
  'workbook_too_large',
  'workbook_too_slow',
  'workbook_sheet_missing',
  // Header.
  'missing_column',
  'duplicate_column',
  // Cells.
  'malformed_quotes',
  'value_missing',
  'not_integer',
  'below_minimum',
  'out_of_range',
  'name_empty',
  'name_too_long',
  'duplicate_name',
  'name_repeated',
  'duplicate_id',
  'too_many_people',
  'too_many_meals',
  'party_size_ignored',
  'title_rows_left_out',
  'rows_below_list_left_out',
  'rsvp_unknown',
  'party_conflict',
  // Across records and files.
  'avoid_unknown',
  'avoid_self',
  'wish_unknown',
  'wish_self',
  'reference_ambiguous',
  'requires_unknown_tag',
  'likes_unknown_tag',
  'hard_rules_conflict',
  'table_shape_unknown',
  'not_number',
  'measure_out_of_range',
  'position_incomplete',
  'table_unknown',
  'pinned_over_capacity',
  'reserved_unknown',
  'reserved_unfit',
  'pinned_to_reserved',
  'booking_too_large',
  'no_tables',
  'strength_conflict',
  'strength_without_group',
  'total_over_capacity',
  // Seating file read back against the guests and tables.
  'seating_unknown_booking',
  'seating_missing_booking',
  'seating_duplicate_booking',
  'seating_unknown_table',
  'seating_over_capacity',
  'seating_pin_violated',
  'seating_together_broken',
  'seating_requirement_unmet',
  'seating_reserved_table',
  'seating_reserved_elsewhere',
  'seating_seat_invalid',
] as const;

export type IssueCode = (typeof ISSUE_CODES)[number];

/** Where an issue is, and what to fill it with. */
export interface IssueAt {
  file: InputFile;
  fileName?: string | undefined;
  line?: number | undefined;
  column?: string | undefined;
}

export function makeIssue(severity: IssueSeverity, code: IssueCode, at: IssueAt, params: Record<string, string | number> = {}): Issue {
  const issue: Issue = { severity, file: at.file, code, params };
  if (at.fileName !== undefined) issue.fileName = at.fileName;
  if (at.line !== undefined) issue.line = at.line;
  if (at.column !== undefined) issue.column = at.column;
  return issue;
}

export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((i) => i.severity === 'error');
}

const FILE_ORDER: Record<InputFile, number> = { guests: 0, tables: 1, seating: 2 };

/**
 * Joins issue lists, drops repeats (the readers and compileProblem both check names, sizes and
 * capacities, so a caller that runs both would otherwise see those twice) and orders them by
 * file, then line, keeping the order of discovery within a line.
 */
export function mergeIssues(...lists: readonly (readonly Issue[])[]): Issue[] {
  const seen = new Set<string>();
  const merged: Issue[] = [];
  for (const list of lists) {
    for (const issue of list) {
      const key = JSON.stringify([issue.file, issue.line, issue.column, issue.code, issue.severity, issue.params]);
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(issue);
    }
  }
  return merged
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => FILE_ORDER[a.issue.file] - FILE_ORDER[b.issue.file] || (a.issue.line ?? 0) - (b.issue.line ?? 0) || a.index - b.index)
    .map((entry) => entry.issue);
}

/**
 * Issues as a report lists them: errors first, then warnings; within each, grouped by kind (code),
 * kinds in the order first met; within a kind, in file and line order as given.
 */
export function groupedByKind(issues: readonly Issue[]): Issue[] {
  const rank = new Map<string, number>();
  for (const issue of issues) {
    const kind = `${issue.severity}:${issue.code}`;
    if (!rank.has(kind)) rank.set(kind, rank.size);
  }
  const severity = (issue: Issue): number => (issue.severity === 'error' ? 0 : 1);
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort(
      (a, b) =>
        severity(a.issue) - severity(b.issue) ||
        rank.get(`${a.issue.severity}:${a.issue.code}`)! - rank.get(`${b.issue.severity}:${b.issue.code}`)! ||
        a.index - b.index,
    )
    .map((entry) => entry.issue);
}
