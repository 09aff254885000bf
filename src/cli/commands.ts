/** The solve, score and check commands. Each returns the exit status: 0 done, 1 bad input. */
import { tablesWithRoomTags } from '../model/room-tags.ts';
import { readSeatingFile } from '../csv/seating-read.ts';
import { writeSeatingCsv } from '../csv/seating-write.ts';
import { writeSeatingWorkbook } from '../csv/seating-workbook.ts';
import type { Translate } from '../i18n/format-issue.ts';
import { headcountText } from '../i18n/headcount-text.ts';
import { headcount } from '../model/headcount.ts';
import { hasErrors } from '../model/issues.ts';
import { UNSEATED, type Assignment, type Problem, type SeatNumbers } from '../model/problem.ts';
import { nameKey } from '../model/names.ts';
import { checkHardConstraints, evaluate, lowerBound, solve, type HardViolation, type Score, type SolveOptions } from '../solver/index.ts';
import { scoreFromTerms } from '../solver/score.ts';
import { keepSeats, type SeatsBefore } from '../solver/seat-keeping.ts';
import { orderSeats } from '../solver/seat-order.ts';
import { seatTerms } from '../solver/seat-terms.ts';
import type { SolveSettings } from './args.ts';
import { writeOutput, type CliIO } from './io.ts';
import { loadEvent, readBytes, type LoadedEvent } from './load.ts';
import { referenceFromSeating } from './from-seating.ts';
import { printIssues, resultJson, resultText, unmetWishLines, type ResultJson } from './report.ts';
import { readSeatingPlan } from './seating-plan.ts';

export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 1;

function load(io: CliIO, t: Translate, guestsPath: string, tablesPath: string): LoadedEvent {
  const guestsBytes = readBytes(io, guestsPath, t, 'guests');
  const tablesBytes = readBytes(io, tablesPath, t, 'tables');
  return loadEvent(guestsBytes, guestsPath, tablesBytes, tablesPath);
}

export function runCheck(io: CliIO, t: Translate, [guestsPath, tablesPath]: string[]): number {
  const event = load(io, t, guestsPath ?? '', tablesPath ?? '');
  printIssues(io, event.issues, t);
  const errors = event.issues.filter((i) => i.severity === 'error').length;
  if (errors > 0 || event.problem === null) {
    io.stderr(`${t('cli.check_failed', { errors, warnings: event.issues.length - errors })}\n`);
    return EXIT_BAD_INPUT;
  }
  const { bookings, tables } = event.problem;
  io.stdout(
    `${t('cli.check_ok', {
      bookings: bookings.length,
      guests: bookings.reduce((sum, b) => sum + b.size, 0),
      tables: tables.length,
      seats: tables.reduce((sum, table) => sum + table.capacity, 0),
    })}\n`,
  );
  // What the file brings, in the words the app's import uses.
  io.stdout(`${headcountText(t, headcount(event.guests))}\n`);
  return EXIT_OK;
}

/** The exit status; a promise of it when --out names a workbook (its writer answers asynchronously). */
export function runSolve(io: CliIO, t: Translate, [guestsPath, tablesPath]: string[], settings: SolveSettings): number | Promise<number> {
  const event = load(io, t, guestsPath ?? '', tablesPath ?? '');
  printIssues(io, event.issues, t);
  if (event.problem === null) return EXIT_BAD_INPUT;
  const problem = event.problem;
  const options: SolveOptions = {};
  let seatsBefore: SeatsBefore | null = null;
  if (settings.seed !== undefined) options.seed = settings.seed;
  if (settings.timeLimitMs !== undefined) options.timeLimitMs = settings.timeLimitMs;
  if (settings.iterations !== undefined) options.iterations = settings.iterations;
  if (settings.from !== undefined) {
    const plan = readSeatingPlan(readBytes(io, settings.from, t, 'seating_export'), settings.from);
    printIssues(io, plan.issues, t);
    if (hasErrors(plan.issues)) return EXIT_BAD_INPUT;
    const from = referenceFromSeating(io, t, plan, settings.from, problem);
    const { kept, added, changed, released, dropped } = from;
    io.stderr(`${t('cli.from.summary', { path: settings.from, kept, added, changed, released, dropped })}\n`);
    options.reference = from.reference;
    seatsBefore = from.before;
    if (settings.maxMoves !== undefined) options.maxMoves = settings.maxMoves;
  }
  const solved = solve(problem, options);
  // The search chooses tables; the seats at each table are ordered after it, keeping those of the file given.
  const kept = seatsBefore ? keepSeats(problem, solved.assignment, seatsBefore) : null;
  const seats = kept?.seats ?? orderSeats(problem, solved.assignment);
  const score = withSeatTerms(problem, solved.assignment, solved.score, seats);
  const result: ResultJson = {
    ...resultJson(problem, solved.assignment, score, solved.lowerBound.penalty, solved.elapsedMs),
    ...(solved.moved ? { moved: { people: solved.moved.people, bookings: solved.moved.bookings } } : {}),
    ...(kept ? { seats_changed: { reseated: kept.reseated, place_cards: kept.placeCards } } : {}),
  };
  const report = (data: string | Uint8Array): number => {
    if (settings.out !== undefined && !writeOutput(io, t, settings.out, data)) return EXIT_BAD_INPUT;
    if (settings.json) {
      io.stdout(`${JSON.stringify(result)}\n`);
      return EXIT_OK;
    }
    // Standard output carries only the CSV, so the summary goes to standard error.
    if (settings.out === undefined) io.stdout(typeof data === 'string' ? data : '');
    else io.stderr(`${t('cli.written', { path: settings.out })}\n`);
    io.stderr(resultText(result, t, 'en', unmetWishLines(problem, solved.assignment, t)));
    if (result.moved && settings.from !== undefined) io.stderr(`${t('cli.from.moved', { path: settings.from, ...result.moved })}\n`);
    if (kept && settings.from !== undefined)
      io.stderr(`${t('cli.from.seats', { path: settings.from, reseated: kept.reseated, placeCards: kept.placeCards })}\n`);
    return EXIT_OK;
  };
  if (settings.workbook) {
    const sheet = { sheetName: t('spreadsheets.seatingSheet'), rightToLeft: false };
    return writeSeatingWorkbook(problem, solved.assignment, event.guests.records, sheet, seats).then(report);
  }
  return report(writeSeatingCsv(problem, solved.assignment, event.guests.records, seats));
}

