/**
 * The built command line (`npm run build` or `npm install` makes dist-cli/): `node bin/seating-optimizer.mjs`
 * runs the bundle and answers exactly as the TypeScript source does, the app's words included.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { CLI_THROUGH_TSX } from '../unit/cli-source.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const BUNDLE = join(root, 'dist-cli/seating-optimizer.mjs');
const GUESTS = 'public/examples/wedding-150-guests.csv';
const TABLES = 'public/examples/wedding-150-tables.csv';
const QUICK = ['--iterations', '3000', '--time-limit', '60000', '--seed', '3'];
const work = mkdtempSync(join(tmpdir(), 'seating-bin-'));
after(() => rmSync(work, { recursive: true, force: true }));

interface Answer {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(launcher: readonly string[], args: readonly string[]): Answer {
  const result = spawnSync(process.execPath, [...launcher, ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
const bin = (...args: string[]) => run(['bin/seating-optimizer.mjs'], args);
const source = (...args: string[]) => run(CLI_THROUGH_TSX, args);

/** The JSON answer of `solve --json` without its search time, which differs from run to run. */
const withoutTime = (stdout: string): unknown => ({ ...(JSON.parse(stdout) as Record<string, unknown>), elapsed_ms: 0 });

describe('the built seating-optimizer bin', () => {
  it('exists after the build and needs no TypeScript loader', () => {
    assert.ok(existsSync(BUNDLE), 'dist-cli/seating-optimizer.mjs is missing: run `npm run build`');
    assert.doesNotMatch(readFileSync(BUNDLE, 'utf8'), /from ["']tsx|\.ts["']\)/);
  });

  it('prints the same help as the source', () => {
    const built = bin('--help');
    assert.equal(built.status, 0);
    assert.match(built.stdout, /^Usage: seating-optimizer <command>/);
    assert.deepEqual(built, source('--help'));
  });

  it('solves the 150-guest example as the source does, and scores its own seating', () => {
    const fromBin = join(work, 'bin-seating.csv');
    const fromSource = join(work, 'source-seating.csv');
    const built = bin('solve', GUESTS, TABLES, ...QUICK, '--json', '--out', fromBin);
    const reference = source('solve', GUESTS, TABLES, ...QUICK, '--json', '--out', fromSource);
    assert.equal(built.status, 0, built.stderr);
    assert.deepEqual(withoutTime(built.stdout), withoutTime(reference.stdout));
    assert.equal(readFileSync(fromBin, 'utf8'), readFileSync(fromSource, 'utf8'));

    const scored = bin('score', GUESTS, TABLES, fromBin, '--json');
    assert.equal(scored.status, 0, scored.stderr);
    assert.equal((JSON.parse(scored.stdout) as { penalty: number }).penalty, (JSON.parse(built.stdout) as { penalty: number }).penalty);
  });

  it('words bad input as the app does, in the same words as the source', () => {
    const guests = join(work, 'bad-guests.csv');
    writeFileSync(guests, 'name,size\nDana,two\n,1\n');
    const built = bin('check', guests, TABLES);
    assert.equal(built.status, 1);
    assert.match(built.stderr, /^error: .*line 2, column “size”/m);
    assert.deepEqual(built, source('check', guests, TABLES));
  });

  it('reads a guests workbook (.xlsx) and writes a print document with its fonts inside', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Guests');
    const rows = readFileSync(join(root, GUESTS), 'utf8').trim().split(/\r?\n/).slice(0, 11);
    // The first columns of the example (name, size, group) are plain: no quoted commas to split. The group
    // is kept: the example's head table is reserved for groups these bookings belong to.
    rows.forEach((line, r) =>
      line
        .split(',')
        .slice(0, 3)
        .forEach((value, c) => (sheet.getCell(r + 1, c + 1).value = value)),
    );
    const xlsx = join(work, 'guests.xlsx');
    writeFileSync(xlsx, new Uint8Array(await book.xlsx.writeBuffer()));
    const checked = bin('check', xlsx, TABLES);
    assert.equal(checked.status, 0, checked.stderr);
    assert.match(checked.stdout, /^No problems found\. Bookings: 10,/);

    const seating = join(work, 'xlsx-seating.csv');
    assert.equal(bin('solve', xlsx, TABLES, ...QUICK, '--out', seating).status, 0);
    const document = join(work, 'place-cards.html');
    const printed = bin('print', xlsx, TABLES, seating, '--kind', 'place-cards', '--lang', 'he', '--out', document);
    assert.equal(printed.status, 0, printed.stderr);
    assert.match(readFileSync(document, 'utf8'), /font\/woff2;base64,/);
  });
});
