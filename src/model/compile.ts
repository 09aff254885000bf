/**
 * Records → the index-based Problem the solver works on, with every check that needs more than
 * one record or both files. Pure and linear in the number of records, so the UI can run it after
 * every edit.
 */
import { DEFAULT_TABLE_SHAPE, GROUP_EXPORT_SEPARATOR, LIMITS } from '../contract/index.ts';
import { conflictingHardRules } from './feasibility.ts';
import { groupKey, groupKeyOfText, groupKeysOf } from './group-path.ts';
import { groupMembers } from './wishes.ts';
import { reservationHolds } from './reservations.ts';
import type { RuleView } from './hard-rules.ts';
import { hasErrors, makeIssue, mergeIssues, type Issue } from './issues.ts';
import { ambiguousReference, bookingLabeler, indexBookings, type BookingIndex } from './booking-refs.ts';
import type { Booking, Group, Problem, Wish, WishKind } from './problem.ts';
import { cleanName, indexByName, nameKey } from './names.ts';
import { canonicalRoomTag } from './room-tags.ts';
import { checkGuestRecords, checkTableRecords, locator } from './record-checks.ts';
import { WISH_FIELDS, type GuestRecord, type TableRecord, type TagField, type WishField } from './records.ts';

export interface CompileSources {
  /** Source line per guest record; record i is taken to be on line i + 2 when absent. */
  guestLines?: readonly number[];
  tableLines?: readonly number[];
  guestsFileName?: string;
  tablesFileName?: string;
  /** Headers as written in each file (readGuestsFile / readTablesFile return them), for column names in issues. */
  guestHeaders?: Readonly<Record<string, string>>;
  tableHeaders?: Readonly<Record<string, string>>;
}

export interface CompileResult {
  /** Null when any issue is an error. */
  problem: Problem | null;
  issues: Issue[];
}

/** A group path in messages, written as the export writes it. */
const showPath = (path: readonly string[]): string => path.join(GROUP_EXPORT_SEPARATOR);

export function compileProblem(
  guests: readonly GuestRecord[],
  tables: readonly TableRecord[],
  sources: CompileSources = {},
): CompileResult {
  const guestSource = { fileName: sources.guestsFileName, lines: sources.guestLines, columns: sources.guestHeaders };
  const tableSource = { fileName: sources.tablesFileName, lines: sources.tableLines, columns: sources.tableHeaders };
  const at = locator('guests', guestSource).at;
  const issues: Issue[] = [...checkGuestRecords(guests, guestSource), ...checkTableRecords(tables, tableSource)];

  const tableIndexByKey = indexByName(tables);
  const bookingIndex = indexBookings(guests);
  const label = bookingLabeler(guests);
  const nameOf = (index: number) => label(guests[index]!);

  const { groups, innermost } = buildGroups(guests, at, issues);
  const resolve = referenceResolver(bookingIndex, groups, innermost);
  const avoid = buildAvoidLists(guests, bookingIndex, at, issues);
  const { pins, overfilled } = resolvePins(guests, tables, tableIndexByKey, at, issues);
  checkSizes(guests, tables, sources.tablesFileName, at, issues, nameOf);
  const reservedFor = resolveReservations(tables, resolve, locator('tables', tableSource).at, issues);
  const pinsReported = checkPinsToReserved(guests, tables, pins, reservedFor, at, issues);
  for (const b of pins.keys()) if (overfilled.has(pins[b]!)) pinsReported.add(b);

  const tags = tableTags(tables);
  const requires = resolveTags(guests, 'requires', tags, at, issues, nameOf);
  const likes = resolveTags(guests, 'likes', tags, at, issues, nameOf);
  const wishes = resolveWishes(guests, resolve, bookingIndex, at, issues);

  // With errors the problem is still built from what resolved, so that the conflicts of the hard
  // rules are reported in the same run as every other problem (a name left unresolved only drops a
  // rule, so what conflicts without it conflicts with it too). Pins reported already (to a table
  // they overfill, or one reserved for others) are left out, so they are not reported twice.
  const bookings: Booking[] = guests.map((g, i) => ({
    ...(g.id === undefined ? {} : { id: cleanName(g.id) }),
    name: cleanName(g.name),
    size: g.size,
    group: innermost[i] ?? -1,
    pin: pinsReported.has(i) ? -1 : (pins[i] ?? -1),
    avoid: avoid[i] ?? [],
    ...(requires[i]?.length ? { requires: requires[i] } : {}),
    ...(likes[i]?.length ? { likes: likes[i] } : {}),
  }));
  const problem: Problem = {
    bookings,
    tables: tables.map((t, i) => ({
      name: cleanName(t.name),
      capacity: t.capacity,
      ...(t.shape && t.shape !== DEFAULT_TABLE_SHAPE ? { shape: t.shape } : {}),
      ...(t.tags?.length ? { tags: t.tags.map((tag) => tags.index.get(nameKey(tag))!) } : {}),
      ...(reservedFor[i] ? { reservedFor: reservedFor[i] } : {}),
    })),
    groups,
    ...(tags.names.length ? { tags: tags.names } : {}),
    ...(wishes.length ? { wishes } : {}),
  };
  if (tables.length > 0) issues.push(...conflictingHardRules(problem, at, nameOf));
  issues.push(...unfitReservations(problem, at, nameOf));
  const merged = mergeIssues(issues);
  return { problem: hasErrors(merged) ? null : problem, issues: merged };
}

