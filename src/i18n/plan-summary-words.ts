/**
 * The plan summary (contract/plan-summary.ts) in words, one sentence per line, so the app, the embed
 * and the command line say the same. Names and numbers are passed through `isolate` (the app wraps
 * them in first-strong isolates so a Latin name or a percentage keeps its order in Hebrew text).
 */
import type { PlanSummaryJson, ReservedElsewhereJson, SplitGroupJson } from '../contract/plan-summary.ts';
import type { Translate } from './format-issue.ts';

export interface PlanWordsOptions {
  readonly t: Translate;
  readonly lang: string;
  /** Wraps a name or a formatted number; the identity for plain text. */
  readonly isolate?: (text: string) => string;
  /**
   * Wraps a list of isolated names, so it runs in the sentence's direction (a first-strong isolate
   * around it would see no strong letter outside the names and run left to right); the identity for plain text.
   */
  readonly isolateList?: (text: string) => string;
}

/** The sentences of one summary, each a function so the app can lay them out and the command line list them. */
export function planSummaryWords(summary: PlanSummaryJson, penalty: number, lowerBound: number, options: PlanWordsOptions) {
  const { t, lang } = options;
  const isolate = options.isolate ?? ((text: string) => text);
  const isolateList = options.isolateList ?? ((text: string) => text);
  const list = (items: readonly string[]) => isolateList(new Intl.ListFormat(lang, { style: 'short', type: 'unit' }).format(items));
  const number = (value: number) => isolate(new Intl.NumberFormat(lang).format(value));
  const gap = isolate(new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(summary.gap_percent / 100));
  const optimal = summary.gap_percent === 0;
  return {
    seated: () => t('planSummary.seated', { seated: summary.guests_seated, total: summary.guests_total }),
    /** Whole, split because no table fits them, split by choice: the parts that are not zero. */
    groups: () =>
      [
        t('planSummary.groupsWhole', { whole: summary.groups_whole, total: summary.groups_total }),
        ...(summary.groups_split_unavoidable > 0 ? [t('planSummary.splitUnavoidable', { count: summary.groups_split_unavoidable })] : []),
        ...(summary.groups_split > 0 ? [t('planSummary.splitChosen', { count: summary.groups_split })] : []),
      ].join('; '),
    splitGroup: (split: SplitGroupJson) =>
      t(split.unavoidable ? 'planSummary.splitItemUnavoidable' : 'planSummary.splitItem', {
        group: isolate(split.group),
        tables: list([...split.tables.map(isolate), ...(split.unseated ? [t('planSummary.noTable')] : [])]),
      }),
    conflicts: () => (summary.conflicts === 0 ? t('planSummary.noConflicts') : t('planSummary.conflicts', { count: summary.conflicts })),
    conflictPair: (pair: PlanSummaryJson['conflict_pairs'][number]) =>
      t('planSummary.conflictItem', { a: isolate(pair.bookings[0]), b: isolate(pair.bookings[1]), table: isolate(pair.table) }),
    /** A booking its reserved tables had no room for, and where it sits instead. */
    reservedElsewhere: (item: ReservedElsewhereJson) =>
      t(item.table === null ? 'planSummary.reservedElsewhereUnseated' : 'planSummary.reservedElsewhere', {
        name: isolate(item.booking),
        reserved: list(item.reserved.map(isolate)),
        table: isolate(item.table ?? ''),
      }),
    unmet: () => (summary.unmet_wishes === 0 ? t('planSummary.allWishesMet') : t('planSummary.unmet', { count: summary.unmet_wishes })),
    gap: () => (optimal ? t('planSummary.optimal') : t('planSummary.gap', { gap })),
    /** The one sentence that says why the gap is true. */
    gapWhy: () =>
      optimal ? t('planSummary.optimalWhy') : t('planSummary.gapWhy', { gap, penalty: number(penalty), bound: number(lowerBound) }),
  };
}

/**
 * The summary as lines of plain text, for the command line: seated, groups (each group split by
 * choice on a line of its own: a group no table can hold, such as a whole side, is counted but not
 * listed, as it is no problem to report), conflicts (each named), who did not fit at a table reserved
 * for them, unmet wishes when the event has any, how far from the best.
 */
export function planSummaryLines(summary: PlanSummaryJson, penalty: number, lowerBound: number, options: PlanWordsOptions): string[] {
  const words = planSummaryWords(summary, penalty, lowerBound, options);
  return [
    words.seated(),
    words.groups(),
    ...splitByChoice(summary).map((split) => `  - ${words.splitGroup(split)}`),
    words.conflicts(),
    ...summary.conflict_pairs.map((pair) => `  - ${words.conflictPair(pair)}`),
    ...summary.reserved_elsewhere.map((item) => words.reservedElsewhere(item)),
    ...(summary.unmet_wishes > 0 ? [words.unmet()] : []),
    `${words.gap()}. ${words.gapWhy()}`,
  ];
}

/**
 * The groups a planner expects together that the plan split: a group no table can hold (a whole side)
 * is counted in the groups line, never listed, as its split is no problem to report.
 */
export const splitByChoice = (summary: PlanSummaryJson): SplitGroupJson[] => summary.split_groups.filter((split) => !split.unavoidable);
