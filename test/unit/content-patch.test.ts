import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyPatch, diffContent } from '../../src/state/content-patch.ts';
import { EditHistory } from '../../src/state/history.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';

const guest = (name: string, size = 1) => ({ name, size, group: [], strength: null, avoid: [], table: null });

/** An event of `n` bookings at tables of ten, everyone seated. */
function bigEvent(n: number): EventContent {
  const guests = Array.from({ length: n }, (_, i) => guest(`Guest ${i}`));
  const tables = Array.from({ length: n / 10 }, (_, i) => ({ name: `Table ${i}`, capacity: 10 }));
  const seating = Object.fromEntries(guests.map((g, i) => [g.name, `Table ${Math.floor(i / 10)}`]));
  return { ...emptyContent('e1'), guests, tables, seating };
}

describe('content patches', () => {
  it('keep only what one edit changed, and undo and redo it exactly', () => {
    const before = bigEvent(10_000);
    const renamed = before.guests.map((g, i) => (i === 5000 ? { ...g, name: 'Dana' } : g));
    const { ['Guest 5000']: seat, ...others } = before.seating;
    const after: EventContent = { ...before, guests: renamed, seating: { ...others, Dana: seat! }, lockedBookings: ['Dana'] };
    const patch = diffContent(before, after);
    assert.deepEqual(Object.keys(patch).sort(), ['guests', 'lockedBookings', 'seating']);
    assert.equal(patch.guests!.start, 5000);
    assert.deepEqual(patch.seating, { 'Guest 5000': ['Table 500', null], Dana: [null, 'Table 500'] });
    assert.ok(JSON.stringify(patch).length < 500, 'a rename in a 10,000-booking event is stored in a few hundred characters');
    assert.deepEqual(applyPatch(after, patch, 'undo'), before);
    assert.deepEqual(applyPatch(before, patch, 'redo'), after);
  });

  it('refuse to apply to content they were not made from', () => {
    const before = bigEvent(20);
    const after = { ...before, seating: { ...before.seating, 'Guest 3': 'Table 1' } };
    const patch = diffContent(before, after);
    const elsewhere = { ...after, seating: { ...after.seating, 'Guest 3': 'Table 0' } };
    assert.equal(applyPatch(elsewhere, patch, 'undo'), null);
    const fewer = { ...after, guests: after.guests.slice(1) };
    const added = diffContent(after, { ...after, guests: [...after.guests, guest('New')] });
    assert.equal(applyPatch(fewer, added, 'undo'), null);
  });
});

describe('edit history', () => {
  it('keeps at most its bound of steps, dropping the oldest, and never undoes past them', () => {
    const history = new EditHistory({ steps: 2, size: 1_000_000 });
    let content = bigEvent(20);
    const states = [content];
    for (const table of ['Table 1', 'Table 0', 'Table 1']) {
      const next = { ...content, seating: { ...content.seating, 'Guest 3': table } };
      history.take(history.record({ kind: 'move', params: { name: 'Guest 3', table } }, content, next));
      content = next;
      states.push(content);
    }
    const first = history.undo(content)!;
    assert.deepEqual(first.content, states[2]);
    history.moveTo(first.write);
    const second = history.undo(first.content)!;
    assert.deepEqual(second.content, states[1]);
    history.moveTo(second.write);
    assert.equal(history.undo(second.content), null);
    assert.equal(history.undoLabel, null);
    assert.equal(history.redoLabel?.kind, 'move');
  });
});
