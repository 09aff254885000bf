import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IntList } from '../../src/solver/int-list.ts';

test('an int list grows past its first capacity, keeps every value in order, and empties on clear', () => {
  const list = new IntList(2);
  for (let i = 0; i < 100; i++) list.push(i * 3 - 50);
  assert.equal(list.length, 100);
  assert.deepEqual(
    Array.from({ length: list.length }, (_, i) => list.get(i)),
    Array.from({ length: 100 }, (_, i) => i * 3 - 50),
  );
  assert.ok(list.includes(247) && list.includes(-50) && !list.includes(248));
  list.clear();
  assert.equal(list.length, 0);
  assert.ok(!list.includes(-50));
  list.push(7);
  assert.deepEqual([list.length, list.get(0)], [1, 7]);
});
