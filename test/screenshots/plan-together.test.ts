/**
 * Screenshots of plan together, both languages, desktop (1280×800) and phone (360×780): the events
 * dialog with the editor link, its QR code and the view-only link; and a second browser that opened
 * the link, with the notice that the event joined its events; who is here, in the first browser's
 * panel and header; and the question when both changed one booking's notes while apart. Pictures
 * to look at, not assertions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { startServer } from '../../src/server/main.ts';
import { startRelay, type Relay } from '../../src/server/relay.ts';
import type { Page } from 'playwright-core';
import { shot } from '../support/screenshots.ts';
import { eventually } from '../support/eventually.ts';
import { useSite } from '../e2e/planner-harness.ts';

const site = useSite();
const relayData = mkdtempSync(join(tmpdir(), 'relay-shots-'));
let relay: Relay;
let server: Server;
let base = '';

before(async () => {
  relay = await startRelay({ port: 0, dataDir: relayData, host: '127.0.0.1' });
  server = await startServer(0, '127.0.0.1', `ws://127.0.0.1:${relay.port}`);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  await relay.close();
  await new Promise((resolve) => server.close(resolve));
  rmSync(relayData, { recursive: true, force: true });
});

/** Writes the second booking's notes in the page's open event (the first is pinned to its table). */
const writeNotes = (page: Page, notes: string) =>
  page.evaluate(async (n) => {
    const store = document.querySelector('seating-app')!.planner!.store;
    const guest = store.state.content!.guests[1]!;
    await store.edit({ kind: 'editGuest', previousName: guest.name, guest: { ...guest, notes: n } });
  }, notes);

/** Moves the second booking to `table` in the page's open event. */
const moveSecond = (page: Page, table: string) =>
  page.evaluate(async (to) => {
    const store = document.querySelector('seating-app')!.planner!.store;
    await store.edit({ kind: 'move', booking: store.state.content!.guests[1]!.name, table: to });
  }, table);

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true },
} as const;

describe('screenshots of plan together', () => {
  for (const lang of ['en', 'he'] as const) {
    const t = lang === 'he' ? he : en;
    for (const [size, options] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const newContext = () =>
          site.browser.newContext({ ...options, locale: lang === 'he' ? 'he-IL' : 'en-US', serviceWorkers: 'block' });
        const sharing = await newContext();
        const page = await sharing.newPage();
        await page.goto(`${base}/${lang}/?demo=1`);
        await page.locator('table-card').first().waitFor();
        await page.getByRole('button', { name: t.events.manage }).click();
        await page.getByRole('button', { name: t.together.share }).click();
        const link = page.getByRole('textbox', { name: t.together.editLink });
        await page.locator('plan-together .status[data-status="synced"]').waitFor();
        await link.scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-together-sharing.png`);
        await page.getByRole('img', { name: t.together.qr }).scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-together-qr.png`);
        const editLink = await link.inputValue();

        const joining = await newContext();
        const other = await joining.newPage();
        await other.goto(editLink);
        await other.locator('table-card').first().waitFor();
        // The name is set apart by invisible direction marks in Hebrew: the words after it are enough.
        await other.getByText(t.together.joined.split('}}')[1]!.slice(1)).waitFor();
        await shot(other, `${lang}-${size}-together-joined.png`);
        await other.getByRole('button', { name: t.events.manage }).click();
        await other.locator('plan-together .status[data-status="synced"]').waitFor();
        await shot(other, `${lang}-${size}-together-joined-dialog.png`);
        // Who is here: the first browser's panel lists the second (by its kind of device), then its header does.
        await other.getByRole('dialog').getByRole('button', { name: t.common.close }).click();
        await page.locator('plan-together presence-list li').waitFor();
        await page.locator('plan-together presence-list').scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-together-presence-dialog.png`);
        await page.getByRole('dialog').getByRole('button', { name: t.common.close }).click();
        await page.locator('header > presence-list li').waitFor();
        await shot(page, `${lang}-${size}-together-presence.png`);

        // The clash question: both browsers change one booking's notes and table while the second is offline.
        await joining.setOffline(true);
        await eventually(
          () => other.evaluate(() => document.querySelector('seating-app')!.planner!.store.state.sharing?.status),
          (status) => status === 'offline',
        );
        await writeNotes(page, t.together.title);
        await writeNotes(other, t.together.share);
        // And its table: the question then has a line for where the booking sits.
        const tables = await page.evaluate(() =>
          document.querySelector('seating-app')!.planner!.store.state.content!.tables.map((t) => t.name),
        );
        await moveSecond(page, tables[1]!);
        await moveSecond(other, tables[2]!);
        await joining.setOffline(false);
        await other.locator('shared-clash [role=alert]').waitFor();
        await shot(other, `${lang}-${size}-together-clash.png`);
        await sharing.close();
        await joining.close();
      });
    }
  }
});
