import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TableRecord } from '../../src/model/records.ts';
import { roomPlan } from '../../src/model/room-layout.ts';
import { applyPatch, diffContent } from '../../src/state/content-patch.ts';
import { applyEdit, type EditIntent } from '../../src/state/edits.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { guest } from './booking-helpers.ts';

function event(): EventContent {
  const tables: TableRecord[] = [
    { name: 'Head table', capacity: 6, shape: 'head' },
    ...Array.from({ length: 8 }, (_, i) => ({ name: `Table ${i + 1}`, capacity: 8 })),
  ];
  return { ...emptyContent('e'), guests: [guest('Dana'), guest('Grandma', { requires: ['near dance floor'] })], tables, seating: {} };
}

function edit(content: EventContent, intent: EditIntent): EventContent {
  const result = applyEdit(content, intent);
  if ('refusal' in result) assert.fail(`refused: ${result.refusal.reason} ${JSON.stringify(result.refusal.params)}`);
  return result.next;
}

const positions = (content: EventContent) => roomPlan(content.tables, content.room).tables.map((t) => [t.name, t.x, t.y, t.rotation]);

describe('room edits', () => {
  it('moves one table of the automatic room and leaves every other where the planner saw it', () => {
    const before = event();
    const seen = positions(before);
    const after = edit(before, { kind: 'placeTables', places: [{ table: 'Table 3', x: 2, y: 3 }] });
    const now = positions(after);
    assert.deepEqual(now[3], ['Table 3', 2, 3, 0]);
    assert.deepEqual(
      now.filter((_, i) => i !== 3),
      seen.filter((_, i) => i !== 3),
    );
    assert.ok(after.room, 'the room is written down with the first edit');
    assert.ok(
      after.tables.every((t) => t.x !== undefined),
      'every table has its position',
    );
  });

  it('turns a table and labels the step as a turn', () => {
    const result = applyEdit(event(), { kind: 'placeTables', places: [{ table: 'Table 1', x: 0, y: 0, rotation: -15 }] });
    assert.ok(!('refusal' in result));
    const moved = applyEdit(result.next, {
      kind: 'placeTables',
      places: [{ table: 'Table 1', x: result.next.tables[1]!.x!, y: result.next.tables[1]!.y!, rotation: 30 }],
    });
    assert.ok(!('refusal' in moved));
    assert.equal(moved.label.kind, 'rotateTable');
    assert.equal(moved.next.tables[1]!.rotation, 30);
    assert.equal(result.next.tables[1]!.rotation, 345, 'angles are kept between 0 and 360');
  });

  it('keeps a table inside the room', () => {
    const next = edit(event(), { kind: 'placeTables', places: [{ table: 'Table 1', x: -4, y: 999 }] });
    assert.equal(next.tables[1]!.x, 0);
    assert.equal(next.tables[1]!.y, next.room!.depth);
  });

  it('refuses to move a table away from the dance floor a seated booking requires, and changes nothing', () => {
    const content = event();
    const near = roomPlan(content.tables, undefined).tables.find((t) => t.name === 'Table 1')!;
    assert.ok(near, 'table 1 exists');
    const seated = edit(content, { kind: 'move', booking: 'Grandma', table: 'Table 1' });
    const far = seated.room?.depth ?? 30;
    const result = applyEdit(seated, { kind: 'placeTables', places: [{ table: 'Table 1', x: 0.5, y: far }] });
    assert.ok('refusal' in result && result.refusal.reason === 'requirementUnmet', 'refused, naming the requirement');
    assert.equal(seated.tables[1]!.x, undefined, 'the content is unchanged');
  });

  it('adds, moves and removes room objects', () => {
    let content = edit(event(), { kind: 'addRoomObject', object: { kind: 'bar', x: 4, y: 4, length: 3, width: 1, rotation: 0 } });
    const bar = content.room!.objects.filter((o) => o.kind === 'bar').at(-1)!;
    content = edit(content, { kind: 'placeRoomObject', object: { ...bar, x: 6, rotation: 90 } });
    assert.deepEqual(
      content.room!.objects.find((o) => o.id === bar.id),
      { ...bar, x: 6, rotation: 90 },
    );
    content = edit(content, { kind: 'removeRoomObject', id: bar.id });
    assert.equal(
      content.room!.objects.some((o) => o.id === bar.id),
      false,
    );
    const gone = applyEdit(content, { kind: 'removeRoomObject', id: bar.id });
    assert.ok('refusal' in gone && gone.refusal.reason === 'unknownRoomObject');
  });

  it('numbers tables front to back and renames numbered tables wherever they are used', () => {
    let content = event();
    content = edit(content, { kind: 'move', booking: 'Dana', table: 'Table 8' });
    content = edit(content, { kind: 'lockTable', table: 'Table 8', locked: true });
    // Table 8 goes to the front of the room, before every other table.
    content = edit(content, { kind: 'placeTables', places: [{ table: 'Table 8', x: 1, y: 0.5 }] });
    const numbered = edit(content, { kind: 'numberTables', direction: 'ltr' });
    assert.equal(numbered.tables[0]!.name, 'Table 1', 'the front table is now table 1');
    assert.equal(numbered.seating['Dana'], 'Table 1', 'its booking went with it');
    assert.deepEqual(numbered.lockedTables, ['Table 1']);
    assert.ok(
      numbered.tables.some((t) => t.name === 'Head table'),
      'a named table keeps its name',
    );
    assert.equal(new Set(numbered.tables.map((t) => t.name)).size, numbered.tables.length);
  });

  it('arranges the tables automatically again after the planner moved them', () => {
    const moved = edit(event(), { kind: 'placeTables', places: [{ table: 'Table 1', x: 1, y: 1 }] });
    const arranged = edit(moved, { kind: 'arrangeTables' });
    assert.notDeepEqual([arranged.tables[1]!.x, arranged.tables[1]!.y], [1, 1]);
    assert.equal(new Set(arranged.tables.map((t) => `${t.x},${t.y}`)).size, arranged.tables.length);
  });

  it('undoes and redoes a room edit through its patch', () => {
    const before = edit(event(), { kind: 'resizeRoom', width: 30, depth: 20 });
    const after = edit(before, { kind: 'addRoomObject', object: { kind: 'stage', x: 15, y: 2, length: 6, width: 3, rotation: 0 } });
    const patch = diffContent(before, after);
    assert.ok(patch.room);
    assert.deepEqual(applyPatch(after, patch, 'undo'), before);
    assert.deepEqual(applyPatch(before, patch, 'redo'), after);
  });

  it('puts a duplicated table beside the original', () => {
    const placed = edit(event(), { kind: 'placeTables', places: [{ table: 'Table 1', x: 5, y: 5 }] });
    const copy = edit(placed, { kind: 'duplicateTable', name: 'Table 1', copyName: 'Table 9' }).tables.at(-1)!;
    assert.equal(copy.y, 5);
    assert.ok(copy.x! > 5 + 1.8, 'to the right, clear of it');
  });
});
