/**
 * Why each unmet wish is unmet, and the one change that makes it win. For each wish the moves that
 * would meet it are tried on the plan (the wisher to its partner's table, the partner to the wisher's,
 * another table for a wish to sit apart or a liked tag): a move a hard rule or a full table stops is
 * named by that rule; a move that would cost the plan more is named by the group that pulls the
 * booking back (the deepest group it shares with the others at its table, weighed by strength and
 * guests); a move that would lower the cost is one the search has not made yet. The cheapest move is
 * the one told, with the fixes that make it win and their cost in moves: the moving bookings. The
 * types are the model's (model/unmet-wishes.ts), so the words (i18n) read them too.
 */

import { SCALING, WEIGHTS } from '../contract/objective.ts';
import { moveViolation } from '../model/hard-rules.ts';
import { UNSEATED, type Assignment, type Problem } from '../model/problem.ts';
import { unmetWishes, type ExplainedWish, type UnmetReason, type UnmetWish, type WishFix } from '../model/unmet-wishes.ts';
import { missingTags, togetherUnits } from '../model/wishes.ts';
import { ArrangementState } from './delta.ts';
import { buildModel, type SolverModel } from './model.ts';

interface Candidate {
  readonly booking: number;
  readonly to: number;
}

type Tried =
  | { readonly blocked: UnmetReason; readonly candidate: Candidate }
  | { readonly delta: number; readonly candidate: Candidate; readonly moving: readonly number[] };

/** What the planner locked (1 per index): bookings no move may take elsewhere, tables no one joins or leaves. */
export interface Locks {
  readonly fixed?: ArrayLike<number>;
  readonly lockedTables?: ArrayLike<number>;
}

export function explainUnmetWishes(problem: Problem, assignment: Assignment, locks: Locks = {}): ExplainedWish[] {
  const wishes = unmetWishes(problem, assignment);
  if (wishes.length === 0) return [];
  const model = buildModel(problem);
  const state = new ArrangementState(model, assignment);
  // The bookings that move with each (its together unit, itself first), found once for every wish.
  const { unitOf, units } = togetherUnits(problem);
  const movers = (b: number) => [b, ...units[unitOf[b]!]!.filter((o) => o !== b)];
  const at = (b: number) => assignment[b] ?? UNSEATED;
  return wishes.map((wish) => {
    const candidates = candidatesOf(problem, assignment, wish);
    const unseated = [wish.from, ...(wish.kind === 'likes' ? [] : wish.breaking)].find((b) => at(b) === UNSEATED);
    if (candidates.length === 0) {
      const reason: UnmetReason =
        unseated !== undefined ? { kind: 'unseated', booking: unseated } : { kind: 'noTable', booking: wish.from };
      return { wish, reason, move: null, moves: { bookings: 0, people: 0 }, fixes: [] };
    }
    const tried = shortlist(problem, state, movers, wish, candidates).map((c) =>
      tryMove(problem, state, assignment, c, movers(c.booking), locks),
    );
    const open = tried.filter((t): t is Extract<Tried, { delta: number }> => 'delta' in t).sort((a, b) => a.delta - b.delta);
    const best = open[0];
    if (!best) return { wish, reason: blockedReason(tried, wish), move: null, moves: { bookings: 0, people: 0 }, fixes: [] };
    const move = { bookings: best.moving, table: best.candidate.to };
    const moves = { bookings: best.moving.length, people: best.moving.reduce((sum, b) => sum + problem.bookings[b]!.size, 0) };
    if (best.delta < 0) return { wish, reason: { kind: 'better', ...best.candidate }, move, moves, fixes: [{ kind: 'move' }] };
    const pull = groupPull(model, assignment, best.moving, best.candidate.to);
    const must = wish.kind !== 'likes' && wish.toBooking >= 0 ? [{ kind: 'must' } as const] : [];
    if (!pull) return { wish, reason: { kind: 'cost', ...best.candidate }, move, moves, fixes: must };
    const strength = problem.groups[pull.group]!.strength;
    const reason: UnmetReason = {
      kind: 'group',
      group: pull.group,
      strength,
      booking: best.candidate.booking,
      table: at(best.candidate.booking),
      to: best.candidate.to,
    };
    // The move wins once the group's pairs pull less than the rest of the move gains: delta − (s − k) × net < 0.
    const perStrength = pull.net * WEIGHTS.separation * SCALING.factor;
    const lowered = Math.ceil(strength - best.delta / perStrength - 1e-9) - 1;
    const ownRows = problem.bookings.some((b) => b.group === pull.group);
    const fixes: WishFix[] = [...must];
    if (ownRows && lowered >= 0 && lowered < strength) fixes.push({ kind: 'strength', group: pull.group, strength: lowered });
    return { wish, reason, move, moves, fixes };
  });
}

/** The rule that stops a wish no move can meet: the first move's, or "no other table has room" when every table is full. */
function blockedReason(tried: readonly Tried[], wish: UnmetWish): UnmetReason {
  const reasons = tried.map((t) => ('blocked' in t ? t.blocked : null)).filter((r): r is UnmetReason => r !== null);
  const first = reasons[0]!;
  const spread = wish.kind !== 'prefer' && reasons.length > 1;
  return spread && reasons.every((r) => r.kind === 'full') ? { kind: 'full', table: UNSEATED, booking: wish.from } : first;
}

/** Tables tried for a move anywhere (apart, liked tags): the ones with the most free seats, so a large event stays quick. */
const ANYWHERE = 12;

/**
 * The candidates worth trying: all of a prefer wish's; of a move to any other table, those with room
 * for the moving bookings, the roomiest first (or the first one, which then says the table is full).
 */
