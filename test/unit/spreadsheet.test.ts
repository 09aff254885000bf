/** .xlsx files in and out: a workbook reads as its CSV twin does, and the seating export opens as a workbook. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import readXlsxFile from 'read-excel-file/universal';
import { CSV_FILES } from '../../src/contract/index.ts';
import { readGuestsFile, readInput, readRawCsv, readTablesFile, workbookSheets, writeSeatingWorkbook } from '../../src/csv/index.ts';
import { seatingSheet } from '../../src/csv/seating-write.ts';
import { formatIssue } from '../../src/i18n/format-issue.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { solve } from '../../src/solver/index.ts';
import { utf8, where } from './csv-helpers.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const example = (file: string) => readFileSync(join(root, 'public/examples', file));
const guestRules = { file: 'guests' as const, spec: CSV_FILES.guests };
const tableRules = { file: 'tables' as const, spec: CSV_FILES.tables };

type Cell = string | number | Date | null;

/** A workbook made the way a spreadsheet program makes one (exceljs), sheet by sheet. */
async function workbook(sheets: Record<string, Cell[][]>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    rows.forEach((row, r) => row.forEach((value, c) => value !== null && (sheet.getCell(r + 1, c + 1).value = value)));
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A CSV file's rows as a sheet would hold them: whole numbers typed as numbers. */
function sheetOf(csv: Uint8Array, rules: typeof guestRules | typeof tableRules): Cell[][] {
  const raw = readRawCsv(csv, rules);
  assert.ok(!('refused' in raw));
  return [raw.header, ...raw.records.map((r) => r.cells)].map((row) =>
    row.map((cell) => (/^([1-9]\d*|0)$/.test(cell) ? Number(cell) : cell)),
  );
}

const withoutLines = <T extends { lines: number[] }>(file: T) => ({ ...file, lines: [] });

describe('reading an .xlsx workbook', () => {
  it('gives the same bookings and the same solved plan as its CSV twin', async () => {
    const guestsCsv = example('wedding-150-guests.csv');
    const tablesCsv = example('wedding-150-tables.csv');
    const guestsXlsx = await workbook({ Guests: sheetOf(guestsCsv, guestRules) });
    const tablesXlsx = await workbook({ Tables: sheetOf(tablesCsv, tableRules) });
    const fromCsv = { guests: readGuestsFile(guestsCsv, 'g.csv'), tables: readTablesFile(tablesCsv, 't.csv') };
    const fromXlsx = {
      guests: readGuestsFile(await readInput(guestsXlsx, guestRules, 'g.xlsx'), 'g.xlsx'),
      tables: readTablesFile(await readInput(tablesXlsx, tableRules, 't.xlsx'), 't.xlsx'),
    };
    assert.ok(fromXlsx.guests.records.length > 50);
    assert.deepEqual(fromXlsx.guests.records, fromCsv.guests.records);
    assert.deepEqual(fromXlsx.tables.records, fromCsv.tables.records);
    assert.deepEqual(fromXlsx.guests.issues, []);
    const plan = (files: typeof fromCsv) => {
      const { problem } = compileProblem(files.guests.records, files.tables.records);
      assert.ok(problem);
      return [...solve(problem, { seed: 7, iterations: 3000, timeLimitMs: 60_000 }).assignment];
    };
    assert.deepEqual(plan(fromXlsx), plan(fromCsv));
  });

  it('reads Hebrew headers and a per-guest file as the CSV twin, each problem on the same row', async () => {
    const csv = utf8('הזמנה,שם,מנה,צרכים,טלפון\nלוי,דנה,בשר,,0501234567\nלוי,יוסי,דג,כיסא גבוה,\nכהן,רות,,,\n\nכהן,,צמחוני,,\n');
    const xlsx = await workbook({ אורחים: [...sheetOf(csv, guestRules).slice(0, 4), [], ...sheetOf(csv, guestRules).slice(4)] });
    const fromCsv = readGuestsFile(csv, 'אורחים.csv');
    const fromXlsx = readGuestsFile(await readInput(xlsx, guestRules, 'אורחים.xlsx'), 'אורחים.xlsx');
    assert.deepEqual(
      fromXlsx.records.map((r) => [r.name, r.size, r.people?.map((p) => p.name)]),
      [
        ['לוי', 2, ['דנה', 'יוסי']],
        ['כהן', 2, ['רות', '']],
      ],
    );
    assert.deepEqual(withoutLines(fromXlsx), withoutLines(fromCsv));
    // The sheet's row 6 is the CSV's line 6 too: the empty row is counted in both.
    assert.deepEqual(fromXlsx.lines, fromCsv.lines);
    assert.equal(fromXlsx.records[0]?.extra?.['טלפון'], '0501234567', 'a phone number kept as text keeps its leading zero');
  });

  it('writes numbers as plain text, dates as ISO text, skips empty rows and starts at the first non-empty row', async () => {
    const xlsx = await workbook({
      Guests: [
        [],
        [null, null],
        ['name', 'size', 'Wedding date', 'code'],
        ['Dana', 2, new Date(Date.UTC(2025, 5, 1)), '007'],
        [],
        ['Ruth', 2.5, null, null],
      ],
    });
    const raw = await readInput(xlsx, guestRules, 'g.xlsx');
    assert.ok(!('refused' in raw));
    assert.equal(raw.headerLine, 3);
    assert.deepEqual(raw.header, ['name', 'size', 'Wedding date', 'code']);
    assert.deepEqual(raw.records, [
      { line: 4, cells: ['Dana', '2', '2025-06-01', '007'] },
      { line: 6, cells: ['Ruth', '2.5', '', ''] },
    ]);
    assert.deepEqual(where(readGuestsFile(raw, 'g.xlsx').issues), ['not_integer@6:size']);
  });

  it('reads the sheet with the list, or the sheet chosen, and lists the sheet names', async () => {
    const xlsx = await workbook({
      Notes: [['to do'], ['call the caterer']],
      Guests: [
        ['name', 'size'],
        ['Dana', 2],
      ],
    });
    assert.deepEqual(await workbookSheets(xlsx), ['Notes', 'Guests']);
    const chosen = readGuestsFile(await readInput(xlsx, guestRules, 'g.xlsx', 'Guests'), 'g.xlsx');
    assert.deepEqual(
      chosen.records.map((r) => [r.name, r.size]),
      [['Dana', 2]],
    );
    // Without a choice, the sheet with the list: its header names known columns, the notes' does not.
    const found = readGuestsFile(await readInput(xlsx, guestRules, 'g.xlsx'), 'g.xlsx');
    assert.deepEqual(
      found.records.map((r) => [r.name, r.size]),
      [['Dana', 2]],
    );
    const missing = await readInput(xlsx, guestRules, 'g.xlsx', 'Tables');
    assert.ok('refused' in missing && missing.refused.code === 'workbook_sheet_missing');
  });

  it('refuses a damaged, encrypted or oversized workbook with a message in both languages, and reads no rows', async () => {
    const good = await workbook({
      Guests: [
        ['name', 'size'],
        ['Dana', 2],
      ],
    });
    const cases: [Uint8Array, string, string][] = [
      [good.slice(0, good.length / 2), 'cut.xlsx', 'workbook_unreadable'],
      [utf8('name,size\nDana,2\n'), 'renamed.xlsx', 'workbook_unreadable'],
      [new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]), 'locked.xlsx', 'workbook_encrypted'],
      [new Uint8Array(CSV_FILES.guests.maxBytes + 1).fill(0x50), 'big.xlsx', 'file_too_large'],
    ];
    for (const [bytes, name, code] of cases) {
      const file = readGuestsFile(await readInput(bytes, guestRules, name), name);
      assert.deepEqual(file.records, [], name);
      assert.deepEqual(
        file.issues.map((i) => i.code),
        [code],
        name,
      );
      for (const language of ['en', 'he'] as const) {
        const i18n = createI18n(language);
        const message = formatIssue(file.issues[0]!, (key, params) => i18n.t(key, params));
        assert.ok(message.includes(name) && !message.includes('problems.'), message);
      }
    }
  });

  it('applies the row limit of the file', async () => {
    const rows: Cell[][] = [['name', 'capacity'], ...Array.from({ length: CSV_FILES.tables.maxRows + 1 }, (_, i) => [`T${i}`, 8])];
    const raw = await readInput(await workbook({ Tables: rows }), tableRules, 't.xlsx');
    assert.ok('refused' in raw && raw.refused.code === 'too_many_rows');
  });
});

