/**
 * The primary path as a new user walks it, in the built site: two CSV files in, solve, a move by
 * keyboard, undo, export (the file matches the screen and scores the penalty shown), and a reload
 * that finds everything where it was.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { readGuestsFile, readSeatingFile, readTablesFile } from '../../src/csv/index.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { evaluate, seatTerms } from '../../src/solver/index.ts';
import { scoreFromTerms } from '../../src/solver/score.ts';
import { UNSEATED } from '../../src/model/problem.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import type { Page } from 'playwright-core';
import type { SeatingApp } from '../../src/components/app/seating-app.ts';
import { assertEventually, patience } from '../support/eventually.ts';
import { importFile, newPage, penaltyOnScreen, seatingOnScreen, useSite } from './planner-harness.ts';

const examples = join(BUILD_PATHS.public, 'examples');
const GUESTS = join(examples, 'wedding-150-guests.csv');
const TABLES = join(examples, 'wedding-150-tables.csv');

const site = useSite();

describe('from two CSV files to an exported seating plan', () => {
  it('imports, solves, moves by keyboard, undoes, exports the same plan, and finds it all after a reload', async () => {
    const { context, page } = await newPage(site);
    await page.goto(`${site.base}/en/`);
    await page.getByText('Plan your seating in five steps').waitFor();

    await importFile(page, 'guests', GUESTS);
    await page.getByText('83 bookings, 150 guests').waitFor();
    await importFile(page, 'tables', TABLES);
    await page.getByText('16 tables, 158 seats').waitFor();
    await page.getByRole('button', { name: 'Go to seating' }).click();

    await page.getByLabel('Time').selectOption('2');
    await page.getByRole('button', { name: 'Seat everyone' }).click();
    await page
      .locator('solver-panel .outcome')
      .getByText('Done: 150 of 150 guests seated')
      .waitFor({ timeout: patience(20_000) });
    // Cards render in slices: read the plan once every table is drawn.
    await assertEventually(async () => (await page.locator('table-card').count()) === 16, 'every table card');
    const solved = await seatingOnScreen(page);
    assert.deepEqual(solved['Without a seat'], undefined, 'everyone has a seat (there are 8 seats to spare)');

    // Keyboard only: focus a single guest, Enter to select, then Enter on "Move here" of a table with room.
    // The tables are told apart by their titles, never by text a guest's name might be part of ('Ann' in 'Anna').
    const withRoom = await page.locator('table-card').evaluateAll((cards) =>
      cards
        .map((card) => card.shadowRoot!)
        .filter((root) => /\b[1-9]\d* empty seats?\b/.test(root.querySelector('.meta')?.textContent ?? ''))
        .map((root) => root.querySelector('h3')!.textContent.trim())
        // The head table's spare seat is reserved for the wedding party.
        .filter((title) => title !== 'Head table'),
    );
    // The mover is a one-seat booking no hard rule names, so the move is allowed whatever plan the solver found.
    const free = freeToMove(readGuestsFile(readFileSync(GUESTS), 'guests.csv').records);
    const [from, mover] = Object.entries(solved)
      .filter(([table]) => table !== 'Head table')
      .flatMap(([table, names]) => names.map((name) => [table, name] as const))
      .find(([table, name]) => free.has(name) && withRoom.some((title) => title !== table))!;
    const targetName = withRoom.find((title) => title !== from)!;
    await page
      .locator('table-card .chip')
      .filter({ has: page.getByText(mover, { exact: true }) })
      .focus();
    await page.keyboard.press('Enter');
    const target = page.locator('table-card').filter({ has: page.getByRole('heading', { name: targetName, exact: true }) });
    await target.getByRole('button', { name: 'Move here' }).focus();
    await page.keyboard.press('Enter');
    await assertEventually(async () => (await seatingOnScreen(page))[targetName]!.includes(mover), 'the moved guest at the new table');
    assert.ok(!(await seatingOnScreen(page))[from]!.includes(mover));

    await page.keyboard.press('Control+z');
    await assertEventually(async () => (await seatingOnScreen(page))[from]!.includes(mover), 'the guest back after undo');
    assert.deepEqual(await seatingOnScreen(page), solved);

    // The seat order follows the plan in the worker and its seat terms join the penalty: export once it has landed.
    await seatOrderLanded(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download seating CSV' }).click();
    const file = await download;
    const exported = readFileSync(await file.path());
    assert.equal(file.suggestedFilename(), 'Event-1-seating.csv');
    assert.deepEqual([...exported.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with a byte order mark');
    assert.ok(exported.toString('utf8').includes('\r\n'), 'CRLF line ends');

    // The file holds the plan on screen, and scores to the penalty shown.
    const guests = readGuestsFile(readFileSync(GUESTS), 'guests.csv');
    const tables = readTablesFile(readFileSync(TABLES), 'tables.csv');
    const seating = readSeatingFile(exported, 'export.csv', guests.records, tables.records);
    assert.deepEqual(seating.issues, []);
    const fromFile: Record<string, string[]> = {};
    seating.arrangement.forEach((table, i) => (fromFile[table ?? 'Without a seat'] ??= []).push(guests.records[i]!.name));
    for (const names of Object.values(fromFile)) names.sort();
    assert.deepEqual(fromFile, Object.fromEntries(Object.entries(solved).filter(([, names]) => names.length > 0)));
    const { problem } = compileProblem(guests.records, tables.records);
    const assignment = Int32Array.from(seating.arrangement, (table) =>
      table === null ? UNSEATED : tables.records.findIndex((t) => t.name === table),
    );
    // Scored as the command line's score does: the plan, and the seat numbers the file carries.
    const plain = evaluate(problem!, assignment);
    const shownPenalty = seating.seats
      ? scoreFromTerms({ ...plain.terms, ...seatTerms(problem!, assignment, seating.seats) }).penalty
      : plain.penalty;
    await assertEventually(
      async () => (await penaltyOnScreen(page)) === shownPenalty,
      `the penalty on screen is the file's ${shownPenalty}`,
    );

    await page.reload();
    await page.locator('table-card').first().waitFor();
    // Cards render in slices: wait until every table is back before comparing.
    await assertEventually(async () => JSON.stringify(await seatingOnScreen(page)) === JSON.stringify(solved), 'the plan after reload');
    assert.deepEqual(await seatingOnScreen(page), solved);
    await assertEventually(async () => (await penaltyOnScreen(page)) === shownPenalty, 'the penalty of the exported plan on screen');
    await context.close();
  });
});

/** One-seat bookings that are not pinned and that no hard rule (keep apart, together, a required tag) names. */
function freeToMove(records: readonly GuestRecord[]): Set<string> {
  const named = new Set(
    records.flatMap((r) => (r.avoid.length > 0 || (r.together?.length ?? 0) > 0 ? [r.name, ...r.avoid, ...(r.together ?? [])] : [])),
  );
  return new Set(
    records.filter((r) => r.size === 1 && r.table === null && !named.has(r.name) && (r.requires?.length ?? 0) === 0).map((r) => r.name),
  );
}

/** Once the seat order the worker works out for the plan on screen is saved (the planner's seat keeper is idle) and drawn. */
async function seatOrderLanded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.querySelector<SeatingApp>('seating-app')!.planner!.seats.idle;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}
