/**
 * The plan-together relay (`npm run relay`) with real sockets: devices of a room exchange and catch
 * up, the relay stores and passes only ciphertext, and it holds its published limits, turning away
 * only the device that breaks them.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { LIMITS, RELAY_CLOSE } from '../../src/contract/index.ts';
import { generateSite } from '../../src/site/generate.ts';
import { writeContent, writeEventName } from '../../src/sync/event-doc.ts';
import { createRoom, readRoomFragment, roomFragment } from '../../src/sync/room-keys.ts';
import { eventually } from '../support/eventually.ts';
import { demoContent, device, rawSocket, testRelay } from './sync-helpers.ts';

const closers: (() => unknown)[] = [];
after(async () => {
  for (const close of closers.reverse()) await close();
});

async function relayFor(limits?: Parameters<typeof testRelay>[0]) {
  const started = await testRelay(limits);
  closers.push(() => started.relay.close());
  return started;
}

function track<T extends { connection: { stop(): void }; presence?: { destroy(): void } | undefined }>(d: T): T {
  closers.push(() => {
    d.connection.stop();
    // Presence keeps a timer of its own (awareness's timeout).
    d.presence?.destroy();
  });
  return d;
}

const seatedAt = (d: ReturnType<typeof device>, booking: string) => d.content().seating[booking];

describe('plan-together relay', () => {
  it('publishes its limits in the application document and describes each in the OpenAPI description', () => {
    const site = generateSite({ origin: 'https://seating.example' }, []);
    const published = site.documents.getApplicationMetadata.limits as Record<string, number>;
    const schema = JSON.stringify(site.openapi);
    for (const limit of ['max_relay_rooms', 'max_relay_room_bytes', 'max_relay_message_bytes', 'max_relay_room_devices'] as const) {
      assert.equal(published[limit], LIMITS[limit], limit);
      assert.ok(schema.includes(`"${limit}"`), `the OpenAPI description names ${limit}`);
    }
  });

  it('passes one device’s edits to the other, both ways', async () => {
    const { url } = await relayFor();
    const keys = await createRoom();
    const first = track(device(url, keys));
    const second = track(device(url, keys));
    writeContent(first.doc, demoContent());
    const received = await eventually(
      () => second.content().guests.length,
      (n) => n > 0,
    );
    assert.equal(received, demoContent().guests.length);

    const moved = { ...second.content(), seating: { ...second.content().seating, 'Noa & Daniel': 'Table 1' } };
    writeContent(second.doc, moved);
    assert.equal(
      await eventually(
        () => seatedAt(first, 'Noa & Daniel'),
        (t) => t === 'Table 1',
      ),
      'Table 1',
    );
  });

  it('a device that was away catches up on what it missed, from where it left off', async () => {
    const { url } = await relayFor();
    const keys = await createRoom();
    const first = track(device(url, keys));
    writeContent(first.doc, demoContent());
    await eventually(
      () => first.connection.unsent,
      (n) => n === 0,
    );
    const late = track(device(url, keys));
    const guests = await eventually(
      () => late.content().guests.length,
      (n) => n > 0,
    );
    assert.equal(guests, demoContent().guests.length);
    assert.deepEqual(late.content().seating, demoContent().seating);
  });

  it('keeps a device’s edits made while the relay was down, and delivers them when it is back', async () => {
    const started = await testRelay();
    const keys = await createRoom();
    const first = track(device(started.url, keys));
    const second = track(device(started.url, keys));
    writeContent(first.doc, demoContent());
    await eventually(
      () => second.content().guests.length,
      (n) => n > 0,
    );
    await started.relay.close();
    await eventually(
      () => first.connection.status,
      (s) => s === 'offline',
    );

    const renamed = first.content();
    renamed.tables = renamed.tables.map((t) => (t.name === 'Table 1' ? { ...t, capacity: t.capacity + 2 } : t));
    writeContent(first.doc, renamed);
    assert.equal(first.connection.unsent, 1, 'the edit waits on this device');

    const again = await testRelay(undefined, started.dataDir, started.relay.port);
    closers.push(() => again.relay.close());
    const capacity = (d: typeof second) => d.content().tables.find((t) => t.name === 'Table 1')?.capacity;
    const expected = renamed.tables.find((t) => t.name === 'Table 1')!.capacity;
    assert.equal(
      await eventually(
        () => capacity(second),
        (c) => c === expected,
      ),
      expected,
    );
  });

  it('gives a relay that lost its store everything again, so a device joining later still gets the whole event', async () => {
    const started = await testRelay();
    const keys = await createRoom();
    const first = track(device(started.url, keys));
    writeContent(first.doc, demoContent());
    await eventually(
      () => first.connection.unsent,
      (n) => n === 0,
    );
    await started.relay.close();

    const emptied = await testRelay(undefined, undefined, started.relay.port);
    closers.push(() => emptied.relay.close());
    await eventually(
      () => first.connection.status,
      (s) => s === 'synced',
    );
    await eventually(
      () => first.connection.unsent,
      (n) => n === 0,
    );
    const late = track(device(emptied.url, keys));
    const guests = await eventually(
      () => late.content().guests.length,
      (n) => n > 0,
    );
    assert.equal(guests, demoContent().guests.length);
  });

  it('stores and passes no guest, table or event name: only the room id and ciphertext', async () => {
    const { url, dataDir } = await relayFor();
    const keys = await createRoom();
    const watcher = rawSocket(url);
    closers.push(() => watcher.socket.terminate());
    await watcher.opened;
    watcher.socket.send(JSON.stringify({ type: 'join', room: keys.roomId, after: 0 }));
    const editor = track(device(url, keys));
    const content = demoContent();
    writeEventName(editor.doc, 'Noa and Daniel’s wedding');
    writeContent(editor.doc, content);
    await eventually(
      () => editor.connection.unsent,
      (n) => n === 0,
    );
    await eventually(
      () => watcher.received.length,
      (n) => n > 0,
    );

    const stored = readdirSync(dataDir).map((file) => readFileSync(join(dataDir, file)));
    assert.ok(stored.length > 0 && watcher.received.length > 0, 'the relay stored and passed something');
    const seen = Buffer.concat([...stored, ...watcher.received]).toString('latin1');
    const names = [
      'Noa and Daniel’s wedding',
      ...content.guests.flatMap((g) => [g.name, ...g.group]),
      ...content.tables.map((t) => t.name),
    ];
    for (const name of names) {
      for (const encoded of [Buffer.from(name, 'utf8').toString('latin1'), Buffer.from(name, 'utf16le').toString('latin1')]) {
        assert.ok(!seen.includes(encoded), `the relay saw "${name}"`);
      }
    }
    assert.deepEqual(readdirSync(dataDir), [`${keys.roomId}.log`], 'files are named by the room id alone');
  });

  it('passes each device’s presence, sealed, to the others and keeps none of it; one that leaves disappears', async () => {
    const { url, dataDir } = await relayFor();
    const keys = await createRoom();
    const viewKeys = (await readRoomFragment(roomFragment(keys, 'view')))!;
    const watcher = rawSocket(url);
    closers.push(() => watcher.socket.terminate());
    await watcher.opened;
    watcher.socket.send(JSON.stringify({ type: 'join', room: keys.roomId, after: 0 }));
    const [first, viewer, second] = [keys, viewKeys, keys].map((k) => track(device(url, k, 0, true)));
    const [firstHere, viewerHere, secondHere] = [first!.presence!, viewer!.presence!, second!.presence!];
    firstHere.set({ name: 'Dana Levi', view: 'seating', table: 'Table 3', seating: true, viewOnly: false });
    viewerHere.set({ name: 'The venue', view: 'room', table: null, seating: false, viewOnly: true });

    const people = await eventually(
      () => secondHere.people.map((p) => `${p.name}/${p.view}/${p.table}/${p.seating}/${p.viewOnly}`).sort(),
      (list) => list.length === 2,
    );
    assert.deepEqual(
      people,
      ['Dana Levi/seating/Table 3/true/false', 'The venue/room/null/false/true'],
      'the editor and the view-only device are shown',
    );
    assert.deepEqual(
      firstHere.people.map((p) => p.name),
      ['The venue'],
      'a device that was here first hears of those who came after',
    );

    assert.deepEqual(readdirSync(dataDir), [], 'the relay stored nothing');
    const seen = JSON.stringify(watcher.notices);
    assert.ok(seen.includes('"awareness"'), 'the watcher saw presence pass');
    for (const name of ['Dana Levi', 'The venue', 'Table 3']) assert.ok(!seen.includes(name), `the relay passed "${name}" sealed only`);

    first!.connection.stop();
    const left = await eventually(
      () => secondHere.people.map((p) => p.name),
      (names) => !names.includes('Dana Levi'),
    );
    assert.deepEqual(left, ['The venue'], 'the device that left is gone from the others');
  });

  it('closes the connection of a device that sends a bad message, and only that one', async () => {
    const { url } = await relayFor({ ...LIMITS, max_relay_message_bytes: 64 * 1024 });
    const keys = await createRoom();
    const first = track(device(url, keys));
    const second = track(device(url, keys));
    await eventually(
      () => [first.connection.status, second.connection.status],
      (s) => s.every((x) => x === 'synced'),
    );

    const garbage = rawSocket(url);
    await garbage.opened;
    garbage.socket.send('{"type":"join","room":"../../etc/passwd","after":0}');
    const binaryFirst = rawSocket(url);
    await binaryFirst.opened;
    binaryFirst.socket.send(Buffer.from([1, 2, 3]));
    const textAfterJoin = rawSocket(url);
    await textAfterJoin.opened;
    textAfterJoin.socket.send(JSON.stringify({ type: 'join', room: keys.roomId, after: 0 }));
    textAfterJoin.socket.send('hello');
    const tooLarge = rawSocket(url);
    await tooLarge.opened;
    tooLarge.socket.send(JSON.stringify({ type: 'join', room: keys.roomId, after: 0 }));
    tooLarge.socket.send(Buffer.alloc(64 * 1024 + 1));

    const codes = await eventually(
      () => [garbage, binaryFirst, textAfterJoin, tooLarge].map((s) => s.closed.code),
      (c) => c.every((code) => code !== undefined),
    );
    assert.deepEqual(codes, [RELAY_CLOSE.protocol, RELAY_CLOSE.protocol, RELAY_CLOSE.protocol, RELAY_CLOSE.tooLarge]);

    writeContent(first.doc, demoContent());
    assert.equal(
      await eventually(
        () => second.content().guests.length,
        (n) => n > 0,
      ),
      demoContent().guests.length,
    );
    assert.deepEqual(
      [first.statuses.includes('offline'), second.statuses.includes('offline')],
      [false, false],
      'the room’s devices stayed connected',
    );
  });

  it('holds its limits: rooms, devices in a room and bytes kept for a room', async () => {
    const limits = { ...LIMITS, max_relay_rooms: 1, max_relay_room_devices: 2, max_relay_room_bytes: 1024 };
    const { url, dataDir } = await relayFor(limits);
    const keys = await createRoom();
    const first = track(device(url, keys));
    const second = track(device(url, keys));
    await eventually(
      () => [first.connection.status, second.connection.status],
      (s) => s.every((x) => x === 'synced'),
    );

    const third = rawSocket(url);
    await third.opened;
    third.socket.send(JSON.stringify({ type: 'join', room: keys.roomId, after: 0 }));
    const otherRoom = rawSocket(url);
    await otherRoom.opened;
    otherRoom.socket.send(JSON.stringify({ type: 'join', room: (await createRoom()).roomId, after: 0 }));
    const codes = await eventually(
      () => [third.closed.code, otherRoom.closed.code],
      (c) => c.every((code) => code !== undefined),
    );
    assert.deepEqual(codes, [RELAY_CLOSE.tryLater, RELAY_CLOSE.tryLater]);

    const small = { ...demoContent(), guests: demoContent().guests.slice(0, 1), tables: [] };
    writeContent(first.doc, small);
    await eventually(
      () => second.content().guests.length,
      (n) => n === 1,
    );
    writeContent(first.doc, demoContent());
    assert.equal(
      await eventually(
        () => first.connection.status,
        (s) => s === 'full',
      ),
      'full',
    );
    assert.equal(first.connection.unsent, 1, 'what the relay would not keep stays on the device');
    const kept = readdirSync(dataDir).reduce((sum, file) => sum + readFileSync(join(dataDir, file)).length, 0);
    assert.ok(kept > 0 && kept <= limits.max_relay_room_bytes + 4, `the relay kept ${kept} bytes`);
  });
});
