/**
 * The planner in plain words, as a new user meets it in English on a desktop and in Hebrew on a
 * 360 px phone: after seating, the plan is told in words and the figures wait under a closed
 * "Details"; more guests than seats is said as such, with what helps; a file given to the wrong box,
 * or a spreadsheet given to "Open file…", is read as what it is; the reminder to save a file is one
 * line; and a phone opens the floor plan as something it can read. Pictures of each in
 * `npm run screenshots`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { weddingExampleFiles } from '../../src/contract/index.ts';
import { runsLook, shot } from '../support/screenshots.ts';
import { importFile, newPage, seatTheExample, seriousViolations, useSite } from './planner-harness.ts';
import { patience } from '../support/eventually.ts';

const site = useSite();
const examples = join(BUILD_PATHS.public, 'examples');
const folder = mkdtempSync(join(tmpdir(), 'plain-words-'));
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;
const locale = (lang: 'en' | 'he') => (lang === 'he' ? 'he-IL' : 'en-US');

/** Figures a planner should not have to read, in either language. */
const JARGON = { en: /penalty|lower bound|\bbound\b|\bpoints?\b/i, he: /קנס|חסם|נקודות/ } as const;

/**
 * The text a person sees: every text node (shadow roots included) whose element is rendered and not
 * folded away. Sent as source text: the test's compiler would add helpers the page does not have.
 */
const VISIBLE_TEXT = `(() => {
  const out = [];
  const walk = (root) => {
    for (const node of Array.from(root.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        const hidden = parent && parent.closest('.visually-hidden, [hidden]');
        if (parent && !hidden && parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && node.textContent.trim())
          out.push(node.textContent.trim());
      } else if (node instanceof Element) {
        if (node.localName === 'script' || node.localName === 'style') continue;
        if (node.shadowRoot) walk(node.shadowRoot);
        walk(node);
      }
    }
  };
  walk(document.body);
  return out.join('\\n');
})()`;

const visibleText = (page: Page): Promise<string> => page.evaluate<string>(VISIBLE_TEXT);

describe('the plan in words', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES).filter(([size]) => runsLook(lang, size))) {
      it(`after seating the 150-guest example, says it in words with no figures in sight (${lang}, ${size})`, async () => {
        const phone = size === 'phone';
        const { context, page } = await newPage(site, { ...viewport, touch: phone, locale: locale(lang) });
        await seatTheExample(page, site, lang);
        const outcome = (await page.locator('solver-panel .outcome').textContent())!.replace(/[\u2066-\u2069]/g, '');
        assert.match(outcome, lang === 'en' ? /^Done: 150 of 150 guests seated/ : /^הסתיים: הושבו 150 מתוך 150 אורחים/);
        const seen = await visibleText(page);
        const jargon = seen.split('\n').filter((line) => JARGON[lang].test(line));
        assert.deepEqual(jargon, [], 'no penalty, bound or points outside the closed Details');
        // The guest count leads the view, in sight without scrolling.
        const seated = page.locator('plan-summary [data-fact="seated"]');
        assert.match((await seated.textContent())!, lang === 'en' ? /150 of 150 guests seated/ : /הושבו 150 מתוך 150 אורחים/);
        const box = (await seated.boundingBox())!;
        assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `the guest count is at ${Math.round(box.y)} px`);
        // The figures are one closed disclosure away, and still there for an expert.
        const details = page.locator('penalty-breakdown details');
        assert.equal(await details.getAttribute('open'), null);
        assert.match((await details.locator('summary').textContent())!, lang === 'en' ? /Details/ : /פרטים/);
        await shot(page, `${lang}-${size}-words-seated.png`);
        await details.locator('summary').click();
        assert.ok(await page.locator('penalty-breakdown tfoot td').first().isVisible(), 'opened, Details shows the penalty');
        await context.close();
      });
    }
  }

  it('before anyone is seated, says so instead of counting split groups', async () => {
    const { context, page } = await newPage(site);
    const files = weddingExampleFiles('en');
    await page.goto(`${site.base}/en/`);
    await importFile(page, 'guests', join(examples, files.guests));
    await importFile(page, 'tables', join(examples, files.tables));
    await page.locator('import-panel .next .btn.primary').click();
    const summary = page.locator('plan-summary');
    await summary
      .locator('[data-fact="seated"]')
      .getByText(/Not seated yet: \d+ of 150 guests sit, at the tables they are pinned to/)
      .waitFor();
    assert.equal(await summary.getByText(/split by choice/).count(), 0);
    assert.equal(await summary.locator('[data-fact="groups"]').count(), 0);
    assert.equal(await page.locator('solver-panel dl').count(), 0, 'no penalty figures above the plan');
    await context.close();
  });
});

