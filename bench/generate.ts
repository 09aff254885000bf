/**
 * Seeded generator of realistic wedding/gala instances: two sides (bride, groom), circles on each side
 * (family, friends, work, …), families and friend clusters inside the circles, households of 1–6 guests,
 * a few avoid pairs, a few pins, tables of 8–12 seats with 5–15 % more seats than guests.
 * 10000 bookings ≈ 23,000 guests at ≈ 2,000 tables. The benchmark and the tests use it.
 */
import type { Booking, Group, Problem, Table } from '../src/model/problem.ts';
import { Random } from '../src/solver/random.ts';

export interface InstanceShape {
  bookings: number;
  seed: number;
  /** Seats above guests, as a fraction (default: drawn in 0.05–0.15). */
  slack?: number;
  /** Avoid pairs per booking (default 0.01) and pinned bookings per booking (default 0.005). */
  avoidRate?: number;
  pinRate?: number;
  /**
   * Explicit strengths on about half the groups, drawn after everything else from a generator of their
   * own (so the rest of the event is the one without them): strong sides, circles and families, and
   * subgroups of strength 0 (a cluster, or a whole circle, that need not sit together), at least one
   * under each side.
   */
  explicitStrengths?: boolean;
}

const EXPLICIT_STRENGTHS = [0, 0, 1, 2, 3, 5, 8, 10];
const STRONG = [3, 5, 8, 10];

const CIRCLES = ['Family', 'Friends', 'Work', 'School', 'Neighbours', 'Army', 'Sports club', 'Community'];
const HOUSEHOLD_SIZES = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 6];

export function generateInstance(shape: InstanceShape): Problem {
  const rng = new Random(shape.seed);
  const n = shape.bookings;
  const groups: Group[] = [];
  const addGroup = (path: string[], parent: number): number => {
    groups.push({ path, parent, depth: path.length, strength: path.length });
    return groups.length - 1;
  };
  const sides = ['Bride', 'Groom'].map((side) => addGroup([side], -1));
  const circlesPerSide = Math.min(CIRCLES.length, 2 + Math.ceil(n / 400));
  const circles = sides.map((side) =>
    Array.from({ length: circlesPerSide }, (_, i) => addGroup([...groups[side]!.path, CIRCLES[i]!], side)),
  );
  // One open cluster (a family or a group of friends) per circle; it closes when it reaches its target.
  const openCluster = new Map<number, { group: number; left: number }>();
  let clusterCount = 0;

  const bookings: Booking[] = [];
  for (let b = 0; b < n; b++) {
    const size = HOUSEHOLD_SIZES[rng.int(HOUSEHOLD_SIZES.length)]!;
    let group = -1;
    if (rng.int(100) >= 4) {
      const side = rng.int(2);
      // Earlier circles (family, friends) are larger: pick the smaller of two draws.
      const circle = circles[side]![Math.min(rng.int(circlesPerSide), rng.int(circlesPerSide))]!;
      let cluster = openCluster.get(circle);
      if (!cluster || cluster.left <= 0) {
        cluster = { group: addGroup([...groups[circle]!.path, `Cluster ${++clusterCount}`], circle), left: 2 + rng.int(10) };
        openCluster.set(circle, cluster);
      }
      cluster.left--;
      // One booking in eight stays directly in the circle (a friend of the circle, not of a cluster).
      group = rng.int(8) === 0 ? circle : cluster.group;
    }
    bookings.push({ name: `Booking ${b + 1}`, size, group, pin: -1, avoid: [] });
  }

  const guests = bookings.reduce((sum, x) => sum + x.size, 0);
  const slack = shape.slack ?? 0.05 + rng.float() * 0.1;
  const tables: Table[] = [];
  let capacity = 0;
  while (capacity < guests * (1 + slack) || tables.length === 0) {
    const seats = 8 + rng.int(5);
    tables.push({ name: `Table ${tables.length + 1}`, capacity: seats });
    capacity += seats;
  }

  const avoid: number[][] = bookings.map(() => []);
  const avoidPairs = Math.round(n * (shape.avoidRate ?? 0.01));
  for (let k = 0; k < avoidPairs && n >= 2; k++) {
    const a = rng.int(n);
    const c = rng.int(n);
    if (a === c || avoid[a]!.includes(c)) continue;
    avoid[a]!.push(c);
    avoid[c]!.push(a);
  }
  const pinnedLoad = new Array<number>(tables.length).fill(0);
  const pins = Math.round(n * (shape.pinRate ?? 0.005));
  const pin = new Array<number>(n).fill(-1);
  for (let k = 0; k < pins; k++) {
    const b = rng.int(n);
    const t = rng.int(tables.length);
    if (pin[b]! >= 0 || pinnedLoad[t]! + bookings[b]!.size > tables[t]!.capacity) continue;
    pin[b] = t;
    pinnedLoad[t]! += bookings[b]!.size;
  }
  return {
    tables,
    groups: shape.explicitStrengths ? withExplicitStrengths(groups, shape.seed) : groups,
    bookings: bookings.map((x, b) => ({ ...x, pin: pin[b]!, avoid: avoid[b]! })),
  };
}

function withExplicitStrengths(groups: readonly Group[], seed: number): Group[] {
  const draw = new Random(seed * 7919 + 17);
  const strengths = groups.map((group) => (draw.int(2) === 0 ? group.strength : EXPLICIT_STRENGTHS[draw.int(EXPLICIT_STRENGTHS.length)]!));
  // Every side is strong and has one subgroup (a circle or a cluster) of strength 0 somewhere below it.
  groups.forEach((group, g) => {
    if (group.parent >= 0) return;
    strengths[g] = STRONG[draw.int(STRONG.length)]!;
    const below = groups.flatMap((other, h) => (h !== g && other.path[0] === group.path[0] ? [h] : []));
    if (below.length > 0) strengths[below[draw.int(below.length)]!] = 0;
  });
  return groups.map((group, g) => ({ ...group, strength: strengths[g]! }));
}
