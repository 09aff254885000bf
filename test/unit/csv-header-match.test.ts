import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { CSV_FILES, EXAMPLES } from '../../src/contract/index.ts';
import { matchHeader, matchKey, meaningChoices } from '../../src/csv/header-match.ts';
import { matchRawHeader, readGuestsFile, readRawCsv, readTablesFile } from '../../src/csv/index.ts';
import { mappingFor, rememberedMeanings, withMapping } from '../../src/state/column-mapping.ts';
import { emptyContent } from '../../src/model/event-content.ts';
import { utf8, where } from './csv-helpers.ts';

const guests = CSV_FILES.guests;
const tables = CSV_FILES.tables;
const meaningsOf = (header: string[], rows: string[][] = [], spec = guests) =>
  matchHeader(spec, header, rows).columns.map((c) => c.meaning);

describe('header matching', () => {
  it('compares headers as names are compared, with underscores, hyphens and "#" as spaces', () => {
    assert.equal(matchKey(' Party_Size '), 'party size');
    assert.equal(matchKey('PARTY-size'), 'party size');
    assert.equal(matchKey('# Guests'), 'guests');
    assert.equal(matchKey('\uFEFFשם\u200f פרטי'), 'שם פרטי');
  });

  it('knows every column by its other names, in English and Hebrew', () => {
    assert.deepEqual(meaningsOf(['Name', 'Guests', 'Group', 'Meal', 'הערות']), ['name', 'guests', 'group', 'meals', 'notes']);
    for (const size of ['Party size', 'PAX', 'seats', 'כמות', 'מספר מוזמנים'])
      assert.deepEqual(meaningsOf(['name', size]), ['name', 'size']);
    assert.deepEqual(meaningsOf(['שם פרטי', 'שם משפחה', 'צד', 'קבוצה', 'שולחן']), ['first_name', 'last_name', 'side', 'group', 'table']);
    assert.deepEqual(meaningsOf(['Table', 'Seats'], [], tables), ['name', 'capacity']);
    assert.deepEqual(meaningsOf(['שולחן', 'מקומות'], [], tables), ['name', 'capacity']);
  });

  it('goes straight through when every column is clear, keeping unknown guest columns as extras', () => {
    const match = matchHeader(guests, ['Name', 'Guests', 'Phone'], [['Dana', '2', '054-1234567']]);
    assert.deepEqual(match.doubts, []);
    assert.deepEqual(
      match.columns.map((c) => [c.header, c.meaning]),
      [
        ['Name', 'name'],
        ['Guests', 'size'],
        ['Phone', 'extra'],
      ],
    );
    assert.deepEqual(matchHeader(tables, ['Table', 'Seats', 'Colour'], [['T1', '10', 'gold']]).columns.at(-1)?.meaning, 'unused');
  });

  it('doubts a header that only contains a known name, two columns for one field, a missing required column', () => {
    assert.deepEqual(matchHeader(guests, ['Name', 'Number of guests invited'], []).doubts, [
      { kind: 'unsure', header: 'Number of guests invited', candidates: ['size'] },
    ]);
    assert.deepEqual(matchHeader(guests, ['Name', 'Number of guests invited'], [['Dana', 'Dana; Yossi']]).doubts, [
      { kind: 'unsure', header: 'Number of guests invited', candidates: ['guests'] },
    ]);
    assert.deepEqual(matchHeader(guests, ['Name', 'Party size', 'Pax'], []).doubts, [
      { kind: 'shared', field: 'size', headers: ['Party size', 'Pax'] },
    ]);
    // A numbers-only "Guests" beside a size column: which one is the size is the planner's call.
    assert.deepEqual(matchHeader(guests, ['Name', 'Guests', 'Pax'], [['Dana', '2', '2']]).doubts, [
      { kind: 'people', header: 'Guests' },
      { kind: 'shared', field: 'size', headers: ['Guests', 'Pax'] },
    ]);
    assert.deepEqual(matchHeader(guests, ['Name', 'First name'], []).doubts, [
      { kind: 'shared', field: 'name', headers: ['Name', 'First name'] },
    ]);
    assert.deepEqual(matchHeader(tables, ['Label', 'Seats'], []).doubts, [{ kind: 'missing', field: 'name' }]);
  });

  it('doubts an unknown guest column of small whole numbers: it is probably a number of people', () => {
    const match = matchHeader(
      guests,
      ['Name', 'Adults', 'Phone'],
      [
        ['Dana', '2', '0521234567'],
        ['Ruth', '', '0527654321'],
      ],
    );
    assert.deepEqual(match.doubts, [{ kind: 'people', header: 'Adults' }]);
    assert.equal(match.columns[1]?.meaning, 'size');
    assert.equal(match.columns[2]?.meaning, 'extra');
  });
});