/** Table tags by key, first spelling kept. */
function tableTags(tables: readonly TableRecord[]): { names: string[]; index: Map<string, number> } {
  const names: string[] = [];
  const index = new Map<string, number>();
  for (const table of tables) {
    for (const tag of table.tags ?? []) {
      const key = nameKey(tag);
      if (key === '' || index.has(key)) continue;
      index.set(key, names.length);
      names.push(cleanName(tag));
    }
  }
  return { names, index };
}

/** Tag indices of each booking's requires or likes; a tag no table has is an error (requires) or a warning (likes). */
function resolveTags(
  guests: readonly GuestRecord[],
  field: TagField,
  tags: { index: ReadonlyMap<string, number> },
  at: At,
  issues: Issue[],
  nameOf: (index: number) => string,
): number[][] {
  return guests.map((guest, index) => {
    const found: number[] = [];
    for (const tag of guest[field] ?? []) {
      // A room tag may be written in any of its spellings (ליד רחבת הריקודים is near dance floor).
      const t = tags.index.get(nameKey(tag)) ?? tags.index.get(nameKey(canonicalRoomTag(tag) ?? ''));
      if (t === undefined) {
        issues.push(
          makeIssue(field === 'requires' ? 'error' : 'warning', `${field}_unknown_tag`, at(index, field), {
            tag: cleanName(tag),
            name: nameOf(index),
          }),
        );
      } else if (!found.includes(t)) found.push(t);
    }
    return found;
  });
}

const WISH_KIND: Record<WishField, WishKind> = { together: 'together', prefer: 'prefer', preferApart: 'prefer_apart' };
const WISH_COLUMN: Record<WishField, string> = { together: 'together', prefer: 'prefer', preferApart: 'prefer_apart' };

/** A name a booking's wish or a table's reservation gives: a booking, or else a group path (full, from the top). */
type Reference = { readonly booking: number } | { readonly group: number; readonly members: readonly number[] };
type ResolveReference = (text: string) => Reference | null;

function referenceResolver(bookingIndex: BookingIndex, groups: readonly Group[], groupOfBooking: readonly number[]): ResolveReference {
  const groupByKey = new Map(groups.map((g, i) => [groupKey(g.path), i]));
  const members = groupMembers({ bookings: groupOfBooking.map((group) => ({ group })), groups });
  return (text) => {
    const booking = bookingIndex.find(text);
    if (booking !== undefined) return { booking };
    const group = groupByKey.get(groupKeyOfText(text));
    return group === undefined ? null : { group, members: members[group]! };
  };
}

