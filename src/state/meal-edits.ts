/**
 * Edits of the event's meal list: adding, changing, removing and reordering meals. A meal is named
 * by the people who have it, so a renamed meal is renamed for them and a removed one leaves them
 * with no meal. Pure functions, as in edits.ts: the next content and its undo label, or why not.
 */
import { cleanName, nameKey } from '../model/names.ts';
import { findMeal, listedMealName, mealsWithUsed, type MealOption } from '../model/meals.ts';
import { trimPeople, type GuestRecord } from '../model/records.ts';
import type { EventContent } from '../model/event-content.ts';
import { refuse, type EditResult } from './edit-result.ts';

export type MealIntent =
  | { kind: 'addMeal'; meal: MealOption }
  | { kind: 'editMeal'; previousName: string; meal: MealOption }
  | { kind: 'removeMeal'; name: string }
  | { kind: 'moveMeal'; name: string; to: number };

const cleanMeal = (meal: MealOption): MealOption => ({ ...meal, name: cleanName(meal.name), symbol: meal.symbol.trim() });

export function applyMealEdit(content: EventContent, intent: MealIntent): EditResult {
  const meals = content.meals ?? [];
  switch (intent.kind) {
    case 'addMeal': {
      const meal = cleanMeal(intent.meal);
      if (meal.name === '') return refuse('mealNameEmpty', {});
      if (findMeal(meals, meal.name)) return refuse('nameTaken', { name: meal.name });
      return { next: { ...content, meals: [...meals, meal] }, label: { kind: 'addMeal', params: { meal: meal.name } } };
    }
    case 'editMeal': {
      const previous = findMeal(meals, intent.previousName);
      if (!previous) return refuse('unknownMeal', { meal: intent.previousName });
      const meal = cleanMeal(intent.meal);
      if (meal.name === '') return refuse('mealNameEmpty', {});
      const other = findMeal(meals, meal.name);
      if (other && other !== previous) return refuse('nameTaken', { name: meal.name });
      const guests = meal.name === previous.name ? content.guests : withMealRenamed(content.guests, previous.name, meal.name);
      return {
        next: { ...content, guests, meals: meals.map((m) => (m === previous ? meal : m)) },
        label: { kind: 'editMeal', params: { meal: meal.name } },
      };
    }
    case 'removeMeal': {
      const gone = findMeal(meals, intent.name);
      if (!gone) return refuse('unknownMeal', { meal: intent.name });
      const guests = withMealRenamed(content.guests, gone.name, '');
      return {
        next: { ...content, guests, meals: meals.filter((m) => m !== gone) },
        label: { kind: 'removeMeal', params: { meal: gone.name } },
      };
    }
    case 'moveMeal': {
      const moving = findMeal(meals, intent.name);
      if (!moving) return refuse('unknownMeal', { meal: intent.name });
      const rest = meals.filter((m) => m !== moving);
      const to = Math.max(0, Math.min(rest.length, intent.to));
      return {
        next: { ...content, meals: [...rest.slice(0, to), moving, ...rest.slice(to)] },
        label: { kind: 'moveMeal', params: { meal: moving.name } },
      };
    }
  }
}

/** Every person with meal `from` given `to` instead ('' for none); untouched bookings stay the same objects. */
function withMealRenamed(guests: readonly GuestRecord[], from: string, to: string): GuestRecord[] {
  const key = nameKey(from);
  return guests.map((g) => {
    if (!g.people?.some((p) => p.meal !== '' && nameKey(p.meal) === key)) return g;
    const people = g.people.map((p) => (p.meal !== '' && nameKey(p.meal) === key ? { ...p, meal: to } : p));
    return { ...g, people: trimPeople(people) };
  });
}

/**
 * A booking's people with their meals as the list spells them, and the content with its list grown
 * by any meal chosen that it lacks (with the next free mark and colour).
 */
export function withBookingMeals(content: EventContent, guest: GuestRecord): { guest: GuestRecord; content: EventContent } {
  const before = content.meals ?? [];
  const meals = mealsWithUsed(before, [guest]);
  const grown = meals.length === before.length ? content : { ...content, meals };
  if (!guest.people) return { guest, content: grown };
  const people = guest.people.map((p) => (p.meal === '' ? p : { ...p, meal: listedMealName(meals, p.meal) }));
  return { guest: { ...guest, people }, content: grown };
}