describe('more guests than seats', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    it(`in Hebrew, 12 people and 10 seats: says the shortfall and what helps (${size})`, async () => {
      const phone = size === 'phone';
      const guests = join(folder, 'he-12-guests.csv');
      const tables = join(folder, 'he-10-tables.csv');
      writeFileSync(guests, 'שם,כמות\nדנה ויוסי,2\nרות,1\nאבי,3\nנועה,2\nאליה,1\nתמר,1\nשירה,2\n');
      writeFileSync(tables, 'שם,מקומות\nשולחן 1,5\nשולחן 2,5\n');
      const { context, page } = await newPage(site, { ...viewport, touch: phone, locale: 'he-IL' });
      await page.goto(`${site.base}/he/`);
      await importFile(page, 'guests', guests);
      await importFile(page, 'tables', tables);
      // Said already where the files went in, before seating.
      await page.locator('import-panel .next .short').getByText('שני אורחים יותר ממספר המקומות').waitFor();
      await page.locator('import-panel .next .btn.primary').click();
      const shortfall = page.locator('plan-summary [data-fact="shortfall"]');
      await shortfall.getByText('שני אורחים יותר ממספר המקומות: הוסיפו שולחן או מקומות').waitFor();
      assert.ok(await shortfall.getByRole('button', { name: 'הוספת שולחן' }).isVisible());
      assert.ok(await shortfall.getByRole('button', { name: 'הוספת מקומות לשולחן' }).isVisible());
      await page.locator('solver-panel button.primary').click();
      await page.locator('solver-panel .outcome:not(.bad)').waitFor({ timeout: patience(30_000) });
      await shortfall.waitFor();
      // No seat is free: "Seat the changes" could seat no one, so it is not offered.
      assert.equal(await page.getByRole('button', { name: 'להושיב את השינויים' }).count(), 0);
      assert.equal(await page.getByText(/להושיב את השינויים“ מושיב/).count(), 0, 'no hint to press it either');
      assert.deepEqual(await seriousViolations(page), [], 'the seating view with a shortfall passes axe-core');
      await shot(page, `he-${size}-words-shortfall.png`);
      // "Add a table" opens the table editor right there.
      await shortfall.getByRole('button', { name: 'הוספת שולחן' }).click();
      await page.locator('plan-summary table-editor dialog[open]').waitFor();
      await context.close();
    });
  }
});

describe('one way in for files', () => {
  it('reads a tables file given to the guests box as the tables, and says so', async () => {
    const { context, page } = await newPage(site);
    await page.goto(`${site.base}/en/`);
    await importFile(page, 'guests', join(examples, 'wedding-150-tables.csv'));
    await page.getByText('16 tables, 158 seats').waitFor();
    const routed = page.locator('import-panel .routed');
    assert.match((await routed.textContent())!, /is a tables file \(it has “capacity”/);
    assert.equal(await page.locator('import-mapping').count(), 0, 'no question reads "capacity" as the size of a booking');
    assert.equal(await page.locator('file-drop[kind=guests] .loaded').count(), 0, 'the guests are still to come');
    assert.deepEqual(await seriousViolations(page), [], 'the import step with its note passes axe-core');
    await shot(page, 'en-desktop-words-routed.png');
    await context.close();
  });

  for (const lang of ['en', 'he'] as const) {
    it(`opens a workbook given to "Open file…" as the guests and tables its sheets hold, never as JSON (${lang})`, async () => {
      const book = new ExcelJS.Workbook();
      book.addWorksheet('Guests').addRows([
        ['name', 'size', 'group'],
        ['Dana & Yossi', 2, 'Family'],
        ['Ruth', 1, 'Family'],
      ]);
      book.addWorksheet('Tables').addRows([
        ['name', 'capacity'],
        ['T1', 4],
        ['T2', 4],
      ]);
      const path = join(folder, `${lang}-event.xlsx`);
      await book.xlsx.writeFile(path);
      const { context, page } = await newPage(site, { ...SIZES.phone, touch: true, locale: locale(lang) });
      await page.goto(`${site.base}/${lang}/`);
      await page.locator('import-panel file-drop').first().waitFor();
      await page.locator('event-menu #event-file').setInputFiles(path);
      await page.locator('file-drop[kind=tables] .loaded').waitFor();
      await page.locator('file-drop[kind=guests] .loaded').waitFor();
      const routed = (await page.locator('import-panel .routed').textContent())!.replace(/[\u2066-\u2069]/g, '');
      assert.match(routed, lang === 'en' ? /sheet “Guests” as a guests file; sheet “Tables” as a tables file/ : /„Guests” כקובץ אורחים/);
      const seen = await visibleText(page);
      assert.doesNotMatch(seen, /JSON|Unexpected token/);
      assert.equal(await page.locator('file-refusal').count(), 0);
      await shot(page, `${lang}-phone-words-open-workbook.png`);
      await context.close();
    });
  }

  it('takes the guests sheet of a workbook given to the guests box without asking, when its columns say so', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('משימות').addRows([['להתקשר לקייטרינג'], ['פרחים']]);
    book.addWorksheet('אורחים').addRows([
      ['שם', 'כמות', 'קבוצה'],
      ['דנה ויוסי', 2, 'משפחה'],
      ['רות', 1, 'חברים'],
    ]);
    const path = join(folder, 'he-guests-two-sheets.xlsx');
    await book.xlsx.writeFile(path);
    const { context, page } = await newPage(site, { locale: 'he-IL' });
    await page.goto(`${site.base}/he/`);
    await importFile(page, 'guests', path);
    await page.locator('file-drop[kind=guests] .loaded').waitFor();
    assert.equal(await page.locator('sheet-chooser section').count(), 0, 'no question: the columns said which sheet');
    assert.match(
      (await page.locator('import-panel .routed').textContent())!.replace(/[\u2066-\u2069]/g, ''),
      /הגיליון „אורחים” כקובץ אורחים/,
    );
    await context.close();
  });

  it('explains a CSV file given to "Open file…" whose columns could be guests or tables', async () => {
    const path = join(folder, 'names.csv');
    writeFileSync(path, 'name,size\nDana,2\n');
    const { context, page } = await newPage(site);
    await page.goto(`${site.base}/en/`);
    await page.locator('import-panel file-drop').first().waitFor();
    await page.locator('event-menu #event-file').setInputFiles(path);
    await page
      .locator('import-panel .routed')
      .getByText(/could not be told/)
      .waitFor();
    assert.equal(await page.locator('file-drop .loaded').count(), 0, 'nothing was read as the wrong kind');
    await context.close();
  });
});

