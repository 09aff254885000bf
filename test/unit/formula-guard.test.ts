/** The formula guard of the exports: every character a spreadsheet reads as a formula start, CSV and workbook alike. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { readGuestsFile, readTablesFile, writeTablesCsv } from '../../src/csv/index.ts';
import { writeCsv } from '../../src/csv/seating-write.ts';
import { readWorkbook } from '../../src/spreadsheet/workbook-read.ts';
import { writeWorkbook } from '../../src/spreadsheet/workbook-write.ts';
import { utf8 } from './csv-helpers.ts';

/** = + - @ as typed on a plain keyboard, their fullwidth forms (an East Asian keyboard) and their small forms. */
const VISIBLE_STARTS = ['=', '+', '-', '@', '＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫'];
const HOSTILE = VISIBLE_STARTS.map((start) => `${start}HYPERLINK("http://x.invalid","click")`);

const cellsOf = (csv: string): string[][] => Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trimEnd()).data;

describe('the CSV exports', () => {
  it('put an apostrophe before every formula start, fullwidth and small forms included, and before tab and carriage return', () => {
    const rows = [...HOSTILE, '\tTab', '\rReturn'].map((cell) => [cell, 'plain']);
    const [, ...written] = cellsOf(writeCsv(['name', 'group'], rows));
    assert.deepEqual(
      written.map((row) => row[0]),
      rows.map(([cell]) => `'${cell}`),
    );
    assert.deepEqual(
      written.map((row) => row[1]),
      rows.map(() => 'plain'),
      'other cells are left as they are',
    );
  });

  it('read back as the names that were written (the apostrophe is taken off again)', () => {
    const csv = writeCsv(
      ['name', 'size'],
      HOSTILE.map((name) => [name, '1']),
    );
    const file = readGuestsFile(utf8(csv), 'guests.csv');
    assert.deepEqual(
      file.records.map((r) => r.name),
      HOSTILE,
    );
  });

  it('guard the tables file the same way', () => {
    const tables = [
      { name: '＝SUM(A1)', capacity: 8 },
      { name: '﹢1', capacity: 6 },
    ];
    const [, ...written] = cellsOf(writeTablesCsv(tables));
    assert.deepEqual(
      written.map((row) => row[0]),
      ["'＝SUM(A1)", "'﹢1"],
    );
    assert.deepEqual(
      readTablesFile(utf8(writeTablesCsv(tables)), 'tables.csv').records.map((t) => t.name),
      tables.map((t) => t.name),
    );
  });
});

describe('the workbook exports', () => {
  it('write every such cell as a text cell, never a formula, and read back exactly as written', async () => {
    const bytes = await writeWorkbook(
      { header: ['name'], rows: HOSTILE.map((name) => [name]) },
      { sheetName: 'Seating', rightToLeft: false },
    );
    const sheetXml = Object.entries(unzipSync(bytes))
      .filter(([name]) => name.startsWith('xl/worksheets/'))
      .map(([, data]) => strFromU8(data))
      .join('');
    assert.ok(sheetXml.includes('<c '), 'the sheet has cells');
    assert.doesNotMatch(sheetXml, /<f[\s>]/, 'no cell is a formula');
    const read = await readWorkbook(bytes);
    assert.ok('sheets' in read);
    assert.deepEqual(
      read.sheets[0]!.rows.slice(1).map((row) => row.cells[0]),
      HOSTILE,
    );
  });
});
