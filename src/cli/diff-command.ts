/**
 * `seating-optimizer diff OLD_SEATING NEW_SEATING [--json]`: what changed between two seating files,
 * by the shared comparison `diffSeatings`; the files alone are enough. Exit status 0 when both
 * files were read (whether or not they differ), 1 when either could not be.
 */
import type { Translate } from '../i18n/format-issue.ts';
import { hasErrors } from '../model/issues.ts';
import { diffSeatings, sameSeating, type SeatingDiff } from '../model/seating-diff.ts';
import { EXIT_BAD_INPUT, EXIT_OK } from './commands.ts';
import type { SolveSettings } from './args.ts';
import type { CliIO } from './io.ts';
import { readBytes } from './load.ts';
import { printIssues, printRowProblem } from './report.ts';
import { readSeatingPlan, seatingSide, type SeatingPlan } from './seating-plan.ts';

/** The `diff --json` object: tables are names, null for no table; reseated seats are seat numbers. */
interface DiffJson {
  added: { booking: string; table: string | null }[];
  removed: { booking: string; table: string | null }[];
  moved: { booking: string; from: string | null; to: string | null }[];
  reseated: { booking: string; table: string; from: number[]; to: number[] }[];
  tables_changed: string[];
}

function diffJson(diff: SeatingDiff): DiffJson {
  return {
    added: diff.added.map(({ booking, table }) => ({ booking, table })),
    removed: diff.removed.map(({ booking, table }) => ({ booking, table })),
    moved: diff.moved.map(({ booking, from, to }) => ({ booking, from, to })),
    reseated: diff.reseated.map(({ booking, table, from, to }) => ({ booking, table, from: [...from], to: [...to] })),
    tables_changed: [...diff.tablesChanged],
  };
}

/** The comparison as lines a person reads: a summary, then each kind of change with its bookings. */
function diffText(diff: SeatingDiff, t: Translate): string {
  if (sameSeating(diff)) return `${t('cli.diff.same')}\n`;
  const place = (table: string | null) => table ?? t('cli.diff.no_table');
  const lines = [
    t('cli.diff.summary', {
      added: diff.added.length,
      removed: diff.removed.length,
      moved: diff.moved.length,
      reseated: diff.reseated.length,
      tables: diff.tablesChanged.length,
    }),
  ];
  const section = <T>(title: string, items: readonly T[], line: (item: T) => string) => {
    if (items.length === 0) return;
    lines.push('', title, ...items.map(line));
  };
  section(t('cli.diff.added'), diff.added, (a) => t('cli.diff.added_line', { booking: a.booking, table: place(a.table) }));
  section(t('cli.diff.removed'), diff.removed, (r) => t('cli.diff.removed_line', { booking: r.booking, table: place(r.table) }));
  section(t('cli.diff.moved'), diff.moved, (m) => t('cli.diff.moved_line', { booking: m.booking, from: place(m.from), to: place(m.to) }));
  section(t('cli.diff.reseated'), diff.reseated, (r) =>
    t('cli.diff.reseated_line', { booking: r.booking, table: r.table, from: r.from.join(', '), to: r.to.join(', ') }),
  );
  if (diff.tablesChanged.length > 0) lines.push('', t('cli.diff.tables', { tables: diff.tablesChanged.join('; ') }));
  return `${lines.join('\n')}\n`;
}

function readPlan(io: CliIO, t: Translate, path: string): SeatingPlan {
  const plan = readSeatingPlan(readBytes(io, path, t, 'seating_export'), path);
  printIssues(io, plan.issues, t);
  for (const problem of plan.rowProblems) {
    printRowProblem(io, t, path, problem.line, problem.column, t(`cli.plan.${problem.code}`, problem.params));
  }
  return plan;
}

export function runDiff(io: CliIO, t: Translate, [oldPath, newPath]: string[], settings: SolveSettings): number {
  const before = readPlan(io, t, oldPath ?? '');
  const after = readPlan(io, t, newPath ?? '');
  if (!before.readable || !after.readable || hasErrors(before.issues) || hasErrors(after.issues)) return EXIT_BAD_INPUT;
  const diff = diffSeatings(seatingSide(before), seatingSide(after));
  io.stdout(settings.json ? `${JSON.stringify(diffJson(diff))}\n` : diffText(diff, t));
  return EXIT_OK;
}
