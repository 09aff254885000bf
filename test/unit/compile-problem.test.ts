import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LIMITS } from '../../src/contract/index.ts';
import { compileProblem } from '../../src/model/compile.ts';
import type { GuestRecord, TableRecord } from '../../src/model/records.ts';
import { where } from './csv-helpers.ts';

const guest = (name: string, more: Partial<GuestRecord> = {}): GuestRecord => ({
  name,
  size: 1,
  group: [],
  strength: null,
  avoid: [],
  table: null,
  ...more,
});
const tables: TableRecord[] = [
  { name: 'Head table', capacity: 4 },
  { name: 'Table 2', capacity: 10 },
];

describe('compileProblem: groups', () => {
  it('identifies a group by its full path, trimmed and case-insensitive, parents first', () => {
    const { problem, issues } = compileProblem(
      [
        guest('A', { group: ['Bride', 'Family', 'Cousins'] }),
        guest('B', { group: [' bride ', 'FAMILY'] }),
        guest('C', { group: ['Groom', 'Family'] }),
        guest('D'),
      ],
      tables,
    );
    assert.deepEqual(issues, []);
    assert.ok(problem);
    assert.deepEqual(
      problem.groups.map((g) => [g.path.join('/'), g.parent, g.depth]),
      [
        ['Bride', -1, 1],
        ['Bride/Family', 0, 2],
        ['Bride/Family/Cousins', 1, 3],
        ['Groom', -1, 1],
        ['Groom/Family', 3, 2],
      ],
    );
    assert.deepEqual(
      problem.bookings.map((b) => b.group),
      [2, 1, 4, -1],
    );
  });

  it('gives a group without a stated strength its depth, capped at the maximum', () => {
    const deep = Array.from({ length: LIMITS.max_group_cohesion_strength + 2 }, (_, i) => `Level ${i + 1}`);
    const { problem } = compileProblem([guest('A', { group: deep })], tables);
    assert.deepEqual(
      problem?.groups.map((g) => g.strength),
      deep.map((_, i) => Math.min(i + 1, LIMITS.max_group_cohesion_strength)),
    );
  });

  it('lets the highest stated strength win and warns on the row that differs', () => {
    const { problem, issues } = compileProblem(
      [
        guest('A', { group: ['Work'], strength: 2 }),
        guest('B', { group: ['work'], strength: 2 }),
        guest('C', { group: ['Work'], strength: 7 }),
        guest('D', { group: ['Work'] }),
      ],
      tables,
      { guestLines: [2, 3, 5, 6], guestHeaders: { strength: 'חוזק' } },
    );
    assert.equal(problem?.groups[0]?.strength, 7);
    assert.deepEqual(where(issues), ['strength_conflict@5:חוזק']);
    assert.equal(issues[0]?.severity, 'warning');
    assert.deepEqual(issues[0].params, { group: 'Work', strengths: '2, 7', chosen: 7 });
  });

  it('warns about, and ignores, a strength on a row without a group', () => {
    const { problem, issues } = compileProblem([guest('A', { strength: 5 }), guest('B', { group: ['X'] })], tables);
    assert.ok(problem);
    assert.deepEqual(where(issues), ['strength_without_group@2:strength']);
    assert.equal(issues[0]?.severity, 'warning');
    assert.equal(problem.groups[0]?.strength, 1);
  });
});

