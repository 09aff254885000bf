/**
 * The wishes benchmark's events: a generated event (bench/generate.ts) given table shapes and tags,
 * bookings that require or like tags, and every kind of wish: together (to a booking, and to a small
 * group), prefer and prefer_apart (to bookings and to groups), beside the groups and avoid pairs it has.
 * Hard wishes stay satisfiable: a together unit holds at most 8 guests (the smallest table) and no avoid
 * pair, bookings in units or with requirements are not pinned, and every fifth table is accessible.
 * Also the one definition of "soft wish pairs met" the benchmark reports.
 */
import type { Assignment, Problem, Wish, WishKind } from '../src/model/problem.ts';
import { UNSEATED } from '../src/model/problem.ts';
import { groupMembers, missingTags, togetherUnits, wishTargets } from '../src/model/wishes.ts';
import { Random } from '../src/solver/random.ts';
import { generateInstance } from './generate.ts';

export const WISH_TAGS = ['accessible', 'quiet', 'near exit', 'near stage', 'garden'];
const ACCESSIBLE = 0;
const SMALLEST_TABLE = 8;

export interface WishShape {
  bookings: number;
  seed: number;
  /** Multiplies every wish rate; small events need more wishes per booking to have any (default 1). */
  density?: number;
}

export function wishInstance(shape: WishShape): Problem {
  const base = generateInstance({ bookings: shape.bookings, seed: shape.seed });
  const rng = new Random(shape.seed * 7919 + 3);
  const n = base.bookings.length;
  const density = shape.density ?? 1;
  const count = (perBooking: number) => Math.max(1, Math.round(n * perBooking * density));
  const members = groupMembers(base);

  const tables = base.tables.map((table, t) => {
    const tags = WISH_TAGS.map((_, tag) => tag).filter((tag) => (tag === ACCESSIBLE ? t % 5 === 0 : rng.int(4) === 0));
    const shapeOf = t % 7 === 3 ? ('head' as const) : t % 3 === 1 ? ('rectangle' as const) : ('round' as const);
    return { ...table, shape: shapeOf, tags };
  });
  const requires: number[][] = base.bookings.map(() => []);
  const likes: number[][] = base.bookings.map(() => []);
  for (let k = 0; k < count(0.03); k++) requires[rng.int(n)] = [ACCESSIBLE];
  for (let k = 0; k < count(0.1); k++) {
    const b = rng.int(n);
    const tag = 1 + rng.int(WISH_TAGS.length - 1);
    if (!likes[b]!.includes(tag)) likes[b]!.push(tag);
  }

  const wishes: Wish[] = [];
  // Together units grow only while they stay small and free of avoid pairs.
  const unitOf = Int32Array.from({ length: n }, (_, b) => b);
  const unitGuests = base.bookings.map((booking) => booking.size);
  const unitBookings = base.bookings.map((_, b) => [b]);
  const join = (from: number, others: readonly number[]): boolean => {
    const units = [...new Set([from, ...others].map((b) => unitOf[b]!))];
    const joined = units.flatMap((u) => unitBookings[u]!);
    if (units.reduce((sum, u) => sum + unitGuests[u]!, 0) > SMALLEST_TABLE) return false;
    if (joined.some((a) => base.bookings[a]!.avoid.some((b) => joined.includes(b)))) return false;
    const [keep, ...merged] = units;
    for (const u of merged) {
      for (const b of unitBookings[u]!) unitOf[b] = keep!;
      unitGuests[keep!]! += unitGuests[u]!;
      unitBookings[keep!]!.push(...unitBookings[u]!);
      unitBookings[u] = [];
      unitGuests[u] = 0;
    }
    return true;
  };
  const someGroup = () => base.bookings[rng.int(n)]!.group;
  const add = (kind: WishKind, from: number, toBooking: number, toGroup: number) => {
    if (toBooking === from || (toBooking < 0 && toGroup < 0)) return;
    if (wishes.some((w) => w.kind === kind && w.from === from && w.toBooking === toBooking && w.toGroup === toGroup)) return;
    wishes.push({ kind, from, toBooking, toGroup });
  };
  for (let k = 0; k < count(0.04); k++) {
    const from = rng.int(n);
    // Mostly someone of the same group, as couples and friends ask.
    const group = base.bookings[from]!.group;
    const mates = group >= 0 ? members[group]!.filter((b) => b !== from) : [];
    const to = mates.length > 0 && rng.int(3) > 0 ? mates[rng.int(mates.length)]! : rng.int(n);
    if (to !== from && join(from, [to])) add('together', from, to, -1);
  }
  for (let k = 0; k < count(0.005); k++) {
    const from = rng.int(n);
    const group = someGroup();
    if (group >= 0 && join(from, members[group]!)) add('together', from, -1, group);
  }
  for (let k = 0; k < count(0.06); k++) add('prefer', rng.int(n), rng.int(n), -1);
  for (let k = 0; k < count(0.01); k++) add('prefer', rng.int(n), -1, someGroup());
  for (let k = 0; k < count(0.03); k++) add('prefer_apart', rng.int(n), rng.int(n), -1);
  for (let k = 0; k < count(0.005); k++) add('prefer_apart', rng.int(n), -1, someGroup());

  const inUnit = (b: number) => unitBookings[unitOf[b]!]!.length > 1;
  const bookings = base.bookings.map((booking, b) => ({
    ...booking,
    pin: inUnit(b) || requires[b]!.length > 0 ? -1 : booking.pin,
    ...(requires[b]!.length > 0 ? { requires: requires[b]! } : {}),
    ...(likes[b]!.length > 0 ? { likes: likes[b]! } : {}),
  }));
  return { ...base, bookings, tables, tags: WISH_TAGS, wishes };
}