export function runScore(io: CliIO, t: Translate, [guestsPath, tablesPath, seatingPath]: string[], settings: SolveSettings): number {
  const event = load(io, t, guestsPath ?? '', tablesPath ?? '');
  const seatingBytes = readBytes(io, seatingPath ?? '', t, 'seating_export');
  if (event.problem === null) {
    printIssues(io, event.issues, t);
    return EXIT_BAD_INPUT;
  }
  const problem = event.problem;
  const seating = readSeatingFile(seatingBytes, seatingPath, event.guests.records, tablesWithRoomTags(event.tables.records, undefined));
  printIssues(io, [...event.issues, ...seating.issues], t);
  if (hasErrors(seating.issues)) return EXIT_BAD_INPUT;

  const tableIndex = new Map(problem.tables.map((table, i) => [nameKey(table.name), i]));
  const assignment = Int32Array.from(seating.arrangement, (name) =>
    name === null ? UNSEATED : (tableIndex.get(nameKey(name)) ?? UNSEATED),
  );
  // The seating reader already refuses what breaks a hard constraint; this is the solver's own
  // check of the same rules, so the two can never disagree silently.
  const violations = checkHardConstraints(problem, assignment);
  if (violations.length > 0) {
    for (const violation of violations)
      io.stderr(`${t('cli.problem_line', { severity: t('cli.severity.error'), message: describeViolation(problem, violation, t) })}\n`);
    io.stderr(`${t('cli.hard_failed', { count: violations.length })}\n`);
    return EXIT_BAD_INPUT;
  }
  const score = seating.seats
    ? withSeatTerms(problem, assignment, evaluate(problem, assignment), seating.seats)
    : evaluate(problem, assignment);
  const result = resultJson(problem, assignment, score, lowerBound(problem, assignment).penalty, 0);
  io.stdout(settings.json ? `${JSON.stringify(result)}\n` : resultText(result, t, 'en', unmetWishLines(problem, assignment, t)));
  return EXIT_OK;
}

/** A score with the seat terms of the given seat numbers in place of the zeros of an arrangement without seats. */
function withSeatTerms(problem: Problem, assignment: Assignment, score: Score, seats: SeatNumbers): Score {
  return scoreFromTerms({ ...score.terms, ...seatTerms(problem, assignment, seats) });
}

function describeViolation(problem: Problem, violation: HardViolation, t: Translate): string {
  const bookingName = (b: number) => problem.bookings[b]?.name ?? String(b);
  const tableName = (i: number) => problem.tables[i]?.name ?? String(i);
  const placeName = (i: number) => (i === UNSEATED ? t('cli.hard.no_table') : t('cli.hard.at_table', { table: tableName(i) }));
  switch (violation.kind) {
    case 'wrong-length':
      return t('cli.hard.wrong_length', { expected: violation.expected, found: violation.found });
    case 'index-out-of-range':
      return t('cli.hard.index_out_of_range', { booking: bookingName(violation.booking), table: violation.table });
    case 'over-capacity':
      return t('cli.hard.over_capacity', { table: tableName(violation.table), guests: violation.guests, capacity: violation.capacity });
    case 'pin-broken':
      return t('cli.hard.pin_broken', {
        booking: bookingName(violation.booking),
        pinned: tableName(violation.pinnedTo),
        table: tableName(violation.seatedAt),
      });
    case 'together-broken':
      return t('cli.hard.together_broken', {
        booking: bookingName(violation.booking),
        table: placeName(violation.seatedAt),
        partner: bookingName(violation.partner),
        partnerTable: placeName(violation.partnerAt),
      });
    case 'requirement-unmet':
      return t('cli.hard.requirement_unmet', {
        booking: bookingName(violation.booking),
        table: tableName(violation.table),
        tags: violation.tags.map((tag) => problem.tags?.[tag] ?? String(tag)).join(', '),
      });
    case 'reserved-table':
      return t('cli.hard.reserved_table', { booking: bookingName(violation.booking), table: tableName(violation.table) });
    case 'reserved-elsewhere':
      return t('cli.hard.reserved_elsewhere', {
        booking: bookingName(violation.booking),
        table: tableName(violation.table),
        reserved: tableName(violation.reservedAt),
      });
  }
}
