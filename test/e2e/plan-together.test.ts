/**
 * Plan together (issue 58) with the real relay and two browsers: the demo event shared from the
 * first appears on the second through the link; edits on either side reach the other, also after
 * one was offline or the relay was stopped; a view-only browser's edit reaches nobody; and nothing
 * the relay stored or passed holds a name from the event.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import { startServer } from '../../src/server/main.ts';
import { startRelay, type Relay } from '../../src/server/relay.ts';
import type { EventContent } from '../../src/model/event-content.ts';
import type { EditIntent } from '../../src/state/edits.ts';
import { eventually } from '../support/eventually.ts';
import { instanceToCsv } from '../../bench/csv-fixture.ts';
import { generateInstance } from '../../bench/generate.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import { emptyContent } from '../../src/model/event-content.ts';
import { newPage, seatingOnScreen, useSite } from './planner-harness.ts';

const site = useSite();
const relayData = mkdtempSync(join(tmpdir(), 'relay-e2e-'));
let relay: Relay;
let relayPort = 0;
let server: Server;
let base = '';
/** Every frame each browser sent to or received from the relay. */
const relayed: Buffer[] = [];
const contexts: BrowserContext[] = [];
/** The relay connections each page opened. */
const opened = new Map<Page, number>();
/** The relay connections each page closed. */
const closed = new Map<Page, number>();

before(async () => {
  relay = await startRelay({ port: 0, dataDir: relayData, host: '127.0.0.1' });
  relayPort = relay.port;
  server = await startServer(0, '127.0.0.1', `ws://127.0.0.1:${relayPort}`);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  for (const context of contexts) await context.close();
  await relay.close();
  await new Promise((resolve) => server.close(resolve));
  rmSync(relayData, { recursive: true, force: true });
});

async function browser(): Promise<Page> {
  const { context, page } = await newPage(site);
  contexts.push(context);
  page.on('websocket', (socket) => {
    opened.set(page, (opened.get(page) ?? 0) + 1);
    const keep = ({ payload }: { payload: string | Buffer }) => relayed.push(Buffer.from(payload));
    socket.on('framesent', keep);
    socket.on('framereceived', keep);
    socket.on('close', () => closed.set(page, (closed.get(page) ?? 0) + 1));
  });
  return page;
}

const contentOf = (page: Page) =>
  page.evaluate<EventContent | null>(() => document.querySelector('seating-app')?.planner?.store.state.content ?? null);

const edit = (page: Page, intent: EditIntent) =>
  page.evaluate((i) => document.querySelector('seating-app')!.planner!.store.edit(i), intent as never);

async function rename(page: Page, from: string, to: string): Promise<void> {
  const guest = (await contentOf(page))!.guests.find((g) => g.name === from)!;
  await edit(page, { kind: 'editGuest', previousName: from, guest: { ...guest, name: to } });
}

/** Waits until `page`'s event holds what `holds` looks for; fails saying what it waited for. */
async function sees(page: Page, what: string, holds: (content: EventContent) => boolean): Promise<void> {
  const content = await eventually(
    () => contentOf(page),
    (c) => !!c && holds(c),
  );
  assert.ok(content && holds(content), `${what} reaches the other browser`);
}

const seatedAt = (content: EventContent, booking: string, table: string) => content.seating[booking] === table;
const named = (content: EventContent, name: string) => content.guests.some((g) => g.name === name);
const apart = (content: EventContent, from: string, to: string) => content.guests.find((g) => g.name === from)?.avoid.includes(to) === true;

/** Waits until the page has closed more relay connections than `before`; says how many it closed. */
async function closesAConnection(page: Page, before: number): Promise<number> {
  const count = await eventually(
    () => Promise.resolve(closed.get(page) ?? 0),
    (n) => n > before,
  );
  assert.ok(count > before, 'a connection to the relay is closed');
  return count;
}

