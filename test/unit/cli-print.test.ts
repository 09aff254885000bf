/** `seating-optimizer print`: each document written as a self-contained file, usage errors refused with status 2. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cliFromSource } from './cli-source.ts';
import { PRINT_KINDS } from '../../src/print/index.ts';
import { EXAMPLE_FILES } from '../support/print-example.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'seating-print-'));
after(() => rmSync(work, { recursive: true, force: true }));
const FILES = [EXAMPLE_FILES.guests, EXAMPLE_FILES.tables, EXAMPLE_FILES.seating];

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  return runWith({}, ...args);
}

function runWith(env: Record<string, string>, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [...cliFromSource(), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('seating-optimizer print', () => {
  for (const kind of PRINT_KINDS) {
    it(`writes the ${kind} document in Hebrew with its fonts inside`, () => {
      const out = join(work, `${kind}.html`);
      const { status, stderr } = run('print', ...FILES, '--kind', kind, '--lang', 'he', '--out', out);
      assert.equal(status, 0, stderr);
      assert.equal(stderr, `Written to ${out}.\n`);
      const html = readFileSync(out, 'utf8');
      assert.match(html, /^<!doctype html>\n<html lang="he" dir="rtl">/);
      assert.ok(html.includes('data:font/woff2;base64,'));
      // What each document must show of the example: a person, a table, or a meal.
      const shown = {
        escort: 'Emma Clarke',
        tables: 'Emma Clarke',
        'place-cards': 'Emma Clarke',
        chart: 'Emma Clarke',
        'table-cards': 'Head table',
        caterer: 'Vegetarian',
        'floor-plan': 'Head table',
        'find-seat': '<svg class="qr"',
      };
      assert.ok(html.includes(shown[kind]), shown[kind]);
    });
  }

  it('prints find my seat as one code whose link points to the site SITE_ORIGIN names, in the document’s language', () => {
    const { status, stdout, stderr } = runWith(
      { SITE_ORIGIN: 'https://seats.example.org' },
      'print',
      ...FILES,
      '--kind',
      'find-seat',
      '--lang',
      'he',
    );
    assert.equal(status, 0, stderr);
    assert.equal(stdout.match(/<svg class="qr"/g)?.length, 1);
    assert.ok(stdout.includes('סרקו את הקוד'), 'the instruction in Hebrew');
    const { status: bad, stderr: message } = runWith({ SITE_ORIGIN: 'not an origin' }, 'print', ...FILES, '--kind', 'find-seat');
    assert.notEqual(bad, 0);
    assert.match(message, /SITE_ORIGIN/);
  });

  it('writes the caterer sheet as CSV, the meal columns and a totals row', () => {
    const { status, stdout } = run('print', ...FILES, '--kind', 'caterer', '--format', 'csv');
    assert.equal(status, 0);
    const lines = stdout
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines[0], 'table,Meat,Fish,Vegetarian,Kids,no meal,children,people,seats,needs');
    assert.match(lines.at(-1)!, /^Total,/);
  });

  it('writes the escort list by family name, or by first name with --order first', () => {
    const entries = (html: string) => [...html.matchAll(/<span class="person"><bdi>([^<]*)<\/bdi>/g)].map((m) => m[1]!);
    const family = entries(run('print', ...FILES, '--kind', 'escort').stdout);
    const first = entries(run('print', ...FILES, '--kind', 'escort', '--order', 'first').stdout);
    assert.equal(family.length, first.length);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const lastWord = (name: string) => name.split(' ').at(-1)!;
    const inOrder = (names: string[], key: (name: string) => string) =>
      names.every((name, i) => i === 0 || collator.compare(key(names[i - 1]!), key(name)) <= 0);
    assert.ok(inOrder(family, lastWord), family.join(', '));
    assert.ok(
      inOrder(first, (name) => name),
      first.join(', '),
    );
    assert.notDeepEqual(family, first);
    assert.equal(run('print', ...FILES, '--kind', 'escort', '--order', 'last').status, 2);
  });

  it('lays place cards on the chosen label sheet and the chart on the chosen paper', () => {
    const cards = run('print', ...FILES, '--kind', 'place-cards', '--label-sheet', 'avery-5160');
    assert.equal(cards.status, 0);
    assert.match(cards.stdout, /@page \{ size: 215\.9mm 279\.4mm;/);
    const chart = run('print', ...FILES, '--kind', 'chart', '--paper', 'A2');
    assert.match(chart.stdout, /@page \{ size: A2 landscape;/);
  });

  for (const [args, message] of [
    [
      ['--kind', 'menu'],
      /The option --kind takes one of: escort, tables, table-cards, place-cards, caterer, chart, floor-plan, find-seat; “menu” is not one\./,
    ],
    [[], /The option --kind is needed/],
    [['--kind', 'escort', '--format', 'csv'], /Only the caterer sheet is written as CSV/],
    [['--kind', 'chart', '--paper', 'A5'], /--paper takes one of: A3, A2/],
    [['--kind', 'chart', '--paper', 'A4'], /The chart document prints on A3, A2; “A4” is not one of them/],
    [['--kind', 'floor-plan', '--paper', 'A2'], /The floor-plan document prints on A3, A4/],
    [['--kind', 'escort', '--format', 'svg'], /Only the floor plan is written as SVG/],
    [['--kind', 'escort', '--lang', 'fr'], /--lang takes one of: en, he/],
  ] as const) {
    it(`refuses ${args.join(' ') || 'no --kind'} as a usage error, writing nothing`, () => {
      const out = join(work, 'refused.html');
      const { status, stderr } = run('print', ...FILES, ...args, '--out', out);
      assert.equal(status, 2);
      assert.match(stderr, message);
      assert.ok(!existsSync(out));
    });
  }

  it('writes the floor plan as SVG to an .svg file, with the names when asked, on the chosen paper as a page', () => {
    const out = join(work, 'plan.svg');
    const { status, stderr } = run('print', ...FILES, '--kind', 'floor-plan', '--names', '--out', out);
    assert.equal(status, 0, stderr);
    const svg = readFileSync(out, 'utf8');
    assert.match(svg, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[-\d. ]+"/);
    for (const text of ['>1<', '>15<', '>Head table<', '>the dance floor<', '>Emma Clarke<']) assert.ok(svg.includes(text), text);
    const plain = run('print', ...FILES, '--kind', 'floor-plan', '--format', 'svg');
    assert.equal(plain.status, 0);
    assert.ok(plain.stdout.includes('>Head table<') && !plain.stdout.includes('>Emma Clarke<'), 'names only when asked');
    const page = run('print', ...FILES, '--kind', 'floor-plan', '--paper', 'A4');
    assert.match(page.stdout, /@page \{ size: A4 landscape;/);
    assert.ok(page.stdout.includes('<main class="floor-page"><svg'));
  });

  it('places tables without positions by the automatic layout, and keeps the positions a tables file gives', () => {
    const tables = join(work, 'placed-tables.csv');
    writeFileSync(
      tables,
      `${readFileSync(EXAMPLE_FILES.tables, 'utf8')
        .trim()
        .replace(/^(name,capacity,.*)$/m, '$1,x,y')
        .replace(/^(Table 1,.*)$/m, '$1,3,4.5')}\n`,
    );
    const { status, stdout, stderr } = run(
      'print',
      EXAMPLE_FILES.guests,
      tables,
      EXAMPLE_FILES.seating,
      '--kind',
      'floor-plan',
      '--format',
      'svg',
    );
    assert.equal(status, 0, stderr);
    assert.match(stdout, /<circle cx="3" cy="4\.5" r="0\.95"\/>/);
  });

  it('refuses --kind for another command', () => {
    const { status, stderr } = run('check', EXAMPLE_FILES.guests, EXAMPLE_FILES.tables, '--kind', 'escort');
    assert.equal(status, 2);
    assert.match(stderr, /--kind does not apply to “check”/);
  });

  it('a seating file naming an unknown table is bad input: status 1, the problem printed, nothing written', () => {
    const seating = join(work, 'bad-seating.csv');
    writeFileSync(seating, 'table,name\nTable 99,Emma & Noah\n');
    const out = join(work, 'bad.html');
    const { status, stderr } = run('print', EXAMPLE_FILES.guests, EXAMPLE_FILES.tables, seating, '--kind', 'escort', '--out', out);
    assert.equal(status, 1);
    assert.match(stderr, /error: /);
    assert.ok(!existsSync(out));
  });
});