/**
 * Wishes of every booking: each name is a booking, or else a group path (full, from the top). A wish
 * about itself, or about a group with no one but the wisher, says nothing: a warning.
 */
function resolveWishes(
  guests: readonly GuestRecord[],
  resolve: ResolveReference,
  bookingIndex: BookingIndex,
  at: At,
  issues: Issue[],
): Wish[] {
  const wishes: Wish[] = [];
  guests.forEach((guest, from) => {
    for (const field of WISH_FIELDS) {
      for (const text of guest[field] ?? []) {
        const column = WISH_COLUMN[field];
        const match = bookingIndex.match(text);
        if (match.kind === 'many') {
          issues.push(ambiguousReference(guests, text, match.indices, at(from, column), (i) => at(i).line));
          continue;
        }
        const target = resolve(text);
        if (target === null) {
          issues.push(makeIssue('error', 'wish_unknown', at(from, column), { name: cleanName(text) }));
          continue;
        }
        const onlySelf = 'booking' in target ? target.booking === from : target.members.every((b) => b === from);
        if (onlySelf) {
          issues.push(makeIssue('warning', 'wish_self', at(from, column), { name: cleanName(text) }));
          continue;
        }
        const [toBooking, toGroup] = 'booking' in target ? [target.booking, -1] : [-1, target.group];
        wishes.push({ kind: WISH_KIND[field], from, toBooking, toGroup });
      }
    }
  });
  return wishes;
}

/**
 * The bookings each table is reserved for (a group stands for every booking of it and its
 * sub-groups), ascending; undefined for a table kept for no one in particular, or for no one still on
 * the list. A name that is no booking and no group is a warning on the table's row that names it.
 */
function resolveReservations(
  tables: readonly TableRecord[],
  resolve: ResolveReference,
  tableAt: At,
  issues: Issue[],
): (number[] | undefined)[] {
  return tables.map((table, index) => {
    if (!table.reservedFor?.length) return undefined;
    const bookings = new Set<number>();
    let resolved = 0;
    for (const text of table.reservedFor) {
      const target = resolve(text);
      // A name gone from the guest list must not refuse the list: the table stays kept for the rest.
      if (target === null) {
        const params = { table: cleanName(table.name), name: cleanName(text) };
        issues.push(makeIssue('warning', 'reserved_unknown', tableAt(index, 'reserved_for'), params));
        continue;
      }
      resolved++;
      if ('booking' in target) bookings.add(target.booking);
      else for (const b of target.members) bookings.add(b);
    }
    // Kept for no one on the list: the table is open to everyone rather than left empty.
    return resolved === 0 ? undefined : [...bookings].sort((a, b) => a - b);
  });
}

/** A warning on the row of each booking a reservation names that its tables have no room for: it will sit elsewhere. */
function unfitReservations(problem: Problem, at: At, nameOf: (index: number) => string): Issue[] {
  return reservationHolds(problem).unfit.map((b) => {
    const tables = problem.tables.filter((t) => t.reservedFor?.includes(b)).map((t) => t.name);
    return makeIssue('warning', 'reserved_unfit', at(b, 'name'), { name: nameOf(b), tables: tables.join(', ') });
  });
}

/** A booking pinned to a table reserved for others can keep neither rule: an error on its row. Returns those bookings. */
function checkPinsToReserved(
  guests: readonly GuestRecord[],
  tables: readonly TableRecord[],
  pins: readonly number[],
  reservedFor: readonly (readonly number[] | undefined)[],
  at: At,
  issues: Issue[],
): Set<number> {
  const reported = new Set<number>();
  pins.forEach((table, booking) => {
    const reserved = table >= 0 ? reservedFor[table] : undefined;
    if (reserved && !reserved.includes(booking)) {
      reported.add(booking);
      issues.push(
        makeIssue('error', 'pinned_to_reserved', at(booking, 'table'), {
          name: cleanName(guests[booking]!.name),
          table: cleanName(tables[table]!.name),
        }),
      );
    }
  });
  return reported;
}

