import { expect } from '@open-wc/testing';
import { SolverClient, type SolveProgress } from '../../src/solver-client/solver-client.ts';
import { checkHardConstraints, evaluate } from '../../src/solver/index.ts';
import { generateInstance } from '../../bench/generate.ts';

describe('the solver worker', () => {
  let client: SolverClient;
  beforeEach(() => {
    client = new SolverClient();
  });
  afterEach(() => client.dispose());

  it('solves in the worker, reports progress and returns a feasible arrangement', async () => {
    const problem = generateInstance({ bookings: 400, seed: 2 });
    const progress: SolveProgress[] = [];
    const handle = client.solve(problem, { timeLimitMs: 2000 }, (p) => progress.push(p));
    const result = await handle.result;
    expect(result.stoppedBy).to.equal('time');
    expect(result.assignment.length).to.equal(problem.bookings.length);
    expect(checkHardConstraints(problem, result.assignment)).to.deep.equal([]);
    expect(result.score).to.deep.equal(evaluate(problem, result.assignment));
    expect(result.lowerBound.penalty).to.be.at.most(result.score.penalty);
    expect(progress.length).to.be.greaterThan(0);
    for (const p of progress) expect(p.bestPenalty).to.be.at.least(p.lowerBound);
    expect(progress.at(-1)!.bestPenalty).to.be.at.least(result.score.penalty);
  });

  it('cancel returns the best arrangement found so far', async () => {
    const problem = generateInstance({ bookings: 2000, seed: 4 });
    let resolveFirstProgress: () => void;
    const firstProgress = new Promise<void>((r) => (resolveFirstProgress = r));
    const handle = client.solve(problem, { timeLimitMs: 60_000 }, () => resolveFirstProgress());
    await firstProgress;
    handle.cancel();
    const result = await handle.result;
    expect(result.stoppedBy).to.equal('cancelled');
    expect(result.iterations).to.be.greaterThan(0);
    expect(checkHardConstraints(problem, result.assignment)).to.deep.equal([]);
    expect(result.score).to.deep.equal(evaluate(problem, result.assignment));
  });

  it('a new solve cancels the previous one, which still resolves with its best so far', async () => {
    const first = generateInstance({ bookings: 1000, seed: 6 });
    const second = generateInstance({ bookings: 60, seed: 7 });
    const a = client.solve(first, { timeLimitMs: 60_000 });
    const b = client.solve(second, { iterations: 2000, timeLimitMs: 10_000 });
    const [ra, rb] = await Promise.all([a.result, b.result]);
    expect(ra.stoppedBy).to.equal('cancelled');
    expect(ra.assignment.length).to.equal(first.bookings.length);
    expect(checkHardConstraints(first, ra.assignment)).to.deep.equal([]);
    expect(rb.assignment.length).to.equal(second.bookings.length);
    expect(checkHardConstraints(second, rb.assignment)).to.deep.equal([]);
  });

  it('several workers: the plan is the best of their seeds, exactly what the best worker alone finds, and their progress only improves', async () => {
    const problem = generateInstance({ bookings: 300, seed: 3 });
    const options = { seed: 5, iterations: 40_000, timeLimitMs: 60_000 };
    const pool = new SolverClient(undefined, { workers: 2 });
    try {
      const progress: SolveProgress[] = [];
      const together = await pool.solve(problem, options, (p) => progress.push(p)).result;
      // One after the other: a worker runs one solve at a time, a newer one cancelling the older.
      const alone = [
        await client.solve(problem, { ...options, seed: 5 }).result,
        await client.solve(problem, { ...options, seed: 6 }).result,
      ];
      const best = alone[1]!.score.raw < alone[0]!.score.raw ? alone[1]! : alone[0]!;
      expect(together.score).to.deep.equal(best.score);
      expect(Array.from(together.assignment)).to.deep.equal(Array.from(best.assignment));
      expect(together.iterations).to.equal(alone[0]!.iterations + alone[1]!.iterations);
      expect(checkHardConstraints(problem, together.assignment)).to.deep.equal([]);
      for (let k = 1; k < progress.length; k++) expect(progress[k]!.bestPenalty).to.be.at.most(progress[k - 1]!.bestPenalty);
    } finally {
      pool.dispose();
    }
  });

  it('several workers stop together: cancel answers with the best plan of all of them', async () => {
    const problem = generateInstance({ bookings: 1000, seed: 8 });
    const pool = new SolverClient(undefined, { workers: 2 });
    try {
      let resolveFirstProgress: () => void;
      const firstProgress = new Promise<void>((r) => (resolveFirstProgress = r));
      const handle = pool.solve(problem, { timeLimitMs: 60_000 }, () => resolveFirstProgress());
      await firstProgress;
      handle.cancel();
      const result = await handle.result;
      expect(result.stoppedBy).to.equal('cancelled');
      expect(checkHardConstraints(problem, result.assignment)).to.deep.equal([]);
      expect(result.score).to.deep.equal(evaluate(problem, result.assignment));
    } finally {
      pool.dispose();
    }
  });
});
