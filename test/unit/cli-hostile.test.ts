/**
 * The command line against hostile input and a hostile system: output named as one of its own inputs,
 * endless devices and pipes, a full disk, a reader that stops, a workbook asked for by its name.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CSV_FILES } from '../../src/contract/index.ts';
import { writeFailure } from '../../src/cli/io.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { readWorkbook } from '../../src/spreadsheet/workbook-read.ts';
import Papa from 'papaparse';
import { cliFromSource } from './cli-source.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'seating-hostile-'));
after(() => rmSync(work, { recursive: true, force: true }));
const QUICK = ['--iterations', '500', '--time-limit', '60000', '--seed', '7'];
/** Generous: what is asserted is that the command ends by itself, not how fast. */
const ENDS_WITHIN_MS = 60_000;

interface Answer {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function run(args: readonly string[], options: { cwd?: string; input?: Uint8Array } = {}): Answer {
  const result = spawnSync(process.execPath, [...cliFromSource(), ...args], {
    cwd: options.cwd ?? root,
    encoding: 'utf8',
    timeout: ENDS_WITHIN_MS,
    maxBuffer: 64 * 1024 * 1024,
    ...(options.input ? { input: options.input } : {}),
  });
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

const md5 = (path: string): string => createHash('md5').update(readFileSync(path)).digest('hex');

/** A folder of its own with the guests and tables files (and a seating made from them). */
function event(name: string): { dir: string; guests: string; tables: string; seating: string } {
  const dir = join(work, name);
  const guests = join(dir, 'g.csv');
  const tables = join(dir, 't.csv');
  const seating = join(dir, 's.csv');
  spawnSync('mkdir', ['-p', dir]);
  copyFileSync(join(root, 'test/fixtures/cli/guests.csv'), guests);
  copyFileSync(join(root, 'test/fixtures/cli/tables.csv'), tables);
  const solved = run(['solve', guests, tables, ...QUICK, '--out', seating]);
  assert.equal(solved.status, 0, solved.stderr);
  return { dir, guests, tables, seating };
}

/** The cells of a CSV file the command line wrote, row by row. */
const csvRows = (text: string): string[][] => Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trimEnd()).data;

/** No stack trace, no Node error dump: one line of words. */
function assertOneLine(stderr: string, what: string): void {
  const lines = stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, `${what}: ${stderr}`);
  assert.doesNotMatch(stderr, /\n\s+at |Error:|node:internal/, what);
}

describe('output never destroys input', () => {
  it('refuses --out onto each kind of input, by any name, with exit 2, and leaves the file as it was', () => {
    const { dir, guests, tables, seating } = event('onto-input');
    symlinkSync(guests, join(dir, 'link-to-guests.csv'));
    linkSync(tables, join(dir, 'hard-link-to-tables.csv'));
    const cases: { args: string[]; input: string; cwd?: string }[] = [
      { args: ['solve', guests, tables, '--out', guests], input: guests },
      { args: ['solve', 'g.csv', './t.csv', '--out', tables], input: tables, cwd: dir },
      { args: ['solve', guests, tables, '--out', join(dir, 'link-to-guests.csv')], input: guests },
      { args: ['solve', guests, tables, '--out', join(dir, 'hard-link-to-tables.csv')], input: tables },
      { args: ['solve', guests, tables, '--from', seating, '--out', `${dir}/./s.csv`], input: seating },
      { args: ['print', guests, tables, seating, '--kind', 'escort', '--out', seating], input: seating },
      { args: ['print', guests, tables, seating, '--kind', 'caterer', '--format', 'csv', '--out', guests], input: guests },
    ];
    for (const { args, input, cwd } of cases) {
      const what = args.join(' ');
      const before = md5(input);
      const answer = run(args, cwd ? { cwd } : {});
      assert.equal(answer.status, 2, `${what}: ${answer.stderr}`);
      assert.match(
        answer.stderr,
        /^seating-optimizer: The output file “.+” is the input file “.+”: writing it would replace what the command reads\./,
        what,
      );
      assertOneLine(answer.stderr, what);
      assert.equal(md5(input), before, `${what}: the input is unchanged`);
    }
    // Still a guests file the planner can use.
    assert.equal(run(['check', guests, tables]).status, 0);
  });

  it('writes beside the old file and renames into place: a second name of the old file keeps the old content', () => {
    const { dir, guests, tables } = event('replace');
    const out = join(dir, 'plan.csv');
    writeFileSync(out, 'old plan\n');
    linkSync(out, join(dir, 'yesterday.csv'));
    const answer = run(['solve', guests, tables, ...QUICK, '--out', out]);
    assert.equal(answer.status, 0, answer.stderr);
    assert.match(readFileSync(out, 'utf8'), /^\uFEFFtable,name,size/);
    assert.equal(readFileSync(join(dir, 'yesterday.csv'), 'utf8'), 'old plan\n', 'the old file was not written over in place');
    assert.deepEqual(
      readdirSync(dir).filter((name) => name.endsWith('.tmp')),
      [],
      'no temporary file is left behind',
    );
  });
});

describe('bounded reads', () => {
  it('refuses /dev/zero after the published limit instead of reading until killed', () => {
    const { guests } = event('dev-zero');
    const answer = run(['check', guests, '/dev/zero']);
    assert.equal(answer.signal, null, 'ended by itself');
    assert.equal(answer.status, 1);
    const { maxBytes, bytesLimit } = CSV_FILES.tables;
    assert.equal(
      answer.stderr,
      `seating-optimizer: “/dev/zero” is larger than the ${maxBytes.toLocaleString('en')} bytes accepted (${bytesLimit}), so it was not read. Give the right file, or split the list.\n`,
    );
  });

  it('refuses standard input past the limit, as a file', () => {
    const { tables } = event('stdin');
    const answer = run(['check', '/dev/stdin', tables], { input: new Uint8Array(CSV_FILES.guests.maxBytes + 4096).fill(0x61) });
    assert.equal(answer.signal, null);
    assert.equal(answer.status, 1);
    assert.match(answer.stderr, /“\/dev\/stdin” is larger than the 2,097,152 bytes accepted \(max_guests_file_bytes\)/);
  });
});

