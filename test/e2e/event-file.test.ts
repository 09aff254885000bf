/**
 * One event, one file: an event saved as a `.seating` file in one browser profile opens in a fresh
 * profile (by the file picker, and by dropping the file on the planner), is edited there and saved
 * again; a copy of an event the profile holds opens that event and changes nothing; a file from a
 * newer app is refused with nothing changed; and the reminder to save a file comes after an import
 * and goes once the file is saved.
 *
 * The profiles are kept in `profiles` so the merge of the edited file back into the first one
 * (issue 14, item 1) can continue the first test where it says so.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { importFile, newPage, seriousViolations, useSite } from './planner-harness.ts';

const examples = join(BUILD_PATHS.public, 'examples');
const work = mkdtempSync(join(tmpdir(), 'event-file-'));
const profiles: BrowserContext[] = [];
// Registered before useSite's own, so the contexts close before the shared browser may.
after(async () => {
  for (const context of profiles) await context.close();
  rmSync(work, { recursive: true, force: true });
});
const site = useSite();

interface SeatingFile {
  format: string;
  version: number;
  event: { id: string; name: string; content: { guests: { name: string }[]; seating: Record<string, string> } };
}

/** A browser context of its own (its own IndexedDB), as a second planner on another computer has. */
async function freshProfile(): Promise<{ context: BrowserContext; page: Page }> {
  return newPage(site);
}

async function openEventsDialog(page: Page) {
  await page.getByRole('button', { name: 'Events…' }).click();
  return page.locator('event-menu dialog');
}

/** "Save as file…" in the events dialog; returns the downloaded file's name and path. */
async function saveAsFile(page: Page): Promise<{ name: string; path: string }> {
  const dialog = await openEventsDialog(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save as file…' }).click();
  const file = await download;
  const path = join(mkdtempSync(join(work, 'download-')), file.suggestedFilename());
  await file.saveAs(path);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return { name: file.suggestedFilename(), path };
}

async function openByPicker(page: Page, path: string): Promise<void> {
  await openEventsDialog(page);
  await page.locator('event-menu #event-file').setInputFiles(path);
}

/** Drags the file from outside the page and drops it on the planner's main area. */
async function openByDrop(page: Page, path: string, fileName: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ text, fileName }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], fileName));
      return transfer;
    },
    { text: readFileSync(path, 'utf8'), fileName },
  );
  const main = page.locator('seating-app main');
  await main.dispatchEvent('dragenter', { dataTransfer });
  await main.dispatchEvent('dragover', { dataTransfer });
  await main.dispatchEvent('drop', { dataTransfer });
}

const eventNames = (page: Page) => page.locator('event-menu select option').allTextContents();
const notice = (page: Page) => page.locator('seating-app .notice p');
async function guestNames(page: Page): Promise<string[]> {
  await page.locator('guest-list tbody th [data-cell]').first().waitFor();
  return page.locator('guest-list tbody th [data-cell]').allTextContents();
}

async function importWedding(page: Page): Promise<void> {
  await page.goto(`${site.base}/en/`);
  await importFile(page, 'guests', join(examples, 'wedding-150-guests.csv'));
  await page.locator('file-drop[kind=guests] .loaded').waitFor();
  await importFile(page, 'tables', join(examples, 'wedding-150-tables.csv'));
  await page.getByRole('button', { name: 'Go to seating' }).waitFor();
}