export interface SoftWishesMet {
  /** Pairs and liked tags met, out of all of them, for prefer, prefer_apart and likes. */
  prefer: { met: number; total: number };
  preferApart: { met: number; total: number };
  likes: { met: number; total: number };
  met: number;
  total: number;
}

/**
 * Soft wish pairs met, unweighted: each prefer wish's (wisher, target booking) pair seated at one table,
 * each prefer_apart pair not at one table (an unseated booking sits with no one), and each liked tag its
 * seated booking's table has.
 */
export function softWishesMet(problem: Problem, assignment: Assignment): SoftWishesMet {
  const members = groupMembers(problem);
  const prefer = { met: 0, total: 0 };
  const preferApart = { met: 0, total: 0 };
  const likes = { met: 0, total: 0 };
  for (const wish of problem.wishes ?? []) {
    if (wish.kind === 'together') continue;
    const t = assignment[wish.from]!;
    for (const b of wishTargets(wish, members)) {
      const together = t !== UNSEATED && assignment[b] === t;
      const counted = wish.kind === 'prefer' ? prefer : preferApart;
      counted.total++;
      if (together === (wish.kind === 'prefer')) counted.met++;
    }
  }
  problem.bookings.forEach((booking, b) => {
    const liked = booking.likes ?? [];
    likes.total += liked.length;
    const t = assignment[b]!;
    if (t !== UNSEATED) likes.met += liked.length - missingTags(problem, t, liked).length;
  });
  return {
    prefer,
    preferApart,
    likes,
    met: prefer.met + preferApart.met + likes.met,
    total: prefer.total + preferApart.total + likes.total,
  };
}

/** Bookings in together units of two or more, for the report. */
export const unitBookingCount = (problem: Problem): number =>
  togetherUnits(problem).units.reduce((sum, unit) => sum + (unit.length > 1 ? unit.length : 0), 0);

export interface CrossSideShape {
  bookings: number;
  seed: number;
  /** Seats above guests, as a fraction (the planner's weddings: 0.15). */
  slack: number;
  /** Prefer wishes per booking (default 1 in 15). */
  rate?: number;
  /**
   * Only bookings of at most this many guests make or receive a wish, each booking in one wish at most
   * (friends across the sides, two by two); default: any size, a booking may wish several.
   */
  maxSize?: number;
}

/**
 * A generated wedding (bench/generate.ts, default strengths) whose only wishes are prefer wishes across
 * the two sides: a Bride-side booking that would like to sit with a Groom-side booking. Meeting one means
 * seating a booking away from its family's table, which the separation of its default-strength groups
 * charges; the explicit wish has to outweigh that.
 */
export function crossSideWishInstance(shape: CrossSideShape): Problem {
  const base = generateInstance({ bookings: shape.bookings, seed: shape.seed, slack: shape.slack });
  const rng = new Random(shape.seed * 7919 + 11);
  const sideOf = (b: number): string | undefined => {
    const group = base.bookings[b]!.group;
    return group >= 0 ? base.groups[group]!.path[0] : undefined;
  };
  const small = (b: number) => base.bookings[b]!.size <= (shape.maxSize ?? Infinity);
  const bride = base.bookings.flatMap((_, b) => (sideOf(b) === 'Bride' && small(b) ? [b] : []));
  const groom = base.bookings.flatMap((_, b) => (sideOf(b) === 'Groom' && small(b) ? [b] : []));
  const wishes: Wish[] = [];
  const count = Math.max(1, Math.round(shape.bookings * (shape.rate ?? 1 / 15)));
  // Two by two, a drawn booking already in a wish is drawn again (a bounded number of times).
  const draws = shape.maxSize === undefined ? count : count * 20;
  for (let k = 0; k < draws && wishes.length < count && bride.length > 0 && groom.length > 0; k++) {
    const from = bride[rng.int(bride.length)]!;
    const to = groom[rng.int(groom.length)]!;
    const taken =
      shape.maxSize === undefined
        ? wishes.some((w) => w.from === from && w.toBooking === to)
        : wishes.some((w) => w.from === from || w.toBooking === to);
    if (base.bookings[from]!.avoid.includes(to) || taken) continue;
    wishes.push({ kind: 'prefer', from, toBooking: to, toGroup: -1 });
  }
  return { ...base, wishes };
}
