/** The people inside bookings: names, meals, needs and notes, per-booking and per-guest files, and every column kept on export. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readGuestsFile, readSeatingFile, readTablesFile, writeSeatingCsv } from '../../src/csv/index.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { countMeals, hasMeal, mealsWithUsed } from '../../src/model/meals.ts';
import { peopleOf } from '../../src/model/records.ts';
import { utf8 } from './csv-helpers.ts';

const where = (issues: readonly { code: string; line?: number; column?: string }[]) => issues.map((i) => `${i.code}@${i.line}:${i.column}`);

describe('people inside bookings', () => {
  it('reads names, meals, needs and notes; an empty size counts the people named; unnamed people keep their place', () => {
    const file = readGuestsFile(
      utf8(
        'name,size,guests,meals,needs,notes\n' +
          'Levi family,,Dana Levi; ; Noa Levi,Meat; Fish; Kids,High chair; nut allergy,Arrive late\n' +
          'Ruth,2,Ruth Cohen,Vegan,,\n',
      ),
    );
    assert.deepEqual(file.issues, []);
    const levi = file.records[0]!;
    const ruth = file.records[1]!;
    assert.equal(levi.size, 3);
    assert.deepEqual(levi.people, [
      { name: 'Dana Levi', meal: 'Meat' },
      { name: '', meal: 'Fish' },
      { name: 'Noa Levi', meal: 'Kids' },
    ]);
    assert.deepEqual(levi.needs, ['High chair', 'nut allergy']);
    assert.equal(levi.notes, 'Arrive late');
    assert.equal(ruth.size, 2);
    assert.deepEqual(peopleOf(ruth), [
      { name: 'Ruth Cohen', meal: 'Vegan' },
      { name: '', meal: '' },
    ]);
  });

  it('refuses more names or meals than seats, at the cell that has them', () => {
    const file = readGuestsFile(utf8('name,size,guests,meals\nDana,1,Dana; Yossi,\nRuth,1,,Fish; Meat\n'), 'g.csv');
    assert.deepEqual(where(file.issues), ['too_many_people@2:guests', 'too_many_meals@3:meals']);
  });

  it('reads a per-guest file: rows sharing a party are one booking, sized by its rows, its fields from the first row that gives them', () => {
    const file = readGuestsFile(
      utf8(
        'Party,Name,Meal,Group,Table,Needs\n' +
          'Levi family,Dana Levi,Meat,Bride/Family,,\n' +
          'Ruth,Ruth Cohen,Vegan,Groom,,\n' +
          'levi family,Yossi Levi,Fish,,T1,Wheelchair\n' +
          ',Avi,,Groom,,\n',
      ),
      'people.csv',
    );
    assert.deepEqual(file.issues, []);
    assert.deepEqual(
      file.records.map((r) => [r.name, r.size, r.group, r.table, r.people?.map((p) => `${p.name}/${p.meal}`), r.needs]),
      [
        ['Levi family', 2, ['Bride', 'Family'], 'T1', ['Dana Levi/Meat', 'Yossi Levi/Fish'], ['Wheelchair']],
        ['Ruth', 1, ['Groom'], null, ['Ruth Cohen/Vegan'], undefined],
        ['Avi', 1, ['Groom'], null, ['Avi/'], undefined],
      ],
    );
    assert.deepEqual(file.lines, [2, 3, 5]);
  });

  it('warns when rows of one party disagree, and when a per-guest file also has a size column', () => {
    const file = readGuestsFile(utf8('party,name,size,table\nLevi,Dana,3,T1\nLevi,Yossi,,T2\n'));
    assert.deepEqual(where(file.issues), ['party_size_ignored@1:size', 'party_conflict@3:table']);
    const levi = file.records[0]!;
    assert.equal(levi.table, 'T1');
    assert.equal(levi.size, 2);
  });

  it('keeps two parties of one name apart by their ids, a row without an id joining its party', () => {
    const file = readGuestsFile(
      utf8(
        'party,id,name,group\n' +
          'David Cohen,DC-bride,David Cohen,Bride/Family\n' +
          'David Cohen,,Noa Cohen,\n' +
          'David Cohen,DC-groom,David Cohen,Groom/Work\n',
      ),
    );
    assert.deepEqual(file.issues, []);
    assert.deepEqual(
      file.records.map((r) => [r.id, r.size, r.group.join('/'), r.people?.map((p) => p.name)]),
      [
        ['DC-bride', 2, 'Bride/Family', ['David Cohen', 'Noa Cohen']],
        ['DC-groom', 1, 'Groom/Work', ['David Cohen']],
      ],
    );
  });

  it('grows the meal list by the meals a file names, and counts each meal and the people without one', () => {
    const file = readGuestsFile(utf8('name,size,meals\nA,2,Meat; Kids meal\nB,2,meat\n'));
    const meals = mealsWithUsed([], file.records);
    assert.deepEqual(
      meals.map((m) => [m.name, m.forChildren]),
      [
        ['Meat', false],
        ['Kids meal', true],
      ],
    );
    assert.notEqual(meals[0]?.symbol, meals[1]?.symbol);
    const counts = countMeals(meals, file.records);
    assert.deepEqual(
      [...counts.byMeal],
      [
        ['Meat', 2],
        ['Kids meal', 1],
      ],
    );
    assert.equal(counts.none, 1);
    // Filtering by meal: by the list's spelling, or '' for someone without a meal.
    assert.deepEqual(
      file.records.map((g) => [hasMeal(g, 'MEAT'), hasMeal(g, 'Kids meal'), hasMeal(g, '')]),
      [
        [true, true, false],
        [true, false, true],
      ],
    );
  });
});

describe('the seating export keeps every column', () => {
  it('writes people, meals, needs, notes and two unknown columns, and reads back to the same records and arrangement', () => {
    const guestsCsv =
      'name,size,group,guests,meals,needs,notes,Shuttle,Phone\n' +
      'Levi family,2,Bride,Dana Levi; Yossi Levi,Meat; Fish,High chair,Late,yes,=1+1\n' +
      'Ruth,1,,Ruth Cohen,,,,no,\n';
    const guests = readGuestsFile(utf8(guestsCsv));
    const tables = readTablesFile(utf8('name,capacity\nT1,4\n'));
    const { problem } = compileProblem(guests.records, tables.records);
    const csv = writeSeatingCsv(problem!, Int32Array.from([0, -1]), guests.records);
    const lines = csv.slice(1).split('\r\n');
    assert.equal(lines[0], 'table,name,size,group,guests,meals,needs,notes,Shuttle,Phone');
    assert.ok(csv.includes(`"'=1+1"`), 'a cell that would run as a formula is guarded');
    const back = readGuestsFile(utf8(csv));
    assert.deepEqual(back.issues, []);
    assert.deepEqual(
      back.records.map(({ table, ...record }) => [record, table]),
      guests.records.map(({ table: _pin, ...record }, i) => [record, i === 0 ? 'T1' : null]),
    );
    const seating = readSeatingFile(utf8(csv), 'seating.csv', guests.records, tables.records);
    assert.deepEqual(seating.issues, []);
    assert.deepEqual(seating.arrangement, ['T1', null]);
  });

  it('adds no column a file did not have', () => {
    const guests = readGuestsFile(utf8('name,size\nA,1\n'));
    const tables = readTablesFile(utf8('name,capacity\nT1,4\n'));
    const { problem } = compileProblem(guests.records, tables.records);
    assert.ok(writeSeatingCsv(problem!, Int32Array.from([0]), guests.records).startsWith('\uFEFFtable,name,size,group\r\n'));
  });
});
