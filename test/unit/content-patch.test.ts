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

  it('undo only their own edit over another device’s edits of other bookings since, and refuse when that booking changed there', () => {
    const before = bigEvent(20);
    const names = (content: EventContent) => content.guests.map((g) => g.name);
    /** What another device did since: a booking added at the top, one removed, one renamed. */
    const elsewhere = (content: EventContent): EventContent => {
      const guests = content.guests.filter((g) => g.name !== 'Guest 15').map((g) => (g.name === 'Guest 12' ? { ...g, name: 'Dana' } : g));
      return { ...content, guests: [guest('Eli'), ...guests] };
    };

    const renamed = { ...before, guests: before.guests.map((g) => (g.name === 'Guest 5' ? { ...g, size: 3 } : g)) };
    const undone = applyPatch(elsewhere(renamed), diffContent(before, renamed), 'undo')!;
    assert.deepEqual(undone, elsewhere(before), 'the size is undone; Eli, Dana and the removal stay');

    const added = { ...before, guests: [...before.guests, guest('New')] };
    assert.deepEqual(names(applyPatch(elsewhere(added), diffContent(before, added), 'undo')!), names(elsewhere(before)));

    const deleted = { ...before, guests: before.guests.filter((g) => g.name !== 'Guest 7') };
    const restored = applyPatch(elsewhere(deleted), diffContent(before, deleted), 'undo')!;
    assert.deepEqual([...names(restored)].sort(), [...names(elsewhere(before))].sort(), 'Guest 7 is back, once');

    // The other device changed the very booking: undoing would put back a state no one saw.
    const changedThere = {
      ...elsewhere(renamed),
      guests: elsewhere(renamed).guests.map((g) => (g.name === 'Guest 5' ? { ...g, size: 4 } : g)),
    };
    assert.equal(applyPatch(changedThere, diffContent(before, renamed), 'undo'), null);
    // The other device added the deleted booking again: undoing the delete would list it twice.
    const addedAgain = { ...elsewhere(deleted), guests: [...elsewhere(deleted).guests, guest('Guest 7')] };
    assert.equal(applyPatch(addedAgain, diffContent(before, deleted), 'undo'), null);
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

  it('forgets only the step another device changed the booking of, and undoes the one before it', () => {
    const history = new EditHistory();
    const start = bigEvent(20);
    const moved = { ...start, seating: { ...start.seating, 'Guest 3': 'Table 1' } };
    history.take(history.record({ kind: 'move', params: { name: 'Guest 3', table: 'Table 1' } }, start, moved));
    const both = { ...moved, seating: { ...moved.seating, 'Guest 4': 'Table 1' } };
    history.take(history.record({ kind: 'move', params: { name: 'Guest 4', table: 'Table 1' } }, moved, both));
    // Another device moves Guest 4 on: this device's move of Guest 4 can no longer be undone.
    const there = { ...both, seating: { ...both.seating, 'Guest 4': 'Table 2' } };
    assert.equal(history.undo(there), null);
    const kept = history.withoutUnfit('undo');
    history.take(kept);
    assert.deepEqual(kept.write, { position: 1, first: 1, last: 1, put: [] }, 'the store keeps the first step only');
    assert.equal(history.undoLabel?.params.name, 'Guest 3');
    assert.equal(history.undo(there)?.content.seating['Guest 3'], 'Table 0');
    assert.equal(history.undo(there)?.content.seating['Guest 4'], 'Table 2', 'the other device’s move stays');
  });
});