describe('reading with matched headers', () => {
  it('reads Name;Guests;Group with a byte order mark as 8 guests (numbers under "Guests" are the size), and keeps an unknown column as an extra', () => {
    const file = readGuestsFile(
      utf8('\uFEFFName;Guests;Group;Phone\nDana;2;Bride;054-1\nRuth;1;Bride;\nMoshe;4;Groom;\nAvi;1;Groom;054-2\n'),
    );
    assert.deepEqual(file.issues, []);
    assert.equal(
      file.records.reduce((sum, r) => sum + r.size, 0),
      8,
    );
    assert.deepEqual(file.records[0]?.extra, { Phone: '054-1' });
    assert.equal(file.records[1]?.extra, undefined);
  });

  it('joins first and last name into "First Last" and puts the side above the group', () => {
    const file = readGuestsFile(utf8('First name;Last name;Party size;Side;Group;Table\nDana;Levi;2;Bride;Friends;1\nRuth;;1;Groom;;2\n'));
    assert.deepEqual(file.issues, []);
    assert.deepEqual(
      file.records.map((r) => [r.name, r.size, r.group, r.table]),
      [
        ['Dana Levi', 2, ['Bride', 'Friends'], '1'],
        ['Ruth', 1, ['Groom'], '2'],
      ],
    );
    assert.equal(file.headers['name'], 'First name + Last name');
  });

  it('reads the columns as the planner chose, leaving unused ones out', () => {
    const file = readGuestsFile(utf8('Who,Kids,Notes\nDana,2,x\n'), 'g.csv', ['name', 'size', 'unused']);
    assert.deepEqual(file.issues, []);
    assert.deepEqual(file.records, [{ name: 'Dana', size: 2, group: [], strength: null, avoid: [], table: null }]);
  });

  it('without a choice, refuses two columns for one field and names the columns it found when one is missing', () => {
    assert.deepEqual(where(readGuestsFile(utf8('name,party size,pax\nA,1,2\n')).issues), ['duplicate_column@1:pax']);
    const [missing] = readTablesFile(utf8('Label,Seats\nT1,4\n')).issues;
    assert.equal(missing?.code, 'missing_column');
    assert.equal(missing.params['found'], '“Label”, “Seats”');
  });
});

describe('the mapping step and its memory', () => {
  it('names every meaning it offers in both languages', () => {
    for (const spec of [guests, tables]) {
      for (const meaning of meaningChoices(spec)) {
        assert.equal(typeof (en.importSteps.meaning as Record<string, string>)[meaning], 'string', `en ${meaning}`);
        assert.equal(typeof (he.importSteps.meaning as Record<string, string>)[meaning], 'string', `he ${meaning}`);
      }
    }
  });

  it('asks nothing about the published example files', () => {
    for (const example of EXAMPLES) {
      for (const kind of ['guests', 'tables'] as const) {
        const raw = readRawCsv(readFileSync(join(BUILD_PATHS.public, 'examples', example.files[kind])), {
          file: kind,
          spec: CSV_FILES[kind],
        });
        assert.ok(!('refused' in raw));
        assert.deepEqual(matchRawHeader(CSV_FILES[kind], raw).doubts, [], example.files[kind]);
      }
    }
  });

  it('remembers a choice for the same header set, in any order and spelling of case', () => {
    const content = withMapping(emptyContent('e'), 'guests', mappingFor(['Who', 'Kids'], ['name', 'size']));
    assert.deepEqual(rememberedMeanings(content, 'guests', ['KIDS', ' who ']), ['size', 'name']);
    assert.equal(rememberedMeanings(content, 'guests', ['Who', 'Kids', 'Meal']), null);
    assert.equal(rememberedMeanings(content, 'tables', ['Who', 'Kids']), null);
    const again = withMapping(content, 'guests', mappingFor(['kids', 'who'], ['extra', 'name']));
    assert.equal(again.columnMappings?.guests?.length, 1);
    assert.deepEqual(rememberedMeanings(again, 'guests', ['Who', 'Kids']), ['name', 'extra']);
  });
});
