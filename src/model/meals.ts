/**
 * The event's meal list: the meals people can be given, each with a mark that prints on place
 * cards and a colour for the screen. Meals are told apart by name, as bookings are.
 */
import { cleanName, nameKey } from './names.ts';
import { peopleOf, type GuestRecord } from './records.ts';

export interface MealOption {
  /** As shown and as written in the guests file's meals column. */
  name: string;
  /** A short mark printed on place cards (one or two characters, such as "V" or "🐟"). */
  symbol: string;
  /** A CSS colour for chips and counts on screen. */
  colour: string;
  /** Whether the meal is a children's meal: the caterer sheet counts its people as children. */
  forChildren: boolean;
}

/** Marks and colours given, in turn, to meals the planner has not described. */
const SYMBOLS = ['●', '■', '▲', '◆', '★', '✚', '○', '□', '△', '◇'] as const;
const COLOURS = ['#2f6f4e', '#8a3b12', '#1f4e8c', '#7a2f6b', '#6b5a00', '#00656f', '#8c1f3a', '#4b4b4b'] as const;
/** Words that make a meal found in a file a children's meal, in English and Hebrew. */
const CHILD_WORDS = /\b(kids?|child(ren)?|children's|toddler)\b|ילד|ילדים|קטנים/i;

/** Whether a meal's name makes it a children's meal. */
export const isChildrensMeal = (name: string): boolean => CHILD_WORDS.test(cleanName(name));

/** The meal of the list with this name (names compare as booking names do), if any. */
export function findMeal(meals: readonly MealOption[], name: string): MealOption | undefined {
  const key = nameKey(name);
  return meals.find((meal) => nameKey(meal.name) === key);
}

/** A meal as the list spells it, or as written when the list lacks it. */
export function listedMealName(meals: readonly MealOption[], meal: string): string {
  return findMeal(meals, meal)?.name ?? meal;
}

/** A new meal of the list, with the next free mark and colour. */
export function newMeal(meals: readonly MealOption[], name: string): MealOption {
  const usedSymbols = new Set(meals.map((m) => m.symbol));
  const symbol = SYMBOLS.find((s) => !usedSymbols.has(s)) ?? SYMBOLS[meals.length % SYMBOLS.length]!;
  const colour = COLOURS[meals.length % COLOURS.length]!;
  const clean = cleanName(name);
  return { name: clean, symbol, colour, forChildren: CHILD_WORDS.test(clean) };
}

/** The list grown by every meal the bookings give that it lacks, in order of first use. */
export function mealsWithUsed(meals: readonly MealOption[], guests: readonly GuestRecord[]): MealOption[] {
  const list = [...meals];
  for (const guest of guests) {
    for (const person of guest.people ?? []) {
      if (person.meal !== '' && !findMeal(list, person.meal)) list.push(newMeal(list, person.meal));
    }
  }
  return list;
}

/** How many people have each meal (by the list's names; meals not on the list under their own name), and how many have none. */
export function countMeals(meals: readonly MealOption[], guests: readonly GuestRecord[]): { byMeal: Map<string, number>; none: number } {
  const byMeal = new Map<string, number>(meals.map((m) => [m.name, 0]));
  let none = 0;
  for (const guest of guests) {
    for (const person of peopleOf(guest)) {
      if (person.meal === '') {
        none++;
        continue;
      }
      const name = listedMealName(meals, person.meal);
      byMeal.set(name, (byMeal.get(name) ?? 0) + 1);
    }
  }
  return { byMeal, none };
}

/** Whether someone in the booking has the meal (meals compare as names do), or, for '', someone has no meal. */
export function hasMeal(guest: GuestRecord, meal: string): boolean {
  const key = nameKey(meal);
  return peopleOf(guest).some((p) => nameKey(p.meal) === key);
}
