/**
 * An event shared through Yjs: what one device writes another reads the same, concurrent edits of
 * one booking both stay, updates travel sealed, and a view-only link's updates are refused.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import * as Y from 'yjs';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { readContent, readEventName, REMOTE, writeContent, writeEventName } from '../../src/sync/event-doc.ts';
import { sameContent } from '../../src/model/same-value.ts';
import { createRoom, open, readRoomFragment, RefusedUpdate, roomFragment, seal, type RoomKeys } from '../../src/sync/room-keys.ts';
import { eventually } from '../support/eventually.ts';
import { guest } from './booking-helpers.ts';
import { demoContent, device, rawSocket, testRelay } from './sync-helpers.ts';

/** Two docs joined by a pipe that seals each update with one key set and opens it with another. */
function sealedPipe(sender: RoomKeys, receiver: RoomKeys) {
  const a = new Y.Doc();
  const b = new Y.Doc();
  const wire: Uint8Array[] = [];
  const held: { from: Y.Doc; update: Uint8Array }[] = [];
  for (const doc of [a, b])
    doc.on('update', (update: Uint8Array, origin: unknown) => origin !== REMOTE && held.push({ from: doc, update }));
  /** Delivers every update held so far to the other doc, sealed on the way. */
  async function deliver() {
    for (const { from, update } of held.splice(0)) {
      const sealed = await seal(from === a ? sender : receiver, update);
      wire.push(sealed);
      Y.applyUpdate(from === a ? b : a, await open(from === a ? receiver : sender, sealed), REMOTE);
    }
  }
  return { a, b, wire, deliver };
}

const editBooking = (content: EventContent, name: string, edit: (g: EventContent['guests'][number]) => EventContent['guests'][number]) => ({
  ...content,
  guests: content.guests.map((g) => (g.name === name ? edit(g) : g)),
});

describe('the shared event doc', () => {
  it('gives back the content written into it, with every part of an event', () => {
    const doc = new Y.Doc();
    const content: EventContent = {
      ...demoContent(),
      seats: { 'Noa & Daniel': [1, 2] },
      lockedBookings: ['Noa & Daniel'],
      lockedTables: ['Head table'],
      meals: [{ name: 'Vegan', symbol: 'V', colour: '#2e7d32', forChildren: false }],
      room: { width: 20, depth: 15, objects: [] },
    };
    writeContent(doc, content);
    writeEventName(doc, 'Noa and Daniel');
    assert.ok(sameContent(readContent(doc, content.eventId), content));
    assert.equal(readEventName(doc), 'Noa and Daniel');
    assert.ok(sameContent(readContent(new Y.Doc(), 'new'), emptyContent('new')), 'an empty doc is an empty event');
  });

  it('writes nothing when the content is what the doc holds', () => {
    const doc = new Y.Doc();
    writeContent(doc, demoContent());
    let updates = 0;
    doc.on('update', () => updates++);
    writeContent(doc, readContent(doc, 'other id'));
    assert.equal(updates, 0);
  });

  it('two devices converge through sealed updates, and concurrent edits of one booking both stay', async () => {
    const keys = await createRoom();
    const { a, b, deliver } = sealedPipe(keys, keys);
    writeContent(a, demoContent());
    await deliver();
    const start = readContent(b, 'b');
    assert.ok(sameContent(start, demoContent()));

    // A renames a booking while B, offline, changes its size and adds a keep-apart to another.
    writeContent(
      a,
      editBooking(readContent(a, 'a'), 'Noa & Daniel', (g) => ({ ...g, name: 'Noa & Daniel Levi' })),
    );
    const other = start.guests[1]!.name;
    let onB = editBooking(start, 'Noa & Daniel', (g) => ({ ...g, size: 3 }));
    onB = editBooking(onB, other, (g) => ({ ...g, avoid: ['Noa & Daniel'] }));
    onB.tables = [...onB.tables, { name: 'Garden', capacity: 8 }];
    writeContent(b, onB);
    await deliver();

    const [onA, onBNow] = [readContent(a, 'a'), readContent(b, 'b')];
    assert.ok(sameContent(onA, onBNow), 'both devices hold one content');
    const renamed = onA.guests.find((g) => g.name === 'Noa & Daniel Levi');
    assert.equal(renamed?.size, 3, 'the rename and the new size are one booking');
    assert.equal(onA.guests.length, demoContent().guests.length, 'no booking doubled or lost');
    assert.deepEqual(onA.guests.find((g) => g.name === other)?.avoid, ['Noa & Daniel']);
    assert.ok(onA.tables.some((t) => t.name === 'Garden'));
  });

  it('bookings added on both devices at once are all kept, each where its device put it', async () => {
    const keys = await createRoom();
    const { a, b, deliver } = sealedPipe(keys, keys);
    writeContent(a, { ...emptyContent('a'), guests: [guest('Avi'), guest('Dana')] });
    await deliver();
    writeContent(a, { ...readContent(a, 'a'), guests: [guest('Avi'), guest('Bella'), guest('Dana')] });
    writeContent(b, { ...readContent(b, 'b'), guests: [guest('Avi'), guest('Dana'), guest('Eli')] });
    await deliver();
    assert.deepEqual(
      readContent(a, 'a').guests.map((g) => g.name),
      ['Avi', 'Bella', 'Dana', 'Eli'],
    );
    assert.ok(sameContent(readContent(a, 'a'), readContent(b, 'b')));
  });

  it('undo on one device undoes its own edit, not the other device’s', async () => {
    const keys = await createRoom();
    const { a, b, deliver } = sealedPipe(keys, keys);
    const LOCAL = Symbol('local');
    writeContent(a, demoContent());
    await deliver();
    const undo = new Y.UndoManager([a.getMap('bookings'), a.getArray('bookingOrder'), a.getMap('seating')], {
      trackedOrigins: new Set([LOCAL]),
      captureTimeout: 0,
    });
    writeContent(a, { ...readContent(a, 'a'), seating: { ...readContent(a, 'a').seating, 'Noa & Daniel': 'Table 1' } }, LOCAL);
    writeContent(
      b,
      editBooking(readContent(b, 'b'), 'Noa & Daniel', (g) => ({ ...g, notes: 'vegan' })),
    );
    await deliver();
    undo.undo();
    const content = readContent(a, 'a');
    assert.equal(content.seating['Noa & Daniel'], demoContent().seating['Noa & Daniel'], 'the move is undone');
    assert.equal(content.guests.find((g) => g.name === 'Noa & Daniel')?.notes, 'vegan', 'the other device’s note stays');
  });
});

