/**
 * The objective the solver minimises. The solver's evaluation reads WEIGHTS and SCALING from here,
 * and objective.json is generated from the same objects, so the published weights are the weights used.
 */
export type TermId = 'separation' | 'conflict' | 'unseated' | 'balance';

export interface TermSpec {
  readonly id: TermId;
  readonly weight: number;
  readonly formula: string;
  readonly charged_per: string;
  readonly description: string;
}

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
] as const satisfies readonly TermSpec[];

export const WEIGHTS: Readonly<Record<TermId, number>> = Object.fromEntries(TERMS.map((t) => [t.id, t.weight])) as Record<TermId, number>;

export const TERM_IDS: readonly TermId[] = TERMS.map((t) => t.id);

export const SCALING = { factor: 10, rounding: 'half-up' } as const;

export const OBJECTIVE_SUMMARY = `The reported penalty is an integer: the raw penalty (the sum of weight × term) multiplied by ${SCALING.factor} and rounded half up. Lower is better; 0 means every group sits together, no conflict, everyone seated and every table full.`;

export const HARD_CONSTRAINTS = [
  'No table holds more guests than its capacity.',
  'A booking is never split: all its guests sit at one table.',
  'A booking pinned to a table sits at that table.',
  'Every booking appears exactly once: at one table, or listed as unseated.',
] as const;

/** Reported penalty from a raw penalty: scale, then round half up (away from zero for the non-negative values we have). */
export function reportedPenalty(raw: number): number {
  // The epsilon keeps 0.15 × 10 = 1.4999999999999998 from rounding down.
  return Math.floor(raw * SCALING.factor + 0.5 + 1e-9);
}