describe('a .seating file', () => {
  it('saved in one profile opens in fresh ones by the picker and by drop, is edited there and saved again', async () => {
    // The first planner: an event with the 150-guest wedding, saved as a file.
    const first = await freshProfile();
    profiles.push(first.context);
    await importWedding(first.page);
    const saved = await saveAsFile(first.page);
    assert.equal(saved.name, 'Event 1.seating');
    const original = JSON.parse(readFileSync(saved.path, 'utf8')) as SeatingFile;
    assert.equal(original.format, 'seating-optimizer/event');
    assert.equal(original.event.content.guests.length, 83);

    // A second planner, fresh profile, opens it with the file picker: a new event with every booking.
    const second = await freshProfile();
    profiles.push(second.context);
    await second.page.goto(`${site.base}/en/`);
    await openByPicker(second.page, saved.path);
    await notice(second.page).getByText('Opened Event 1 from Event 1.seating as a new event.').waitFor();
    assert.deepEqual(await eventNames(second.page), ['Event 1']);
    await second.page.locator('nav button').nth(1).click();
    assert.equal((await guestNames(second.page)).length, 83);

    // Dropped on the planner again, the same file is a copy of the event this profile holds: it opens, nothing is added,
    // and the review says the file changes nothing.
    await openByDrop(second.page, saved.path, saved.name);
    await notice(second.page)
      .getByText(/is a copy of Event 1, which this workspace already holds/)
      .waitFor();
    await second.page
      .locator('merge-review')
      .getByText('The file holds the same guest list as the event: there is nothing to merge.')
      .waitFor();
    await second.page.locator('merge-review').getByRole('button', { name: 'Cancel' }).click();
    assert.deepEqual(await eventNames(second.page), ['Event 1']);

    // A third planner, fresh profile, takes the file by dropping it on the planner, and renames a booking.
    const third = await freshProfile();
    profiles.push(third.context);
    await third.page.goto(`${site.base}/en/`);
    await openByDrop(third.page, saved.path, saved.name);
    await notice(third.page).getByText('Opened Event 1 from Event 1.seating as a new event.').waitFor();
    await third.page.locator('nav button').nth(1).click();
    const renamed = original.event.content.guests[0]!.name;
    await third.page.getByRole('button', { name: `Edit all fields ${renamed}` }).click();
    const editor = third.page.locator('guest-editor dialog');
    await editor.getByLabel('Name', { exact: true }).fill('The Renamed Family');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden' });
    assert.ok((await guestNames(third.page)).includes('The Renamed Family'));

    // Saved again: the same event (its id), with the booking renamed.
    const savedAgain = await saveAsFile(third.page);
    const edited = JSON.parse(readFileSync(savedAgain.path, 'utf8')) as SeatingFile;
    assert.equal(edited.event.id, original.event.id);
    const names = edited.event.content.guests.map((g) => g.name);
    assert.ok(names.includes('The Renamed Family') && !names.includes(renamed));

    // Merged back into the first planner's event: the review shows the change before anything changes (a booking
    // renamed is the old name gone and a new one added), and applying it renames the booking there too.
    await openByDrop(first.page, savedAgain.path, savedAgain.name);
    const review = first.page.locator('merge-review');
    await review.getByText(/What .*Event 1\.seating.* changes/).waitFor();
    assert.equal(
      (await review.locator('p').first().textContent())!.replace(/[\u2068\u2069]/g, '').trim(),
      '1 added, 1 removed, 0 changed, 82 unchanged.',
    );
    await review.locator('label.option', { hasText: 'The Renamed Family' }).waitFor();
    await review.locator('label.option', { hasText: renamed }).waitFor();
    assert.equal(await eventNames(first.page).then((names) => names.length), 1, 'no event is added');
    await review.getByRole('button', { name: 'Apply 2 changes' }).click();
    await review.locator('section').waitFor({ state: 'detached' });
    await first.page.locator('nav button').nth(1).click();
    const merged = await guestNames(first.page);
    assert.ok(merged.includes('The Renamed Family') && !merged.includes(renamed), 'the first planner has the rename');
    assert.equal(merged.length, 83);
  });

  it('from a newer version of the app is refused, saying what to do, and nothing open changes', async () => {
    const { context, page } = await newPage(site);
    await importWedding(page);
    const path = join(work, 'from-the-future.seating');
    const file = JSON.parse(readFileSync((await saveAsFile(page)).path, 'utf8')) as SeatingFile;
    writeFileSync(path, JSON.stringify({ ...file, version: file.version + 1, event: { ...file.event, name: 'Future' } }));
    await openByPicker(page, path);
    const refusal = page.locator('file-refusal');
    // The file name is isolated in the sentence by invisible marks, so it is matched apart.
    await refusal.getByText(/from-the-future\.seating\W* was not opened/).waitFor();
    await refusal.getByText('It was made by a newer version of Seating Optimizer.').waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the refusal is accessible');
    await refusal.getByText('Update the app (reload the page) and open the file again. Nothing open was changed.').waitFor();
    assert.deepEqual(await eventNames(page), ['Event 1']);

    // A file whose content breaks the schema names the place in the file.
    writeFileSync(path, JSON.stringify({ ...file, event: { ...file.event, content: { ...file.event.content, guests: 'none' } } }));
    await openByPicker(page, path);
    await refusal.getByText(/At \W?\/event\/content\/guests\W?: should be of type array\./).waitFor();
    assert.deepEqual(await eventNames(page), ['Event 1']);
    await context.close();
  });

  it('is asked for after an import, and the reminder goes once the file is saved, also after a reload', async () => {
    const { context, page } = await newPage(site);
    await importWedding(page);
    const reminder = page.locator('save-reminder');
    await reminder.getByText(/Large changes since this event was last saved as a file/).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the reminder is accessible');
    const download = page.waitForEvent('download');
    await reminder.getByRole('button', { name: 'Save as file' }).click();
    assert.equal((await download).suggestedFilename(), 'Event 1.seating');
    await reminder.getByText(/Large changes/).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('event-menu select').waitFor();
    assert.equal(await reminder.getByText(/Large changes/).count(), 0);
    await context.close();
  });
});
