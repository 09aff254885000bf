/** What the commands print: problems, the JSON result and its human-readable form. */
import { SCALING, TERM_IDS, type TermId } from '../contract/index.ts';
import { formatIssue, type Translate } from '../i18n/format-issue.ts';
import { UNSEATED, type Assignment, type Problem } from '../model/problem.ts';
import { groupedByKind, type Issue } from '../model/issues.ts';
import type { Language, PlanSummaryJson } from '../contract/index.ts';
import { planSummaryLines } from '../i18n/plan-summary-words.ts';
import { unmetWishWords } from '../i18n/unmet-wish-words.ts';
import { planSummary, planSummaryToJson } from '../solver/plan-summary.ts';
import { explainUnmetWishes } from '../solver/unmet-reasons.ts';
import type { CliIO } from './io.ts';

/** The one JSON object `solve --json` and `score --json` print (product.md section 5). */
export interface ResultJson {
  /** Reported penalty: raw × scaling factor, rounded half up. */
  penalty: number;
  /** Σ weight × term. */
  raw: number;
  /** Unweighted value of each term. */
  terms: Record<TermId, number>;
  /** Proven lower bound on the reported penalty. */
  lower_bound: number;
  /** Names of the bookings left without a seat, in guests-file order. */
  unseated: string[];
  /** Time the search took; 0 for `score`. */
  elapsed_ms: number;
  /** solve --from: people (guests) and bookings at another table than in the seating given, or at none. */
  moved?: { people: number; bookings: number };
  /** solve --from: bookings at their table of the seating given whose seat numbers changed, and the place cards to print again. */
  seats_changed?: { reseated: number; place_cards: number };
  /** The plan in words (contract/plan-summary.ts). */
  summary: PlanSummaryJson;
}

export interface ScoreLike {
  readonly terms: Readonly<Record<TermId, number>>;
  readonly raw: number;
  readonly penalty: number;
}

export function resultJson(
  problem: Problem,
  assignment: Assignment,
  score: ScoreLike,
  lowerBoundPenalty: number,
  elapsedMs: number,
): ResultJson {
  const terms = Object.fromEntries(TERM_IDS.map((id) => [id, score.terms[id]])) as Record<TermId, number>;
  return {
    penalty: score.penalty,
    // Terms are whole numbers and weights have one decimal at most, so this only drops float noise (0.30000000000000004).
    raw: Math.round(score.raw * SCALING.factor) / SCALING.factor,
    terms,
    lower_bound: lowerBoundPenalty,
    unseated: problem.bookings.filter((_, i) => (assignment[i] ?? UNSEATED) === UNSEATED).map((b) => b.name),
    elapsed_ms: Math.round(elapsedMs),
    summary: planSummaryToJson(problem, planSummary(problem, assignment, score.penalty, lowerBoundPenalty)),
  };
}

/** Each unmet wish of a plan with why, one line each, as the app's list says them (i18n/unmet-wish-words.ts). */
export function unmetWishLines(problem: Problem, assignment: Assignment, t: Translate, lang: Language = 'en'): string[] {
  const words = unmetWishWords(problem, assignment, { t, lang });
  return explainUnmetWishes(problem, assignment).map((e) => t('cli.unmet_line', { wish: words.wish(e.wish), why: words.reason(e.reason) }));
}

/**
 * The plan in words first, each unmet wish with why under the count of them; then penalty, bound and
 * terms in one sentence, the unseated names and optimality when they apply.
 */
export function resultText(result: ResultJson, t: Translate, lang: Language = 'en', unmet: readonly string[] = []): string {
  const [seated = '', ...rest] = planSummaryLines(result.summary, result.penalty, result.lower_bound, { t, lang });
  const unmetAt = rest.indexOf(t('planSummary.unmet', { count: result.summary.unmet_wishes }));
  if (unmetAt >= 0) rest.splice(unmetAt + 1, 0, ...unmet);
  // Who is without a seat right after how many are seated; the penalty for experts last.
  const lines = [seated, ...(result.unseated.length > 0 ? [t('cli.unseated_names', { names: result.unseated.join('; ') })] : []), ...rest];
  lines.push(t('cli.result', { penalty: result.penalty, lower_bound: result.lower_bound, ...result.terms }));
  if (result.penalty === result.lower_bound) lines.push(t('cli.optimal'));
  return `${lines.join('\n')}\n`;
}

/** Every issue on standard error, one per line, prefixed with its severity: errors first, grouped by kind. */
export function printIssues(io: CliIO, issues: readonly Issue[], t: Translate): void {
  for (const issue of groupedByKind(issues)) {
    io.stderr(`${t('cli.problem_line', { severity: t(`cli.severity.${issue.severity}`), message: formatIssue(issue, t) })}\n`);
  }
}

/** A warning about one cell of a file the command line reads on its own (a seating given to `--from` or `diff`). */
export function printRowProblem(io: CliIO, t: Translate, file: string, line: number, column: string, message: string): void {
  const located = t('problems.location.line_column', { file, line, column, message });
  io.stderr(`${t('cli.problem_line', { severity: t('cli.severity.warning'), message: located })}\n`);
}
