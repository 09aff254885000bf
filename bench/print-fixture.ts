/**
 * A print plan of a generated instance: every booking's people named, a meal each (children's
 * meals for some), a need on a few, seated as the solver's construction seats them.
 */
import type { Problem } from '../src/model/problem.ts';
import { UNSEATED, type Assignment } from '../src/model/problem.ts';
import type { MealOption } from '../src/model/meals.ts';
import type { GuestRecord } from '../src/model/records.ts';
import type { PrintPlan } from '../src/print/index.ts';

const MEALS: MealOption[] = [
  { name: 'Meat', symbol: '●', colour: '#2f6f4e', forChildren: false },
  { name: 'Fish', symbol: '■', colour: '#8a3b12', forChildren: false },
  { name: 'Vegetarian', symbol: '▲', colour: '#1f4e8c', forChildren: false },
  { name: 'Kids', symbol: '◆', colour: '#7a2f6b', forChildren: true },
];
const FIRST = ['Noa', 'Adam', 'Maya', 'Eli', 'Tamar', 'Yoav', 'Emma', 'Noah', 'Lily', 'Sam', 'דנה', 'אורי', 'שירה', 'איתי'];
const NEEDS = ['High chair', 'Wheelchair', 'Nut allergy'];

export function printPlanOfInstance(problem: Problem, assignment: Assignment): PrintPlan {
  const guests: GuestRecord[] = problem.bookings.map((booking, b) => ({
    name: booking.name,
    size: booking.size,
    group: [...(problem.groups[booking.group]?.path ?? [])],
    strength: null,
    avoid: [],
    table: null,
    people: Array.from({ length: booking.size }, (_, p) => ({
      name: `${FIRST[(b + p) % FIRST.length]!} ${booking.name}`,
      meal: MEALS[p >= 2 ? 3 : (b + p) % 3]!.name,
    })),
    ...(b % 40 === 0 ? { needs: [NEEDS[b % NEEDS.length]!] } : {}),
  }));
  const seating: Record<string, string> = {};
  problem.bookings.forEach((booking, b) => {
    const table = assignment[b] ?? UNSEATED;
    if (table !== UNSEATED) seating[booking.name] = problem.tables[table]!.name;
  });
  return {
    eventName: 'Benchmark',
    guests,
    tables: problem.tables.map((t) => ({ name: t.name, capacity: t.capacity })),
    seating,
    meals: MEALS,
  };
}
