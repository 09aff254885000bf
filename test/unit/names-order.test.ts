/**
 * People's names from the columns planners use (Plus one, Partner, Guest 2, בן/בת זוג), and lists
 * in family-name order: read through the guests file, printed on the escort list, the place cards
 * and the table lists, in English and Hebrew.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'node-html-parser';
import { CSV_FILES } from '../../src/contract/index.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { matchHeader, meaningChoices } from '../../src/csv/header-match.ts';
import { writeCsv } from '../../src/csv/seating-write.ts';
import { emptyContent } from '../../src/model/event-content.ts';
import { diffGuestLists } from '../../src/model/guest-diff.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import { printHtml, type PrintOptions, type PrintPlan } from '../../src/print/index.ts';
import { eventFileText, readEventFile } from '../../src/state/event-file.ts';
import { translator } from '../support/print-example.ts';
import { errorsOf, utf8 } from './csv-helpers.ts';

const guestsSpec = CSV_FILES.guests;
const text = (value: string | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

/** A plan seating every booking of a guests file at one table. */
function planOf(records: readonly GuestRecord[], table = 'Table 1'): PrintPlan {
  return {
    eventName: 'Wedding',
    guests: records,
    tables: [{ name: table, capacity: 40 }],
    seating: Object.fromEntries(records.map((record) => [record.name, table])),
    meals: [],
  };
}

function printed(plan: PrintPlan, options: Omit<PrintOptions, 'fonts'>): string[] {
  const html = printHtml(plan, { ...options, fonts: 'linked' }, translator(options.language));
  const selector =
    options.kind === 'place-cards' ? '.place .lower .person' : options.kind === 'escort' ? '.entry .person' : '.booking li span';
  return parse(html)
    .querySelectorAll(selector)
    .map((element) => text(element.textContent));
}

function read(csv: string) {
  const file = readGuestsFile(utf8(csv), 'guests.csv');
  assert.deepEqual(errorsOf(file.issues), []);
  return file;
}

describe("people's names from plus-one columns", () => {
  it('a "Plus one" column names the second person on the place cards and the escort list, not "Guest of"; one of yes or no adds a seat not yet named', () => {
    const { records } = read('Name,Plus one,Group\nJames Wilson,Sarah Wilson,Groom\nGrandma Ruth,,Bride\n');
    assert.deepEqual(
      records.map((r) => [r.name, r.size]),
      [
        ['James Wilson', 2],
        ['Grandma Ruth', 1],
      ],
    );
    for (const kind of ['place-cards', 'escort'] as const) {
      const names = printed(planOf(records), { kind, language: 'en' });
      assert.ok(names.includes('Sarah Wilson'), `${kind}: ${names.join(', ')}`);
      assert.ok(names.includes('James Wilson'), kind);
      assert.ok(!names.some((name) => name.startsWith('Guest of')), `${kind}: ${names.join(', ')}`);
    }
    // A plus-one column that only says yes, no or how many adds seats for guests not yet named (issue 55): never a person called "yes".
    const flags = read('Name,+1\nJames Wilson,yes\nGrandma Ruth,no\n');
    assert.deepEqual(
      flags.records.map((r) => [r.name, r.size, r.people?.map((p) => p.name)]),
      [
        ['James Wilson', 2, ['James Wilson']],
        ['Grandma Ruth', 1, undefined],
      ],
    );
    assert.equal(read('Name,Plus one\nJames Wilson,2\nGrandma Ruth,\n').records[0]!.size, 3, 'two plus-ones');
  });

  it('Hebrew headers (שם, בן/בת זוג, מלווה) name the people on Hebrew place cards and escort list', () => {
    const { records } = read('שם,בן/בת זוג,מלווה 2\nיוסי כהן,רחל כהן,\nדנה לוי,,אבי מזרחי\n');
    for (const kind of ['place-cards', 'escort'] as const) {
      const names = printed(planOf(records, 'שולחן 1'), { kind, language: 'he' });
      assert.deepEqual([...names].sort(), ['אבי מזרחי', 'דנה לוי', 'יוסי כהן', 'רחל כהן'], kind);
    }
  });

  it('several columns ("Guest 2", "Guest 3", "Partner") add their names after the guests column, and the size follows when none is given', () => {
    const { records, columns } = read(
      'Name,Guests,Guest 2,Guest 3,Size\nThe Levis,Dana Levi; Yossi Levi,Noa Levi,Omer Levi,\nAnna,,Ben,,3\n',
    );
    assert.deepEqual(
      columns.map((c) => c.meaning),
      ['name', 'guests', 'plus_ones', 'plus_ones', 'size'],
    );
    assert.deepEqual(
      records[0]!.people?.map((p) => p.name),
      ['Dana Levi', 'Yossi Levi', 'Noa Levi', 'Omer Levi'],
    );
    assert.equal(records[0]!.size, 4);
    assert.deepEqual(
      records[1]!.people?.map((p) => p.name),
      ['Anna', 'Ben'],
    );
    assert.equal(records[1]!.size, 3, 'a size given stays');
  });

  it('more plus-ones than the size says is an error on the plus-one column, and nothing is read', () => {
    const file = readGuestsFile(utf8('Name,Size,Partner\nAnna,1,Ben\n'), 'guests.csv');
    assert.deepEqual(
      errorsOf(file.issues).map((i) => [i.code, i.column]),
      [['too_many_people', 'Partner']],
    );
  });

  it("the mapping step offers people's names for any column, and knows the planners' headers without asking", () => {
    assert.ok(meaningChoices(guestsSpec).includes('plus_ones'));
    const headers = ['Name', 'Plus one', 'Plus-one name', '+1', 'Spouse', 'Second guest', 'Guest 4', 'בן/בת זוג', 'שם המלווה'];
    const match = matchHeader(guestsSpec, headers, [headers.map(() => 'Sarah')]);
    assert.deepEqual(
      match.columns.map((c) => c.meaning),
      ['name', ...headers.slice(1).map(() => 'plus_ones')],
    );
    assert.deepEqual(match.doubts, []);
  });
});