type At = ReturnType<typeof locator>['at'];

interface MutableGroup {
  path: string[];
  parent: number;
  depth: number;
  /** Explicit strengths given by rows whose innermost group this is, with the row index. */
  given: { strength: number; index: number }[];
}

/** Groups by full path (trimmed, case-insensitive), parents before children; strengths resolved. */
function buildGroups(guests: readonly GuestRecord[], at: At, issues: Issue[]): { groups: Group[]; innermost: number[] } {
  const mutable: MutableGroup[] = [];
  const indexByKey = new Map<string, number>();
  const innermost = guests.map((guest, index) => {
    let parent = -1;
    const keys = groupKeysOf(guest.group);
    for (let depth = 0; depth < guest.group.length; depth++) {
      const key = keys[depth]!;
      let group = indexByKey.get(key);
      if (group === undefined) {
        group = mutable.length;
        indexByKey.set(key, group);
        mutable.push({ path: guest.group.slice(0, depth + 1).map(cleanName), parent, depth: depth + 1, given: [] });
      }
      parent = group;
    }
    if (guest.strength !== null) {
      if (parent === -1) issues.push(makeIssue('warning', 'strength_without_group', at(index, 'strength'), { value: guest.strength }));
      else mutable[parent]?.given.push({ strength: guest.strength, index });
    }
    return parent;
  });

  const max = LIMITS.max_group_cohesion_strength;
  const groups = mutable.map((g): Group => {
    if (g.given.length === 0) return { path: g.path, parent: g.parent, depth: g.depth, strength: Math.min(g.depth, max) };
    const strengths = [...new Set(g.given.map((s) => s.strength))].sort((a, b) => a - b);
    const chosen = Math.min(Math.max(0, strengths[strengths.length - 1] ?? 0), max);
    if (strengths.length > 1) {
      const first = g.given[0]?.strength;
      const differing = g.given.find((s) => s.strength !== first) ?? g.given[0];
      issues.push(
        makeIssue('warning', 'strength_conflict', at(differing?.index ?? 0, 'strength'), {
          group: showPath(g.path),
          strengths: strengths.join(', '),
          chosen,
        }),
      );
    }
    return { path: g.path, parent: g.parent, depth: g.depth, strength: chosen };
  });
  return { groups, innermost };
}

/** Avoid lists by index, made symmetric and free of repeats. */
function buildAvoidLists(guests: readonly GuestRecord[], bookings: BookingIndex, at: At, issues: Issue[]): number[][] {
  const sets = guests.map(() => null as Set<number> | null);
  const link = (a: number, b: number) => {
    (sets[a] ??= new Set()).add(b);
  };
  guests.forEach((guest, index) => {
    for (const name of guest.avoid) {
      const match = bookings.match(name);
      const other = match.kind === 'one' ? match.index : undefined;
      if (match.kind === 'many') issues.push(ambiguousReference(guests, name, match.indices, at(index, 'avoid'), (i) => at(i).line));
      else if (other === undefined) issues.push(makeIssue('error', 'avoid_unknown', at(index, 'avoid'), { name: cleanName(name) }));
      else if (other === index || nameKey(name) === nameKey(guest.name))
        issues.push(makeIssue('error', 'avoid_self', at(index, 'avoid'), { name: cleanName(name) }));
      else {
        link(index, other);
        link(other, index);
      }
    }
  });
  return sets.map((set) => (set ? [...set].sort((a, b) => a - b) : []));
}

