/**
 * Reserved tables in the built app: the demo's head table is kept for the couple, and shows it in
 * the table editor and in the floor plan's inspector; a table reserved there for a group seats only
 * that group when everyone is seated, with seats to spare elsewhere. Pictures, in English and Hebrew,
 * desktop and 360 px: <lang>-<size>-reserved-<editor|room>.png.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import type { SeatingApp } from '../../src/components/app/seating-app.ts';
import type { PickList } from '../../src/components/ui/pick-list.ts';
import { eventually, patience } from '../support/eventually.ts';
import { asRead, filledIn } from '../support/messages.ts';
import { runsLook, shot } from '../support/screenshots.ts';
import { newPage, seatingOnScreen, useSite } from './planner-harness.ts';
import { drawnTable } from './room-harness.ts';

const site = useSite();
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 780 } } as const;

/** The nav's steps: import, guests, seating, floor plan, print. */
async function step(page: Page, index: number, tap: boolean) {
  const button = page.locator('seating-app >> nav button').nth(index);
  await (tap ? button.tap() : button.click());
}

async function openDemo(page: Page, lang: 'en' | 'he') {
  await page.goto(`${site.base}/${lang}/?demo=1`);
  await page.locator('table-card').first().waitFor();
}

async function reservedFor(page: Page, table: string): Promise<string[] | undefined> {
  return page.evaluate((name) => {
    const app = document.querySelector<SeatingApp>('seating-app');
    return app?.planner?.store.state.content?.tables.find((t) => t.name === name)?.reservedFor;
  }, table);
}

