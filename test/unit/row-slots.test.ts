/** Which elements the long guest list draws its rows with while it scrolls (RowSlots). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RowSlots, type RowWindow } from '../../src/controllers/row-window-controller.ts';

const rows = (start: number, end: number, pinned?: number): RowWindow => ({
  runs:
    pinned === undefined
      ? [{ start, end, before: 0 }]
      : [
          { start: pinned, end: pinned + 1, before: 0 },
          { start, end, before: 0 },
        ],
  after: 0,
});

/** The key of every row drawn, by index. */
function keysOf(slots: RowSlots, window: RowWindow): Map<number, number> {
  const key = slots.keys(window);
  const out = new Map<number, number>();
  for (const run of window.runs) for (let i = run.start; i < run.end; i++) out.set(i, key(i));
  return out;
}

const unique = (keys: Map<number, number>) => new Set(keys.values()).size === keys.size;

describe('row slots', () => {
  it('keeps the key of a row still drawn, and gives a new row the key of one scrolled away', () => {
    const slots = new RowSlots();
    const first = keysOf(slots, rows(0, 10));
    assert.ok(unique(first));
    const down = keysOf(slots, rows(3, 13));
    for (let i = 3; i < 10; i++) assert.equal(down.get(i), first.get(i), `row ${i} keeps its elements`);
    // The first row to leave the top becomes the last at the bottom, so repeat moves only these three.
    assert.deepEqual([down.get(10), down.get(11), down.get(12)], [first.get(2), first.get(1), first.get(0)]);
    assert.ok(unique(down));
    // Back up: the first new row at the top takes the key of the last row to leave the bottom.
    const up = keysOf(slots, rows(0, 10));
    assert.deepEqual([up.get(0), up.get(1), up.get(2)], [down.get(12), down.get(11), down.get(10)]);
    assert.ok(unique(up));
  });

  it('never gives two rows one key as the window grows, shrinks and keeps a focused row far away', () => {
    const slots = new RowSlots();
    const windows = [rows(0, 40), rows(5, 52), rows(30, 60, 2), rows(200, 230, 2), rows(190, 260), rows(0, 12), rows(9_950, 10_000, 40)];
    const all = new Set<number>();
    for (const window of windows) {
      const keys = keysOf(slots, window);
      assert.ok(unique(keys), `unique keys for ${JSON.stringify(window.runs)}`);
      for (const key of keys.values()) all.add(key);
    }
    // Keys are taken again rather than made: never more than the most rows drawn at once.
    assert.ok(all.size <= 70, `${all.size} keys`);
  });
});
