/** Two bookings named David Cohen, in different groups at different tables: every printed document shows each at his own table. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'node-html-parser';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import { findSeatTablesOf } from '../../src/print/find-seat.ts';
import { printHtml, reprintCounts, reprintSince, type PrintPlan } from '../../src/print/index.ts';
import { utf8 } from './csv-helpers.ts';
import { translator } from '../support/print-example.ts';

const GUESTS = [
  'name,size,group',
  'David Cohen,2,Bride/Family',
  'Sarah Levi,1,Bride/Friends',
  'David Cohen,1,Groom/Work',
  'Ron Bar,2,Groom/Work',
].join('\n');
const guests = readGuestsFile(utf8(GUESTS), 'guests.csv').records;
const tables = readTablesFile(utf8('name,capacity\nTable 1,4\nTable 2,4\n')).records;
const plan: PrintPlan = {
  eventName: 'Wedding',
  guests,
  tables,
  // Keyed as the event keys them: by id where the name repeats.
  seating: { 'David Cohen #1': 'Table 1', 'Sarah Levi': 'Table 1', 'David Cohen #2': 'Table 2', 'Ron Bar': 'Table 2' },
  seats: { 'David Cohen #1': [3, 4], 'Sarah Levi': [1], 'David Cohen #2': [2], 'Ron Bar': [3, 4] },
  meals: [],
};
const en = translator('en');
const html = (kind: 'escort' | 'tables' | 'place-cards') => parse(printHtml(plan, { kind, language: 'en', fonts: 'linked' }, en));
const text = (node: { textContent: string }) => node.textContent.replace(/\s+/g, ' ').trim();

describe('print: two bookings with one name', () => {
  it('the escort list shows each David Cohen with his group, at his own table', () => {
    const entries = html('escort')
      .querySelectorAll('.entry')
      .map((entry) => [text(entry.querySelector('.person')!), text(entry.querySelector('.table')!)]);
    assert.deepEqual(
      entries.filter(([person]) => person!.includes('David Cohen')),
      [
        ['David Cohen · Bride / Family', 'Table 1'],
        ['Guest of David Cohen · Bride / Family', 'Table 1'],
        ['David Cohen · Groom / Work', 'Table 2'],
      ],
    );
  });

  it('the table lists put each David Cohen at his own table, his plus-one named with his group', () => {
    const lists = new Map(
      html('tables')
        .querySelectorAll('.table-list')
        .map((section) => [text(section.querySelector('h2 bdi')!), text(section)] as const),
    );
    assert.match(lists.get('Table 1') ?? '', /David Cohen.*Guest of David Cohen · Bride \/ Family.*Sarah Levi/);
    assert.match(lists.get('Table 2') ?? '', /David Cohen/);
    assert.doesNotMatch(lists.get('Table 2') ?? '', /Bride/);
  });

  it('the place cards carry each David Cohen’s own table', () => {
    const cards = html('place-cards')
      .querySelectorAll('.face.lower')
      .map((face) => [text(face.querySelector('.person')!), text(face.querySelector('.table')!)]);
    assert.deepEqual(cards.filter(([person]) => person!.includes('David Cohen')).sort(), [
      ['David Cohen', 'Table 1'],
      ['David Cohen', 'Table 2'],
      ['Guest of David Cohen · Bride / Family', 'Table 1'],
    ]);
  });

  it('the floor plan writes each David Cohen at his own table, and find-my-seat finds one at each table', () => {
    const svg = parse(printHtml(plan, { kind: 'floor-plan', language: 'en', fonts: 'linked', names: true }, en));
    const tablesDrawn = svg.querySelectorAll('g.table').map((g) => g.querySelectorAll('text').map(text));
    const table1 = tablesDrawn.find((names) => names.includes('Table 1'))!;
    const table2 = tablesDrawn.find((names) => names.includes('Table 2'))!;
    assert.ok(table1.includes('David Cohen') && table1.includes('Guest of David Cohen · Bride / Family'), table1.join(' | '));
    assert.ok(table2.includes('David Cohen'), table2.join(' | '));
    assert.deepEqual(
      findSeatTablesOf(plan).map((table) => [table.name, table.people.filter((name) => name.startsWith('David Cohen'))]),
      [
        ['Table 1', ['David Cohen · Bride / Family']],
        ['Table 2', ['David Cohen · Groom / Work']],
      ],
    );
  });

  it('a reprint after one David Cohen moves prints only his card and entry, not his namesake’s', () => {
    const before = { guests, tables, seating: { ...plan.seating, 'David Cohen #2': 'Table 1', 'Sarah Levi': 'Table 2' } };
    const filter = reprintSince(before, plan);
    assert.deepEqual(reprintCounts(plan, filter), { placeCards: 2, escort: 2, tables: 2 });
  });
});