describe('family-name order', () => {
  const people = ['Aaron Young', 'Zoe Adams', 'Mia Brown'];
  const english = planOf(people.map((name) => ({ name, size: 1, group: [], strength: null, avoid: [], table: null })));

  it('the escort list puts Zoe Adams before Aaron Young, with headings of family-name letters', () => {
    assert.deepEqual(printed(english, { kind: 'escort', language: 'en' }), ['Zoe Adams', 'Mia Brown', 'Aaron Young']);
    const html = printHtml(english, { kind: 'escort', language: 'en', fonts: 'linked' }, translator('en'));
    assert.deepEqual(
      parse(html)
        .querySelectorAll('.letter')
        .map((h) => text(h.textContent)),
      ['A', 'B', 'Y'],
    );
    // The first-name option restores the old order.
    assert.deepEqual(printed(english, { kind: 'escort', language: 'en', nameOrder: 'first' }), ['Aaron Young', 'Mia Brown', 'Zoe Adams']);
  });

  it('Hebrew names go by family name in Hebrew collation', () => {
    const names = ['אבי לוי', 'תמר אברהם', 'בני מזרחי', 'שרה כהן'];
    const hebrew = planOf(
      names.map((name) => ({ name, size: 1, group: [], strength: null, avoid: [], table: null })),
      'שולחן 1',
    );
    assert.deepEqual(printed(hebrew, { kind: 'escort', language: 'he' }), ['תמר אברהם', 'שרה כהן', 'אבי לוי', 'בני מזרחי']);
    assert.deepEqual(printed(hebrew, { kind: 'escort', language: 'he', nameOrder: 'first' }), [
      'אבי לוי',
      'בני מזרחי',
      'שרה כהן',
      'תמר אברהם',
    ]);
  });

  it('the table lists list each table by family name, or by name with the first-name option', () => {
    assert.deepEqual(printed(english, { kind: 'tables', language: 'en' }), ['Zoe Adams', 'Mia Brown', 'Aaron Young']);
    assert.deepEqual(printed(english, { kind: 'tables', language: 'en', nameOrder: 'first' }), ['Aaron Young', 'Mia Brown', 'Zoe Adams']);
  });

  it('a last name column, or a sort-under column, sorts "van der Berg" and "Ben David" under the whole family name', () => {
    const split = read('First name,Last name,Partner\nAnna,van der Berg,Piet van der Berg\nWim,Visser,\nLena,Bakker,\nTom,Cohen,\n');
    assert.equal(split.records[0]!.sortUnder, 'van der Berg');
    assert.equal(split.records[1]!.sortUnder, undefined, 'the last word already is the family name');
    assert.deepEqual(printed(planOf(split.records), { kind: 'escort', language: 'en' }), [
      'Lena Bakker',
      'Tom Cohen',
      'Anna van der Berg',
      'Piet van der Berg',
      'Wim Visser',
    ]);
    const given = read('שם,מיון לפי\nיוסי בן דוד,בן דוד\nרון גל,\n');
    assert.deepEqual(printed(planOf(given.records, 'שולחן 1'), { kind: 'escort', language: 'he' }), ['יוסי בן דוד', 'רון גל']);
  });

  it('the family name a booking sorts under is written by the seating export and the .seating file, and read back', () => {
    const { records } = read('Name,Sort under\nYossi Ben David,Ben David\n');
    const row = [['Table 1', records[0]!.name, '1', '', records[0]!.sortUnder ?? '']];
    const back = read(writeCsv(['table', 'name', 'size', 'group', 'sort_under'], row));
    assert.equal(back.records[0]!.sortUnder, 'Ben David');
    const content = { ...emptyContent('e1'), guests: records };
    const opened = readEventFile(eventFileText({ id: 'e1', name: 'Wedding' }, content, new Date(0)), 'w.seating', []);
    assert.ok(opened.kind === 'new-event', JSON.stringify(opened));
    assert.equal(opened.content.guests[0]!.sortUnder, 'Ben David');
  });

  it('a file that gives a booking another family name to sort under is a change the merge review shows', () => {
    const held = read('Name\nYossi Ben David\n').records;
    const incoming = read('Name,Sort under\nYossi Ben David,Ben David\n').records;
    assert.deepEqual(
      diffGuestLists(held, incoming).changed.map((change) => change.fields),
      [['sortUnder']],
    );
  });
});
