/**
 * The same member of one booking changed on two devices while apart is found, with both values,
 * whichever one Yjs keeps; members only one side changed, and edits the relay had stored before the
 * other device's arrived, are no clash.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as Y from 'yjs';
import type { EventContent } from '../../src/model/event-content.ts';
import { readContent, REMOTE, writeContent } from '../../src/sync/event-doc.ts';
import { MemberClashes } from '../../src/sync/member-clashes.ts';
import { SEAT_MEMBER, type MemberClash } from '../../src/sync/member-clash.ts';
import { demoContent } from './sync-helpers.ts';
import { bookingRef } from '../../src/model/booking-refs.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import { keepSide, sharedClashes, withClashes } from '../../src/state/shared-clash.ts';

const LOCAL = Symbol('local');

const withSize = (content: EventContent, size: number, notes?: string): EventContent => ({
  ...content,
  guests: content.guests.map((g) => (g.name === 'Noa & Daniel' ? { ...g, size, ...(notes ? { notes } : {}) } : g)),
});

/** Two devices from one doc; `here` watches for clashes. Client ids set which side Yjs keeps. */
function apart(hereClient: number, thereClient: number) {
  const here = new Y.Doc();
  here.clientID = hereClient;
  writeContent(here, demoContent());
  const there = new Y.Doc();
  there.clientID = thereClient;
  Y.applyUpdate(there, Y.encodeStateAsUpdate(here));
  const asked: MemberClash[] = [];
  const watcher = new MemberClashes(here, LOCAL, REMOTE, (clashes) => asked.push(...clashes));
  const arrive = () => Y.applyUpdate(here, Y.encodeStateAsUpdate(there, Y.encodeStateVector(here)), REMOTE);
  return { here, there, asked, watcher, arrive };
}

describe('clashes of one member changed on two devices', () => {
  for (const [hereClient, thereClient] of [
    [1, 2],
    [2, 1],
  ] as const) {
    it(`finds both values of a member both changed, whichever Yjs keeps (clients ${hereClient} and ${thereClient})`, () => {
      const { here, there, asked, arrive } = apart(hereClient, thereClient);
      writeContent(here, withSize(readContent(here, 'x'), 5), LOCAL);
      writeContent(there, withSize(readContent(there, 'x'), 6, 'Arrive early'));
      arrive();
      assert.deepEqual(
        asked.map((c) => [c.record.name, c.member, c.mine, c.theirs]),
        [['Noa & Daniel', 'size', 5, 6]],
        'the size is asked; the note only the other side changed is not',
      );
    });
  }

  it('asks nothing once the relay stored this device’s edit before the other’s arrived, nor when both chose the same', () => {
    const { here, there, asked, watcher, arrive } = apart(1, 2);
    writeContent(here, withSize(readContent(here, 'x'), 5), LOCAL);
    watcher.synced();
    writeContent(there, withSize(readContent(there, 'x'), 6));
    arrive();
    writeContent(here, withSize(readContent(here, 'x'), 7), LOCAL);
    writeContent(there, withSize(readContent(there, 'x'), 7));
    arrive();
    assert.deepEqual(asked, []);
  });
});

