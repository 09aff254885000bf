/**
 * Making room exactly, where the ejection chains of make-room.ts miss it: the chains send each unit
 * they eject to the best-fitting table, so a plan that needs a unit at a table that fits it worse
 * (to leave the better one for a unit sent after it) is never found, even when everyone could sit.
 * This search decides the final table of every movable unit at a few tables at once (all the open
 * tables of a small event; on a large one, the table for the unit to seat and the roomiest others),
 * branch and bound on the moved people, within a work budget. It is tried only after the chains: on a
 * small event always, to prove their plan has the fewest moves or find one with fewer; on a large
 * event only when the chains found nothing.
 */
import { UNSEATED } from '../model/problem.ts';
import type { ArrangementState } from './delta.ts';
import { mayTake, type SolverModel } from './model.ts';
import type { MoveBudget } from './move-budget.ts';
import { roomiestFirst, type RoomPlan } from './make-room.ts';
import { unitMass, unitOf } from './units.ts';

/** Tables one exact search covers: an event with at most this many open tables is searched whole. */
const EXACT_ROOM_TABLES = 6;
/** Nodes per unit to seat (some 10-20 ms when spent); past it the best plan found so far is kept. */
const WORK_BUDGET = 100_000;

/** What an exact plan must beat: fewer moves, or as many with fewer relocations. */
export interface Incumbent {
  readonly moves: number;
  readonly relocations: number;
}

/** Whether the event is small enough for the exact search to cover every open table. */
export function coversEvent(model: SolverModel, open: Uint8Array): boolean {
  let count = 0;
  for (let t = 0; t < model.tableCount; t++) count += open[t]!;
  return count <= EXACT_ROOM_TABLES;
}

/** The tables to search: every open one on a small event, else the roomiest one `first` may take and the roomiest others. */
function tablesToSearch(model: SolverModel, state: ArrangementState, open: Uint8Array, mass: number, tables: readonly number[]): number[] {
  const all: number[] = [];
  for (let t = 0; t < model.tableCount; t++) if (open[t]) all.push(t);
  if (all.length <= EXACT_ROOM_TABLES) return all;
  const roomiest = roomiestFirst(state);
  const home = tables.filter((t) => model.capacity[t]! >= mass).sort(roomiest)[0];
  if (home === undefined) return [];
  return [home, ...all.filter((t) => t !== home).sort(roomiest)].slice(0, EXACT_ROOM_TABLES);
}

/**
 * The plan seating the unseated unit of `first` at one of `tables` that moves the fewest reference
 * guests, every other movable unit at the searched tables staying seated (whole) at a table it may
 * take; null when no plan beats `incumbent`.
 */
export function exactRoom(
  model: SolverModel,
  state: ArrangementState,
  movable: Uint8Array,
  open: Uint8Array,
  budget: MoveBudget,
  first: number,
  tables: readonly number[],
  incumbent: Incumbent,
): RoomPlan | null {
  const mass = unitMass(model, first);
  const searched = tablesToSearch(model, state, open, mass, tables);
  if (searched.length === 0) return null;

  // Units to decide: the one to seat first, then the movable units seated at the searched tables, largest first.
  const units: number[] = [];
  const seen = new Set<number>();
  for (const t of searched) {
    for (const b of state.members[t]!) {
      const unit = unitOf(model, b);
      const head = unit[0]!;
      if (seen.has(head)) continue;
      seen.add(head);
      if (unit.every((m) => movable[m] && state.position[m] === t)) units.push(head);
    }
  }
  // Units of one size at one table side by side: twins among them are told apart below.
  units.sort((a, b) => unitMass(model, b) - unitMass(model, a) || state.position[a]! - state.position[b]! || a - b);
  units.unshift(first);

  // Seats left at each searched table once the units to decide have left it.
  const free = searched.map((t) => state.freeSeats(t));
  const masses = units.map((u) => unitMass(model, u));
  for (let i = 1; i < units.length; i++) free[searched.indexOf(state.position[units[i]!]!)]! += masses[i]!;

  // Each unit's options: table and change in moved people, cheapest first (staying put before an equal move).
  const options = units.map((u, i) => {
    const from = i === 0 ? UNSEATED : state.position[u]!;
    const allowed = i === 0 ? searched.filter((t) => tables.includes(t)) : searched.filter((t) => mayTake(model, u, t));
    return allowed
      .filter((t) => model.capacity[t]! >= masses[i]!)
      .map((t) => {
        let moves = 0;
        for (const m of unitOf(model, u)) moves += budget.change(m, from, t);
        return { table: t, slot: searched.indexOf(t), moves, stays: t === from };
      })
      .sort((a, b) => a.moves - b.moves || Number(b.stays) - Number(a.stays) || a.table - b.table);
  });
  if (options.some((o) => o.length === 0)) return null;
  // Twins (same size, same table, same options at the same moves) are interchangeable: a twin takes an
  // option no earlier in the list than the twin before it, so each arrangement of twins is tried once.
  const twin = units.map(
    (u, i) =>
      i > 1 &&
      masses[i] === masses[i - 1] &&
      state.position[u] === state.position[units[i - 1]!] &&
      options[i]!.length === options[i - 1]!.length &&
      options[i]!.every((o, k) => o.table === options[i - 1]![k]!.table && o.moves === options[i - 1]![k]!.moves),
  );
  // Fewest moves and mass the units from i on still add, and the smallest of them.
  const restMoves = new Array<number>(units.length + 1).fill(0);
  const restMass = new Array<number>(units.length + 1).fill(0);
  const restSmallest = new Array<number>(units.length + 1).fill(Infinity);
  for (let i = units.length - 1; i >= 0; i--) {
    restMoves[i] = restMoves[i + 1]! + options[i]![0]!.moves;
    restMass[i] = restMass[i + 1]! + masses[i]!;
    restSmallest[i] = Math.min(restSmallest[i + 1]!, masses[i]!);
  }

  // The best plan so far: its moves and relocations, and the table of every unit (none until one beats the incumbent).
  const best: { score: Incumbent; choice: number[] | null } = { score: incumbent, choice: null };
  const choice = new Array<number>(units.length).fill(UNSEATED);
  const chosen = new Array<number>(units.length).fill(0);
  let work = 0;
  const visit = (i: number, moves: number, relocations: number): void => {
    if (work >= WORK_BUDGET) return;
    work++;
    const bound = moves + restMoves[i]!;
    if (bound > best.score.moves || (bound === best.score.moves && relocations >= best.score.relocations)) return;
    // Seats at a table too full for the smallest unit left stay empty.
    let usable = 0;
    for (const room of free) if (room >= restSmallest[i]!) usable += room;
    if (restMass[i]! > usable) return;
    if (i === units.length) {
      best.score = { moves, relocations };
      best.choice = choice.slice();
      return;
    }
    for (let k = twin[i] ? chosen[i - 1]! : 0; k < options[i]!.length; k++) {
      const option = options[i]![k]!;
      const room = free[option.slot]!;
      if (room < masses[i]!) continue;
      free[option.slot] = room - masses[i]!;
      choice[i] = option.table;
      chosen[i] = k;
      visit(i + 1, moves + option.moves, relocations + (i > 0 && !option.stays ? 1 : 0));
      free[option.slot] = room;
    }
  };
  visit(0, 0, 0);
  const found = best.choice;
  if (found === null) return null;
  const relocations: [number, number][] = [];
  for (let i = 1; i < units.length; i++) if (found[i] !== state.position[units[i]!]) relocations.push([units[i]!, found[i]!]);
  return { table: found[0]!, moves: best.score.moves, relocations };
}