/** Waits until the page says it has no connection to the relay. */
async function losesTheRelay(page: Page): Promise<void> {
  const status = await eventually(
    () => page.evaluate(() => document.querySelector('seating-app')?.planner?.store.state.sharing?.status),
    (s) => s === 'offline',
  );
  assert.equal(status, 'offline', 'the browser has lost the relay');
}

/** Sets the name this browser shows the others, in the Plan together panel. */
async function nameThisDevice(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: en.events.manage }).click();
  const field = page.getByRole('textbox', { name: en.together.yourName });
  await field.fill(name);
  await field.press('Enter');
  await field.blur();
  await page.getByRole('button', { name: en.common.close }).click();
}

/** The header's line of who else is here, as words. */
const presenceOn = (page: Page) =>
  page
    .locator('seating-app presence-list li')
    .allTextContents()
    .then((items) => items.map((item) => item.replace(/\s+/g, ' ').trim()));

async function seesHere(page: Page, what: string, holds: (items: string[]) => boolean): Promise<string[]> {
  const items = await eventually(() => presenceOn(page), holds);
  assert.ok(holds(items), `${what}: ${JSON.stringify(items)}`);
  return items;
}

async function linkOf(page: Page, label: string): Promise<string> {
  await page.getByRole('button', { name: en.events.manage }).click();
  // The section loads when the dialog first opens.
  await page.getByRole('heading', { name: en.together.title }).waitFor();
  const share = page.getByRole('button', { name: en.together.share });
  if (await share.isVisible()) await share.click();
  const link = await page.getByRole('textbox', { name: label }).inputValue();
  await page.getByRole('button', { name: en.common.close }).click();
  return link;
}