describe('clashes of where one booking sits', () => {
  const seatOf = (doc: Y.Doc, table: string | null): EventContent => {
    const content = readContent(doc, 'x');
    const { ['Tamar & Yoni']: _, ...others } = content.seating;
    return { ...content, seating: table === null ? others : { ...others, 'Tamar & Yoni': table } };
  };

  for (const [hereClient, thereClient] of [
    [1, 2],
    [2, 1],
  ] as const) {
    it(`asks with both tables when both moved the booking, whichever Yjs keeps (clients ${hereClient} and ${thereClient})`, () => {
      const { here, there, asked, arrive } = apart(hereClient, thereClient);
      writeContent(here, seatOf(here, 'Table 2'), LOCAL);
      writeContent(there, seatOf(there, 'Table 3'));
      arrive();
      assert.deepEqual(
        asked.map((c) => [c.record.name, c.member, c.mine, c.theirs]),
        [['Tamar & Yoni', SEAT_MEMBER, 'Table 2', 'Table 3']],
      );
      const [question] = sharedClashes(asked);
      assert.deepEqual(
        question!.fields.map((f) => [f.field, f.mineText, f.theirsText]),
        [['seat', 'Table 2', 'Table 3']],
      );
      // Whichever Yjs kept, each answer leaves the booking where that side put it, in one move at most.
      const content = readContent(here, 'x');
      for (const [side, table] of [
        ['mine', 'Table 2'],
        ['theirs', 'Table 3'],
      ] as const) {
        const edits = keepSide(question!, side, content);
        const at = content.seating['Tamar & Yoni'] ?? null;
        assert.deepEqual(edits, at === table ? [] : [{ kind: 'move', booking: 'Tamar & Yoni', table }]);
      }
    });
  }

  it('says "not seated" as no table, and takes the booking off its table when that side had it so', () => {
    const { here, there, asked, arrive } = apart(1, 2);
    writeContent(here, seatOf(here, 'Table 1'));
    Y.applyUpdate(there, Y.encodeStateAsUpdate(here));
    writeContent(here, seatOf(here, null), LOCAL);
    writeContent(there, seatOf(there, 'Table 3'));
    arrive();
    const [question] = sharedClashes(asked);
    assert.deepEqual(
      question!.fields.map((f) => [f.field, f.mineText, f.theirsText]),
      [['seat', '', 'Table 3']],
    );
    // Yjs keeps the other side's table over this side's removal.
    const content = readContent(here, 'x');
    assert.equal(content.seating['Tamar & Yoni'], 'Table 3');
    assert.deepEqual(keepSide(question!, 'mine', content), [{ kind: 'move', booking: 'Tamar & Yoni', table: null }]);
  });

  it('asks once about a booking whose note and table arrive in separate updates', () => {
    const record = { ...demoContent().guests.find((g) => g.name === 'Tamar & Yoni')! };
    const notes = sharedClashes([{ id: 'entry', record, member: 'notes', mine: 'a', theirs: 'b' }]);
    const seat = sharedClashes([{ id: 'Tamar & Yoni', record, member: SEAT_MEMBER, mine: 'Table 1', theirs: 'Table 2' }]);
    const questions = withClashes(withClashes([], notes), seat);
    assert.deepEqual(
      questions.map((q) => [q.booking, q.fields.map((f) => f.field)]),
      [['Tamar & Yoni', ['notes', 'seat']]],
    );
  });

  it('asks nothing when only one side moved the booking, or both moved it to the same table', () => {
    const { here, there, asked, arrive } = apart(1, 2);
    writeContent(there, seatOf(there, 'Table 3'));
    arrive();
    writeContent(here, seatOf(here, 'Table 1'), LOCAL);
    writeContent(there, seatOf(there, 'Table 1'));
    arrive();
    assert.deepEqual(asked, []);
  });
});

describe('answering a clash on one of two bookings with one name', () => {
  it('gives the David Cohen the clash was about the side chosen, and leaves the other one as he was', () => {
    const base = demoContent();
    const cohen = (id: string, notes: string): GuestRecord => ({ ...base.guests[0]!, name: 'David Cohen', id, notes });
    const content: EventContent = { ...base, guests: [...base.guests, cohen('DC-bride', 'bride side'), cohen('DC-groom', 'old note')] };
    const [question] = sharedClashes([
      { id: 'doc-entry', record: { ...cohen('DC-groom', 'their note') }, member: 'notes', mine: 'my note', theirs: 'their note' },
    ]);
    const [intent, ...more] = keepSide(question!, 'mine', content);
    assert.ok(intent?.kind === 'editGuest');
    assert.deepEqual(more, [], 'one edit: the seat was not in question');
    const edited = content.guests.find((g) => bookingRef(g) === intent.previousName);
    assert.equal(edited?.id, 'DC-groom', 'the edit names the groom’s David Cohen, not the first of that name');
    assert.equal(intent.guest.id, 'DC-groom');
    assert.equal(intent.guest.notes, 'my note');
  });
});
