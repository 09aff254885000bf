import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { align, ALIGN_EDGES, distribute, rotateBy, type Arranged } from '../../src/model/room-arrange.ts';
import { boundsOf, GRID_METRES, type Footprint } from '../../src/model/room.ts';

const round = (x: number, y: number, diameter: number): Footprint => ({
  x,
  y,
  length: diameter,
  width: diameter,
  rotation: 0,
  shape: 'round',
});
const rect = (x: number, y: number, length: number, width: number, rotation = 0): Footprint => ({
  x,
  y,
  length,
  width,
  rotation,
  shape: 'rectangle',
});
const moved = (items: readonly Footprint[], places: readonly Arranged[]) => items.map((f, i) => ({ ...f, ...places[i]! }));
const onGrid = (metres: number) => Math.abs(metres / GRID_METRES - Math.round(metres / GRID_METRES)) < 1e-9;

describe('aligning footprints', () => {
  const items = [round(2, 3, 1.5), rect(6, 5, 2, 1), rect(4, 9, 3, 1, 90)];

  it('lines up left edges on the leftmost edge, and keeps the other axis', () => {
    const after = moved(items, align(items, 'left'));
    assert.deepEqual(
      after.map((f) => boundsOf(f).left),
      [1.25, 1.25, 1.25],
    );
    assert.deepEqual(
      after.map((f) => f.y),
      [3, 5, 9],
    );
  });

  it('lines up right edges on the rightmost edge, a turned table by its turned size', () => {
    const after = moved(items, align(items, 'right'));
    assert.deepEqual(
      after.map((f) => boundsOf(f).right),
      [7, 7, 7],
    );
    assert.equal(after[2]!.x, 6.5, 'a rectangle turned by 90° is 1 m wide along x');
  });

  it('centres them on the middle of the selection', () => {
    assert.deepEqual(
      align(items, 'centre').map((p) => p.x),
      [4.25, 4.25, 4.25],
    );
    assert.deepEqual(
      align(items, 'middle').map((p) => p.y),
      [6.5, 6.5, 6.5],
      'halfway between 2.25 and 10.5 is 6.375, on the grid 6.5',
    );
  });

  it('lines up top and bottom edges', () => {
    assert.deepEqual(
      moved(items, align(items, 'top')).map((f) => boundsOf(f).top),
      [2.25, 2.25, 2.25],
    );
    assert.deepEqual(
      moved(items, align(items, 'bottom')).map((f) => boundsOf(f).bottom),
      [10.5, 10.5, 10.5],
    );
  });

  it('keeps every turn and snaps every centre to the grid', () => {
    const uneven = [rect(1.1, 2.2, 1.3, 0.9, 30), round(5.07, 4.4, 1.1)];
    fc.assert(
      fc.property(fc.constantFrom(...ALIGN_EDGES), (edge) => {
        const places = align(uneven, edge);
        assert.deepEqual(
          places.map((p) => p.rotation),
          [30, 0],
        );
        assert.ok(places.every((p) => onGrid(p.x) && onGrid(p.y)));
      }),
    );
  });
});

describe('distributing footprints', () => {
  it('leaves equal gaps between edges, keeping the outermost two where they are', () => {
    // Sizes 1, 2 and 1 between x = 0 and x = 10: 6 m of gaps, 3 m each.
    const items = [rect(9.5, 1, 1, 1), rect(0.5, 2, 1, 1), rect(2, 3, 2, 1)];
    const after = moved(items, distribute(items, 'horizontal'));
    assert.deepEqual(
      after.map((f) => f.x),
      [9.5, 0.5, 5],
    );
    assert.deepEqual(
      after.map((f) => f.y),
      [1, 2, 3],
      'the other axis stays',
    );
  });

  it('spaces vertically by each one’s turned depth', () => {
    const items = [round(1, 0.5, 1), rect(3, 4, 3, 1, 90), round(2, 9.5, 1)];
    const after = moved(items, distribute(items, 'vertical'));
    const boxes = after.map((f) => boundsOf(f));
    assert.equal(boxes[1]!.top - boxes[0]!.bottom, boxes[2]!.top - boxes[1]!.bottom);
    assert.equal(after[1]!.y, 5);
  });

  it('leaves two items where they are', () => {
    const items = [rect(1, 1, 1, 1), rect(7, 1, 1, 1)];
    assert.deepEqual(distribute(items, 'horizontal'), [
      { x: 1, y: 1, rotation: 0 },
      { x: 7, y: 1, rotation: 0 },
    ]);
  });
});

describe('rotating footprints', () => {
  it('turns each in place, within a whole turn', () => {
    assert.deepEqual(rotateBy([rect(2, 3, 2, 1, 350), round(4, 4, 1)], 15), [
      { x: 2, y: 3, rotation: 5 },
      { x: 4, y: 4, rotation: 15 },
    ]);
    assert.deepEqual(rotateBy([rect(2, 3, 2, 1, 10)], -15), [{ x: 2, y: 3, rotation: 355 }]);
  });
});
