/**
 * A planner who numbers their own guests ("David Cohen #2") keeps those ids: an id is the app's
 * number only when the record says so, never because of its shape. Older `.seating` files, which
 * carry no such mark, are read as before.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EVENT_FILE } from '../../src/contract/index.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { bookingLabeler } from '../../src/model/booking-refs.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { allChanges } from '../../src/model/guest-diff.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import { defaultAccepted } from '../../src/model/three-way-merge.ts';
import { reduceEvent } from '../../src/state/event-actions.ts';
import { eventFileText, readEventFile } from '../../src/state/event-file.ts';
import { proposeMerge } from '../../src/state/merge.ts';
import { readImport } from '../../src/state/read-import.ts';
import { utf8 } from './csv-helpers.ts';

const PLANNERS =
  'name,id,size,group\nDavid Cohen,David Cohen #1,2,Bride/Family\nDavid Cohen,David Cohen #2,1,Groom/Work\nSarah Levi,,1,Bride/Friends\n';
const TABLES = 'name,capacity\nTable 1,4\nTable 2,4\n';

function step(content: EventContent, action: Parameters<typeof reduceEvent>[1]): EventContent {
  const { change, refusal, issues } = reduceEvent(content, action);
  assert.ok(change, `the step is taken (${JSON.stringify(refusal ?? issues)})`);
  return change.next;
}

const importFile = (content: EventContent, kind: 'guests' | 'tables', text: string) =>
  step(content, { kind: 'import', file: readImport(kind, utf8(text), `${kind}.csv`, content), into: 'open' });

const ids = (guests: readonly GuestRecord[]) => guests.filter((g) => g.name === 'David Cohen').map((g) => [g.id, g.group.join('/')]);

/** The planner's file imported, the tables, his own #2 seated, and then moved to another group in the app. */
function plannedEvent(): EventContent {
  let content = importFile(importFile(emptyContent('e'), 'tables', TABLES), 'guests', PLANNERS);
  content = step(content, { kind: 'edit', intent: { kind: 'move', booking: 'David Cohen #2', table: 'Table 2' } });
  const two = content.guests.find((g) => g.id === 'David Cohen #2')!;
  return step(content, {
    kind: 'edit',
    intent: { kind: 'editGuest', previousName: 'David Cohen #2', guest: { ...two, group: ['Groom', 'Army'] } },
  });
}

describe('a planner\'s own "David Cohen #2"', () => {
  it('keeps its id through import and edit', () => {
    const content = plannedEvent();
    assert.deepEqual(ids(content.guests), [
      ['David Cohen #1', 'Bride/Family'],
      ['David Cohen #2', 'Groom/Army'],
    ]);
    assert.equal(content.seating['David Cohen #2'], 'Table 2');
  });

  it('is the same booking when the file comes again (two- and three-way), keeping its id and its table', () => {
    const held = plannedEvent();
    for (const content of [held, { ...held, mergeBase: undefined }]) {
      const proposal = proposeMerge(content, 'guests.csv', readGuestsFile(utf8(PLANNERS), 'guests.csv').records);
      assert.deepEqual([proposal.diff.added, proposal.diff.removed], [[], []], 'nobody added or removed');
      assert.deepEqual(
        proposal.diff.changed.map((c) => [c.after.id, c.fields]),
        [['David Cohen #2', ['group']]],
      );
      const accepted = proposal.threeWay ? defaultAccepted(proposal.threeWay) : allChanges(proposal.diff);
      const merged = step(content, { kind: 'merge', proposal, accepted });
      assert.deepEqual(
        ids(merged.guests).map(([id]) => id),
        ['David Cohen #1', 'David Cohen #2'],
      );
      assert.equal(merged.seating['David Cohen #2'], 'Table 2');
    }
  });

  it('is shown with the whole id the planner gave when nothing else tells the two apart', () => {
    const same = readGuestsFile(utf8('name,id\nDavid Cohen,David Cohen #2\nDavid Cohen,\n'), 'guests.csv').records;
    const label = bookingLabeler(same);
    assert.deepEqual(same.map(label), ['David Cohen · David Cohen #2', 'David Cohen · #1']);
  });

  it("stays the planner's through a `.seating` file, while an id the app numbered stays the app's", () => {
    const numbered = readGuestsFile(utf8('name\nRon Bar\nRon Bar\n'), 'guests.csv').records;
    const content = { ...plannedEvent(), guests: [...plannedEvent().guests, ...numbered] };
    const reading = readEventFile(eventFileText({ id: 'e', name: 'Wedding' }, content, new Date(0)), 'wedding.seating', []);
    if (reading.kind !== 'new-event') assert.fail(`the file opens as a new event, not ${reading.kind}`);
    const marks = reading.content.guests.map((g) => [g.id, g.idGenerated === true]);
    assert.deepEqual(marks, [
      ['David Cohen #1', false],
      ['David Cohen #2', false],
      [undefined, false],
      ['Ron Bar #1', true],
      ['Ron Bar #2', true],
    ]);
  });
});

describe('a version 1 `.seating` file (before numbered ids were marked)', () => {
  it("takes an id of the numbered shape of its own name as the app's, and any other id as the planner's", () => {
    const guests = readGuestsFile(utf8('name,id\nDavid Cohen,David Cohen #1\nDavid Cohen,DC-2\nDana,Dana #3\n'), 'guests.csv').records;
    const file = JSON.parse(
      eventFileText({ id: 'e', name: 'Wedding' }, { ...emptyContent('e'), guests, mergeBase: { guests } }, new Date(0)),
    ) as {
      version: number;
    };
    assert.equal(file.version, EVENT_FILE.version);
    const older = JSON.stringify({ ...file, version: 1 });
    const reading = readEventFile(older, 'old.seating', []);
    if (reading.kind !== 'new-event') assert.fail(`the file opens as a new event, not ${reading.kind}`);
    for (const list of [reading.content.guests, reading.content.mergeBase?.guests ?? []]) {
      assert.deepEqual(
        list.map((g) => [g.id, g.idGenerated === true]),
        [
          ['David Cohen #1', true],
          ['DC-2', false],
          ['Dana #3', true],
        ],
      );
    }
  });
});
