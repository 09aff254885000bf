/** The templates the build writes: each imports as it is, the Excel files hold the same rows, Hebrew sheets read right to left. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { LANGUAGES, templateFileName } from '../../src/contract/index.ts';
import { readGuestsFile, readTablesFile } from '../../src/csv/index.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { writeTemplates } from '../../scripts/templates.ts';

describe('templates', () => {
  it('import as they are, in both languages, and their Excel twins hold the same cells', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'templates-'));
    try {
      assert.equal((await writeTemplates(folder)).length, 8);
      for (const language of LANGUAGES) {
        const file = (kind: 'guests' | 'tables', format: 'csv' | 'xlsx') => join(folder, templateFileName(kind, language, format));
        const guests = readGuestsFile(readFileSync(file('guests', 'csv')));
        const tables = readTablesFile(readFileSync(file('tables', 'csv')));
        assert.deepEqual([...guests.issues, ...tables.issues], [], language);
        assert.equal(
          guests.columns.every((c) => c.certainty === 'name'),
          true,
        );
        assert.deepEqual(compileProblem(guests.records, tables.records).issues, [], language);

        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.readFile(file('guests', 'xlsx'));
        const sheet = workbook.worksheets[0]!;
        assert.equal(sheet.views[0]?.rightToLeft, language === 'he');
        const csvRows = readFileSync(file('guests', 'csv'), 'utf8')
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        const sheetRows: string[] = [];
        sheet.eachRow((row) =>
          sheetRows.push(
            (row.values as unknown[])
              .slice(1)
              .map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : ''))
              .join(','),
          ),
        );
        assert.deepEqual(
          sheetRows,
          // A sheet row ends at its last filled cell.
          csvRows.map((line) => line.replace(/,+$/, '')),
          language,
        );
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
