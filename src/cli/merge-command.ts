/**
 * `seating-optimizer merge BASE OURS THEIRS [--out FILE] [--prefer ours|theirs]`: the three-way merge
 * the app makes when a new guests or tables file comes (model/three-way-merge.ts), for two files that
 * both started from BASE. What THEIRS changed since BASE comes in, what OURS changed stays, and a
 * field both changed differently is a clash: listed with both values and left as OURS has it, unless
 * --prefer theirs. Exit status 1 when a clash was left (or a file could not be read), 0 otherwise.
 */
import { CSV_FILES } from '../contract/index.ts';
import { writeGuestsCsv } from '../csv/guests-write.ts';
import { readGuestsFile } from '../csv/guests.ts';
import { readTablesFile } from '../csv/tables.ts';
import { writeTablesCsv } from '../csv/tables-write.ts';
import type { Translate } from '../i18n/format-issue.ts';
import { attributeLabel, fieldLabel } from '../i18n/field-labels.ts';
import { hasErrors, type Issue } from '../model/issues.ts';
import { GUEST_MERGE, TABLE_MERGE } from '../model/record-merge.ts';
import { cleanGuestRecord, cleanTableRecord, type GuestRecord, type TableRecord } from '../model/records.ts';
import { withGeneratedIdsMatched } from '../model/repeated-name-match.ts';
import {
  applyThreeWayMerge,
  defaultAccepted,
  everyChange,
  threeWayMerge,
  type Clash,
  type MergeSpec,
  type ThreeWayMerge,
} from '../model/three-way-merge.ts';
import type { SolveSettings } from './args.ts';
import { EXIT_BAD_INPUT, EXIT_OK } from './commands.ts';
import { writeOutput, type CliIO } from './io.ts';
import { readBytes, tableInput } from './load.ts';
import { printIssues } from './report.ts';

interface Side<R> {
  records: R[];
  issues: Issue[];
}

/**
 * The kind of the three files, from OURS's header: tables when more of its columns are named as a
 * tables file's than as a guests file's ("size" names both a booking's seats and a table's capacity).
 */
function isTablesFile(bytes: Uint8Array, path: string): boolean {
  const named = (columns: readonly { certainty: string }[]) => columns.filter((c) => c.certainty === 'name').length;
  const asTables = readTablesFile(tableInput('tables', bytes, path), path);
  const asGuests = readGuestsFile(tableInput('guests', bytes, path), path);
  return named(asTables.columns) > named(asGuests.columns);
}

export function runMerge(io: CliIO, t: Translate, paths: string[], settings: SolveSettings): number {
  // Read within the larger limit of the two kinds; each file is then checked as its kind.
  const larger = CSV_FILES.guests.maxBytes >= CSV_FILES.tables.maxBytes ? 'guests' : 'tables';
  const bytes = paths.map((path) => readBytes(io, path, t, larger));
  if (isTablesFile(bytes[1]!, paths[1]!)) {
    const files = bytes.map((b, i) => readTablesFile(tableInput('tables', b, paths[i]!), paths[i]));
    const sides = files.map((file): Side<TableRecord> => ({ records: file.records.map(cleanTableRecord), issues: file.issues }));
    // The merged file keeps OURS's columns: its headers, in its order.
    return mergeFiles(io, t, TABLE_MERGE, sides, settings, 'table', (records) => writeTablesCsv(records, files[1]!.columns));
  }
  const files = bytes.map((b, i) => readGuestsFile(tableInput('guests', b, paths[i]!), paths[i]));
  const sides = files.map((file): Side<GuestRecord> => ({ records: file.records.map(cleanGuestRecord), issues: file.issues }));
  // Numbers the reader gave a repeated name follow OURS's bookings, not each file's order, as in the app.
  const [base, ours, theirs] = sides as [Side<GuestRecord>, Side<GuestRecord>, Side<GuestRecord>];
  const matched = (side: Side<GuestRecord>) => ({ ...side, records: withGeneratedIdsMatched(ours.records, side.records) });
  const write = (records: readonly GuestRecord[]) => writeGuestsCsv(records, files[1]!.columns);
  return mergeFiles(io, t, GUEST_MERGE, [matched(base), ours, matched(theirs)], settings, 'booking', write);
}

function mergeFiles<R extends { name: string }, F extends string>(
  io: CliIO,
  t: Translate,
  spec: MergeSpec<R, F>,
  [base, ours, theirs]: Side<R>[],
  settings: SolveSettings,
  noun: 'booking' | 'table',
  write: (records: readonly R[]) => string,
): number {
  const issues = [base!, ours!, theirs!].flatMap((side) => side.issues);
  printIssues(io, issues, t);
  if (hasErrors(issues)) return EXIT_BAD_INPUT;
  const merge = threeWayMerge(spec, base!.records, ours!.records, theirs!.records);
  const preferTheirs = settings.prefer === 'theirs';
  const merged = applyThreeWayMerge(
    spec,
    ours!.records,
    theirs!.records,
    merge,
    preferTheirs ? everyChange(merge) : defaultAccepted(merge),
  );
  const text = write(merged);
  if (settings.out !== undefined) {
    if (!writeOutput(io, t, settings.out, text)) return EXIT_BAD_INPUT;
  } else io.stdout(text);
  io.stderr(`${t('cli.merge.summary', summaryCounts(merge))}\n`);
  for (const clash of merge.clashes) io.stderr(`${clashLine(t, spec, clash, noun, preferTheirs)}\n`);
  if (settings.out !== undefined) io.stderr(`${t('cli.merge.written', { path: settings.out })}\n`);
  return merge.clashes.length > 0 && !preferTheirs ? EXIT_BAD_INPUT : EXIT_OK;
}

function summaryCounts(merge: ThreeWayMerge<unknown>) {
  return {
    added: merge.added.length,
    removed: merge.removed.length,
    changed: merge.changed.length,
    kept: merge.ours.added.length + merge.ours.removed.length + merge.ours.changed.length,
    clashes: merge.clashes.length,
  };
}

/** `Clash: booking "Greg Parker", size: ours 3, theirs 4 (ours kept)`. */
function clashLine<R extends { name: string }, F extends string>(
  t: Translate,
  spec: MergeSpec<R, F>,
  clash: Clash<R, F>,
  noun: 'booking' | 'table',
  preferTheirs: boolean,
): string {
  const kept = t(preferTheirs ? 'cli.merge.took_theirs' : 'cli.merge.kept_ours');
  const none = t('cli.merge.empty');
  if (clash.kind === 'field') {
    return t(`cli.merge.clash_${noun}`, {
      name: clash.ours.name,
      // Mid-sentence: "size", not "Size" (Hebrew has no case).
      field: fieldLabel(clash.field, t).toLowerCase(),
      ours: spec.text(clash.field, clash.ours, attributeLabel(t)) || none,
      theirs: spec.text(clash.field, clash.theirs, attributeLabel(t)) || none,
      kept,
    });
  }
  const name = clash.kind === 'removed' ? clash.ours.name : clash.theirs.name;
  return t(`cli.merge.clash_${clash.kind}_${noun}`, { name, kept });
}
