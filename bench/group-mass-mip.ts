/**
 * The group-mass MIP of an event without wishes, solved by HiGHS within a time limit: its best proven
 * bound (the dual bound) and best arrangement (the incumbent), to measure the solver's lower bound
 * against. Raw units (Σ weight × term), weights from the contract. bench/mip.ts charges separation pair
 * by pair, which is exact but grows with bookings² × tables; this one grows with groups × tables × seats.
 *
 *   x[b,t] ∈ {0,1} booking b at table t (where it fits and respects its pin), u[b] ∈ {0,1} unseated;
 *   Σ_t x[b,t] + u[b] = 1, Σ_b size_b·x[b,t] ≤ capacity_t; conflict v[a,b] ≥ x[a,t] + x[b,t] − 1;
 *   balance s_t ≥ (2k+1)·e_t − k(k+1), e_t = capacity_t − load_t (the lines meet e² at every integer).
 * Separation = Σ_h inc(h) × (pairs of h apart), inc(h) = strength(h) − strength(parent), and the pairs
 *   of h apart are P(h) − Σ_t (m[h,t]² − Σ_{b∈h} size_b²·x[b,t]) / 2 with m[h,t] = Σ_{b∈h} size_b·x[b,t].
 *   For inc(h) > 0 the objective rewards m², so m[h,t] = Σ_k k·y[h,t,k] with Σ_k y[h,t,k] ≤ 1 binary
 *   gives m² = Σ_k k²·y exactly; for inc(h) < 0 it charges m², and q[h,t] ≥ (2k+1)·m − k(k+1) is exact.
 */
import highsLoader from 'highs';
import { WEIGHTS } from '../src/contract/objective.ts';
import type { Problem } from '../src/model/problem.ts';
import type { InstanceShape } from './generate.ts';
import { placementParts } from './mip.ts';

/** The events the bound is measured on: explicit strengths (zeros among them), 3 % spare seats, a quarter avoid pair per booking. */
export const BOUND_EVENT_SHAPE = { explicitStrengths: true, slack: 0.03, avoidRate: 0.25 } as const satisfies Partial<InstanceShape>;

