/**
 * The objective the solver minimises. The solver's evaluation reads WEIGHTS and SCALING from here,
 * and objective.json is generated from the same objects, so the published weights are the weights used.
 */
export type TermId =
  'separation' | 'conflict' | 'unseated' | 'balance' | 'prefer' | 'prefer_apart' | 'likes' | 'seat_split' | 'seat_neighbours';

/** Terms that look at seats, not tables: zero for an arrangement without seat numbers. */
export const SEAT_TERM_IDS = ['seat_split', 'seat_neighbours'] as const satisfies readonly TermId[];

export interface TermSpec {
  readonly id: TermId;
  readonly weight: number;
  readonly formula: string;
  readonly charged_per: string;
  readonly description: string;
}

/**
 * The weight of an explicit soft wish (prefer, prefer_apart, likes): per pair of guests, or per guest and
 * liked tag. Separation charges a group's strength per pair of its guests apart; a default strength is
 * the group's depth (3 for a family in a circle in a side), so taking a guest from m of its family costs
 * 3m: 25 outweighs that up to m = 8 and loses to a higher explicit strength. 25 × 6 × 6 = 900 keeps an
 * avoid pair (1,000) above a wish between bookings of up to 6. docs/decisions/0028-wish-weights.md.
 */
export const WISH_WEIGHT = 25;

/** Why a wish weighs what it does, in the terms' published descriptions. */
const WISH_REASON = `A wish weighs ${WISH_WEIGHT}: more than a group of default strength (its depth: 3 for a family within a circle within a side) charges for taking one guest away from 8 of its own at a table (3 × 8 = 24), so a wish the planner writes wins over the groups' pull; a group given a higher strength, an avoid pair or a hard rule wins over the wish.`;

export const TERMS = [
  {
    id: 'separation',
    weight: 1,
    formula:
      'Sum over pairs of bookings a, b not seated at the same table of size(a) × size(b) × strength of the deepest group both belong to (0 when they share none). An unseated booking counts as seated apart from every other booking.',
    charged_per: 'pair of guests of one group seated apart',
    description: 'Keeps groups together: the closer and stronger the group two parties share, the more it costs to seat them apart.',
  },
  {
    id: 'conflict',
    weight: 1000,
    formula: 'Number of avoid pairs of bookings seated at the same table.',
    charged_per: 'pair of bookings asked to be kept apart but seated together',
    description: 'Keeps apart the bookings that asked not to share a table.',
  },
  {
    id: 'unseated',
    weight: 10000,
    formula: 'Sum of the sizes of the bookings left without a table.',
    charged_per: 'guest without a seat',
    description: 'Seats everyone who can be seated; a guest is left out only when no table can take the booking.',
  },
  {
    id: 'balance',
    weight: 0.1,
    formula: 'Sum over tables of (empty seats)².',
    charged_per: 'table, by the square of its empty seats',
    description: 'Spreads empty seats evenly rather than leaving half-empty tables.',
  },
  {
    id: 'prefer',
    weight: WISH_WEIGHT,
    formula:
      'Sum over prefer wishes (a booking a names a booking or a group B) of size(a) × size(b) for every booking b of B, other than a, not seated at the same table as a. An unseated booking sits with no one. A wish both bookings make counts twice.',
    charged_per: 'pair of guests who would like to share a table, seated apart',
    description: `Seats together, where it can, the bookings and groups that asked to share a table. ${WISH_REASON}`,
  },
  {
    id: 'prefer_apart',
    weight: WISH_WEIGHT,
    formula:
      'Sum over prefer_apart wishes (a booking a names a booking or a group B) of size(a) × size(b) for every booking b of B, other than a, seated at the same table as a.',
    charged_per: 'pair of guests who would rather not share a table, seated together',
    description: `Seats apart, where it can, the bookings and groups that would rather not share a table. ${WISH_REASON}`,
  },
  {
    id: 'likes',
    weight: WISH_WEIGHT,
    formula: 'Sum over seated bookings of size × the number of tags in its likes column that its table does not have.',
    charged_per: 'guest, for each liked table tag their table lacks',
    description: `Seats bookings at tables with the features they would like (near the exit, quiet), where it can. ${WISH_REASON}`,
  },
  {
    id: 'seat_split',
    weight: 5,
    formula:
      "Sum over seated bookings with seat numbers of the number of runs of side-by-side seats its people take, minus one. Seats are side by side when they are next to each other on the table's shape: around the circle for round, along one side for rectangle (seats 1 to ⌈capacity ÷ 2⌉ on one side, the rest on the other) and head (one side only). Zero when the seating gives no seat numbers.",
    charged_per: 'break in a booking’s row of seats',
    description: 'Keeps the people of one booking in seats side by side.',
  },
  {
    id: 'seat_neighbours',
    weight: 1,
    formula:
      'Number of pairs of bookings at one table whose seats break a wish about neighbours: a together or prefer pair with no two people side by side, or an avoid or prefer_apart pair with two people side by side (a wish naming a group counts each of its bookings at the table). Zero when the seating gives no seat numbers.',
    charged_per: 'pair of bookings at one table seated against their wish about neighbours',
    description: 'Seats bookings that asked for each other side by side, and never seats those who asked to be apart next to each other.',
  },
] as const satisfies readonly TermSpec[];

export const WEIGHTS: Readonly<Record<TermId, number>> = Object.fromEntries(TERMS.map((t) => [t.id, t.weight])) as Record<TermId, number>;

export const TERM_IDS: readonly TermId[] = TERMS.map((t) => t.id);

export const SCALING = { factor: 10, rounding: 'half-up' } as const;

export const OBJECTIVE_SUMMARY = `The reported penalty is an integer: the raw penalty (the sum of weight × term) multiplied by ${SCALING.factor} and rounded half up. Lower is better; 0 means every group sits together, no conflict, everyone seated, every table full and every wish met.`;

export const HARD_CONSTRAINTS = [
  'No table holds more guests than its capacity.',
  'A booking is never split: all its guests sit at one table.',
  'A booking pinned to a table sits at that table.',
  'Every booking appears exactly once: at one table, or listed as unseated.',
  'Bookings joined by a together wish (directly, or through a group a wish names) sit at one table, or are all unseated.',
  'A booking sits only at a table that has every tag its requires column names.',
  'Seat numbers, when a seating gives them, run from 1 to the table’s capacity, are used once per table, and a booking has one seat for each of its guests.',
  'A table whose reserved_for column names bookings or groups seats only those bookings (a group: every booking of it and its sub-groups), however many seats are free elsewhere; it may stay empty, and the bookings it is kept for may sit elsewhere unless pinned.',
] as const;

/** Reported penalty from a raw penalty: scale, then round half up (away from zero for the non-negative values we have). */
export function reportedPenalty(raw: number): number {
  // The epsilon keeps 0.15 × 10 = 1.4999999999999998 from rounding down.
  return Math.floor(raw * SCALING.factor + 0.5 + 1e-9);
}
