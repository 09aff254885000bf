import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileProblem } from '../../src/model/compile.ts';
import type { TableRecord } from '../../src/model/records.ts';
import { boundsOf, seatPoints, tableSize, type PlacedTable } from '../../src/model/room.ts';
import { positionOrder, roomPlan } from '../../src/model/room-layout.ts';
import { roomTagsOf, tablesWithRoomTags } from '../../src/model/room-tags.ts';

const table = (name: string, capacity: number, extra: Partial<TableRecord> = {}): TableRecord => ({ name, capacity, ...extra });

const wedding = (): TableRecord[] => [
  table('Head table', 8, { shape: 'head' }),
  ...Array.from({ length: 14 }, (_, i) => table(`Table ${i + 1}`, 10)),
  table('Kids', 12, { shape: 'rectangle' }),
];

type Box = ReturnType<typeof boundsOf>;
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
/** A table with its chairs, which must not touch another's. */
const withChairs = (t: PlacedTable) => boundsOf(t, 0.35);

describe('a table on the floor plan', () => {
  it('is sized for its capacity unless its record gives a size', () => {
    const round10 = tableSize(table('T', 10));
    assert.ok(round10.length >= 1.7 && round10.length <= 2, `a round table for ten is about 1.8 m across, got ${round10.length}`);
    assert.ok(tableSize(table('T', 12)).length > round10.length, 'more seats, a larger table');
    assert.deepEqual(tableSize(table('T', 10, { shape: 'rectangle', length: 3.6, width: 1 })), { length: 3.6, width: 1 });
    assert.equal(tableSize(table('T', 10, { length: 2.4 })).width, 2.4, 'a round table is as wide as it is long');
  });

  it('has its chairs where the seat numbers say: round from the top clockwise, a rectangle around, a head table in one row', () => {
    const round = seatPoints('round', 8, 1.8, 1.8);
    assert.equal(round.length, 8);
    assert.ok(Math.abs(round[0]!.x) < 1e-9 && round[0]!.y < 0, 'seat 1 is at the top');
    assert.ok(round[1]!.x > 0, 'seat 2 is clockwise from it, to the right');
    const rectangle = seatPoints('rectangle', 7, 2.4, 0.9);
    assert.ok(
      rectangle.slice(0, 4).every((p) => p.y < 0) && rectangle.slice(4).every((p) => p.y > 0),
      'seats 1-4 along the top, 5-7 along the bottom',
    );
    assert.ok(rectangle[4]!.x > rectangle[6]!.x, 'the bottom side goes on around the table, right to left');
    const head = seatPoints('head', 6, 3.6, 0.8);
    assert.ok(
      head.every((p) => p.y < 0),
      'a head table has every seat on one side',
    );
    assert.deepEqual(
      head.map((p) => p.x),
      [...head.map((p) => p.x)].sort((a, b) => a - b),
    );
  });
});

