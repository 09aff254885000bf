/**
 * Three bookings named משה כהן, as a Hebrew planner's file has them: the planner, the prints and the
 * guests' find-my-seat page tell them apart by what a person knows (a partner, a group), and a
 * generated id ("משה כהן #2") never reaches a guest.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'node-html-parser';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import { bookingLabeler } from '../../src/model/booking-refs.ts';
import { findSeatTablesOf } from '../../src/print/find-seat.ts';
import { printHtml, type PrintPlan } from '../../src/print/index.ts';
import { utf8 } from './csv-helpers.ts';
import { translator } from '../support/print-example.ts';

const GUESTS = [
  'שם,כמות,קבוצה,שמות',
  'משה כהן,2,חתן / משפחה,משה כהן; שרה כהן',
  'משה כהן,1,חתן / צבא,משה כהן',
  'משה כהן,1,כלה / עבודה,משה כהן',
  'רונית לוי,1,כלה / עבודה,רונית לוי',
].join('\n');
const guests = readGuestsFile(utf8(GUESTS), 'guests.csv').records;
const tables = readTablesFile(utf8('name,capacity\nשולחן 1,4\nשולחן 2,4\nשולחן 3,4\n')).records;
const plan: PrintPlan = {
  eventName: 'החתונה של נועה ואיתי',
  guests,
  tables,
  seating: { 'משה כהן #1': 'שולחן 1', 'משה כהן #2': 'שולחן 2', 'משה כהן #3': 'שולחן 3', 'רונית לוי': 'שולחן 3' },
  meals: [],
};
const text = (node: { textContent: string }) => node.textContent.replace(/\s+/g, ' ').trim();

describe('three bookings named משה כהן', () => {
  it('the planner sees each by partner, then group', () => {
    assert.ok(
      guests.every((g) => g.id !== undefined || g.name === 'רונית לוי'),
      'the reader numbers the repeated name',
    );
    assert.deepEqual(guests.map(bookingLabeler(guests, { language: 'he' })), [
      'משה כהן ושרה',
      'משה כהן · חתן / צבא',
      'משה כהן · כלה / עבודה',
      'רונית לוי',
    ]);
  });

  it('with nothing but an id to tell them apart, the planner sees the id, a guest never does', () => {
    const twins = readGuestsFile(utf8('name,group\nDana,A\nDana,A\n')).records;
    assert.deepEqual(twins.map(bookingLabeler(twins)), ['Dana · A · #1', 'Dana · A · #2']);
    assert.deepEqual(twins.map(bookingLabeler(twins, { forGuests: true })), ['Dana · A', 'Dana · A']);
  });

  it('the escort list tells them apart without ids, each at his own table', () => {
    const html = printHtml(plan, { kind: 'escort', language: 'he', fonts: 'linked' }, translator('he'));
    assert.doesNotMatch(parse(html).querySelector('main')!.textContent, /#\d/);
    const entries = parse(html)
      .querySelectorAll('.entry')
      .map((entry) => [text(entry.querySelector('.person')!), text(entry.querySelector('.table')!)]);
    assert.deepEqual(entries.filter(([person]) => person!.startsWith('משה')).sort(), [
      ['משה כהן · חתן / צבא', 'שולחן 2'],
      ['משה כהן · כלה / עבודה', 'שולחן 3'],
      ['משה כהן ושרה', 'שולחן 1'],
    ]);
  });

  it('the find-my-seat page lists three different names, none with an id', () => {
    const people = findSeatTablesOf({ ...plan, language: 'he' }).flatMap((table) => table.people.map((name) => [table.name, name]));
    assert.deepEqual(people.filter(([, name]) => name!.startsWith('משה')).sort(), [
      ['שולחן 1', 'משה כהן ושרה'],
      ['שולחן 2', 'משה כהן · חתן / צבא'],
      ['שולחן 3', 'משה כהן · כלה / עבודה'],
    ]);
    assert.ok(!people.some(([, name]) => name!.includes('#')));
  });
});
