/**
 * Hard rules that cannot all hold, found before solving: bookings a together wish joins that no
 * table can take (too many guests, tags no one table has, pins to two tables, a pin to a table
 * without a required tag, the only tables that would do reserved for others), or that an avoid wish
 * splits, or an avoid pair pinned to one table.
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
  | { readonly kind: 'avoid'; readonly booking: number; readonly other: number }
  | { readonly kind: 'reserved'; readonly table: number };

type At = (index: number, column?: string) => IssueAt;

/** The guests file's column each kind of rule is written in. */
const COLUMN: Record<Rule['kind'], string> = {
  together: 'together',
  pin: 'table',
  requires: 'requires',
  avoid: 'avoid',
  reserved: 'table',
};

/** How a booking is named in a message: its name, with its group when the name repeats (bookingLabeler). */
type Name = (booking: number) => string;

export function conflictingHardRules(problem: Problem, at: At, name: Name = (b) => problem.bookings[b]!.name): Issue[] {
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
    const written = rules.filter((rule) => rule.kind !== 'reserved');
    const first = written.reduce((a, b) => (ownerOf(b) < ownerOf(a) ? b : a), written[0]!);
    const issue = makeIssue('error', 'hard_rules_conflict', at(ownerOf(first), COLUMN[first.kind]), {
      names: namesOf(rules, name),
      ...seatsOf(problem, component, rules),
    });
    issue.rules = rules.map((rule) => describe(problem, rule, at, name));
    issues.push(issue);
  }
  return issues;
}

function allRules(problem: Problem): Rule[] {
  const rules: Rule[] = [];
  for (const wish of problem.wishes ?? []) if (wish.kind === 'together') rules.push({ kind: 'together', wish });
  problem.tables.forEach((table, t) => {
    if (table.reservedFor) rules.push({ kind: 'reserved', table: t });
  });
  problem.bookings.forEach((booking, b) => {
    if (booking.pin >= 0) rules.push({ kind: 'pin', booking: b });
    if (booking.requires?.length) rules.push({ kind: 'requires', booking: b });
    for (const other of booking.avoid) if (other > b) rules.push({ kind: 'avoid', booking: b, other });
  });
  return rules;
}

const hasPinnedAvoid = (problem: Problem): boolean =>
  problem.bookings.some((booking) => booking.pin >= 0 && booking.avoid.some((other) => problem.bookings[other]!.pin === booking.pin));

/** The booking whose row writes the rule; a reservation is written on a table's row: -1. */
const ownerOf = (rule: Rule): number => (rule.kind === 'together' ? rule.wish.from : rule.kind === 'reserved' ? -1 : rule.booking);

function touches(rule: Rule, inside: ReadonlySet<number>, members: readonly (readonly number[])[]): boolean {
  // A reservation may close any table to a component; the deletion filter keeps only those that matter.
  if (rule.kind === 'reserved') return true;
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
  const reserved = new Map<number, readonly number[]>();
  for (const rule of rules) {
    if (rule.kind === 'reserved') {
      reserved.set(rule.table, problem.tables[rule.table]!.reservedFor ?? []);
      continue;
    }
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
  // A unit with a pinned booking sits whole at that table, its unpinned bookings too: a table's load is
  // the size of every unit pinned to it.
  const pinOfComponent = new Map<number, number>();
  const massOf = new Map<number, number>();
  const bad: number[][] = [];
  for (const [root, component] of components) {
    massOf.set(
      root,
      component.reduce((sum, b) => sum + problem.bookings[b]!.size, 0),
    );
    const pins = new Set(component.flatMap((b) => (pinOf.has(b) ? [pinOf.get(b)!] : [])));
    if (pins.size > 1) bad.push(component);
    else if (pins.size === 1) pinOfComponent.set(root, [...pins][0]!);
  }
  const pinnedLoad = new Map<number, number>();
  for (const [root, t] of pinOfComponent) pinnedLoad.set(t, (pinnedLoad.get(t) ?? 0) + massOf.get(root)!);
  const overfull = new Set<number>();
  for (const [root, component] of components) {
    if (bad.includes(component)) continue;
    const pin = pinOfComponent.get(root);
    const tags = new Set(component.flatMap((b) => required.get(b) ?? []));
    const mass = massOf.get(root)!;
    const fits = (t: number): boolean => {
      const others = (pinnedLoad.get(t) ?? 0) - (pin === t ? mass : 0);
      const keptFor = reserved.get(t);
      return (
        problem.tables[t]!.capacity >= mass + others &&
        missingTags(problem, t, [...tags]).length === 0 &&
        (keptFor === undefined || component.every((b) => keptFor.includes(b)))
      );
    };
    if (pin === undefined ? problem.tables.some((_, t) => fits(t)) : fits(pin)) continue;
    if (pin === undefined || missingTags(problem, pin, [...tags]).length > 0) bad.push(component);
    else overfull.add(pin);
  }
  // Units pinned to a table they overfill together conflict as one.
  for (const t of overfull) {
    bad.push([...components].flatMap(([root, component]) => (pinOfComponent.get(root) === t ? component : [])));
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

function namesOf(rules: readonly Rule[], name: Name): string {
  const names = new Set<string>();
  for (const rule of rules) {
    if (rule.kind === 'reserved') continue;
    names.add(name(ownerOf(rule)));
    if (rule.kind === 'avoid') names.add(name(rule.other));
    if (rule.kind === 'together' && rule.wish.toBooking >= 0) names.add(name(rule.wish.toBooking));
  }
  return [...names].join(', ');
}

/**
 * For bookings that together wishes alone join and that hold more people than the largest table
 * seats, the two numbers, so the message says why in seats (the `seats` form of the message).
 */
function seatsOf(problem: Problem, component: readonly number[], rules: readonly Rule[]): Record<string, string | number> {
  if (!rules.every((rule) => rule.kind === 'together')) return {};
  const people = component.reduce((sum, b) => sum + problem.bookings[b]!.size, 0);
  const largest = problem.tables.reduce((max, t) => Math.max(max, t.capacity), 0);
  return people > largest ? { context: 'seats', people, largest } : {};
}

function describe(problem: Problem, rule: Rule, at: At, label: Name): ConflictRule {
  if (rule.kind === 'reserved') {
    const table = problem.tables[rule.table]!;
    return {
      kind: 'reserved',
      params: { table: table.name, names: (table.reservedFor ?? []).map(label).join(', ') },
    };
  }
  const name = label(ownerOf(rule));
  const line = at(ownerOf(rule)).line ?? 0;
  if (rule.kind === 'together') {
    const { toBooking, toGroup } = rule.wish;
    const other = toBooking >= 0 ? label(toBooking) : problem.groups[toGroup]!.path.join(' / ');
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
  return { kind: 'avoid', params: { name, other: label(rule.other), line } };
}