/** Pinned table per booking; reports unknown tables and tables their pinned bookings overfill (returned too). */
function resolvePins(
  guests: readonly GuestRecord[],
  tables: readonly TableRecord[],
  indexByKey: ReadonlyMap<string, number>,
  at: At,
  issues: Issue[],
): { pins: number[]; overfilled: Set<number> } {
  const pinned = new Array<number>(tables.length).fill(0);
  const pins = guests.map((guest, index) => {
    if (guest.table === null || cleanName(guest.table) === '') return -1;
    const table = indexByKey.get(nameKey(guest.table));
    if (table === undefined) {
      issues.push(makeIssue('error', 'table_unknown', at(index, 'table'), { table: cleanName(guest.table) }));
      return -1;
    }
    pinned[table] = (pinned[table] ?? 0) + guest.size;
    return table;
  });
  // Report each overfilled table once, on the row that takes it over its capacity.
  const running = new Array<number>(tables.length).fill(0);
  const overfilled = new Set<number>();
  pins.forEach((table, index) => {
    if (table === -1) return;
    const capacity = tables[table]?.capacity ?? 0;
    const before = running[table] ?? 0;
    const after = before + (guests[index]?.size ?? 0);
    running[table] = after;
    if (before <= capacity && after > capacity) {
      overfilled.add(table);
      issues.push(
        makeIssue('error', 'pinned_over_capacity', at(index, 'table'), {
          table: cleanName(tables[table]?.name ?? ''),
          capacity,
          pinned: pinned[table] ?? 0,
        }),
      );
    }
  });
  return { pins, overfilled };
}

function checkSizes(
  guests: readonly GuestRecord[],
  tables: readonly TableRecord[],
  tablesFileName: string | undefined,
  at: At,
  issues: Issue[],
  nameOf: (index: number) => string,
): void {
  if (guests.length === 0) return;
  if (tables.length === 0) {
    issues.push(makeIssue('error', 'no_tables', { file: 'tables', fileName: tablesFileName }));
    return;
  }
  let largest = 0;
  let seats = 0;
  for (const t of tables) {
    largest = Math.max(largest, t.capacity);
    seats += t.capacity;
  }
  let total = 0;
  guests.forEach((guest, index) => {
    total += guest.size;
    if (guest.size > largest)
      issues.push(makeIssue('error', 'booking_too_large', at(index, 'size'), { name: nameOf(index), size: guest.size, largest }));
  });
  if (total > seats)
    issues.push(makeIssue('warning', 'total_over_capacity', { file: 'guests', fileName: at(0).fileName }, { guests: total, seats }));
}

/**
 * The last rule view made for a guest list, with the tables it was made with. Records are never
 * changed in place (an edit makes new lists), so the same two lists always give the same view: moves
 * and solver results, which change only the seating, compile once.
 */
const ruleViews = new WeakMap<readonly GuestRecord[], { tables: readonly TableRecord[]; view: RuleView }>();

/**
 * Keeps a problem compiled elsewhere from these records (the planner's derivation compiles them with
 * their file names, which only the issues' messages use) as their rule view, so they compile once.
 */
export function keepRuleView(guests: readonly GuestRecord[], tables: readonly TableRecord[], problem: Problem): void {
  ruleViews.set(guests, { tables, view: problem });
}

/**
 * Records as the rulebook sees them: the compiled problem (wishes and tags included), or, while the
 * records have errors that keep them from compiling, sizes, pins and capacities alone.
 */
export function ruleViewOfRecords(guests: readonly GuestRecord[], tables: readonly TableRecord[]): RuleView {
  const cached = ruleViews.get(guests);
  if (cached?.tables === tables) return cached.view;
  const { problem } = compileProblem(guests, tables);
  const tableIndex = indexByName(tables);
  const view: RuleView = problem ?? {
    bookings: guests.map((g) => ({ size: g.size, pin: g.table === null ? -1 : (tableIndex.get(nameKey(g.table)) ?? -1) })),
    tables: tables.map((t) => ({ capacity: t.capacity })),
  };
  ruleViews.set(guests, { tables, view });
  return view;
}
