/**
 * Who is who when a name repeats and nobody gave ids. A file with two David Cohens and no id column
 * is read with ids numbered in the file's order ("David Cohen #1", "#2"); the event may hold the same
 * people without ids, or numbered in another order. Such numbers say nothing of who is who, so a
 * booking that has one is matched to the event's booking of the same name and group that differs
 * from it least, and takes that booking's id (or its bare name). Ids a planner gave are never
 * changed: they are the identity.
 */
import { hasGeneratedId, nextFreeId } from './booking-refs.ts';
import { changedFields } from './guest-diff.ts';
import { groupKey } from './group-path.ts';
import { nameKey } from './names.ts';
import { bookingKey, type GuestRecord } from './records.ts';

/** A booking whose identity is only its name and group: no id, or one a reader numbered. */
const unnamedById = (g: GuestRecord) => g.id === undefined || hasGeneratedId(g);
const personKey = (g: GuestRecord) => `${nameKey(g.name)}\u0001${groupKey(g.group)}`;

/**
 * `incoming` with each booking of a numbered name given the id of the event's booking it is (or its
 * bare name); a numbered one that is nobody in the event keeps its number, or a free one.
 */
export function withGeneratedIdsMatched(held: readonly GuestRecord[], incoming: readonly GuestRecord[]): GuestRecord[] {
  const numberedNames = new Set([...held, ...incoming].filter(hasGeneratedId).map((g) => nameKey(g.name)));
  if (numberedNames.size === 0) return [...incoming];
  return withHeldNumbersMarked(held, matchedByNameAndGroup(held, incoming, numberedNames));
}

/**
 * A file that writes a booking's numbered id back (a guests file the app wrote) names that booking
 * by its id, and the id stays the app's number, as the booking has it.
 */
function withHeldNumbersMarked(held: readonly GuestRecord[], incoming: GuestRecord[]): GuestRecord[] {
  const numbered = new Set(held.filter(hasGeneratedId).map(bookingKey));
  return incoming.map((g) => (g.id !== undefined && !hasGeneratedId(g) && numbered.has(bookingKey(g)) ? { ...g, idGenerated: true } : g));
}

function matchedByNameAndGroup(
  held: readonly GuestRecord[],
  incoming: readonly GuestRecord[],
  numberedNames: ReadonlySet<string>,
): GuestRecord[] {
  const numbered = incoming.flatMap((g, i) => (unnamedById(g) && numberedNames.has(nameKey(g.name)) ? [i] : []));
  const result = [...incoming];
  const candidates = held.filter(unnamedById);
  // Pairs of the same name and group, the closest first; a pair keeping its key wins a tie.
  const pairs = numbered.flatMap((i) =>
    candidates
      .filter((h) => personKey(h) === personKey(incoming[i]!))
      .map((h) => ({ i, h, cost: 2 * changedFields(h, incoming[i]!).length + (bookingKey(h) === bookingKey(incoming[i]!) ? 0 : 1) })),
  );
  pairs.sort((a, b) => a.cost - b.cost || a.i - b.i);
  const matched = new Set<number>();
  const taken = new Set<GuestRecord>();
  for (const { i, h } of pairs) {
    if (matched.has(i) || taken.has(h)) continue;
    matched.add(i);
    taken.add(h);
    const { id: _made, idGenerated: _numbered, ...record } = incoming[i]!;
    result[i] = h.id === undefined ? record : { ...record, id: h.id, ...(hasGeneratedId(h) ? { idGenerated: true } : {}) };
  }
  // The others are new: numbered again where their number is now another booking's.
  const keys = new Set([...held.map(bookingKey), ...result.filter((_, i) => !numbered.includes(i) || matched.has(i)).map(bookingKey)]);
  for (const i of numbered) {
    if (matched.has(i) || incoming[i]!.id === undefined || !keys.has(bookingKey(result[i]!))) {
      keys.add(bookingKey(result[i]!));
      continue;
    }
    const g = result[i]!;
    const renumbered = { ...g, id: nextFreeId(g.name, keys).id, idGenerated: true };
    result[i] = renumbered;
    keys.add(bookingKey(renumbered));
  }
  return result;
}