function shortlist(
  problem: Problem,
  state: ArrangementState,
  movers: (b: number) => number[],
  wish: UnmetWish,
  candidates: readonly Candidate[],
): readonly Candidate[] {
  if (wish.kind === 'prefer') return candidates;
  const size = (b: number) => movers(b).reduce((sum, m) => sum + problem.bookings[m]!.size, 0);
  const roomy = candidates.filter((c) => state.freeSeats(c.to) >= size(c.booking));
  if (roomy.length === 0) return candidates.slice(0, 2);
  return [...roomy].sort((a, b) => state.freeSeats(b.to) - state.freeSeats(a.to)).slice(0, ANYWHERE);
}

/** The moves that would meet a wish, the wisher's first. */
function candidatesOf(problem: Problem, assignment: Assignment, wish: UnmetWish): Candidate[] {
  const at = (b: number) => assignment[b] ?? UNSEATED;
  const from = at(wish.from);
  if (wish.kind === 'likes') {
    const wanted = problem.bookings[wish.from]!.likes ?? [];
    return problem.tables.flatMap((_, t) =>
      t !== from && missingTags(problem, t, wanted).length === 0 ? [{ booking: wish.from, to: t }] : [],
    );
  }
  if (from === UNSEATED || wish.breaking.some((b) => at(b) === UNSEATED)) return [];
  if (wish.kind === 'prefer') {
    const tables = [...new Set(wish.breaking.map(at))];
    return [...tables.map((to) => ({ booking: wish.from, to })), ...wish.breaking.map((b) => ({ booking: b, to: from }))];
  }
  // Apart: the wisher, or each booking named beside it, to any other table.
  const others = problem.tables.map((_, t) => t).filter((t) => t !== from);
  return [wish.from, ...wish.breaking].flatMap((booking) => others.map((to) => ({ booking, to })));
}

/** Why a move cannot be made, or what it would change in the cost (scaled units), trying it on the state. */
function tryMove(
  problem: Problem,
  state: ArrangementState,
  assignment: Assignment,
  candidate: Candidate,
  moving: readonly number[],
  locks: Locks,
): Tried {
  const { booking, to } = candidate;
  const locked = moving.find((b) => locks.fixed?.[b] === 1);
  if (locked !== undefined) return { blocked: { kind: 'locked', booking: locked }, candidate };
  const lockedTable = [to, ...moving.map((b) => state.position[b]!)].find((t) => t >= 0 && locks.lockedTables?.[t] === 1);
  if (lockedTable !== undefined) return { blocked: { kind: 'lockedTable', table: lockedTable }, candidate };
  // Capacity first, from the state's loads: the rulebook's check counts the table's guests anew.
  const arriving = moving.reduce((sum, b) => sum + (state.position[b] === to ? 0 : problem.bookings[b]!.size), 0);
  if (arriving > state.freeSeats(to) && problem.bookings[booking]!.pin < 0)
    return { blocked: { kind: 'full', table: to, booking }, candidate };
  const violation = moveViolation(problem, assignment, booking, to);
  if (violation) {
    const reason: UnmetReason =
      violation.kind === 'pin-broken'
        ? { kind: 'pinned', booking: violation.booking, table: violation.pinnedTo }
        : violation.kind === 'requirement-unmet'
          ? { kind: 'tags', booking: violation.booking, table: to, tags: violation.tags }
          : violation.kind === 'reserved-table'
            ? { kind: 'reserved', booking: violation.booking, table: to }
            : { kind: 'full', table: to, booking };
    return { blocked: reason, candidate };
  }
  for (const b of moving) {
    const other = problem.bookings[b]!.avoid.find((o) => assignment[o] === to);
    if (other !== undefined) return { blocked: { kind: 'keepApart', booking: b, other, table: to }, candidate };
  }
  const before = state.cost();
  const from = moving.map((b) => state.position[b]!);
  for (const b of moving) state.move(b, to);
  const delta = state.cost() - before;
  moving.forEach((b, i) => state.move(b, from[i]!));
  return { delta, candidate, moving };
}

/**
 * The group that pulls the moving bookings back: per deepest group each shares with another booking,
 * the guest pairs left behind minus those joined at the new table; the group whose pull weighs most
 * (strength × pairs), with its net pairs. Null when no group loses by the move.
 */
function groupPull(
  model: SolverModel,
  assignment: Assignment,
  moving: readonly number[],
  to: number,
): { group: number; net: number } | null {
  const net = new Map<number, number>();
  const inMove = new Set(moving);
  for (const b of moving) {
    const from = assignment[b]!;
    for (let o = 0; o < model.bookingCount; o++) {
      if (inMove.has(o)) continue;
      const t = assignment[o];
      if (t !== from && t !== to) continue;
      const g = deepestShared(model, b, o);
      if (g < 0) continue;
      const pairs = model.size[b]! * model.size[o]! * (t === from ? 1 : -1);
      net.set(g, (net.get(g) ?? 0) + pairs);
    }
  }
  let best: { group: number; net: number } | null = null;
  for (const [group, pairs] of net) {
    if (pairs <= 0) continue;
    const pull = pairs * model.groupStrength[group]!;
    if (pull > 0 && (!best || pull > best.net * model.groupStrength[best.group]!)) best = { group, net: pairs };
  }
  return best;
}

/** The deepest group two bookings both belong to, −1 for none. */
function deepestShared(model: SolverModel, a: number, b: number): number {
  const [sa, ea, sb, eb] = [model.pathStart[a]!, model.pathStart[a + 1]!, model.pathStart[b]!, model.pathStart[b + 1]!];
  let shared = -1;
  for (let d = 0; sa + d < ea && sb + d < eb && model.pathGroup[sa + d] === model.pathGroup[sb + d]; d++) shared = model.pathGroup[sa + d]!;
  return shared;
}