describe('write failures', () => {
  it('a full disk (/dev/full) gives one line naming the file and the cause, exit 1', () => {
    const { guests, tables, seating } = event('full');
    for (const args of [
      ['solve', guests, tables, ...QUICK, '--out', '/dev/full'],
      ['print', guests, tables, seating, '--kind', 'escort', '--out', '/dev/full'],
    ]) {
      const answer = run(args);
      assert.equal(answer.status, 1, answer.stderr);
      assert.match(answer.stderr, /^seating-optimizer: Cannot write “\/dev\/full” \(the disk is full\)\./);
      assert.doesNotMatch(answer.stderr, /folder exists/);
      assert.equal(answer.stderr.split('\n').filter((line) => /^\s+at /.test(line)).length, 0);
    }
  });

  it('a full disk on standard output gives one line, exit 1', () => {
    const { guests, tables } = event('full-stdout');
    const shell = spawnSync(
      'bash',
      ['-c', `"${process.execPath}" "${cliFromSource()[0]}" solve "$1" "$2" ${QUICK.join(' ')} > /dev/full`, '-', guests, tables],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: ENDS_WITHIN_MS,
      },
    );
    assert.equal(shell.status, 1, shell.stderr);
    const line = shell.stderr.split('\n').find((l) => l.startsWith('seating-optimizer:'));
    assert.equal(line, 'seating-optimizer: Cannot write to standard output (the disk is full).');
    assert.doesNotMatch(shell.stderr, /\n\s+at |node:internal|Unhandled 'error'/);
  });

  it('a reader that stops (| head -c1) gives one line, exit 1, no stack trace', () => {
    const { guests, tables, seating } = event('pipe');
    const errors = join(work, 'pipe-stderr.txt');
    // The escort page carries its fonts: far more than a pipe holds, so the writer meets the closed pipe.
    const command = `"${process.execPath}" "${cliFromSource()[0]}" print "$1" "$2" "$3" --kind escort 2>"$4" | head -c1 >/dev/null; exit \${PIPESTATUS[0]}`;
    const shell = spawnSync('bash', ['-c', command, '-', guests, tables, seating, errors], {
      cwd: root,
      encoding: 'utf8',
      timeout: ENDS_WITHIN_MS,
    });
    const stderr = readFileSync(errors, 'utf8');
    assert.equal(shell.status, 1, stderr);
    assert.equal(stderr, 'seating-optimizer: Cannot write to standard output (the program reading the output has stopped).\n');
  });

  it('words EPIPE, ENOSPC, EIO and EACCES, naming the file; only a path problem points at the folder', () => {
    const i18n = createI18n('en');
    const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);
    const failure = (code: string) => Object.assign(new Error(code), { code });
    const words = {
      EPIPE: 'the program reading the output has stopped',
      ENOSPC: 'the disk is full',
      EIO: 'input/output error',
      EACCES: 'permission denied',
    };
    for (const [code, reason] of Object.entries(words)) {
      const message = writeFailure(t, 'plan.csv', failure(code));
      assert.ok(message.includes('“plan.csv”') && message.includes(reason), message);
      assert.equal(message.includes('folder exists'), code === 'EACCES', message);
      assert.doesNotMatch(message, new RegExp(code));
    }
  });
});

describe('--out FILE.xlsx', () => {
  it('solve writes the seating as a workbook the app reads back as the CSV', async () => {
    const { dir, guests, tables } = event('xlsx');
    const workbook = join(dir, 'plan.xlsx');
    const csv = join(dir, 'plan.csv');
    assert.equal(run(['solve', guests, tables, ...QUICK, '--out', workbook]).status, 0);
    assert.equal(run(['solve', guests, tables, ...QUICK, '--out', csv]).status, 0);
    const read = await readWorkbook(new Uint8Array(readFileSync(workbook)));
    assert.ok('sheets' in read, JSON.stringify(read));
    assert.deepEqual(
      read.sheets[0]!.rows.map((row) => row.cells),
      csvRows(readFileSync(csv, 'utf8')),
    );
  });

  it('print --kind caterer writes the caterer sheet as a workbook; other documents refuse .xlsx with exit 2', async () => {
    const { dir, guests, tables, seating } = event('xlsx-print');
    const workbook = join(dir, 'caterer.xlsx');
    const answer = run(['print', guests, tables, seating, '--kind', 'caterer', '--out', workbook]);
    assert.equal(answer.status, 0, answer.stderr);
    const read = await readWorkbook(new Uint8Array(readFileSync(workbook)));
    assert.ok('sheets' in read, JSON.stringify(read));
    const csv = run(['print', guests, tables, seating, '--kind', 'caterer', '--format', 'csv']).stdout;
    assert.deepEqual(
      read.sheets[0]!.rows.map((row) => row.cells),
      csvRows(csv),
    );
    for (const args of [
      ['--kind', 'escort', '--out', join(dir, 'escort.xlsx')],
      ['--kind', 'caterer', '--format', 'csv', '--out', join(dir, 'caterer-text.xlsx')],
    ]) {
      const refused = run(['print', guests, tables, seating, ...args]);
      assert.equal(refused.status, 2, args.join(' '));
      assert.throws(() => statSync(args.at(-1)!), 'nothing is written');
    }
  });
});