describe('the automatic room', () => {
  it('places every table inside the room, clear of each other and of the objects', () => {
    const plan = roomPlan(wedding(), undefined);
    assert.equal(plan.automatic, true);
    assert.equal(plan.tables.length, 16);
    const boxes = plan.tables.map(withChairs);
    for (const [i, box] of boxes.entries()) {
      assert.ok(
        box.left >= 0 && box.top >= 0 && box.right <= plan.room.width && box.bottom <= plan.room.depth,
        `${plan.tables[i]!.name} is inside`,
      );
      for (const other of boxes.slice(i + 1)) assert.ok(!overlap(box, other), `${plan.tables[i]!.name} overlaps another table`);
      for (const object of plan.room.objects)
        assert.ok(!overlap(box, boundsOf(object)), `${plan.tables[i]!.name} stands on ${object.kind}`);
    }
    const kinds = plan.room.objects.map((o) => o.kind);
    for (const kind of ['danceFloor', 'dj', 'entrance', 'bar'] as const) assert.ok(kinds.includes(kind), `a new room has a ${kind}`);
  });

  it('puts the head table and the first tables by the dance floor, and the same tables in the same places every time', () => {
    const tags = roomTagsOf(wedding(), undefined);
    assert.ok(tags[0]!.includes('near dance floor'), 'the head table is near the dance floor');
    assert.ok(tags[1]!.includes('near dance floor'), 'table 1 is near the dance floor');
    assert.ok(
      tags.some((t) => t.includes('away from dance floor')),
      'the back tables are away from it',
    );
    const again = roomPlan([...wedding()], undefined);
    assert.deepEqual(
      again.tables.map((t) => [t.x, t.y]),
      roomPlan(wedding(), undefined).tables.map((t) => [t.x, t.y]),
    );
  });

  it('keeps the tables the planner placed where they are and parks a new one behind them', () => {
    const tables = [table('A', 10, { x: 5, y: 5 }), table('B', 10, { x: 9, y: 5, rotation: 45 }), table('New', 8)];
    const plan = roomPlan(tables, { width: 20, depth: 15, objects: [] });
    assert.deepEqual([plan.tables[0]!.x, plan.tables[0]!.y], [5, 5]);
    assert.equal(plan.tables[1]!.rotation, 45);
    const parked = plan.tables[2]!;
    assert.equal(parked.placed, false);
    assert.ok(withChairs(parked).top > withChairs(plan.tables[0]!).bottom, 'the new table is behind the placed ones');
    assert.ok(withChairs(parked).bottom <= plan.room.depth, 'the room holds it');
  });

  it('handles a 250-table event with every table in its own place', () => {
    const tables = Array.from({ length: 250 }, (_, i) => table(`T${i + 1}`, 10));
    const plan = roomPlan(tables, undefined);
    assert.equal(new Set(plan.tables.map((t) => `${t.x},${t.y}`)).size, 250);
  });
});

describe('numbering by position', () => {
  it('goes front to back, row by row, in the reading direction', () => {
    const at = (x: number, y: number) => ({ x, y, length: 1.8, width: 1.8, rotation: 0, shape: 'round' as const });
    const tables = [at(10, 10), at(2, 2), at(10, 2.4), at(2, 10)];
    assert.deepEqual(positionOrder(tables, 'ltr'), [1, 2, 3, 0]);
    assert.deepEqual(positionOrder(tables, 'rtl'), [2, 1, 0, 3]);
  });
});

describe('room tags in the rules', () => {
  const guests = (requires: string[]) => [{ name: 'Grandma', size: 2, group: [], strength: null, avoid: [], table: null, requires }];

  it('lets requires name a room tag in English or Hebrew, and both mean the same tag', () => {
    const tables = tablesWithRoomTags(wedding(), undefined);
    const english = compileProblem(guests(['near dance floor']), tables);
    const hebrew = compileProblem(guests(['ליד רחבת הריקודים']), tables);
    assert.deepEqual(english.issues, []);
    assert.deepEqual(hebrew.issues, []);
    const tag = (r: typeof english) => r.problem!.tags![r.problem!.bookings[0]!.requires![0]!];
    assert.equal(tag(english), 'near dance floor');
    assert.equal(tag(hebrew), 'near dance floor');
  });

  it('refuses a requirement no table meets, naming it', () => {
    const result = compileProblem(guests(['near stage']), tablesWithRoomTags(wedding(), undefined));
    assert.equal(result.issues[0]?.code, 'requires_unknown_tag');
    assert.equal(result.issues[0].params['tag'], 'near stage');
  });

  it('keeps a table its own tags, without repeating a room tag it already has', () => {
    const tables = tablesWithRoomTags(
      [table('Head table', 8, { shape: 'head', tags: ['Near dance floor', 'quiet'] }), ...wedding().slice(1)],
      undefined,
    );
    const tags = tables[0]!.tags!;
    assert.deepEqual(tags.slice(0, 2), ['Near dance floor', 'quiet']);
    assert.equal(tags.filter((t) => t.toLowerCase() === 'near dance floor').length, 1);
  });
});
