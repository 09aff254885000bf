import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileProblem } from '../../src/model/compile.ts';
import type { GuestRecord, TableRecord } from '../../src/model/records.ts';
import { applyEdit, type EditIntent } from '../../src/state/edits.ts';
import { seatingToAssignment } from '../../src/state/seating-rules.ts';
import { unmetWishes } from '../../src/state/unmet-wishes.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';

const guest = (name: string, group: string[], extra: Partial<GuestRecord> = {}): GuestRecord => ({
  name,
  size: 1,
  group,
  strength: null,
  avoid: [],
  table: null,
  ...extra,
});

function event(seating: Record<string, string> = {}): EventContent {
  const tables: TableRecord[] = [
    { name: 'Table 1', capacity: 6 },
    { name: 'Table 2', capacity: 6, tags: ['quiet'] },
  ];
  return {
    ...emptyContent('e'),
    guests: [guest('Dana', ['Bride', 'Friends']), guest('Avi', ['Bride', 'Friends']), guest('Noa', ['Groom']), guest('Eli', ['Groom'])],
    tables,
    seating,
  };
}

function edit(content: EventContent, intent: EditIntent): EventContent {
  const result = applyEdit(content, intent);
  if ('refusal' in result) assert.fail(`refused: ${result.refusal.reason}`);
  return result.next;
}

const refusal = (content: EventContent, intent: EditIntent) => {
  const result = applyEdit(content, intent);
  return 'refusal' in result ? result.refusal.reason : null;
};

const lists = (content: EventContent, name: string) => {
  const g = content.guests.find((x) => x.name === name)!;
  return { together: g.together, prefer: g.prefer, preferApart: g.preferApart, avoid: g.avoid };
};

describe('wish edits', () => {
  it('writes a group’s wish on each of its bookings, and one level per pair: a new wish replaces the old', () => {
    let content = edit(event(), { kind: 'addWish', from: 'bride', to: 'noa', level: 'prefer' });
    assert.deepEqual(lists(content, 'Dana').prefer, ['Noa']);
    assert.deepEqual(lists(content, 'Avi').prefer, ['Noa']);
    content = edit(content, { kind: 'addWish', from: 'Dana', to: 'Noa', level: 'preferApart' });
    assert.deepEqual(lists(content, 'Dana'), { together: undefined, prefer: undefined, preferApart: ['Noa'], avoid: [] });
    content = edit(content, { kind: 'removeWish', from: 'Avi', to: 'Noa', level: 'prefer' });
    assert.equal(lists(content, 'Avi').prefer, undefined);
  });

  it('refuses, changing nothing, what names no one, a wish about oneself, a keep-apart with a group, or a together wish the seating breaks', () => {
    const content = event({ Dana: 'Table 1', Noa: 'Table 2' });
    assert.equal(refusal(content, { kind: 'addWish', from: 'Dana', to: 'Ghost', level: 'prefer' }), 'wishUnknown');
    assert.equal(refusal(content, { kind: 'addWish', from: 'Dana', to: 'dana', level: 'prefer' }), 'wishSelf');
    assert.equal(refusal(content, { kind: 'addWish', from: 'Dana', to: 'Groom', level: 'avoid' }), 'avoidGroup');
    assert.equal(refusal(content, { kind: 'addWish', from: 'Dana', to: 'Noa', level: 'together' }), 'wishAgainstSeating');
    assert.equal(refusal(content, { kind: 'removeWish', from: 'Dana', to: 'Noa', level: 'prefer' }), 'wishMissing');
    const added = edit(content, { kind: 'addWish', from: 'Dana', to: 'Noa', level: 'prefer' });
    assert.equal(refusal(added, { kind: 'addWish', from: 'Dana', to: 'Noa', level: 'prefer' }), 'wishExists');
  });

  it('follows a renamed booking into every wish list, and drops a deleted one from them', () => {
    let content = edit(event(), { kind: 'addWish', from: 'Dana', to: 'Noa', level: 'prefer' });
    content = edit(content, { kind: 'addWish', from: 'Avi', to: 'Noa', level: 'avoid' });
    content = edit(content, { kind: 'editGuest', previousName: 'Noa', guest: guest('Noa Levi', ['Groom']) });
    assert.deepEqual(lists(content, 'Dana').prefer, ['Noa Levi']);
    assert.deepEqual(lists(content, 'Avi').avoid, ['Noa Levi']);
    content = edit(content, { kind: 'deleteGuests', names: ['Noa Levi'] });
    assert.deepEqual(lists(content, 'Dana'), { together: undefined, prefer: undefined, preferApart: undefined, avoid: [] });
  });

  it('renames a tag for the bookings that like it when it is renamed on its only table', () => {
    let content = edit(event(), { kind: 'editGuest', previousName: 'Eli', guest: guest('Eli', ['Groom'], { likes: ['quiet'] }) });
    content = edit(content, { kind: 'editTable', previousName: 'Table 2', table: { name: 'Table 2', capacity: 6, tags: ['calm'] } });
    assert.deepEqual(content.guests.find((g) => g.name === 'Eli')!.likes, ['calm']);
  });
});

describe('unmet wishes', () => {
  it('names the bookings that break each wish and the tags a table lacks', () => {
    let content = event({ Dana: 'Table 1', Avi: 'Table 1', Noa: 'Table 2', Eli: 'Table 1' });
    content = edit(content, { kind: 'addWish', from: 'Noa', to: 'Bride / Friends', level: 'prefer' });
    content = edit(content, { kind: 'addWish', from: 'Dana', to: 'Eli', level: 'preferApart' });
    content = edit(content, { kind: 'editGuest', previousName: 'Avi', guest: guest('Avi', ['Bride', 'Friends'], { likes: ['quiet'] }) });
    const { problem } = compileProblem(content.guests, content.tables);
    const unmet = unmetWishes(problem!, seatingToAssignment(problem!, content.seating));
    assert.deepEqual(unmet, [
      { kind: 'prefer_apart', from: 0, toBooking: 3, toGroup: -1, breaking: [3] },
      {
        kind: 'prefer',
        from: 2,
        toBooking: -1,
        toGroup: problem!.groups.findIndex((g) => g.path.join('/') === 'Bride/Friends'),
        breaking: [0, 1],
      },
      { kind: 'likes', from: 1, table: 0, missing: [0] },
    ]);
  });
});
