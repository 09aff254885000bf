/**
 * Unmet wishes with their reasons (solver/unmet-reasons.ts) for the seating shown, and the one-tap fix
 * that makes one win: the rule changes (the wish becomes a must, or the group pulling the booking back
 * is given a lower strength) and the booking moves where the wish is met, as one undoable step. The
 * fix names bookings, groups and tables by what the records write, so it is an edit like any other.
 */
import { formatGroupPath, parseGroupPath } from '../model/group-path.ts';
import type { Assignment } from '../model/problem.ts';
import type { EventContent } from '../model/event-content.ts';
import { indexByName, nameKey } from '../model/names.ts';
import { bookingRef, indexBookings } from '../model/booking-refs.ts';
import type { ExplainedWish, WishFix } from '../model/unmet-wishes.ts';
import { explainUnmetWishes } from '../solver/unmet-reasons.ts';
import type { Derived } from './derive.ts';
import { applyWishEdit } from './wish-edits.ts';
import { findGuest, findTable } from './seating-rules.ts';
import { refuse, type EditResult } from './edit-result.ts';

export type { ExplainedWish, WishFix } from '../model/unmet-wishes.ts';

/** One fix as an edit: what changes in the rules, and the bookings (refs) that move to `table`. */
export interface FixWishIntent {
  kind: 'fixWish';
  fix: WishFix['kind'];
  /** The wisher and whom the wish names (a booking ref; for a group wish its path). */
  from: string;
  to: string;
  /** For 'must': the level the wish is raised to. */
  level?: 'together' | 'avoid';
  /** For 'strength': the group's path as written, and its new strength. */
  group?: string;
  strength?: number;
  moves: readonly string[];
  table: string;
}

/** Per arrangement: the reasons change only when the plan, the rules or the locks change (a new problem is a new arrangement). */
const cache = new WeakMap<Assignment, { locks: string; explained: ExplainedWish[] }>();

/** Every unmet wish of the seating shown, with why and its fixes; empty while there is no plan. */
export function explainedWishes(content: EventContent | null | undefined, derived: Derived | null | undefined): ExplainedWish[] {
  const { problem, assignment } = derived ?? {};
  if (!content || !problem || !assignment) return [];
  const lockKey = JSON.stringify([content.lockedBookings, content.lockedTables]);
  const cached = cache.get(assignment);
  if (cached?.locks === lockKey) return cached.explained;
  const bookings = indexBookings(problem.bookings);
  const tables = indexByName(problem.tables);
  const fixed = new Uint8Array(problem.bookings.length);
  for (const ref of content.lockedBookings) {
    const b = bookings.find(ref);
    if (b !== undefined) fixed[b] = 1;
  }
  const lockedTables = new Uint8Array(problem.tables.length);
  for (const name of content.lockedTables) {
    const t = tables.get(nameKey(name));
    if (t !== undefined) lockedTables[t] = 1;
  }
  const explained = explainUnmetWishes(problem, assignment, { fixed, lockedTables });
  cache.set(assignment, { locks: lockKey, explained });
  return explained;
}

/** The edit that applies `fix` of an explained wish (indices as the derived problem numbers them: the guests' order). */
export function fixWishIntent(content: EventContent, derived: Derived, explained: ExplainedWish, fix: WishFix): FixWishIntent | null {
  const problem = derived.problem;
  const { wish, move } = explained;
  if (!problem || !move || wish.kind === 'likes') return null;
  const ref = (b: number) => bookingRef(content.guests[b]!);
  const to = wish.toBooking >= 0 ? ref(wish.toBooking) : formatGroupPath(problem.groups[wish.toGroup]!.path);
  const base = {
    kind: 'fixWish' as const,
    fix: fix.kind,
    from: ref(wish.from),
    to,
    moves: move.bookings.map(ref),
    table: problem.tables[move.table]!.name,
  };
  if (fix.kind === 'must') return { ...base, level: wish.kind === 'prefer' ? 'together' : 'avoid' };
  if (fix.kind === 'strength') return { ...base, group: formatGroupPath(problem.groups[fix.group]!.path), strength: fix.strength };
  return base;
}

/** The content with the fix made (not yet checked: edits.ts checks it as every edit), or why it cannot be. */
export function applyWishFix(content: EventContent, intent: FixWishIntent): EditResult {
  let next = content;
  if (intent.fix === 'must' && intent.level) {
    const raised = applyWishEdit(content, { kind: 'addWish', from: intent.from, to: intent.to, level: intent.level });
    if ('refusal' in raised) return raised;
    next = raised.next;
  }
  if (intent.fix === 'strength' && intent.group !== undefined && intent.strength !== undefined) {
    const path = parseGroupPath(intent.group).map(nameKey);
    const own = (group: readonly string[]) => group.length === path.length && group.every((segment, i) => nameKey(segment) === path[i]);
    const strength = intent.strength;
    next = { ...next, guests: next.guests.map((g) => (own(g.group) ? { ...g, strength } : g)) };
  }
  const table = findTable(next, intent.table);
  if (!table) return refuse('unknownTable', { table: intent.table });
  const seating = { ...next.seating };
  for (const moving of intent.moves) {
    const guest = findGuest(next, moving);
    if (!guest) return refuse('unknownBooking', { name: moving });
    seating[bookingRef(guest)] = table.name;
  }
  const name = findGuest(next, intent.from)?.name ?? intent.from;
  const other = findGuest(next, intent.to)?.name ?? intent.to;
  return { next: { ...next, seating }, label: { kind: 'fixWish', params: { name, other } } };
}
