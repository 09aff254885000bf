/** The caterer sheet's counts, Hebrew documents, escaping and fonts of the print pack. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse } from 'node-html-parser';
import Papa from 'papaparse';
import { catererCsv, catererSheet, PRINT_KINDS, printHtml, type PrintPlan } from '../../src/print/index.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { mealsWithUsed } from '../../src/model/meals.ts';
import { EXAMPLE_FILES, exampleFiles, examplePlan, translator } from '../support/print-example.ts';

const en = translator('en');
const he = translator('he');

/** Meals counted straight from a guests file's meals column (by its header), without the product's reader. */
function mealsInGuestsFile(path = EXAMPLE_FILES.guests, column = 'meals'): Map<string, number> {
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const meal of (row[column] ?? '').split(';').map((m) => m.trim())) counts.set(meal, (counts.get(meal) ?? 0) + 1);
  return counts;
}

describe('print: the caterer sheet', () => {
  const plan = examplePlan();
  const expected = mealsInGuestsFile();

  it('its totals equal the meals of the guests file, in the sheet, the CSV and the HTML', () => {
    assert.deepEqual([...expected.keys()].sort(), ['Fish', 'Kids', 'Meat', 'Vegetarian']);
    const sheet = catererSheet(plan, en);
    const total = sheet.rows.at(-1)!;
    assert.equal(total[0], 'Total');
    const csvRows = Papa.parse<string[]>(catererCsv(plan, en).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    assert.deepEqual(csvRows[0], sheet.header);
    const root = parse(printHtml(plan, { kind: 'caterer', language: 'en', fonts: 'linked' }, en));
    const htmlTotal = root.querySelectorAll('tfoot td').map((cell) => cell.textContent.trim());
    for (const [meal, count] of expected) {
      const column = sheet.header.indexOf(meal);
      assert.ok(column > 0, meal);
      assert.equal(total[column], String(count), meal);
      assert.equal(csvRows.at(-1)![column], String(count), meal);
      assert.equal(htmlTotal[column], String(count), meal);
    }
    assert.equal(total[sheet.header.indexOf('children')], String(expected.get('Kids')));
    assert.equal(total[sheet.header.indexOf('people')], '150');
  });

  it('each table row counts its own people, and the rows add up to the totals', () => {
    const sheet = catererSheet(plan, en);
    const meat = sheet.header.indexOf('Meat');
    const tableRows = sheet.rows.slice(0, -1);
    assert.deepEqual(
      tableRows.map((row) => row[0]),
      plan.tables.map((table) => table.name),
    );
    assert.equal(
      tableRows.reduce((sum, row) => sum + Number(row[meat]), 0),
      Number(sheet.rows.at(-1)![meat]),
    );
    const needs = sheet.rows.at(-1)![sheet.header.indexOf('needs')]!;
    assert.match(needs, /High chair × 3/);
    assert.match(needs, /Wheelchair × 2/);
    assert.match(needs, /Nut allergy × 2/);
  });

  it('people without a table get their own row, so the totals still match the guests file', () => {
    const { ['The Baker family']: _, ...seating } = plan.seating;
    const sheet = catererSheet({ ...plan, seating }, en);
    const notSeated = sheet.rows.at(-2)!;
    assert.equal(notSeated[0], 'Not seated');
    assert.equal(notSeated[sheet.header.indexOf('people')], '5');
    assert.equal(sheet.rows.at(-1)![sheet.header.indexOf('people')], '150');
  });

  it('the CSV neutralises a cell that would start a formula', () => {
    const tricky: PrintPlan = { ...plan, tables: [{ name: '=HYPERLINK("x")', capacity: 4 }], seating: {} };
    assert.match(catererCsv(tricky, en), /\r\n"'=HYPERLINK/);
  });
});

describe('print: the Hebrew example', () => {
  const plan = examplePlan('he');

  it("its caterer totals equal the Hebrew meals of its guests file, children counted from the children's meal", () => {
    const expected = mealsInGuestsFile(exampleFiles('he').guests, 'מנות');
    assert.deepEqual([...expected.keys()].sort(), ['בשר', 'דג', 'מנת ילדים', 'צמחוני']);
    const sheet = catererSheet(plan, he);
    assert.equal(new Set(sheet.header).size, sheet.header.length, `every column has its own heading: ${sheet.header.join(', ')}`);
    const total = sheet.rows.at(-1)!;
    for (const [meal, count] of expected) assert.equal(total[sheet.header.indexOf(meal)], String(count), meal);
    assert.equal(total[sheet.header.indexOf(he('print.caterer.children'))], String(expected.get('מנת ילדים')));
    assert.equal(total[sheet.header.indexOf(he('print.caterer.people'))], '150');
    assert.match(total[sheet.header.indexOf(he('print.caterer.needs'))]!, /כיסא תינוק/);
  });

  it('its escort list names all 150 people in Hebrew family-name order, the unnamed one as a guest of the booking', () => {
    const html = printHtml(plan, { kind: 'escort', language: 'he', fonts: 'linked' }, he);
    const names = parse(html)
      .querySelectorAll('.entry .person')
      .map((el) => el.textContent.trim());
    assert.equal(names.length, 150);
    const collator = new Intl.Collator('he', { sensitivity: 'base', numeric: true });
    const named = names.filter((name) => /^[\u05d0-\u05ea]/.test(name) && !name.startsWith('אורח/ת של'));
    const family = (name: string) => name.split(' ').at(-1) ?? '';
    for (let i = 1; i < named.length; i++) assert.ok(collator.compare(family(named[i - 1]!), family(named[i]!)) <= 0, named[i]);
    assert.ok(html.includes('אורח/ת של <bdi>זוהר לוי ובן זוג</bdi>'));
  });

  it('with the first-name option, its escort list names all 150 people in Hebrew alphabetical order, the unnamed one as a guest of the booking', () => {
    const html = printHtml(plan, { kind: 'escort', language: 'he', fonts: 'linked', nameOrder: 'first' }, he);
    const names = parse(html)
      .querySelectorAll('.entry .person')
      .map((el) => el.textContent.trim());
    assert.equal(names.length, 150);
    const collator = new Intl.Collator('he', { sensitivity: 'base', numeric: true });
    const named = names.filter((name) => /^[\u05d0-\u05ea]/.test(name) && !name.startsWith('אורח/ת של'));
    assert.deepEqual(
      named,
      [...named].sort((a, b) => collator.compare(a, b)),
    );
    assert.ok(html.includes('אורח/ת של <bdi>זוהר לוי ובן זוג</bdi>'));
  });
});

describe('print: Hebrew, names and fonts', () => {
  const plan = examplePlan();

  for (const kind of PRINT_KINDS) {
    it(`${kind} in Hebrew is a right-to-left Hebrew document, in English a left-to-right one`, () => {
      const hebrew = parse(printHtml(plan, { kind, language: 'he', fonts: 'linked' }, he)).querySelector('html')!;
      assert.equal(hebrew.getAttribute('dir'), 'rtl');
      assert.equal(hebrew.getAttribute('lang'), 'he');
      const english = parse(printHtml(plan, { kind, language: 'en', fonts: 'linked' }, en)).querySelector('html')!;
      assert.equal(english.getAttribute('dir'), 'ltr');
      assert.equal(english.getAttribute('lang'), 'en');
    });
  }

  it('the Hebrew escort list follows Hebrew collation (Hebrew names first), the English one English', () => {
    const names = ['Adam Levy', 'תמר כהן', 'Zoe Shaw', 'אבי לוי', 'בני גל'];
    const mixed: PrintPlan = {
      eventName: 'חתונה',
      guests: names.map((name) => ({ name, size: 1, group: [], strength: null, avoid: [], table: null })),
      tables: [{ name: 'שולחן 1', capacity: 10 }],
      seating: Object.fromEntries(names.map((name) => [name, 'שולחן 1'])),
      meals: [],
    };
    const order = (language: 'en' | 'he', nameOrder: 'family' | 'first') =>
      parse(printHtml(mixed, { kind: 'escort', language, fonts: 'linked', nameOrder }, language === 'he' ? he : en))
        .querySelectorAll('.entry .person')
        .map((el) => el.textContent);
    assert.deepEqual(order('he', 'family'), ['בני גל', 'תמר כהן', 'אבי לוי', 'Adam Levy', 'Zoe Shaw']);
    assert.deepEqual(order('en', 'family'), ['Adam Levy', 'Zoe Shaw', 'בני גל', 'תמר כהן', 'אבי לוי']);
    assert.deepEqual(order('he', 'first'), ['אבי לוי', 'בני גל', 'תמר כהן', 'Adam Levy', 'Zoe Shaw']);
    assert.deepEqual(order('en', 'first'), ['Adam Levy', 'Zoe Shaw', 'אבי לוי', 'בני גל', 'תמר כהן']);
  });

  it('an unnamed person prints as a guest of the booking, in the document language, the booking isolated', () => {
    const html = printHtml(plan, { kind: 'escort', language: 'he', fonts: 'linked' }, he);
    assert.ok(html.includes('אורח/ת של <bdi>Cousin Zoe Porter &amp; partner</bdi>'));
  });

  it('a booking that names nobody prints its own name for its first person and guests of it for the rest', () => {
    const nameless: PrintPlan = {
      ...plan,
      guests: [{ name: 'The Smiths', size: 2, group: [], strength: null, avoid: [], table: null }],
      seating: { 'The Smiths': 'Table 1' },
    };
    const entries = parse(printHtml(nameless, { kind: 'escort', language: 'en', fonts: 'linked' }, en)).querySelectorAll('.entry .person');
    assert.deepEqual(
      entries.map((el) => el.textContent),
      ['The Smiths', 'Guest of The Smiths'],
    );
  });

  it('names are escaped and isolated: markup in a name prints as text', () => {
    const evil: PrintPlan = {
      ...plan,
      guests: [
        {
          name: '<img src=x onerror=alert(1)>',
          size: 1,
          group: [],
          strength: null,
          avoid: [],
          table: null,
          people: [{ name: '<b>Bo</b>', meal: '' }],
        },
      ],
      seating: { '<img src=x onerror=alert(1)>': 'Table 1' },
    };
    for (const kind of PRINT_KINDS) {
      const html = printHtml(evil, { kind, language: 'en', fonts: 'linked' }, en);
      assert.ok(!html.includes('<img') && !html.includes('<b>Bo'), kind);
    }
    assert.ok(printHtml(evil, { kind: 'escort', language: 'en', fonts: 'linked' }, en).includes('<bdi>&lt;b&gt;Bo&lt;/b&gt;</bdi>'));
  });

  it('fonts are linked from the given folder, or embedded so the file works anywhere', () => {
    const linked = printHtml(plan, { kind: 'escort', language: 'he', fonts: 'linked', fontBase: '/fonts/' }, he);
    assert.ok(linked.includes('url("/fonts/rubik-hebrew-400-normal.woff2")'));
    const fontData = { 'rubik-hebrew-400-normal.woff2': new Uint8Array([119, 79, 70, 50]) };
    const embedded = printHtml(plan, { kind: 'escort', language: 'he', fonts: 'embedded', fontData }, he);
    assert.ok(embedded.includes('url("data:font/woff2;base64,d09GMg==")'));
    assert.ok(!embedded.includes('/fonts/'));
  });
});

describe('print: children the guests file marks', () => {
  it('the caterer sheet counts a child of the "Child 1" columns as a child, whatever their meal', () => {
    const guests = readGuestsFile(
      new TextEncoder().encode(
        'First Name,Last Name,Child 1 First Name,Child 2 First Name,Meal\nDana,Levi,Noa,Omer,Fish; Fish; Fish\nAvi,Cohen,,,Meat\n',
      ),
    ).records;
    const plan: PrintPlan = {
      eventName: 'Test',
      guests,
      tables: [{ name: 'T1', capacity: 8 }],
      seating: { 'Dana Levi': 'T1', 'Avi Cohen': 'T1' },
      meals: mealsWithUsed([], guests),
    };
    const sheet = catererSheet(plan, en);
    const total = sheet.rows.at(-1)!;
    assert.equal(total[sheet.header.indexOf('children')], '2');
    assert.equal(total[sheet.header.indexOf('people')], '4');
  });
});