describe('writing the seating plan as .xlsx', () => {
  const guestsCsv = utf8('name,size,guests,meals,group,Phone,Gift\n=cmd|x,2,Dana; Yossi,Meat; Fish,Friends,+972 50,@home\nרות,1,,,,,-5\n');
  const guests = readGuestsFile(guestsCsv, 'g.csv');
  const tables = readTablesFile(utf8('name,capacity\nשולחן 1,4\n'), 't.csv');
  const { problem } = compileProblem(guests.records, tables.records);
  assert.ok(problem);
  const assignment = new Int32Array([0, 0]);
  const sheet = seatingSheet(problem, assignment, guests.records);

  for (const [language, rightToLeft] of [
    ['en', false],
    ['he', true],
  ] as const) {
    it(`opens as a valid workbook with the export's cells, right to left in Hebrew (${language})`, async () => {
      const bytes = await writeSeatingWorkbook(problem, assignment, guests.records, { sheetName: 'Seating', rightToLeft });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes.buffer as ArrayBuffer);
      const ws = book.getWorksheet('Seating');
      assert.ok(ws);
      assert.equal(Boolean(ws.views[0]?.rightToLeft), rightToLeft);
      const cells: unknown[][] = [];
      ws.eachRow((row) => cells.push((row.values as unknown[]).slice(1).map((v) => v ?? '')));
      const expected = [sheet.header, ...sheet.rows.map((row) => row.map((cell, i) => (sheet.header[i] === 'size' ? Number(cell) : cell)))];
      assert.deepEqual(
        cells.map((row) => sheet.header.map((_, i) => row[i] ?? '')),
        expected,
      );
      // A cell that starts like a formula is text, never a formula.
      assert.equal(ws.getCell('B2').type, ExcelJS.ValueType.String);
      assert.deepEqual(
        sheet.header.filter((h) => ['Phone', 'Gift', 'guests', 'meals'].includes(h)),
        ['guests', 'meals', 'Phone', 'Gift'],
      );

      const [read] = await readXlsxFile(new Uint8Array(bytes).buffer);
      assert.ok(read);
      assert.equal(read.sheet, 'Seating');
      assert.deepEqual(
        read.data.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))),
        [sheet.header, ...sheet.rows].map((row) => row.map(String)),
      );
    });
  }

  it('reads back as the guests file it came from', async () => {
    const bytes = await writeSeatingWorkbook(problem, assignment, guests.records, { sheetName: 'Seating', rightToLeft: false });
    const back = readGuestsFile(await readInput(bytes, guestRules, 'seating.xlsx'), 'seating.xlsx');
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    assert.deepEqual(back.records.map((r) => ({ ...r, table: null })).sort(byName), [...guests.records].sort(byName));
  });
});

