import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { decodeProblem, encodeProblem, transferablesOf, type SolverEvent } from '../../src/worker/protocol.ts';
import { SolverRunLoop } from '../../src/worker/run-loop.ts';
import { checkHardConstraints, evaluate } from '../../src/solver/index.ts';
import { generateInstance } from '../../bench/generate.ts';
import { BOUND_EVENT_SHAPE } from '../../bench/group-mass-mip.ts';
import { lowerBound, quickLowerBound } from '../../src/solver/lower-bound.ts';
import { problemArbitrary } from './solver-arbitraries.ts';

test('a problem survives encoding to typed arrays: every arrangement scores the same', () => {
  fc.assert(
    fc.property(problemArbitrary(), fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 14 }), (problem, picks) => {
      const decoded = decodeProblem(structuredClone(encodeProblem(problem)));
      const assignment = Int32Array.from(problem.bookings, (_, b) => Math.min(picks[b] ?? -1, problem.tables.length - 1));
      assert.deepEqual(evaluate(decoded, assignment), evaluate(problem, assignment));
      assert.deepEqual(
        decoded.bookings.map((b) => b.avoid),
        problem.bookings.map((b) => b.avoid),
      );
    }),
  );
});

test('the encoded problem is a few typed arrays, all transferable', () => {
  const encoded = encodeProblem(generateInstance({ bookings: 100, seed: 1 }));
  for (const value of Object.values(encoded)) assert.ok(ArrayBuffer.isView(value));
  assert.equal(transferablesOf(encoded).length, Object.keys(encoded).length);
});

function collect(loop: (post: (e: SolverEvent) => void) => SolverRunLoop) {
  const events: SolverEvent[] = [];
  let notify: () => void = () => {};
  const runLoop = loop((e) => {
    events.push(e);
    notify();
  });
  const until = (predicate: (e: SolverEvent) => boolean) =>
    new Promise<SolverEvent>((resolve) => {
      const check = () => {
        const found = events.find(predicate);
        if (found) resolve(found);
      };
      notify = check;
      check();
    });
  return { runLoop, events, until };
}

test('the run loop answers a start with progress and a feasible result, and a cancel with the best so far', async () => {
  const problem = generateInstance({ bookings: 1500, seed: 9 });
  const { runLoop, events, until } = collect((post) => new SolverRunLoop(post));
  runLoop.handle({ type: 'start', id: 1, problem: encodeProblem(problem), options: { timeLimitMs: 60_000 } });
  await until((e) => e.type === 'progress' && e.id === 1);
  runLoop.handle({ type: 'cancel', id: 1 });
  const result = await until((e) => e.type === 'result');
  assert.equal(result.type, 'result');
  assert.equal(result.stoppedBy, 'cancelled');
  assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
  assert.deepEqual(result.score, evaluate(problem, result.assignment));
  assert.ok(events.every((e) => e.type !== 'error'));
  runLoop.dispose();
});

test('while searching, the best arrangement crosses now and then, and a cancel answers with one at least as good', async () => {
  const problem = generateInstance({ bookings: 1500, seed: 9 });
  const { runLoop, events, until } = collect((post) => new SolverRunLoop(post));
  runLoop.handle({ type: 'start', id: 1, problem: encodeProblem(problem), options: { timeLimitMs: 60_000 } });
  const first = await until((e) => e.type === 'progress' && e.best !== undefined);
  assert.ok(first.type === 'progress' && first.best);
  assert.equal(first.best.length, problem.bookings.length);
  assert.deepEqual(checkHardConstraints(problem, first.best), []);
  runLoop.handle({ type: 'cancel', id: 1 });
  const result = await until((e) => e.type === 'result');
  assert.ok(result.type === 'result');
  const sent = events.flatMap((e) => (e.type === 'progress' && e.best ? [e.best] : []));
  const lastSent = sent[sent.length - 1]!;
  assert.ok(evaluate(problem, result.assignment).penalty <= evaluate(problem, lastSent).penalty, 'a stop keeps the best plan');
  runLoop.dispose();
});

test('a start that cannot be read is answered with an error event naming the run', async () => {
  const { runLoop, until } = collect((post) => new SolverRunLoop(post));
  const broken = { ...encodeProblem(generateInstance({ bookings: 10, seed: 1 })), groupParent: undefined } as never;
  runLoop.handle({ type: 'start', id: 7, problem: broken, options: {} });
  const event = await until((e) => e.type === 'error');
  assert.equal(event.id, 7);
  runLoop.dispose();
});

test('a start with a reference and a limit is answered with the people moved, within the limit', async () => {
  const problem = generateInstance({ bookings: 60, seed: 4 });
  const { runLoop, until } = collect((post) => new SolverRunLoop(post));
  const reference = new Int32Array(problem.bookings.length).fill(-1);
  const plan = await new Promise<Int32Array>((resolve) => {
    const { runLoop: first, until: firstUntil } = collect((post) => new SolverRunLoop(post));
    first.handle({ type: 'start', id: 1, problem: encodeProblem(problem), options: { iterations: 5000 } });
    void firstUntil((e) => e.type === 'result').then((e) => {
      first.dispose();
      resolve(e.type === 'result' ? e.assignment : new Int32Array());
    });
  });
  reference.set(plan);
  reference[3] = -1;
  const options = { iterations: 5000, reference, maxMoves: 4 };
  const encoded = encodeProblem(problem);
  assert.ok(transferablesOf(encoded, options).includes(reference.buffer), 'the reference crosses as a transferable');
  runLoop.handle({ type: 'start', id: 2, problem: encoded, options: structuredClone(options) });
  const result = await until((e) => e.type === 'result');
  assert.equal(result.type, 'result');
  assert.ok(result.moved && result.moved.people <= 4);
  assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
  runLoop.dispose();
});

test('a bound request is answered with the full proven bound, stronger than the quick one the page derives', async () => {
  const problem = generateInstance({ bookings: 50, seed: 1, ...BOUND_EVENT_SHAPE });
  const { runLoop, until } = collect((post) => new SolverRunLoop(post));
  runLoop.handle({ type: 'bound', id: 3, problem: encodeProblem(problem) });
  const event = await until((e) => e.id === 3);
  assert.equal(event.type, 'bound');
  assert.deepEqual(event.lowerBound, lowerBound(problem));
  assert.ok(event.lowerBound.penalty > quickLowerBound(problem).penalty, 'the table-content bound adds to the quick one here');
  runLoop.dispose();
});
