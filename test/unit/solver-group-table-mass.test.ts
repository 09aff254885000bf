import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DENSE_LIMIT, GroupTableMass } from '../../src/solver/group-table-mass.ts';

const change = fc.record({ group: fc.nat({ max: 40 }), table: fc.nat({ max: 30 }), amount: fc.integer({ min: -6, max: 6 }) });

// The dense array (small events) and the hash (events past DENSE_LIMIT pairs) must count the same
// guests: a wrong count would mis-score every move of the search.
for (const [storage, tables] of [
  ['dense array', 31],
  ['hash', DENSE_LIMIT],
] as const) {
  test(`guests of a group at a table add up like a plain map (${storage})`, () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 300 }), (changes) => {
        const mass = new GroupTableMass(4, 41, tables);
        const expected = new Map<string, number>();
        for (const { group, table, amount } of changes) {
          mass.add(group, table, amount);
          const key = `${group}/${table}`;
          expected.set(key, (expected.get(key) ?? 0) + amount);
        }
        for (let group = 0; group <= 40; group++)
          for (let table = 0; table <= 30; table++) assert.equal(mass.get(group, table), expected.get(`${group}/${table}`) ?? 0);
      }),
      { numRuns: 200 },
    );
  });
}
