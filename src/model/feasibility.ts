/**
 * Hard rules that cannot all hold, found before solving: bookings a together wish joins that no
 * table can take (too many guests, tags no one table has, pins to two tables, a pin to a table
 * without a required tag), or that an avoid wish splits, or an avoid pair pinned to one table.
 * Each conflict is reported once with the smallest set of rules that conflict: the rules are
 * dropped one by one while the rest still conflict (a deletion filter), so every rule named is
 * needed for the conflict.
 */
import { makeIssue, type ConflictRule, type Issue, type IssueAt } from './issues.ts';
import type { Problem, Wish } from './problem.ts';
import { groupMembers, missingTags, togetherUnits, wishTargets } from './wishes.ts';

type Rule =
  | { readonly kind: 'together'; readonly wish: Wish }
  | { readonly kind: 'pin'; readonly booking: number }
  | { readonly kind: 'requires'; readonly booking: number }
  | { readonly kind: 'avoid'; readonly booking: number; readonly other: number };

type At = (index: number, column?: string) => IssueAt;

export function conflictingHardRules(problem: Problem, at: At): Issue[] {
  const members = groupMembers(problem);
  const all = allRules(problem);
  if (!all.some((r) => r.kind === 'together' || r.kind === 'requires') && !hasPinnedAvoid(problem)) return [];
  const issues: Issue[] = [];
  const reported = new Set<number>();
  for (const component of infeasibleComponents(problem, members, all)) {
    if (component.some((b) => reported.has(b))) continue;
    const inside = new Set(component);
    let rules = all.filter(
      (rule) => touches(rule, inside, members) || (rule.kind === 'pin' && pinnedNear(problem, rule.booking, component)),
    );
    if (infeasibleComponents(problem, members, rules).length === 0) continue;
    for (let i = rules.length - 1; i >= 0; i--) {
      const without = rules.filter((_, j) => j !== i);
      if (infeasibleComponents(problem, members, without).length > 0) rules = without;
    }
    for (const b of component) reported.add(b);
    const first = Math.min(...rules.map(ownerOf));
    const issue = makeIssue('error', 'hard_rules_conflict', at(first), { names: namesOf(problem, rules) });
    issue.rules = rules.map((rule) => describe(problem, rule, at));
    issues.push(issue);
  }
  return issues;
}

function allRules(problem: Problem): Rule[] {
  const rules: Rule[] = [];
  for (const wish of problem.wishes ?? []) if (wish.kind === 'together') rules.push({ kind: 'together', wish });
  problem.bookings.forEach((booking, b) => {
    if (booking.pin >= 0) rules.push({ kind: 'pin', booking: b });
    if (booking.requires?.length) rules.push({ kind: 'requires', booking: b });
    for (const other of booking.avoid) if (other > b) rules.push({ kind: 'avoid', booking: b, other });
  });
  return rules;
}

const hasPinnedAvoid = (problem: Problem): boolean =>
  problem.bookings.some((booking) => booking.pin >= 0 && booking.avoid.some((other) => problem.bookings[other]!.pin === booking.pin));

const ownerOf = (rule: Rule): number => (rule.kind === 'together' ? rule.wish.from : rule.booking);

function touches(rule: Rule, inside: ReadonlySet<number>, members: readonly (readonly number[])[]): boolean {
  if (rule.kind === 'together') return inside.has(rule.wish.from) || wishTargets(rule.wish, members).some((b) => inside.has(b));
  if (rule.kind === 'avoid') return inside.has(rule.booking) || inside.has(rule.other);
  return inside.has(rule.booking);
}

/** A pin of another booking to a table a booking of the component is pinned to: it takes seats there. */
const pinnedNear = (problem: Problem, booking: number, component: readonly number[]): boolean =>
  component.some((b) => problem.bookings[b]!.pin >= 0 && problem.bookings[b]!.pin === problem.bookings[booking]!.pin);

/**
 * Bookings (joined by the together rules given) that no table can take under the rules given, each
 * component once; an avoid pair inside one component, or pinned to one table, makes it infeasible too.
 */