describe('reserved tables', () => {
  it('a table reserved from the floor plan seats only the group it is kept for, the head table only the couple', async () => {
    const { context, page } = await newPage(site, { width: 1280, height: 900 });
    await openDemo(page, 'en');
    await step(page, 3, false);
    // Table 2 is where the best plan without a reservation seats the groom's family and a friend.
    await drawnTable(page, 'Table 2').click();
    const field = page.locator('room-view >> #room-reserved-for input');
    await field.fill('Bride / Fr');
    await field.press('Enter');
    await page.locator('room-view >> form.reserved button.primary').click();
    const kept = await eventually(
      () => reservedFor(page, 'Table 2'),
      (value) => value !== undefined,
    );
    assert.deepEqual(kept, ['Bride / Friends']);

    await step(page, 2, false);
    await page.locator('solver-panel button.primary').click();
    await page.locator('solver-panel .outcome').waitFor({ timeout: patience(20_000) });
    const seating = await seatingOnScreen(page);
    const seated = Object.values(seating).flat();
    assert.equal(seated.length, 6, `everyone seated: ${JSON.stringify(seating)}`);
    assert.ok(
      (seating['Table 2'] ?? []).every((name) => ['Tamar & Yoni', 'Shira'].includes(name)),
      `Table 2 holds only the bride's friends: ${JSON.stringify(seating)}`,
    );
    assert.deepEqual(seating['Head table'] ?? [], ['Noa & Daniel'], 'the head table holds only the couple, two seats spare');
    await context.close();
  });

  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES).filter(([size]) => runsLook(lang, size))) {
      it(`shows whom the head table is kept for in the table editor and the room inspector (${lang}, ${size})`, async () => {
        const phone = size === 'phone';
        const { context, page } = await newPage(site, { ...viewport, touch: phone, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await openDemo(page, lang);

        await step(page, 1, phone);
        const edit = page.locator('table-list li', { hasText: 'Head table' }).locator('.actions button').first();
        await (phone ? edit.tap() : edit.click());
        const editorField = page.locator('table-editor >> #table-reserved-for');
        await editorField.waitFor();
        assert.equal(await pickedIn(editorField), 'Couple');
        await page.evaluate(() => document.fonts.ready);
        await shot(page, `${lang}-${size}-reserved-editor.png`);
        await page.keyboard.press('Escape');

        await step(page, 3, phone);
        // A phone may open the room as the list; the drawing is one tap away.
        const drawingMode = page.locator('room-toolbar').getByRole('button', { name: lang === 'he' ? 'שרטוט' : 'Drawing', exact: true });
        await drawingMode.waitFor();
        if ((await drawingMode.getAttribute('aria-pressed')) !== 'true') await (phone ? drawingMode.tap() : drawingMode.click());
        const head = drawnTable(page, 'Head table');
        await head.waitFor();
        await (phone ? head.tap() : head.click());
        const roomField = page.locator('room-view >> #room-reserved-for');
        await roomField.waitFor();
        assert.equal(await pickedIn(roomField), 'Couple');
        await roomField.scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-reserved-room.png`);
        await context.close();
      });
    }
  }
});

describe('two tabs changing whom a table is kept for in the floor plan', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES).filter(([size]) => runsLook(lang, size))) {
      it(`keeps what this tab typed, asks with both values, and keeps this tab’s choice when saved again (${lang}, ${size})`, async () => {
        const phone = size === 'phone';
        const words = lang === 'he' ? he : en;
        const { context, page: first } = await newPage(site, { ...viewport, touch: phone, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await openDemo(first, lang);
        const second = await context.newPage();
        await second.goto(`${site.base}/${lang}/`);
        const [mine, theirs] = await Promise.all([first, second].map((page) => openReservation(page, 'Table 2', phone)));

        // Picked from the list by Enter; Enter again on the emptied field saves.
        await mine!.fill('Groom / Family');
        await mine!.press('Enter');
        await theirs!.fill('Bride / Friends');
        await theirs!.press('Enter');
        await theirs!.press('Enter');
        const heard = await eventually(
          () => reservedFor(first, 'Table 2'),
          (value) => value !== undefined,
        );
        assert.deepEqual(heard, ['Bride / Friends'], 'the other tab’s save reached this one');
        assert.equal(
          await pickedIn(first.locator('room-view >> #room-reserved-for')),
          'Groom / Family',
          'what this tab picked is still there',
        );

        await mine!.press('Enter');
        const asked = first.locator('room-view >> .refusal');
        await asked.waitFor();
        const clash = filledIn(words.refusal.clashLine, {
          field: words.merge.tableField.reservedFor,
          theirs: 'Bride / Friends',
          mine: 'Groom / Family',
        });
        assert.ok(
          asRead(await asked.textContent()).includes(clash),
          `both values are named: ${clash} in ${asRead(await asked.textContent())}`,
        );
        assert.deepEqual(await reservedFor(first, 'Table 2'), ['Bride / Friends'], 'nothing is saved before the planner chooses');
        await asked.scrollIntoViewIfNeeded();
        await shot(first, `${lang}-${size}-reserved-room-clash.png`);

        await mine!.press('Enter');
        await asked.waitFor({ state: 'detached' });
        await second.reload();
        const reread = await openReservation(second, 'Table 2', phone);
        assert.equal(
          await pickedIn(second.locator('room-view >> #room-reserved-for')),
          'Groom / Family',
          'this tab’s choice is the one kept',
        );
        assert.equal(await reread.inputValue(), '', 'nothing is left typed');
        await context.close();
      });
    }
  }
});

/** Shows the floor plan as a drawing, selects `table`, and gives its "Reserved for" field. */
async function openReservation(page: Page, table: string, phone: boolean) {
  await step(page, 3, phone);
  const drawingMode = page
    .locator('room-toolbar')
    .getByRole('button', { name: page.url().includes('/he/') ? 'שרטוט' : 'Drawing', exact: true });
  await drawingMode.waitFor();
  if ((await drawingMode.getAttribute('aria-pressed')) !== 'true') await (phone ? drawingMode.tap() : drawingMode.click());
  const drawn = drawnTable(page, table);
  await drawn.waitFor();
  await (phone ? drawn.tap() : drawn.click());
  const field = page.locator('room-view >> #room-reserved-for input');
  await field.waitFor();
  return field;
}

/** What a "Reserved for" picker holds: its chosen names, separated by ";". */
const pickedIn = (picker: Locator): Promise<string> => picker.evaluate((element) => (element as PickList).value);
