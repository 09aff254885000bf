/**
 * The exact optimum of a small problem from a mixed-integer programme solved by HiGHS, to check the
 * solver's exact search independently. Raw units (Σ weight × term), weights from the contract.
 *
 *   x[b,t] ∈ {0,1} booking b at table t (only where it fits and respects its pin), u[b] ∈ {0,1} unseated
 *   (fixed at 0 for a pinned booking whose table holds all its pins),
 *   Σ_t x[b,t] + u[b] = 1, Σ_b size_b·x[b,t] ≤ capacity_t;
 *   separation = Σ_pairs c_ab − Σ_pairs Σ_t c_ab·w[a,b,t] with w ≤ x[a,t], w ≤ x[b,t] (together);
 *   conflict ≥ x[a,t] + x[b,t] − 1 per avoid pair and table;
 *   balance s_t ≥ (2k+1)·e_t − k(k+1) for k = 0..capacity−1, with e_t = capacity_t − load_t: the lines
 *   meet e² at every integer, so s_t = e_t² at the optimum.
 * Wishes: x[b,t] exists only at tables with every tag b requires; bookings of one together unit have
 *   x[a,t] = x[b,t] at every table (and 0 where only one of them may sit);
 *   prefer = Σ c − Σ_t c·p[i,b,t] with p ≤ x[from,t], p ≤ x[b,t] per wish i and target b, c = size·size;
 *   prefer_apart: q[i,b,t] ≥ x[from,t] + x[b,t] − 1; likes: size × liked tags the table lacks, on x[b,t].
 */
import highsLoader from 'highs';
import { WEIGHTS } from '../src/contract/objective.ts';
import type { Problem } from '../src/model/problem.ts';
import { groupMembers, missingTags, togetherUnits, wishTargets } from '../src/model/wishes.ts';
import { tableAllowed } from '../src/model/reservations.ts';

function sharedStrength(problem: Problem, a: number, b: number): number {
  const path = (g: number) => {
    const p: number[] = [];
    for (let h = g; h >= 0; h = problem.groups[h]!.parent) p.push(h);
    return p.reverse();
  };
  const pa = path(problem.bookings[a]!.group);
  const pb = path(problem.bookings[b]!.group);
  let strength = 0;
  for (let d = 0; d < pa.length && d < pb.length && pa[d] === pb[d]; d++) strength = problem.groups[pa[d]!]!.strength;
  return strength;
}

/** The rows, objective terms and binaries both MIPs of the benchmark share (raw units). */
export interface LpParts {
  objective: string[];
  rows: string[];
  binaries: string[];
}

/**
 * Where each booking sits, the same in both MIPs: x[b,t] where `allowed` (the column named `x_b_t`),
 * u[b] unseated and charged, a pinned booking unseated only when its table's pins overfill it, one
 * place each, capacity, and balance s_t ≥ (2k+1)·(capacity − load) − k(k+1), which meets
 * (empty seats)² at every integer. `xCost` adds an objective coefficient to x[b,t] (0 for none).
 */
