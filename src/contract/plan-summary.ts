/**
 * The plan in words: the published meaning of the `summary` object that `solve --json` and
 * `score --json` print, which the app and the embed show as sentences. The objective document
 * publishes it from here, so the fields and their definitions are one source.
 */

export type PlanSummaryField =
  | 'guests_total'
  | 'guests_seated'
  | 'groups_total'
  | 'groups_whole'
  | 'groups_split_unavoidable'
  | 'groups_split'
  | 'conflicts'
  | 'gap_percent'
  | 'unmet_wishes'
  | 'split_groups'
  | 'conflict_pairs'
  | 'reserved_elsewhere';

export interface PlanSummaryFieldSpec {
  readonly name: PlanSummaryField;
  readonly type: 'integer' | 'number' | 'array';
  readonly description: string;
}

/** What "cannot fit one table" means: the reason a split group is not the plan's choice. */
export const CANNOT_FIT_ONE_TABLE =
  'A group cannot fit one table when no table both may take every one of its bookings (a booking pinned to a table may sit only there; a table must have every tag a booking requires) and has seats for all their guests together with the guests of the bookings a together wish joins to them.';

/** The one sentence that explains gap_percent; true because no arrangement has a penalty below the proven lower bound. */
export const GAP_SENTENCE =
  'No seating can have a penalty more than gap_percent % lower than this one: the proven lower bound is a penalty no seating can go below, and gap_percent = (penalty − lower bound) ÷ penalty × 100, rounded up to one decimal (0 when the penalty equals the bound).';

export const PLAN_SUMMARY_DESCRIPTION =
  'The plan in words. Every group at every level counts (Bride, Bride / Family and Bride / Family / Cousins are three groups); a group is whole when all its bookings sit at one table. A group that is not whole is split, and split unavoidably when it cannot fit one table.';

export const PLAN_SUMMARY_FIELDS = [
  { name: 'guests_total', type: 'integer', description: 'Guests of all bookings (the sum of their sizes).' },
  { name: 'guests_seated', type: 'integer', description: 'Guests of the bookings that have a table.' },
  { name: 'groups_total', type: 'integer', description: 'Groups at every level that hold at least one booking.' },
  { name: 'groups_whole', type: 'integer', description: 'Groups all of whose bookings sit at one table.' },
  {
    name: 'groups_split_unavoidable',
    type: 'integer',
    description: `Groups not whole that cannot fit one table. ${CANNOT_FIT_ONE_TABLE}`,
  },
  {
    name: 'groups_split',
    type: 'integer',
    description:
      'Groups not whole that could fit one table: split by the plan. groups_whole + groups_split_unavoidable + groups_split = groups_total.',
  },
  { name: 'conflicts', type: 'integer', description: 'Avoid pairs of bookings seated at the same table (the conflict term).' },
  { name: 'gap_percent', type: 'number', description: GAP_SENTENCE },
  {
    name: 'unmet_wishes',
    type: 'integer',
    description:
      'Soft wishes the plan leaves unmet: each prefer or prefer_apart wish with a booking it names on the wrong side, and each seated booking whose table lacks a tag it likes.',
  },
  {
    name: 'split_groups',
    type: 'array',
    description:
      'Each group not whole, in guests-file order of first appearance: group (its path as the export writes it), tables (the names of the tables its bookings sit at), unseated (whether any of its bookings has no table) and unavoidable (whether it cannot fit one table).',
  },
  {
    name: 'conflict_pairs',
    type: 'array',
    description: 'Each conflict: bookings (the two names, in guests-file order) and table (where they sit together).',
  },
  {
    name: 'reserved_elsewhere',
    type: 'array',
    description:
      'Each booking a table is reserved for that sits at no table reserved for it, because those tables have no room for everyone they are reserved for: booking (its name), reserved (the names of the tables reserved for it) and table (where it sits; null for no table).',
  },
] as const satisfies readonly PlanSummaryFieldSpec[];

/** A group that is not whole, as `split_groups` lists it. */
export interface SplitGroupJson {
  /** The group's path as the export writes it ("Bride / Friends"). */
  group: string;
  /** Names of the tables its bookings sit at, in tables-file order. */
  tables: string[];
  /** Whether any of its bookings has no table. */
  unseated: boolean;
  /** Whether it cannot fit one table. */
  unavoidable: boolean;
}

/** The `summary` object of `solve --json` and `score --json`; the fields are PLAN_SUMMARY_FIELDS. */
export interface PlanSummaryJson {
  guests_total: number;
  guests_seated: number;
  groups_total: number;
  groups_whole: number;
  groups_split_unavoidable: number;
  groups_split: number;
  conflicts: number;
  gap_percent: number;
  unmet_wishes: number;
  split_groups: SplitGroupJson[];
  conflict_pairs: { bookings: [string, string]; table: string }[];
  reserved_elsewhere: ReservedElsewhereJson[];
}

/** A booking a reservation named that its tables had no room for, and where it sits instead. */
export interface ReservedElsewhereJson {
  booking: string;
  reserved: string[];
  table: string | null;
}
