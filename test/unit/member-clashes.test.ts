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
import { MemberClashes, type MemberClash } from '../../src/sync/member-clashes.ts';
import { demoContent } from './sync-helpers.ts';
import { bookingRef } from '../../src/model/booking-refs.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import { keepSide, sharedClashes } from '../../src/state/shared-clash.ts';

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

describe('answering a clash on one of two bookings with one name', () => {
  it('gives the David Cohen the clash was about the side chosen, and leaves the other one as he was', () => {
    const base = demoContent();
    const cohen = (id: string, notes: string): GuestRecord => ({ ...base.guests[0]!, name: 'David Cohen', id, notes });
    const content: EventContent = { ...base, guests: [...base.guests, cohen('DC-bride', 'bride side'), cohen('DC-groom', 'old note')] };
    const [question] = sharedClashes([
      { id: 'doc-entry', record: { ...cohen('DC-groom', 'their note') }, member: 'notes', mine: 'my note', theirs: 'their note' },
    ]);
    const intent = keepSide(question!, 'mine', content);
    assert.ok(intent?.kind === 'editGuest');
    const edited = content.guests.find((g) => bookingRef(g) === intent.previousName);
    assert.equal(edited?.id, 'DC-groom', 'the edit names the groom’s David Cohen, not the first of that name');
    assert.equal(intent.guest.id, 'DC-groom');
    assert.equal(intent.guest.notes, 'my note');
  });
});