describe('the phone', () => {
  for (const lang of ['en', 'he'] as const) {
    it(`at 360 × 740 with touch: a one-line reminder, and a floor plan that opens readable (${lang})`, async () => {
      const { context, page } = await newPage(site, { ...SIZES.phone, touch: true, locale: locale(lang) });
      await seatTheExample(page, site, lang);
      const note = page.locator('save-reminder .note');
      await note.waitFor();
      const box = (await note.boundingBox())!;
      assert.ok(box.height <= 56, `the reminder is ${box.height} px tall`);
      assert.ok(box.x >= 0 && box.x + box.width <= 360, `the reminder runs from ${box.x} to ${box.x + box.width} px`);
      for (const button of await note.locator('button').all()) {
        const b = (await button.boundingBox())!;
        assert.ok(b.height >= 44 && b.width >= 44, `a reminder button is ${b.width}×${b.height}`);
      }
      // Every control of the seating view's words, reminder and solver is a 44 px target.
      const small = await page.evaluate(() => {
        const app = document.querySelector('seating-app')!.shadowRoot!;
        const view = app.querySelector('seating-view')!.shadowRoot!;
        const roots = [app.querySelector('save-reminder'), view.querySelector('plan-summary'), view.querySelector('solver-panel')];
        return roots
          .flatMap((el) => Array.from(el!.shadowRoot!.querySelectorAll('button, summary, select, input')))
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height < 44)
          .map(({ el, box }) => `${el.textContent.trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      });
      assert.deepEqual(small, [], 'every target is at least 44 px tall');
      await shot(page, `${lang}-phone-words-reminder.png`);

      await page.locator('seating-app >> nav button').nth(3).tap();
      await page.locator('room-canvas, room-list').first().waitFor();
      if ((await page.locator('room-list').count()) === 0) {
        const sizes = await page.locator('room-canvas .number').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
        assert.ok(Math.min(...sizes) >= 11, `table numbers are ${Math.min(...sizes)} px`);
      }
      await shot(page, `${lang}-phone-words-room.png`);
      await context.close();
    });
  }
});

describe('the guest list', () => {
  for (const lang of ['en', 'he'] as const) {
    it(`at 1,280 px shows every column to the notes, wraps long notes, and names each meal beside its mark (${lang})`, async () => {
      const path = join(folder, `${lang}-notes.csv`);
      const note = 'Arrives late from the airport; please keep a seat near the door and a plate aside for after the speeches';
      writeFileSync(
        path,
        `name,size,group,guests,meals,needs,notes\nDana & Yossi,2,Family,Dana; Yossi,Meat; Fish,wheelchair,${note}\nRuth,1,Friends,Ruth,Vegetarian,,\n`,
      );
      const { context, page } = await newPage(site, { width: 1280, height: 800, locale: locale(lang) });
      await page.goto(`${site.base}/${lang}/`);
      await importFile(page, 'guests', path);
      await page.locator('seating-app >> nav button').nth(1).click();
      const cell = page.locator('guest-list td.detail', { hasText: 'Arrives late' });
      await cell.waitFor();
      const box = (await cell.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 1280, `the notes run from ${Math.round(box.x)} to ${Math.round(box.x + box.width)} px`);
      const text = await cell.locator('.detail-text').boundingBox();
      assert.ok(text && text.height > 30, 'a long note wraps onto more lines');
      const meals = page.locator('guest-list .meal-chip .meal-name');
      // In family-name order: Ruth, then Dana & Yossi (under Yossi).
      assert.deepEqual(await meals.allInnerTexts(), ['Vegetarian', 'Meat', 'Fish']);
      await shot(page, `${lang}-desktop-words-guest-list.png`);
      await context.close();
    });
  }
});