describe('compileProblem: cross-file checks', () => {
  it('makes avoid lists symmetric and free of repeats, matching names case-insensitively', () => {
    const { problem, issues } = compileProblem(
      [guest('Ann', { avoid: ['bob', 'BOB ', 'Cy'] }), guest('Bob', { avoid: ['Ann'] }), guest('Cy')],
      tables,
    );
    assert.deepEqual(issues, []);
    assert.deepEqual(
      problem?.bookings.map((b) => b.avoid),
      [[1, 2], [0], [0]],
    );
  });

  it('resolves pins to table indices, case-insensitively', () => {
    const { problem } = compileProblem([guest('A', { table: 'table 2' }), guest('B')], tables);
    assert.deepEqual(
      problem?.bookings.map((b) => b.pin),
      [1, -1],
    );
  });

  it('reports every cross-file error with its line and column, and returns no problem', () => {
    const guests = [
      guest('Ann', { avoid: ['Nobody', 'ann'] }), // line 2: unknown name, avoids itself
      guest('Bob', { table: 'Table 9' }), // line 3: unknown table
      guest('Cy', { size: 3, table: 'Head table' }), // line 4: 3 of 4 seats
      guest('Dee', { size: 2, table: 'head table' }), // line 5: takes the head table to 5
      guest('Eve', { size: 11 }), // line 6: larger than every table
    ];
    const roomy = [...tables, { name: 'Table 3', capacity: 10 }];
    const { problem, issues } = compileProblem(guests, roomy, { guestsFileName: 'guests.csv' });
    assert.equal(problem, null);
    assert.deepEqual(where(issues), [
      'avoid_unknown@2:avoid',
      'avoid_self@2:avoid',
      'table_unknown@3:table',
      'pinned_over_capacity@5:table',
      'booking_too_large@6:size',
    ]);
    assert.ok(issues.every((i) => i.severity === 'error' && i.file === 'guests' && i.fileName === 'guests.csv'));
    assert.deepEqual(issues[0]?.params, { name: 'Nobody' });
    assert.deepEqual(issues[2]?.params, { table: 'Table 9' });
    assert.deepEqual(issues[3]?.params, { table: 'Head table', capacity: 4, pinned: 5 });
    assert.deepEqual(issues[4]?.params, { name: 'Eve', size: 11, largest: 10 });
  });

  it('warns, and still compiles, when there are more guests than seats', () => {
    const guests = Array.from({ length: 8 }, (_, i) => guest(`G${i}`, { size: 2 }));
    const { problem, issues } = compileProblem(guests, tables);
    assert.ok(problem);
    assert.deepEqual(where(issues), ['total_over_capacity@-']);
    assert.deepEqual(issues[0]?.params, { guests: 16, seats: 14 });
  });

  it('needs at least one table when there are guests', () => {
    assert.deepEqual(where(compileProblem([guest('A')], []).issues), ['no_tables@-']);
    assert.deepEqual(compileProblem([], []).problem, { bookings: [], tables: [], groups: [] });
  });

  it('checks names, sizes and capacities of records edited by hand, at their row position', () => {
    const { problem, issues } = compileProblem(
      [guest('A'), guest(' a '), guest('', { size: 0 })],
      [
        { name: 'T', capacity: 0 },
        { name: 'T', capacity: 5 },
      ],
      { tableLines: [4, 7] },
    );
    assert.equal(problem, null);
    assert.deepEqual(where(issues), [
      'name_repeated@3:name',
      'name_empty@4:name',
      'below_minimum@4:size',
      'out_of_range@4:capacity',
      'duplicate_name@7:name',
    ]);
    assert.deepEqual(
      issues.map((i) => i.file),
      ['guests', 'guests', 'guests', 'tables', 'tables'],
    );
  });

  it('compiles the largest allowed guest list into the expected problem', () => {
    const many = Array.from({ length: LIMITS.max_guest_rows }, (_, i) =>
      guest(`Guest ${i}`, {
        size: (i % 3) + 1,
        group: [`Side ${i % 2}`, `Family ${i % 100}`],
        avoid: i % 10 === 0 ? [`Guest ${(i + 1) % LIMITS.max_guest_rows}`] : [],
        table: i % 5000 === 0 ? 'Table 2' : null,
      }),
    );
    const bigTables = Array.from({ length: 2000 }, (_, i) => ({ name: i === 1 ? 'Table 2' : `T${i}`, capacity: 12 }));
    const { problem, issues } = compileProblem(many, bigTables);
    assert.deepEqual(issues, []);
    assert.ok(problem);
    assert.equal(problem.bookings.length, LIMITS.max_guest_rows);
    assert.equal(problem.groups.length, 2 + 100);
    assert.deepEqual(problem.bookings[10]?.avoid, [11]);
    assert.deepEqual(problem.bookings[11]?.avoid, [10]);
    assert.deepEqual([problem.bookings[5000]?.pin, problem.bookings[5001]?.pin], [1, -1]);
    const family = problem.groups[problem.bookings[9999]?.group ?? -1];
    assert.deepEqual(family?.path, ['Side 1', 'Family 99']);
  });
});
