/** The escort list, place cards and table lists name every seated person once, and nobody else. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse, type HTMLElement } from 'node-html-parser';
import { peopleOf } from '../../src/model/records.ts';
import { LABEL_SHEETS, printHtml, type PrintPlan } from '../../src/print/index.ts';
import { examplePlan, translator } from '../support/print-example.ts';

const t = translator('en');
const text = (element: HTMLElement | null): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const sorted = (items: string[]): string[] => [...items].sort();

/** Every person of the plan's seated bookings as printed: by name, or "Guest of <booking>". */
function seatedPeople(plan: PrintPlan): string[] {
  return plan.guests
    .filter((guest) => plan.seating[guest.name] !== undefined)
    .flatMap((guest) => peopleOf(guest).map((person) => (person.name !== '' ? person.name : `Guest of ${guest.name}`)));
}

/** The example with its first seated family of several people taken off its table. */
function planWithUnseated(): { plan: PrintPlan; unseated: string[] } {
  const plan = examplePlan();
  const family = plan.guests.find((guest) => guest.size >= 3 && plan.seating[guest.name] !== undefined)!;
  const { [family.name]: _, ...seating } = plan.seating;
  return { plan: { ...plan, seating }, unseated: peopleOf(family).map((p) => p.name) };
}

describe('print: every seated person exactly once', () => {
  it('the example seats all 150 guests, some of them unnamed', () => {
    const people = seatedPeople(examplePlan());
    assert.equal(people.length, 150);
    assert.ok(people.some((person) => person.startsWith('Guest of ')));
  });

  it('the escort list names each seated person once, with their table, and no one unseated', () => {
    const { plan, unseated } = planWithUnseated();
    const root = parse(printHtml(plan, { kind: 'escort', language: 'en', fonts: 'linked' }, t));
    const entries = root.querySelectorAll('.entry');
    assert.deepEqual(sorted(entries.map((entry) => text(entry.querySelector('.person')))), sorted(seatedPeople(plan)));
    for (const name of unseated) assert.ok(!entries.some((entry) => text(entry).includes(name)), name);
    const emma = entries.find((entry) => text(entry.querySelector('.person')) === 'Emma Clarke')!;
    assert.equal(text(emma.querySelector('.table')), plan.seating['Emma & Noah']);
  });

  it('the escort list is in family-name order, with a heading for each first letter of the family name', () => {
    const root = parse(printHtml(examplePlan(), { kind: 'escort', language: 'en', fonts: 'linked' }, t));
    const names = root.querySelectorAll('.entry .person').map(text);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const family = (label: string) =>
      label
        .replace(/^Guest of /, '')
        .split(' ')
        .filter((word) => /\p{L}/u.test(word))
        .at(-1) ?? '';
    const byFamily = (a: string, b: string) => collator.compare(family(a), family(b));
    for (let i = 1; i < names.length; i++) assert.ok(byFamily(names[i - 1]!, names[i]!) <= 0, `${names[i - 1]} before ${names[i]}`);
    assert.deepEqual(
      root.querySelectorAll('.letter').map(text).slice(0, 3),
      [...new Set(names.map((n) => family(n).charAt(0).toUpperCase()))].slice(0, 3),
    );
  });

  it('with the first-name option, the escort list is in alphabetical order, with a heading for each first letter', () => {
    const root = parse(printHtml(examplePlan(), { kind: 'escort', language: 'en', fonts: 'linked', nameOrder: 'first' }, t));
    const names = root.querySelectorAll('.entry .person').map(text);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const sortKey = (label: string) => label.replace(/^Guest of /, '');
    assert.deepEqual(
      names.map(sortKey),
      [...names.map(sortKey)].sort((a, b) => collator.compare(a, b)),
    );
    assert.deepEqual(
      root.querySelectorAll('.letter').map(text).slice(0, 3),
      [...new Set(names.map((n) => sortKey(n).charAt(0).toUpperCase()))].slice(0, 3),
    );
  });

  for (const sheet of LABEL_SHEETS) {
    it(`place cards on ${sheet.id}: one card per seated person, at most ${sheet.columns * sheet.rows} a sheet`, () => {
      const { plan, unseated } = planWithUnseated();
      const root = parse(printHtml(plan, { kind: 'place-cards', language: 'en', labelSheet: sheet.id, fonts: 'linked' }, t));
      const cards = root.querySelectorAll('.place');
      assert.deepEqual(sorted(cards.map((card) => text(card.querySelector('.lower .person')))), sorted(seatedPeople(plan)));
      for (const name of unseated) assert.ok(!root.textContent.includes(name), name);
      const sheets = root.querySelectorAll('.sheet');
      assert.equal(sheets.length, Math.ceil(cards.length / (sheet.columns * sheet.rows)));
      assert.ok(sheets.every((s) => s.querySelectorAll('.place').length <= sheet.columns * sheet.rows));
    });
  }

  it('place cards show the meal mark in its colour', () => {
    const plan = examplePlan();
    const html = printHtml(plan, { kind: 'place-cards', language: 'en', fonts: 'linked' }, t);
    const root = parse(html);
    const card = root.querySelectorAll('.place').find((c) => text(c.querySelector('.lower .person')) === 'Emma Clarke')!;
    const meat = plan.meals.find((meal) => meal.name === 'Meat')!;
    assert.equal(text(card.querySelector('.lower .meal-name')), 'Meat');
    // The colour is a class with a rule in the document's CSS: the app draws it under a policy without inline style.
    const colourClass = card.querySelector('.lower .meal-symbol')?.classList.value.find((c) => c.startsWith('meal-colour-'));
    assert.ok(colourClass, 'the mark has a colour class');
    assert.ok(html.includes(`.${colourClass} { color: ${meat.colour}; }`), 'the class gives the meal its colour');
    assert.ok(!html.includes('style="'), 'no inline style attribute');
    assert.equal(text(card.querySelector('.lower .meal-symbol')), meat.symbol);
  });

  it('table lists: each table is one block that the print CSS keeps on one page, holding exactly its people', () => {
    const plan = examplePlan();
    const html = printHtml(plan, { kind: 'tables', language: 'en', fonts: 'linked' }, t);
    assert.match(html, /\.table-list \{[^}]*break-inside: avoid/);
    const blocks = parse(html).querySelectorAll('.table-list');
    assert.deepEqual(
      blocks.map((block) => text(block.querySelector('h2 bdi'))),
      plan.tables.map((table) => table.name),
    );
    for (const block of blocks) {
      const table = text(block.querySelector('h2 bdi'));
      const expected = plan.guests
        .filter((guest) => plan.seating[guest.name] === table)
        .flatMap((guest) => peopleOf(guest).map((p) => (p.name !== '' ? p.name : `Guest of ${guest.name}`)));
      const printed = block.querySelectorAll('li > span:first-child').map(text);
      assert.deepEqual(sorted(printed), sorted(expected), table);
    }
  });

  it('table cards: one page per table, its upper half turned over for the fold', () => {
    const plan = examplePlan();
    const html = printHtml(plan, { kind: 'table-cards', language: 'en', fonts: 'linked' }, t);
    assert.match(html, /\.face\.upper \{[^}]*rotate\(180deg\)/);
    const cards = parse(html).querySelectorAll('.card');
    assert.equal(cards.length, plan.tables.length);
    assert.equal(text(cards[1]!.querySelector('.lower .number')), plan.tables[1]!.name.replace(/\D/g, ''));
  });

  it('the seating chart shows every table and person on one landscape page of the chosen paper', () => {
    const plan = examplePlan();
    const html = printHtml(plan, { kind: 'chart', language: 'en', chartPaper: 'A2', fonts: 'linked' }, t);
    assert.match(html, /@page \{ size: A2 landscape;/);
    const root = parse(html);
    assert.equal(root.querySelectorAll('.chart-table').length, plan.tables.length);
    assert.deepEqual(sorted(root.querySelectorAll('.chart-table li').map(text)), sorted(seatedPeople(plan)));
  });
});
