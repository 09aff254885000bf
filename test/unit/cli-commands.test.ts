/** The command line as a user runs it (from its source: see cli-source.ts), exit codes and output. */
import { TERM_IDS } from '../../src/contract/objective.ts';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cliFromSource } from './cli-source.ts';
import { SCALING, reportedPenalty } from '../../src/contract/index.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readSeatingFile } from '../../src/csv/seating-read.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import { formatIssue } from '../../src/i18n/format-issue.ts';
import { createI18n } from '../../src/i18n/i18n.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = 'test/fixtures/cli';
const GUESTS = `${fixtures}/guests.csv`;
const TABLES = `${fixtures}/tables.csv`;
const BAD_GUESTS = `${fixtures}/bad-guests.csv`;
const work = mkdtempSync(join(tmpdir(), 'seating-cli-'));
after(() => rmSync(work, { recursive: true, force: true }));

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [...cliFromSource(), ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
/** A small, fast, reproducible search. */
const QUICK = ['--iterations', '3000', '--time-limit', '60000', '--seed', '7'];

const JSON_KEYS = ['elapsed_ms', 'lower_bound', 'penalty', 'raw', 'summary', 'terms', 'unseated'];
const TERM_KEYS = [...TERM_IDS].sort();

function assertResultShape(result: Record<string, unknown>): void {
  assert.deepEqual(Object.keys(result).sort(), JSON_KEYS);
  assert.deepEqual(Object.keys(result['terms'] as object).sort(), TERM_KEYS);
  assert.ok(Number.isInteger(result['penalty']) && Number.isInteger(result['lower_bound']) && Number.isInteger(result['elapsed_ms']));
  assert.equal(result['penalty'], reportedPenalty(result['raw'] as number));
  assert.ok((result['lower_bound'] as number) <= result['penalty']);
  assert.ok(Array.isArray(result['unseated']));
}

describe('seating-optimizer --help and usage errors', () => {
  it('prints the usage with exit status 0', () => {
    for (const flag of ['--help', '-h']) {
      const { status, stdout, stderr } = run(flag);
      assert.equal(status, 0);
      assert.equal(stderr, '');
      assert.match(stdout, /^Usage: seating-optimizer <command>/);
      for (const part of [
        'solve GUESTS.csv TABLES.csv',
        'score GUESTS.csv TABLES.csv SEATING.csv',
        'check GUESTS.csv TABLES.csv',
        '--time-limit MS',
        '--json',
      ]) {
        assert.ok(stdout.includes(part), part);
      }
      assert.ok(stdout.includes(`raw × ${SCALING.factor}`));
    }
  });

  it('exits with 2 and the usage on standard error for a usage error', () => {
    const { status, stdout, stderr } = run('solve', GUESTS, '--fast');
    assert.equal(status, 2);
    assert.equal(stdout, '');
    assert.ok(stderr.startsWith("seating-optimizer: Invalid option: Unknown option '--fast'"), stderr);
    assert.match(stderr, /\nUsage: seating-optimizer/);
  });
});

describe('seating-optimizer check', () => {
  it('accepts good files with exit status 0 and a summary', () => {
    const { status, stdout, stderr } = run('check', GUESTS, TABLES);
    assert.equal(status, 0);
    assert.equal(stderr, '');
    assert.equal(stdout, 'No problems found. Bookings: 13, guests: 19, tables: 3, seats: 22.\n13 invitations attending: 19 people.\n');
  });

  it('prints every problem, as the app words it, and exits with 1', () => {
    const { status, stdout, stderr } = run('check', BAD_GUESTS, TABLES);
    assert.equal(status, 1);
    assert.equal(stdout, '');
    const lines = stderr.trimEnd().split('\n');
    assert.deepEqual(
      lines.map((l) => /^(error|warning): [^,]+(?:, line (\d+)(?:, column “(\w+)”)?)?/.exec(l)?.slice(1).join(' ')),
      // Errors first, then warnings; within each, grouped by kind in the order first met.
      ['error 3 size', 'error 4 name', 'error 5 avoid', 'error 5 table', 'error 6 size', 'warning  ', 'warning 5 name', undefined],
    );
    assert.equal(lines.at(-1), 'Errors: 5, warnings: 2. Nothing can be seated until the errors are fixed.');
    // The same sentence the app shows for the same file.
    const i18n = createI18n('en');
    const [first] = readGuestsFile(readFileSync(join(root, BAD_GUESTS)), BAD_GUESTS).issues;
    assert.ok(first);
    assert.ok(lines.includes(`error: ${formatIssue(first, (k, p) => i18n.t(k, p))}`));
  });

  it('warns of names that differ only by a zero-width or a non-breaking space as one name repeated', () => {
    const guests = join(work, 'invisible-duplicates.csv');
    writeFileSync(guests, 'name,size\nDana Cohen,2\nRuth,1\nDana\u00a0Cohen,1\nRuth\u200b,1\n');
    const { status, stderr } = run('check', guests, TABLES);
    // Two guests may share a name: both are kept, each with an id.
    assert.equal(status, 0);
    const duplicates = stderr.split('\n').filter((l) => l.startsWith('warning: ') && l.includes('“name”'));
    assert.deepEqual(
      duplicates.map((l) => /line (\d+)/.exec(l)?.[1]),
      ['4', '5'],
    );
    assert.match(duplicates[0] ?? '', /Dana Cohen/);
  });

  it('exits with 1 when a file cannot be read', () => {
    const { status, stderr } = run('check', `${fixtures}/no-such-file.csv`, TABLES);
    assert.equal(status, 1);
    assert.equal(
      stderr,
      `seating-optimizer: Cannot read “${fixtures}/no-such-file.csv” (no such file or folder). Check the file name and try again.\n`,
    );
  });
});

describe('seating-optimizer solve', () => {
  it('prints the result as one JSON object and writes the seating to --out', () => {
    const out = join(work, 'seating.csv');
    const { status, stdout, stderr } = run('solve', GUESTS, TABLES, ...QUICK, '--json', '--out', out);
    assert.equal(status, 0, stderr);
    assert.equal(stderr, '');
    const result = JSON.parse(stdout) as Record<string, unknown>;
    assert.equal(stdout, `${JSON.stringify(result)}\n`);
    assertResultShape(result);
    assert.deepEqual(result['unseated'], []);
    const csv = readFileSync(out);
    const guests = readGuestsFile(readFileSync(join(root, GUESTS)));
    const tables = readTablesFile(readFileSync(join(root, TABLES)));
    const seating = readSeatingFile(csv, out, guests.records, tables.records);
    assert.deepEqual(seating.issues, []);
    assert.deepEqual(seating.arrangement.slice(0, 2), ['Head table', 'Head table'], 'pinned bookings sit at their table');
  });

  it('writes the seating CSV to standard output and the summary to standard error', () => {
    const { status, stdout, stderr } = run('solve', GUESTS, TABLES, ...QUICK);
    assert.equal(status, 0);
    assert.ok(stdout.startsWith('\uFEFFtable,name,size,group,seat\r\n'));
    assert.equal(stdout.trimEnd().split('\r\n').length, 1 + 13);
    // The plan in words first, the penalty for experts after it.
    assert.match(stderr, /^\d+ of \d+ guests seated\n/);
    assert.match(
      stderr,
      /\nPenalty: [\d,]+ \(lower bound [\d,]+\)\. Separation \d+, conflicts 0, guests without a seat 0, balance \d+\.\n/,
    );
  });

  it('gives the same arrangement for the same seed when the iteration budget stops the search', () => {
    const first = run('solve', GUESTS, TABLES, ...QUICK);
    const second = run('solve', GUESTS, TABLES, ...QUICK);
    assert.equal(first.status, 0);
    assert.equal(first.stdout, second.stdout);
  });

  it('lists the bookings left without a seat by name', () => {
    const tables = join(work, 'small-tables.csv');
    writeFileSync(tables, 'name,capacity\nHead table,3\nSide,2\n');
    const guests = join(work, 'guests.csv');
    writeFileSync(guests, 'name,size,table\nDana & Yossi,2,Head table\nRuth,1,\nCohen family,2,\nAvi,1,\n');
    const { status, stdout, stderr } = run('solve', guests, tables, ...QUICK, '--json');
    assert.equal(status, 0);
    assert.match(stderr, /^warning: .*guests\.csv: The guests need 6 seats but the tables have 5/);
    const result = JSON.parse(stdout) as Record<string, unknown>;
    assertResultShape(result);
    // Six guests, five seats: one single guest (Ruth or Avi, both alike to the objective) stays out.
    const unseated = result['unseated'] as string[];
    assert.equal(unseated.length, 1);
    assert.ok(['Ruth', 'Avi'].includes(unseated[0] ?? ''), unseated.join());
    assert.equal((result['terms'] as Record<string, number>)['unseated'], 1);
  });

  it('refuses bad input with exit status 1 and writes nothing', () => {
    const out = join(work, 'never.csv');
    const { status, stdout, stderr } = run('solve', BAD_GUESTS, TABLES, '--out', out, '--json');
    assert.equal(status, 1);
    assert.equal(stdout, '');
    assert.equal(stderr.split('\n').filter((l) => l.startsWith('error: ')).length, 5);
    assert.throws(() => readFileSync(out), /ENOENT/);
  });
});

describe('seating-optimizer score', () => {
  it('rejects a seating that breaks a together wish or a required tag, naming them', () => {
    const guests = join(work, 'wish-guests.csv');
    writeFileSync(guests, 'name,size,together,requires\nDana,1,Avi,\nAvi,1,,\nOmer,1,,accessible\n');
    const tables = join(work, 'wish-tables.csv');
    writeFileSync(tables, 'name,capacity,tags\nA,4,\nB,4,accessible\n');
    const seating = join(work, 'wish-seating.csv');
    writeFileSync(seating, 'table,name,size\nA,Dana,1\nB,Avi,1\nA,Omer,1\n');
    const { status, stdout, stderr } = run('score', guests, tables, seating);
    assert.equal(status, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /“Dana” sits at “A”, but a together wish joins it to “Avi”, who sits at “B”/);
    assert.match(stderr, /“Omer” sits at “A”, which lacks the tag accessible/);
  });

  it('says why each unmet wish is unmet: the group and strength that keep the booking at its table', () => {
    const guests = join(work, 'held-guests.csv');
    writeFileSync(
      guests,
      'name,size,group,strength,prefer\nDana,1,Bride/Family,7,Noa\nMira,2,Bride/Family,7,\nYael,2,Bride/Family,7,\nNoa,1,Groom/Friends,8,\nEli,2,Groom/Friends,8,\nRon,2,Groom/Friends,8,\n',
    );
    const tables = join(work, 'held-tables.csv');
    writeFileSync(tables, 'name,capacity\nTable 1,6\nTable 2,6\nTable 3,6\n');
    const seating = join(work, 'held-seating.csv');
    writeFileSync(seating, 'name,table\nDana,Table 1\nMira,Table 1\nYael,Table 1\nNoa,Table 2\nEli,Table 2\nRon,Table 2\n');
    const { status, stdout } = run('score', guests, tables, seating);
    assert.equal(status, 0);
    assert.match(
      stdout,
      /1 wish not met\n {2}– Dana would like to sit with Noa: they are at Table 1 and Table 2\. Why: Bride \/ Family, strength 7, keeps Dana at Table 1\.\n/,
    );
  });

  it('scores a seating with seats, its seat terms included', () => {
    const out = join(work, 'seated.csv');
    assert.equal(run('solve', GUESTS, TABLES, ...QUICK, '--out', out).status, 0);
    assert.match(readFileSync(out, 'utf8').split('\r\n')[0] ?? '', /,seat/);
    const { status, stdout } = run('score', GUESTS, TABLES, out, '--json');
    assert.equal(status, 0);
    const terms = (JSON.parse(stdout) as { terms: Record<string, number> }).terms;
    assert.equal(typeof terms['seat_split'], 'number');
    assert.equal(typeof terms['seat_neighbours'], 'number');
  });

  it('scores a valid seating file in the same JSON shape', () => {
    const out = join(work, 'for-score.csv');
    const solved = run('solve', GUESTS, TABLES, ...QUICK, '--json', '--out', out);
    const scored = run('score', GUESTS, TABLES, out, '--json');
    assert.equal(scored.status, 0, scored.stderr);
    const solveResult = JSON.parse(solved.stdout) as Record<string, unknown>;
    const scoreResult = JSON.parse(scored.stdout) as Record<string, unknown>;
    assertResultShape(scoreResult);
    assert.deepEqual({ ...scoreResult, elapsed_ms: 0 }, { ...solveResult, elapsed_ms: 0 });
    assert.equal(scoreResult['elapsed_ms'], 0);
    const text = run('score', GUESTS, TABLES, out);
    assert.equal(text.status, 0);
    assert.ok(text.stdout.startsWith(`19 of 19 guests seated\n`), text.stdout);
    assert.ok(text.stdout.includes(`\nPenalty: ${solveResult['penalty'] as number} (lower bound`), text.stdout);
  });

  it('names each broken hard constraint and exits with 1', () => {
    const seating = join(work, 'broken.csv');
    const rows = [
      'table,name',
      'Table 2,Dana & Yossi Levi', // 2: pinned to the head table
      'Head table,Grandma Ruth',
      'Table 3,Uncle Moshe',
      'Table 3,Cousin Avi',
      'Table 3,Cousin Noa',
      'Table 3,"Cohen, Rina"', // 7: 3 + 4 = 7 of 8
      'Table 3,Tal', // 8: 8 of 8
      'Table 3,Ex-partner', // 9: 9 of 8
      'Table 4,Omer', // 10: no such table
      'Table 2,Gil',
      'Table 2,שירה ואלון',
      'Table 2,סבתא חנה',
    ];
    writeFileSync(seating, rows.join('\n'));
    const { status, stdout, stderr } = run('score', GUESTS, TABLES, seating, '--json');
    assert.equal(status, 1);
    assert.equal(stdout, '');
    assert.deepEqual(stderr.trimEnd().split('\n'), [
      `error: ${seating}: The booking “Boss” is not in this file. Add a row for it (with an empty table if it has no seat).`,
      `error: ${seating}, line 2, column “table”: “Dana & Yossi Levi” is pinned to table “Head table”, but this file seats it at another table. Seat it at “Head table”, or remove the pin.`,
      `error: ${seating}, line 9, column “table”: This file seats 9 guests at table “Table 3”, which has 8 seats. Move some bookings to another table.`,
      `error: ${seating}, line 10, column “table”: There is no table named “Table 4”. Use a table name from the tables file, or leave the cell empty for a booking without a seat.`,
    ]);
  });
});
