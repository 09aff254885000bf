/** The planner's own requests to its worker (seat orders, bounds): in order, and one failing never stops the next. */
import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { SolverClosedError } from '../../src/solver-client/solver-client.ts';
import { WorkerRequests } from '../../src/state/worker-requests.ts';

describe('worker requests', () => {
  it('answers requests in the order they were made, each after the one before', async () => {
    const requests = new WorkerRequests('the seat order');
    const kept: string[] = [];
    // The older request is still busy when the newer one is added, and finishes only after it was.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    requests.add(async () => {
      await gate;
      kept.push('older change');
    });
    requests.add(async () => {
      kept.push('newer change');
      await Promise.resolve();
    });
    release();
    await requests.idle;
    assert.deepEqual(kept, ['older change', 'newer change']);
  });

  it('says a failure in the console and goes on with the next request', async () => {
    const said = mock.method(console, 'error', () => undefined);
    try {
      const requests = new WorkerRequests('the seat order');
      const kept: string[] = [];
      requests.add(() => Promise.reject(new Error('worker crashed')));
      requests.add(async () => {
        kept.push('next');
        await Promise.resolve();
      });
      await requests.idle;
      assert.deepEqual(kept, ['next']);
      assert.equal(said.mock.callCount(), 1);
      assert.equal(said.mock.calls[0]!.arguments[0], 'Seating Optimizer: the seat order failed.');
    } finally {
      said.mock.restore();
    }
  });

  it('ends quietly when the worker was closed (the planner went away)', async () => {
    const said = mock.method(console, 'error', () => undefined);
    try {
      const requests = new WorkerRequests('the lower bound');
      requests.add(() => Promise.reject(new SolverClosedError()));
      await requests.idle;
      assert.equal(said.mock.callCount(), 0);
    } finally {
      said.mock.restore();
    }
  });
});