function infeasibleComponents(problem: Problem, members: readonly (readonly number[])[], rules: readonly Rule[]): number[][] {
  const togetherWishes = rules.flatMap((rule) => (rule.kind === 'together' ? [rule.wish] : []));
  const { unitOf } = togetherUnits({ bookings: problem.bookings, groups: problem.groups, wishes: togetherWishes }, members);
  const find = (b: number): number => unitOf[b]!;
  const mentioned = new Set<number>();
  const pinOf = new Map<number, number>();
  const required = new Map<number, readonly number[]>();
  for (const rule of rules) {
    mentioned.add(ownerOf(rule));
    if (rule.kind === 'together') for (const b of wishTargets(rule.wish, members)) mentioned.add(b);
    if (rule.kind === 'pin') pinOf.set(rule.booking, problem.bookings[rule.booking]!.pin);
    if (rule.kind === 'requires') required.set(rule.booking, problem.bookings[rule.booking]!.requires ?? []);
    if (rule.kind === 'avoid') mentioned.add(rule.other);
  }
  const components = new Map<number, number[]>();
  for (const b of mentioned) {
    const root = find(b);
    components.set(root, [...(components.get(root) ?? []), b]);
  }
  const pinnedLoad = new Map<number, number>();
  for (const [b, t] of pinOf) pinnedLoad.set(t, (pinnedLoad.get(t) ?? 0) + problem.bookings[b]!.size);
  const pinOfComponent = new Map<number, number>();
  const bad: number[][] = [];
  for (const [root, component] of components) {
    const pins = new Set(component.flatMap((b) => (pinOf.has(b) ? [pinOf.get(b)!] : [])));
    const tags = new Set(component.flatMap((b) => required.get(b) ?? []));
    const mass = component.reduce((sum, b) => sum + problem.bookings[b]!.size, 0);
    const pinnedInside = component.reduce((sum, b) => sum + (pinOf.has(b) ? problem.bookings[b]!.size : 0), 0);
    const fits = (t: number): boolean => {
      const table = problem.tables[t]!;
      const others = (pinnedLoad.get(t) ?? 0) - (pins.has(t) ? pinnedInside : 0);
      return table.capacity >= mass + others && missingTags(problem, t, [...tags]).length === 0;
    };
    const [pin] = pins;
    if (pins.size > 1 || (pin !== undefined ? !fits(pin) : !problem.tables.some((_, t) => fits(t)))) bad.push(component);
    else if (pin !== undefined) pinOfComponent.set(root, pin);
  }
  for (const rule of rules) {
    if (rule.kind !== 'avoid') continue;
    const a = find(rule.booking);
    const b = find(rule.other);
    const samePin = pinOfComponent.has(a) && pinOfComponent.get(a) === pinOfComponent.get(b);
    if (a === b || samePin) bad.push([...(components.get(a) ?? []), ...(a === b ? [] : (components.get(b) ?? []))]);
  }
  return bad;
}

function namesOf(problem: Problem, rules: readonly Rule[]): string {
  const names = new Set<string>();
  for (const rule of rules) {
    names.add(problem.bookings[ownerOf(rule)]!.name);
    if (rule.kind === 'avoid') names.add(problem.bookings[rule.other]!.name);
    if (rule.kind === 'together' && rule.wish.toBooking >= 0) names.add(problem.bookings[rule.wish.toBooking]!.name);
  }
  return [...names].join(', ');
}

function describe(problem: Problem, rule: Rule, at: At): ConflictRule {
  const name = problem.bookings[ownerOf(rule)]!.name;
  const line = at(ownerOf(rule)).line ?? 0;
  if (rule.kind === 'together') {
    const { toBooking, toGroup } = rule.wish;
    const other = toBooking >= 0 ? problem.bookings[toBooking]!.name : problem.groups[toGroup]!.path.join(' / ');
    return { kind: 'together', params: { name, other, line } };
  }
  if (rule.kind === 'pin') {
    const table = problem.tables[problem.bookings[rule.booking]!.pin]!;
    return { kind: 'pin', params: { name, table: table.name, capacity: table.capacity, line } };
  }
  if (rule.kind === 'requires') {
    const tags = (problem.bookings[rule.booking]!.requires ?? []).map((tag) => problem.tags?.[tag] ?? '').join(', ');
    return { kind: 'requires', params: { name, tags, line } };
  }
  return { kind: 'avoid', params: { name, other: problem.bookings[rule.other]!.name, line } };
}
