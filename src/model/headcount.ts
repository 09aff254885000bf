/** What a guests file brings, counted as a planner counts it: invitations and people coming, children, declines, answers awaited. */
import { isChildrensMeal } from './meals.ts';
import { peopleOf, type GuestRecord } from './records.ts';

export interface Headcount {
  /** Bookings seated (attending). */
  invitations: number;
  /** Their seats. */
  people: number;
  /** Of those people, the children: marked so by the file, or given a children's meal. */
  children: number;
  /** People who declined, and people without an answer yet: neither is seated. */
  declined: number;
  pending: number;
  /** Seats a plus-one flag added without a name. */
  plusOnes: number;
  /** How many people coming have each meal, by the meal as written. */
  meals: Record<string, number>;
}

export interface CountedFile {
  records: readonly GuestRecord[];
  declined?: readonly GuestRecord[];
  pending?: readonly GuestRecord[];
  unnamedPlusOnes?: number;
}

const seats = (records: readonly GuestRecord[] | undefined) => (records ?? []).reduce((sum, r) => sum + r.size, 0);

export function headcount(file: CountedFile): Headcount {
  const people = file.records.flatMap(peopleOf);
  const meals: Record<string, number> = {};
  for (const { meal } of people) if (meal !== '') meals[meal] = (meals[meal] ?? 0) + 1;
  return {
    invitations: file.records.length,
    people: people.length,
    children: people.filter((p) => p.child === true || (p.meal !== '' && isChildrensMeal(p.meal))).length,
    declined: seats(file.declined),
    pending: seats(file.pending),
    plusOnes: file.unnamedPlusOnes ?? 0,
    meals,
  };
}