describe('room keys', () => {
  it('an editor’s link writes; a view-only link reads and cannot write', async () => {
    const keys = await createRoom();
    const editor = await readRoomFragment(roomFragment(keys, 'edit'));
    const viewer = await readRoomFragment(roomFragment(keys, 'view'));
    assert.ok(editor?.sign && viewer && !viewer.sign);
    assert.equal(viewer.roomId, keys.roomId);
    const update = new TextEncoder().encode('an update');
    assert.deepEqual(await open(viewer, await seal(editor, update)), update);
    await assert.rejects(seal(viewer, update), RefusedUpdate);
    assert.equal(await readRoomFragment('1.not.keys'), undefined);
    assert.equal(await readRoomFragment('https://example.com/'), undefined);
  });

  it('refuses an update signed with any other key, changed on the way, or from another room', async () => {
    const keys = await createRoom();
    const update = new TextEncoder().encode('an update');
    // Someone with the view-only link and a key pair of their own: the content key is right, the signature not.
    const impostor = await createRoom();
    const forged = await seal({ ...impostor, content: keys.content, roomId: keys.roomId }, update);
    await assert.rejects(open(keys, forged), RefusedUpdate);
    const sealed = await seal(keys, update);
    const changed = sealed.slice();
    changed[changed.length - 1]! ^= 1;
    await assert.rejects(open(keys, changed), RefusedUpdate);
    await assert.rejects(open(impostor, sealed), RefusedUpdate);
  });
});

describe('a view-only device on the relay', () => {
  const closers: (() => unknown)[] = [];
  after(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('receives the event, and what it or anyone without the editor’s key sends never reaches the editors', async () => {
    const { url, relay } = await testRelay();
    closers.push(() => relay.close());
    const keys = await createRoom();
    const viewKeys = (await readRoomFragment(roomFragment(keys, 'view')))!;
    const editor = device(url, keys);
    const viewer = device(url, viewKeys);
    closers.push(
      () => editor.connection.stop(),
      () => viewer.connection.stop(),
    );
    writeContent(editor.doc, demoContent());
    await eventually(
      () => viewer.content().guests.length,
      (n) => n > 0,
    );

    writeContent(
      viewer.doc,
      editBooking(viewer.content(), 'Noa & Daniel', (g) => ({ ...g, name: 'Renamed by the venue' })),
    );
    assert.equal(viewer.connection.unsent, 0, 'a view-only device sends nothing');
    const forger = rawSocket(url);
    closers.push(() => forger.socket.terminate());
    await forger.opened;
    forger.socket.send(JSON.stringify({ type: 'join', room: keys.roomId, after: 0 }));
    const impostor = await createRoom();
    const forgedDoc = new Y.Doc();
    writeContent(forgedDoc, { ...emptyContent('x'), guests: [guest('Forged booking')] });
    forger.socket.send(await seal({ ...impostor, content: viewKeys.content, roomId: keys.roomId }, Y.encodeStateAsUpdate(forgedDoc)));

    const refused = await eventually(
      () => editor.refused.length,
      (n) => n > 0,
    );
    assert.equal(refused, 1, 'the editor refused the forged update');
    const names = editor.content().guests.map((g) => g.name);
    assert.ok(!names.includes('Forged booking') && !names.includes('Renamed by the venue'));
    assert.ok(sameContent(editor.content(), demoContent()));
  });
});