describe('the command line reads .xlsx files', () => {
  const work = mkdtempSync(join(tmpdir(), 'seating-xlsx-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  it('solves an .xlsx guests and tables pair as it solves the CSV pair', async () => {
    const guestsCsv = example('wedding-150-guests.csv');
    const tablesCsv = example('wedding-150-tables.csv');
    writeFileSync(join(work, 'guests.xlsx'), await workbook({ Guests: sheetOf(guestsCsv, guestRules), Other: [['x']] }));
    writeFileSync(join(work, 'tables.xlsx'), await workbook({ Tables: sheetOf(tablesCsv, tableRules) }));
    const quick = ['--iterations', '2000', '--time-limit', '60000', '--seed', '7'];
    const run = (...args: string[]) => spawnSync(process.execPath, ['bin/seating-optimizer.mjs', ...args], { cwd: root, encoding: 'utf8' });
    const fromXlsx = run('solve', join(work, 'guests.xlsx'), join(work, 'tables.xlsx'), ...quick, '--out', join(work, 'a.csv'));
    assert.equal(fromXlsx.status, 0, fromXlsx.stderr);
    const fromCsv = run(
      'solve',
      'public/examples/wedding-150-guests.csv',
      'public/examples/wedding-150-tables.csv',
      ...quick,
      '--out',
      join(work, 'b.csv'),
    );
    assert.equal(fromCsv.status, 0, fromCsv.stderr);
    assert.equal(readFileSync(join(work, 'a.csv'), 'utf8'), readFileSync(join(work, 'b.csv'), 'utf8'));

    writeFileSync(join(work, 'broken.xlsx'), utf8('not a workbook'));
    const broken = run('check', join(work, 'broken.xlsx'), join(work, 'tables.xlsx'));
    assert.notEqual(broken.status, 0);
    assert.match(broken.stderr + broken.stdout, /cannot be read as an Excel workbook/);
  });
});