describe('planning together through the relay', () => {
  let first: Page;
  let second: Page;

  it('shows the demo event shared from one browser on another that opens the link', async () => {
    first = await browser();
    await first.goto(`${base}/en/?demo=1`);
    await first.locator('table-card').first().waitFor();
    assert.equal(opened.get(first) ?? 0, 0, 'an event that is not shared connects nowhere');
    const link = await linkOf(first, en.together.editLink);
    assert.match(link, /#plan=1\./, 'the keys are in the fragment');

    second = await browser();
    await second.goto(link);
    await second.locator('table-card').first().waitFor();
    const expected = await seatingOnScreen(first);
    const shown = await eventually(
      () => seatingOnScreen(second),
      (seating) => JSON.stringify(seating) === JSON.stringify(expected),
    );
    assert.deepEqual(shown, expected, 'the second browser shows the first one’s tables and seating');
    assert.equal(await second.locator('event-menu select option:checked').textContent(), en.demo.eventName);
    assert.ok(!second.url().includes('#plan='), 'the keys leave the address bar');
  });

  it('shows who else is here, with the name each chose, the step it shows and the table it selected', async () => {
    await nameThisDevice(first, 'Dana Levi');
    await nameThisDevice(second, 'Avi Cohen');
    await seesHere(second, 'the first browser is shown on the second', (items) =>
      items.some((i) => i.startsWith('Dana Levi') && i.includes(en.app.viewShort.seating)),
    );
    await seesHere(first, 'the second browser is shown on the first', (items) => items.some((i) => i.startsWith('Avi Cohen')));

    await first.getByRole('button', { name: en.app.view.guests }).click();
    await seesHere(second, 'the step follows', (items) =>
      items.some((i) => i.startsWith('Dana Levi') && i.includes(en.app.viewShort.guests)),
    );
    await first.getByRole('button', { name: en.app.view.seating }).click();
    const card = first.locator('table-card').first();
    const table = (await card.locator('h3').textContent())!.trim();
    await card.locator('.chip').first().click();
    await seesHere(second, 'the selected table follows', (items) => items.some((i) => i.startsWith('Dana Levi') && i.includes(table)));
  });

  it('carries a rename, a move and a new keep-apart each way', async () => {
    await rename(first, 'Eyal', 'Eyal Mizrahi');
    await sees(second, 'a rename', (c) => named(c, 'Eyal Mizrahi') && !named(c, 'Eyal'));
    await edit(second, { kind: 'move', booking: 'Shira', table: 'Table 3' });
    await sees(first, 'a move', (c) => seatedAt(c, 'Shira', 'Table 3'));
    await edit(first, { kind: 'addWish', from: 'Shira', to: 'The Levi family', level: 'avoid' });
    await sees(second, 'a keep-apart', (c) => apart(c, 'Shira', 'The Levi family'));

    await rename(second, 'Tamar & Yoni', 'Tamar & Yoni Ben-David');
    await sees(first, 'a rename', (c) => named(c, 'Tamar & Yoni Ben-David'));
    await edit(first, { kind: 'move', booking: 'Miriam & David Cohen', table: 'Table 3' });
    await sees(second, 'a move', (c) => seatedAt(c, 'Miriam & David Cohen', 'Table 3'));
    await edit(second, { kind: 'addWish', from: 'Noa & Daniel', to: 'Shira', level: 'avoid' });
    await sees(first, 'a keep-apart', (c) => apart(c, 'Noa & Daniel', 'Shira'));
    // What the screen shows follows: the second browser's tables show the first one's rename.
    const seating = await eventually(
      () => seatingOnScreen(second),
      (s) => Object.values(s).some((names) => names.includes('Eyal Mizrahi')),
    );
    assert.ok(Object.values(seating).some((names) => names.includes('Eyal Mizrahi')));
    // Each holds every booking once: the joining browser's edits sent what changed, never its whole copy again.
    const names = async (page: Page) => (await contentOf(page))!.guests.map((g) => g.name).sort();
    const [firstNames, secondNames] = [await names(first), await names(second)];
    assert.deepEqual(secondNames, firstNames);
    assert.equal(new Set(firstNames).size, firstNames.length, `each booking once: ${firstNames.join(', ')}`);
  });

  it('undoes on each browser only its own edit, keeping the other’s made since, and says when its edit was changed there', async () => {
    const booking = 'Eyal Mizrahi';
    const from = (await contentOf(first))!.seating[booking];
    // The first table the hard rules let Eyal move to (room for him, no one he is kept apart from): null is no refusal.
    let to = '';
    for (const table of ['Table 1', 'Table 2', 'Table 3'].filter((t) => t !== from)) {
      if ((await edit(first, { kind: 'move', booking, table })) === null) {
        to = table;
        break;
      }
    }
    assert.ok(to, `${booking} moved`);
    await sees(second, 'a move', (c) => seatedAt(c, booking, to));
    const guest = (await contentOf(second))!.guests.find((g) => g.name === 'Noa & Daniel')!;
    await edit(second, { kind: 'editGuest', previousName: guest.name, guest: { ...guest, notes: 'Needs a high chair' } });
    const noted = (c: EventContent) => c.guests.find((g) => g.name === 'Noa & Daniel')?.notes === 'Needs a high chair';
    await sees(first, 'a note', noted);

    const undo = first.locator('seating-app').getByRole('button', { name: /^Undo\b/ });
    await undo.click();
    for (const page of [first, second]) {
      await sees(page, 'the undone move, with the other browser’s note kept', (c) => c.seating[booking] === from && noted(c));
    }

    // Both move the same booking: the first one's undo would put back what the second one changed.
    const other = 'Miriam & David Cohen';
    const was = (await contentOf(first))!.seating[other]!;
    assert.equal(await edit(first, { kind: 'move', booking: other, table: to }), null, 'moved');
    await sees(second, 'a move', (c) => seatedAt(c, other, to));
    assert.equal(await edit(second, { kind: 'move', booking: other, table: was }), null, 'moved back');
    await sees(first, 'a move of the same booking', (c) => seatedAt(c, other, was));
    await undo.click();
    await first
      .locator('seating-app .notice')
      .getByText(/^Nothing was undone: .*\(Moved Miriam & David Cohen to /)
      .waitFor();
    assert.equal((await contentOf(first))!.seating[other], was, 'the second browser’s move stays');
  });

  it('merges what both changed while the second browser was offline', async () => {
    await second.context().setOffline(true);
    await losesTheRelay(second);
    await seesHere(first, 'the browser that went offline is gone from the other', (items) => !items.some((i) => i.startsWith('Avi Cohen')));
    await rename(first, 'Shira', 'Shira Katz');
    await rename(second, 'The Levi family', 'The Levi-Sasson family');
    await second.context().setOffline(false);
    for (const page of [first, second]) {
      await sees(page, 'both offline edits', (c) => named(c, 'Shira Katz') && named(c, 'The Levi-Sasson family'));
    }
    await seesHere(first, 'the browser back online is here again', (items) => items.some((i) => i.startsWith('Avi Cohen')));
  });

  it('asks with both values when both changed the same field or table of one booking while apart, and keeps the choice', async () => {
    const booking = 'Miriam & David Cohen';
    const withNotes = async (page: Page, notes: string) => {
      const guest = (await contentOf(page))!.guests.find((g) => g.name === booking)!;
      await edit(page, { kind: 'editGuest', previousName: booking, guest: { ...guest, notes } });
    };
    await second.context().setOffline(true);
    await losesTheRelay(second);
    await withNotes(first, 'Arrives at six');
    await withNotes(second, 'Arrives at seven');
    // Each moves the booking to a table of its own too: the first table the hard rules let it go to.
    const moveSomewhere = async (page: Page, except: string | undefined) => {
      for (const table of ['Table 1', 'Table 2', 'Table 3'].filter((t) => t !== except)) {
        if ((await contentOf(page))!.seating[booking] !== table && (await edit(page, { kind: 'move', booking, table })) === null)
          return table;
      }
      return assert.fail(`${booking} could not move`);
    };
    const firstTable = await moveSomewhere(first, undefined);
    const secondTable = await moveSomewhere(second, firstTable);
    await second.context().setOffline(false);

    const question = second.locator('shared-clash [role=alert]');
    await question.waitFor();
    const text = (await question.textContent())!.replace(/[\u2068\u2069]/g, '');
    assert.ok(text.includes(en.together.clash.replace('{{name}}', booking)), `the question names the booking: ${text}`);
    assert.ok(text.includes('Arrives at six') && text.includes('Arrives at seven'), `the question shows both values: ${text}`);
    const seatLine = en.together.clashLine
      .replace('{{field}}', en.together.clashSeat)
      .replace('{{theirs}}', firstTable)
      .replace('{{mine}}', secondTable);
    assert.ok(text.includes(seatLine), `the question shows both tables: ${text}`);
    assert.equal(await first.locator('shared-clash').count(), 0, 'the browser that stayed online had nothing unsent: it is not asked');

    await question.getByRole('button', { name: en.together.keepMine }).click();
    await question.waitFor({ state: 'detached' });
    for (const page of [first, second]) {
      await sees(
        page,
        'the values chosen',
        (c) => c.guests.find((g) => g.name === booking)?.notes === 'Arrives at seven' && seatedAt(c, booking, secondTable),
      );
    }
  });

  it('never passes on the edit of a view-only browser', async () => {
    const viewLink = await linkOf(first, en.together.viewLink);
    const viewer = await browser();
    const sentByViewer: Buffer[] = [];
    viewer.on('websocket', (socket) => socket.on('framesent', ({ payload }) => typeof payload !== 'string' && sentByViewer.push(payload)));
    await viewer.goto(viewLink);
    await sees(viewer, 'the event', (c) => named(c, 'Shira Katz'));
    await edit(viewer, { kind: 'move', booking: 'Eyal Mizrahi', table: 'Table 2' });
    assert.ok(seatedAt((await contentOf(viewer))!, 'Eyal Mizrahi', 'Table 2'), 'the viewer’s own copy changes');
    // A later edit of the first browser reaches the viewer: anything the viewer sent would have arrived before it.
    await rename(first, 'Noa & Daniel', 'Noa & Daniel Peretz');
    await sees(viewer, 'a later edit', (c) => named(c, 'Noa & Daniel Peretz'));
    for (const page of [first, second]) {
      await sees(page, 'the later edit', (c) => named(c, 'Noa & Daniel Peretz'));
      assert.ok(!seatedAt((await contentOf(page))!, 'Eyal Mizrahi', 'Table 2'), 'the viewer’s move reaches nobody');
    }
    assert.equal(sentByViewer.length, 0, 'the viewer sends no update');
  });

  it('loses nothing when the relay stops mid-edit, and both sync once it is back', async () => {
    await relay.close();
    for (const page of [first, second]) await losesTheRelay(page);
    await rename(first, 'Noa & Daniel Peretz', 'Noa & Daniel P.');
    await edit(second, { kind: 'move', booking: 'Shira Katz', table: 'Table 1' });
    relay = await startRelay({ port: relayPort, dataDir: relayData, host: '127.0.0.1' });
    for (const page of [first, second]) {
      await sees(
        page,
        'both edits made while the relay was away',
        (c) => named(c, 'Noa & Daniel P.') && seatedAt(c, 'Shira Katz', 'Table 1'),
      );
    }
  });

  it('passes on a save of another tab of the same browser once, and the tabs’ own edits too', async () => {
    const tab = await first.context().newPage();
    await tab.goto(`${base}/en/`);
    await sees(tab, 'the event', (c) => named(c, 'Shira Katz'));
    await edit(tab, { kind: 'duplicateGuest', name: 'Shira Katz', copyName: 'Rina Katz' });
    await sees(first, 'the other tab’s save', (c) => named(c, 'Rina Katz'));
    await edit(first, { kind: 'move', booking: 'Eyal Mizrahi', table: 'Table 1' });
    await sees(second, 'both tabs’ edits', (c) => named(c, 'Rina Katz') && seatedAt(c, 'Eyal Mizrahi', 'Table 1'));
    const rinas = (await contentOf(second))!.guests.filter((g) => g.name === 'Rina Katz');
    assert.equal(rinas.length, 1, 'the booking the other tab added arrives once');
    await tab.close();
  });

  it('refuses a link that names another relay, saying so', async () => {
    const page = await browser();
    const elsewhere = 'wss://relay.elsewhere.example';
    const link = (await linkOf(first, en.together.editLink)).replace(/\?relay=[^#]*/, `?relay=${encodeURIComponent(elsewhere)}`);
    await page.goto(link);
    await page.getByText(en.together.otherRelay.replace('{{relay}}', elsewhere)).waitFor();
    assert.equal(await page.locator('event-menu select option').count(), 0, 'no event was added');
    assert.equal(opened.get(page) ?? 0, 0, 'nothing was connected');
  });

  it('says on the other browser who is seating, lets only that one seat, and the plan arrives there when done', async () => {
    // A generated event the solver cannot prove best at once, so it still searches while the other browser looks.
    const { guests, tables } = instanceToCsv(generateInstance({ bookings: 1000, seed: 7 }));
    const content = { ...emptyContent('big'), guests: readGuestsFile(guests).records, tables: readTablesFile(tables).records };
    await first.evaluate((c) => document.querySelector('seating-app')!.planner!.store.createEvent('Generated', c as never), content);
    await first.getByRole('button', { name: en.app.view.seating }).click();
    const link = await linkOf(first, en.together.editLink);
    // The same address with another fragment would not load the page again.
    await second.goto('about:blank');
    await second.goto(link);
    await sees(second, 'the generated event', (c) => c.guests.length === content.guests.length);
    await second.getByRole('button', { name: en.app.view.seating }).click();

    const seating = en.together.seatingNow.replace('{{name}}', 'Dana Levi');
    await first.locator('solver-panel #budget').selectOption('60');
    await first.evaluate(() => void document.querySelector('seating-app')!.planner!.solver.start());
    const waiting = second.locator('solver-panel').getByRole('button', { name: seating });
    await waiting.waitFor();
    assert.equal(await waiting.isDisabled(), true, 'the other browser cannot start a search of its own meanwhile');
    await seesHere(second, 'the line of who is here says so too', (items) => items.some((i) => i.includes(seating)));

    // Stopped as it was started: the search may end on its own first on a slow machine, and a click
    // on Stop would then wait for a button that is gone.
    await first.evaluate(() => document.querySelector('seating-app')!.planner!.solver.stop());
    await waiting.waitFor({ state: 'detached' });
    const expected = (await contentOf(first))!.seating;
    assert.ok(Object.keys(expected).length > 0, 'the first browser seated the guests');
    await sees(second, 'the plan', (c) => JSON.stringify(c.seating) === JSON.stringify(expected));
  });

  it('shuts out whoever has the old link once a new one is made, and keeps this browser’s copy when it stops sharing', async () => {
    const renamed = async (page: Page, index: number) => {
      const name = (await contentOf(page))!.guests[index]!.name;
      await rename(page, name, `${name} (renamed)`);
      return `${name} (renamed)`;
    };
    const oldLink = await linkOf(first, en.together.editLink);
    await first.getByRole('button', { name: en.events.manage }).click();
    await first.getByRole('button', { name: en.together.newLink }).click();
    const field = first.getByRole('textbox', { name: en.together.editLink });
    const newLink = await eventually(
      () => field.inputValue(),
      (value) => value.includes('#plan=') && value !== oldLink,
    );
    assert.notEqual(newLink, oldLink, 'a new link');
    await first.getByRole('button', { name: en.common.close }).click();

    const third = await browser();
    await third.goto(newLink);
    const count = (await contentOf(first))!.guests.length;
    await sees(third, 'the event through the new link', (c) => c.guests.length === count);
    const fromFirst = await renamed(first, 1);
    await sees(third, 'a rename on the new link', (c) => named(c, fromFirst));
    const fromSecond = await renamed(second, 2);
    const fromThird = await renamed(third, 3);
    await sees(first, 'a rename from the new link', (c) => named(c, fromThird));
    // The second browser kept the old link: nothing it did since reaches the others, nor theirs it.
    assert.ok(!named((await contentOf(first))!, fromSecond), 'the old link’s edit is not taken');
    assert.ok(!named((await contentOf(second))!, fromFirst), 'the old link gets nothing new');

    // The demo event, shared earlier, keeps its own connection: only this event's room closes.
    const closedBefore = closed.get(first) ?? 0;
    await first.getByRole('button', { name: en.events.manage }).click();
    await first.getByRole('button', { name: en.together.stop }).click();
    await first.getByText(en.together.stopped).waitFor();
    await first.getByRole('button', { name: en.common.close }).click();
    const sharing = await first.evaluate(() => document.querySelector('seating-app')!.planner!.store.state.sharing);
    assert.equal(sharing, null, 'the event is no longer shared');
    await closesAConnection(first, closedBefore);
    const kept = (await contentOf(first))!;
    assert.equal(kept.guests.length, count, 'this browser keeps its copy');
    assert.ok(named(kept, fromFirst) && named(kept, fromThird));
  });

  it('leaves no name of the event, nor of a device, in what the relay stored or passed', async () => {
    const content = (await contentOf(first))!;
    const names = [
      en.demo.eventName,
      ...content.guests.map((g) => g.name),
      ...content.tables.map((t) => t.name),
      'Eyal',
      'Tamar',
      'Dana Levi',
      'Avi Cohen',
    ];
    const stored = readdirSync(relayData).map((file) => readFileSync(join(relayData, file)));
    assert.ok(stored.length > 0 && relayed.length > 0, 'the relay stored and passed updates');
    for (const bytes of [...stored, ...relayed]) {
      const text = bytes.toString('latin1');
      for (const name of names) assert.ok(!text.includes(name), `“${name}” is not in what the relay saw`);
    }
  });
});
