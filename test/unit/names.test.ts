/**
 * The one identity of names: a name and the variants spreadsheets and keyboards make of it resolve
 * to the same booking, table and group in every reader and rule, and two rows that differ only that
 * way are reported as duplicates where they are.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { readGuestsFile, readSeatingFile, readTablesFile } from '../../src/csv/index.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { cleanName, nameKey } from '../../src/model/names.ts';
import { utf8 } from './csv-helpers.ts';

/** Names as people write them: Latin, Hebrew, accented, with inner spaces. */
const nameArb = fc
  .array(fc.constantFrom(...'abcdefgxyzABCDEFGXYZéüßשלוםכהןדני0123456789'.split('')), { minLength: 1, maxLength: 12 })
  .chain((letters) =>
    fc
      .array(fc.constantFrom(' ', ''), { minLength: letters.length, maxLength: letters.length })
      .map((gaps) => letters.map((l, i) => l + (gaps[i] ?? '')).join('')),
  )
  .map((text) => text.trim())
  .filter((text) => text !== '');

/** Changes a person cannot see, or would not call another name. */
const variantArb = fc.constantFrom<[string, (name: string) => string]>(
  ['trailing RLM', (n) => `${n}\u200f`],
  ['leading LRM', (n) => `\u200e${n}`],
  ['zero-width space inside', (n) => n.replace(/(.)/u, '$1\u200b')],
  ['NFD', (n) => n.normalize('NFD')],
  ['doubled spaces', (n) => n.replace(/ /g, '  ')],
  ['non-breaking spaces', (n) => n.replace(/ /g, '\u00a0')],
  ['outer spaces', (n) => `  ${n} `],
  ['upper case', (n) => n.toUpperCase()],
  ['lower case', (n) => n.toLowerCase()],
  ['byte order mark', (n) => `\ufeff${n}`],
);

const csv = (rows: string[][]) => utf8(rows.map((cells) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n'));

describe('name identity', () => {
  it('gives a name and each of its variants one key, and shows the variant without its invisible marks', () => {
    fc.assert(
      fc.property(nameArb, variantArb, (name, [, vary]) => {
        assert.equal(nameKey(vary(name)), nameKey(name));
        assert.doesNotMatch(cleanName(vary(name)), /[\u200b\u200e\u200f\ufeff]|\s\s|^\s|\s$/);
      }),
    );
  });

  it('cleans a plain ASCII name exactly as any other text (its shortcut changes no result)', () => {
    const full = (text: string) =>
      text
        .normalize('NFC')
        .replace(/[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const charArb = fc.constantFrom(..."aZ09.-'&".split(''), ' ', '  ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u200f', 'e\u0301', 'ש');
    fc.assert(
      fc.property(fc.array(charArb, { maxLength: 16 }), (chars) => {
        const text = chars.join('');
        assert.equal(cleanName(text), full(text));
      }),
      { numRuns: 2000 },
    );
    assert.equal(cleanName('Dana Levi'), 'Dana Levi');
    assert.equal(cleanName(' Dana\tLevi '), 'Dana Levi');
    assert.equal(cleanName('Dana  Levi'), 'Dana Levi');
  });

  it('keeps names apart that differ in letters', () => {
    assert.notEqual(nameKey('Dana'), nameKey('Dina'));
    assert.notEqual(nameKey('שולחן 1'), nameKey('שולחן 2'));
  });

  it('resolves pins, avoid lists and seating rows written as variants to the same booking and table', () => {
    fc.assert(
      fc.property(nameArb, nameArb, variantArb, variantArb, (booking, table, [, varyBooking], [, varyTable]) => {
        fc.pre(nameKey(booking) !== nameKey(`${table}x`) && nameKey(booking) !== nameKey('Other'));
        const guests = readGuestsFile(
          csv([
            ['name', 'size', 'group', 'avoid', 'table'],
            [booking, '2', 'Family', '', varyTable(table)],
            ['Other', '1', 'family', varyBooking(booking), ''],
          ]),
          'guests.csv',
        );
        const tables = readTablesFile(
          csv([
            ['name', 'capacity'],
            [table, '4'],
            [`${table}x`, '4'],
          ]),
          'tables.csv',
        );
        assert.deepEqual(guests.issues, []);
        assert.deepEqual(tables.issues, []);
        const { problem, issues } = compileProblem(guests.records, tables.records);
        assert.deepEqual(issues, []);
        assert.ok(problem);
        assert.equal(problem.bookings[0]?.pin, 0, 'the pin names the first table');
        assert.deepEqual(problem.bookings[1]?.avoid, [0], 'the avoid list names the first booking');
        assert.equal(problem.groups.length, 1, 'Family and family are one group');
        const seating = readSeatingFile(
          csv([
            ['table', 'name'],
            [varyTable(table), varyBooking(booking)],
            [`${table}x`, 'other'],
          ]),
          'seating.csv',
          guests.records,
          tables.records,
        );
        assert.deepEqual(seating.issues, []);
        assert.deepEqual(seating.arrangement, [tables.records[0]?.name, tables.records[1]?.name]);
      }),
      { numRuns: 200 },
    );
  });

  it('warns of two bookings whose names differ only by such a variant as one name repeated, with file, line and column', () => {
    fc.assert(
      fc.property(nameArb, variantArb, (name, [, vary]) => {
        const file = readGuestsFile(
          csv([
            ['Name', 'size'],
            [name, '1'],
            ['Someone else entirely', '1'],
            [vary(name), '1'],
          ]),
          'guests.csv',
        );
        const duplicates = file.issues.filter((i) => i.code === 'name_repeated' && i.severity === 'warning');
        assert.equal(duplicates.length, 1);
        assert.deepEqual(
          [duplicates[0]?.fileName, duplicates[0]?.line, duplicates[0]?.column, duplicates[0]?.params['firstLine']],
          ['guests.csv', 4, 'Name', 2],
        );
      }),
    );
  });

  it('reports tables whose names differ only by a zero-width or non-breaking space as duplicates', () => {
    const file = readTablesFile(utf8('name,capacity\nTable 1,8\nTable\u00a01,8\nTable 1\u200b,8\n'), 'tables.csv');
    assert.deepEqual(
      file.issues.map((i) => [i.code, i.line, i.column]),
      [
        ['duplicate_name', 3, 'name'],
        ['duplicate_name', 4, 'name'],
      ],
    );
  });
});