export function groupMassModel(problem: Problem): { lp: string; constant: number } {
  if ((problem.wishes ?? []).length > 0 || problem.bookings.some((b) => (b.requires ?? []).length + (b.likes ?? []).length > 0))
    throw new Error('the group-mass MIP knows no wishes');
  const objective: string[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const x = (b: number, t: number) => `x_${b}_${t}`;
  const allowed = (b: number, t: number) => {
    const booking = problem.bookings[b]!;
    return booking.size <= problem.tables[t]!.capacity && (booking.pin < 0 || booking.pin === t);
  };
  const loadTerms = (members: readonly number[], t: number, factor: number) =>
    members.flatMap((b) => (allowed(b, t) ? [`${factor * problem.bookings[b]!.size} ${x(b, t)}`] : []));

  // Groups: members (bookings in the group or below), increment, and pairs P(h) across bookings.
  const members: number[][] = problem.groups.map(() => []);
  problem.bookings.forEach((booking, b) => {
    for (let g = booking.group; g >= 0; g = problem.groups[g]!.parent) members[g]!.push(b);
  });
  const xCoefficient = new Map<string, number>();
  let constant = 0;
  problem.groups.forEach((group, h) => {
    const increment = WEIGHTS.separation * (group.strength - (group.parent < 0 ? 0 : problem.groups[group.parent]!.strength));
    const list = members[h]!;
    if (increment === 0 || list.length < 2) return;
    const mass = list.reduce((sum, b) => sum + problem.bookings[b]!.size, 0);
    const squares = list.reduce((sum, b) => sum + problem.bookings[b]!.size ** 2, 0);
    constant += (increment * (mass * mass - squares)) / 2;
    problem.tables.forEach((table, t) => {
      const load = loadTerms(list, t, 1);
      if (load.length < 2) return;
      for (const b of list)
        if (allowed(b, t)) xCoefficient.set(x(b, t), (xCoefficient.get(x(b, t)) ?? 0) + (increment * problem.bookings[b]!.size ** 2) / 2);
      const top = Math.min(table.capacity, mass);
      if (increment > 0) {
        const levels = Array.from({ length: top }, (_, i) => i + 1);
        const y = (k: number) => `y_${h}_${t}_${k}`;
        binaries.push(...levels.map(y));
        rows.push(` yo_${h}_${t}: ${levels.map(y).join(' + ')} <= 1`);
        rows.push(` ym_${h}_${t}: ${levels.map((k) => `${k} ${y(k)}`).join(' + ')} - ${load.join(' - ')} = 0`);
        for (const k of levels) objective.push(`- ${(increment * k * k) / 2} ${y(k)}`);
      } else {
        const q = `q_${h}_${t}`;
        objective.push(`+ ${-increment / 2} ${q}`);
        for (let k = 0; k < top; k++)
          rows.push(` qm_${h}_${t}_${k}: ${q} - ${loadTerms(list, t, 2 * k + 1).join(' - ')} >= ${-k * (k + 1)}`);
      }
    });
  });

  const placement = placementParts(problem, allowed, (b, t) => xCoefficient.get(x(b, t)) ?? 0);
  objective.push(...placement.objective);
  rows.push(...placement.rows);
  binaries.push(...placement.binaries);
  problem.bookings.forEach((booking, a) => {
    for (const b of booking.avoid) {
      if (b <= a) continue;
      const v = `v_${a}_${b}`;
      objective.push(`+ ${WEIGHTS.conflict} ${v}`);
      problem.tables.forEach((_, t) => {
        if (allowed(a, t) && allowed(b, t)) rows.push(` av_${a}_${b}_${t}: ${v} - ${x(a, t)} - ${x(b, t)} >= -1`);
      });
    }
  });
  const lp = ['Minimize', ` obj: ${objective.join(' ')}`, 'Subject To', ...rows, 'Binary', ` ${binaries.join(' ')}`, 'End'].join('\n');
  return { lp, constant };
}

export interface GroupMassSolution {
  /** Best proven lower bound on the raw penalty (HiGHS's dual bound, plus the constant). */
  readonly boundRaw: number;
  /** Raw penalty of HiGHS's best arrangement; Infinity when it found none. */
  readonly incumbentRaw: number;
  readonly optimal: boolean;
  readonly ms: number;
}

/** The binary columns of an arrangement (table per booking, −1 unseated) that are 1: x, u and the mass levels y. */
function startColumns(problem: Problem, assignment: Int32Array): string[] {
  const ones = problem.bookings.map((_, b) => (assignment[b]! >= 0 ? `x_${b}_${assignment[b]!}` : `u_${b}`));
  problem.groups.forEach((_, h) => {
    const mass = new Map<number, number>();
    problem.bookings.forEach((booking, b) => {
      let g = booking.group;
      while (g >= 0 && g !== h) g = problem.groups[g]!.parent;
      if (g === h && assignment[b]! >= 0) mass.set(assignment[b]!, (mass.get(assignment[b]!) ?? 0) + booking.size);
    });
    for (const [t, m] of mass) ones.push(`y_${h}_${t}_${m}`);
  });
  return ones;
}

/** HiGHS on the group-mass MIP within a time limit, started (when given) from an arrangement. */
export async function groupMassBound(problem: Problem, timeLimitSeconds: number, start?: Int32Array): Promise<GroupMassSolution> {
  const highs = await highsLoader();
  const { lp, constant } = groupMassModel(problem);
  const started = performance.now();
  return highs.withModel({ format: 'lp', data: lp }, (model) => {
    model.options.set({ output_flag: false, time_limit: timeLimitSeconds, mip_rel_gap: 0 });
    if (start) {
      // Every binary column: 1 where the arrangement has it, else 0; HiGHS completes the continuous ones.
      const ones = new Set(startColumns(problem, start));
      const binaries = lp
        .slice(lp.indexOf('\nBinary\n') + 8, lp.lastIndexOf('\nEnd'))
        .trim()
        .split(' ');
      const indices = binaries.map((name) => model.getColByName(name));
      model.setSolution({ indices, values: binaries.map((name) => (ones.has(name) ? 1 : 0)) });
    }
    model.run();
    const status = model.getModelStatus();
    const optimal = status === highs.constants.modelStatus.optimal;
    // A model presolve solves outright has no MIP information; its objective is then both bounds.
    const info = (name: string): number => {
      try {
        return Number(model.info.get(name));
      } catch {
        return optimal ? model.getObjectiveValue() : NaN;
      }
    };
    const dual = info('mip_dual_bound');
    // The incumbent's objective, when HiGHS holds a feasible arrangement (primal solution status 2).
    const primal = info('primal_solution_status') === 2 ? model.getObjectiveValue() : NaN;
    return {
      boundRaw: dual + constant,
      incumbentRaw: Number.isFinite(primal) && Math.abs(primal) < 1e30 ? primal + constant : Infinity,
      optimal,
      ms: performance.now() - started,
    };
  });
}

/** The LP relaxation of the group-mass model (every variable continuous in [0, 1]): a proven lower bound (raw). */
export async function groupMassRelaxation(problem: Problem): Promise<{ boundRaw: number; ms: number }> {
  const highs = await highsLoader();
  const { lp, constant } = groupMassModel(problem);
  const binaries = lp
    .slice(lp.indexOf('\nBinary\n') + 8, lp.lastIndexOf('\nEnd'))
    .trim()
    .split(' ');
  const relaxed = lp.replace(/\nBinary\n[^]*\nEnd$/, `\nBounds\n${binaries.map((v) => ` 0 <= ${v} <= 1`).join('\n')}\nEnd`);
  const started = performance.now();
  const solution = highs.solve(relaxed, { output_flag: false });
  if (solution.Status !== 'Optimal') throw new Error(`HiGHS ended with status ${solution.Status}`);
  return { boundRaw: solution.ObjectiveValue + constant, ms: performance.now() - started };
}