export function placementParts(
  problem: Problem,
  allowed: (b: number, t: number) => boolean,
  xCost: (b: number, t: number) => number,
): LpParts {
  const objective: string[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const x = (b: number, t: number) => `x_${b}_${t}`;
  const pinnedLoad = problem.tables.map((_, t) =>
    problem.bookings.reduce((sum, booking) => sum + (booking.pin === t ? booking.size : 0), 0),
  );
  problem.bookings.forEach((booking, b) => {
    const terms = [`u_${b}`];
    binaries.push(`u_${b}`);
    if (booking.pin >= 0 && pinnedLoad[booking.pin]! <= problem.tables[booking.pin]!.capacity) rows.push(` pinned_${b}: u_${b} = 0`);
    objective.push(`+ ${WEIGHTS.unseated * booking.size} u_${b}`);
    problem.tables.forEach((_, t) => {
      if (!allowed(b, t)) return;
      terms.push(x(b, t));
      binaries.push(x(b, t));
      const c = xCost(b, t);
      if (c !== 0) objective.push(`${c > 0 ? '+' : '-'} ${Math.abs(c)} ${x(b, t)}`);
    });
    rows.push(` one_${b}: ${terms.join(' + ')} = 1`);
  });
  const load = (t: number, factor: number) =>
    problem.bookings.flatMap((booking, b) => (allowed(b, t) ? [`${factor * booking.size} ${x(b, t)}`] : []));
  problem.tables.forEach((table, t) => {
    const seated = load(t, 1);
    if (seated.length > 0) rows.push(` cap_${t}: ${seated.join(' + ')} <= ${table.capacity}`);
    objective.push(`+ ${WEIGHTS.balance} s_${t}`);
    for (let k = 0; k < table.capacity; k++) {
      // s_t − (2k+1)·(capacity − load) ≥ −k(k+1)  ⇔  s_t + (2k+1)·load ≥ (2k+1)·capacity − k(k+1)
      rows.push(` bal_${t}_${k}: ${[`s_${t}`, ...load(t, 2 * k + 1)].join(' + ')} >= ${(2 * k + 1) * table.capacity - k * (k + 1)}`);
    }
  });
  return { objective, rows, binaries };
}

export function mipModel(problem: Problem): { lp: string; constant: number } {
  const n = problem.bookings.length;
  const bounds: string[] = [];
  const x = (b: number, t: number) => `x_${b}_${t}`;
  const allowed = (b: number, t: number) => {
    const booking = problem.bookings[b]!;
    return booking.size <= problem.tables[t]!.capacity && (booking.pin < 0 || booking.pin === t) && tableAllowed(problem, b, t);
  };
  // Hard constraint 3 (a pinned booking is left out only when its table's pins overfill it) is in placementParts.
  const { objective, rows, binaries } = placementParts(
    problem,
    allowed,
    (b, t) => WEIGHTS.likes * problem.bookings[b]!.size * missingTags(problem, t, problem.bookings[b]!.likes).length,
  );
  let constant = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const c = WEIGHTS.separation * problem.bookings[a]!.size * problem.bookings[b]!.size * sharedStrength(problem, a, b);
      const avoid = problem.bookings[a]!.avoid.includes(b);
      problem.tables.forEach((_, t) => {
        if (!allowed(a, t) || !allowed(b, t)) return;
        if (c > 0) {
          const w = `w_${a}_${b}_${t}`;
          objective.push(`- ${c} ${w}`);
          rows.push(` wa_${a}_${b}_${t}: ${w} - ${x(a, t)} <= 0`, ` wb_${a}_${b}_${t}: ${w} - ${x(b, t)} <= 0`);
          bounds.push(` 0 <= ${w} <= 1`);
        }
        if (avoid) {
          const v = `v_${a}_${b}_${t}`;
          objective.push(`+ ${WEIGHTS.conflict} ${v}`);
          rows.push(` av_${a}_${b}_${t}: ${v} - ${x(a, t)} - ${x(b, t)} >= -1`);
        }
      });
      constant += c;
    }
  }
  const members = groupMembers(problem);
  for (const unit of togetherUnits(problem, members).units) {
    const [first, ...others] = unit;
    for (const b of others) {
      rows.push(` tu_${b}: u_${first!} - u_${b} = 0`);
      problem.tables.forEach((_, t) => {
        const [inA, inB] = [allowed(first!, t), allowed(b, t)];
        if (inA && inB) rows.push(` tx_${b}_${t}: ${x(first!, t)} - ${x(b, t)} = 0`);
        else if (inA || inB) rows.push(` tx_${b}_${t}: ${x(inA ? first! : b, t)} = 0`);
      });
    }
  }
  (problem.wishes ?? []).forEach((wish, i) => {
    if (wish.kind === 'together') return;
    const a = wish.from;
    for (const b of wishTargets(wish, members)) {
      const c = WEIGHTS[wish.kind] * problem.bookings[a]!.size * problem.bookings[b]!.size;
      if (wish.kind === 'prefer') constant += c;
      problem.tables.forEach((_, t) => {
        if (!allowed(a, t) || !allowed(b, t)) return;
        if (wish.kind === 'prefer') {
          const p = `p_${i}_${b}_${t}`;
          objective.push(`- ${c} ${p}`);
          rows.push(` pa_${i}_${b}_${t}: ${p} - ${x(a, t)} <= 0`, ` pb_${i}_${b}_${t}: ${p} - ${x(b, t)} <= 0`);
          bounds.push(` 0 <= ${p} <= 1`);
        } else {
          const q = `q_${i}_${b}_${t}`;
          objective.push(`+ ${c} ${q}`);
          rows.push(` pq_${i}_${b}_${t}: ${q} - ${x(a, t)} - ${x(b, t)} >= -1`);
        }
      });
    }
  });
  const lp = [
    'Minimize',
    ` obj: ${objective.join(' ')}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...bounds,
    'Binary',
    ` ${binaries.join(' ')}`,
    'End',
  ].join('\n');
  return { lp, constant };
}

/** The optimum's raw penalty, its arrangement (table per booking, -1 unseated) and HiGHS's time. */
export async function mipOptimum(problem: Problem): Promise<{ raw: number; ms: number; assignment: Int32Array }> {
  const highs = await highsLoader();
  const { lp, constant } = mipModel(problem);
  const started = performance.now();
  const solution = highs.solve(lp, { mip_rel_gap: 0, output_flag: false });
  const ms = performance.now() - started;
  if (solution.Status !== 'Optimal') throw new Error(`HiGHS ended with status ${solution.Status}`);
  const assignment = new Int32Array(problem.bookings.length).fill(-1);
  problem.bookings.forEach((_, b) => {
    problem.tables.forEach((_, t) => {
      if ((solution.Columns[`x_${b}_${t}`]?.Primal ?? 0) > 0.5) assignment[b] = t;
    });
  });
  return { raw: solution.ObjectiveValue + constant, ms, assignment };
}
