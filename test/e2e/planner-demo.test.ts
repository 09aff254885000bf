/** The demo rule (api-contract 1.6), both ways: it seeds an empty workspace, and never overwrites work. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertEventually } from '../support/eventually.ts';
import { newPage, seatingOnScreen, useSite } from './planner-harness.ts';

const site = useSite();

describe('the demo at ?demo=1', () => {
  it('loads the six demo bookings across four tables into an empty workspace', async () => {
    const { context, page } = await newPage(site);
    await page.goto(`${site.base}/en/?demo=1`);
    await page.getByText('The demo is loaded: six bookings across four tables.').waitFor();
    // Table cards render in slices after the notice: wait for them as a reader would.
    await assertEventually(async () => Object.values(await seatingOnScreen(page)).flat().length === 6, 'six bookings on the cards');
    const seating = await seatingOnScreen(page);
    assert.deepEqual(Object.keys(seating), ['Head table', 'Table 1', 'Table 2', 'Table 3', 'Without a seat']);
    assert.equal(Object.values(seating).flat().length, 6);
    assert.equal(new URL(page.url()).search, '', 'the parameter is dropped, so a reload shows the work');
    await context.close();
  });

  it('keeps open work, says so, and offers the demo as a new event', async () => {
    const { context, page } = await newPage(site);
    await page.goto(`${site.base}/en/?demo=1`);
    await page.getByText('The demo is loaded').waitFor();
    await assertEventually(async () => Object.values(await seatingOnScreen(page)).flat().length === 6, 'six bookings on the cards');
    await page.locator('table-card .chip', { hasText: 'Shira' }).click();
    await page.locator('table-card', { hasText: 'Table 3' }).getByRole('button', { name: 'Move here' }).click();
    // The move shows once it is saved.
    await assertEventually(async () => (await seatingOnScreen(page))['Table 3']?.includes('Shira') ?? false, 'Shira at Table 3');
    const work = await seatingOnScreen(page);
    assert.ok(work['Table 3']!.includes('Shira'));

    await page.goto(`${site.base}/en/?demo=1`);
    await page.getByText('Your open work was kept: the demo never replaces it.').waitFor();
    await assertEventually(async () => Object.values(await seatingOnScreen(page)).flat().length === 6, 'six bookings on the cards');
    assert.deepEqual(await seatingOnScreen(page), work);

    await page.getByRole('button', { name: 'Open the demo as a new event' }).click();
    await page.getByText('The demo is loaded').waitFor();
    const events = page.getByLabel('Event', { exact: true });
    assert.equal(await events.locator('option').count(), 2);
    assert.ok(!(await seatingOnScreen(page))['Table 3']!.includes('Shira'), 'the new event is the untouched demo');

    await events.selectOption({ index: 1 });
    await page.waitForFunction(() => true);
    await assertEventually(async () => (await seatingOnScreen(page))['Table 3']?.includes('Shira') ?? false, 'Shira at Table 3');
    await context.close();
  });

  it('loads the demo in Hebrew too, right to left', async () => {
    const { context, page } = await newPage(site, { locale: 'he-IL' });
    await page.goto(`${site.base}/he/?demo=1`);
    await page.getByText('ההדגמה נטענה').waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await page.locator('html').getAttribute('lang'), 'he');
    // Table cards render in slices after the notice: wait for them as a reader would.
    await assertEventually(async () => Object.values(await seatingOnScreen(page)).flat().length === 6, 'six bookings on the cards');
    assert.equal(Object.values(await seatingOnScreen(page)).flat().length, 6);
    await context.close();
  });
});
