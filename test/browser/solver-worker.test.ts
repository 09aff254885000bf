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
    const handle = client.solve(problem, { timeLimitMs: 600 }, (p) => progress.push(p));
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
});
