/** The printed find-my-seat codes: one for the 150-guest example, table ranges when the names overflow a code. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'node-html-parser';
import { decodeFindSeat, type FindSeatData } from '../../src/model/find-seat-link.ts';
import { findSeatTablesOf, MAX_QR_VERSION, qrMatrix, tableRanges } from '../../src/print/find-seat.ts';
import { findSeatCodes, FindSeatTooLarge, printHtml, type PrintPlan } from '../../src/print/index.ts';
import { examplePlan, translator } from '../support/print-example.ts';

const ORIGIN = 'https://seating-optimizer.example';

async function dataOf(url: string): Promise<FindSeatData> {
  const result = await decodeFindSeat(new URL(url).hash);
  if (!result.ok) throw new Error(result.problem);
  return result.data;
}

/** Everyone of a plan as "name → table", the way the escort list reads it. */
function everyone(plan: PrintPlan): Map<string, string> {
  return new Map(findSeatTablesOf(plan).flatMap((table) => table.people.map((name) => [name, table.name] as const)));
}

describe('print: find my seat', () => {
  for (const language of ['en', 'he'] as const) {
    it(`the 150-guest example (${language}) fits one QR code, and its link holds every guest at their table`, async () => {
      const plan = examplePlan(language);
      const codes = await findSeatCodes(plan, ORIGIN, language);
      assert.equal(codes.length, 1);
      const html = printHtml(plan, { kind: 'find-seat', language, fonts: 'linked', findSeatCodes: codes }, translator(language));
      const root = parse(html);
      assert.equal(root.querySelectorAll('svg.qr').length, 1, 'exactly one code on the sheet');
      assert.equal(root.querySelector('html')!.getAttribute('dir'), language === 'he' ? 'rtl' : 'ltr');
      assert.ok(!root.querySelector('.range'), 'one code names no table range');
      const data = await dataOf(codes[0]!.url);
      assert.equal(data.event, plan.eventName);
      const expected = everyone(plan);
      const carried = new Map(data.tables.flatMap((table) => table.people.map((name) => [name, table.name] as const)));
      assert.deepEqual(carried, expected);
      // Every person of the example is found: named people by name, the rest by their booking.
      const named = plan.guests.flatMap((g) => (g.people ?? []).map((p) => p.name)).filter((n) => n !== '');
      for (const name of named) assert.ok(carried.has(name), name);
    });
  }

  it('the code is a real QR code of at most the readable size, drawn with paths and no style attribute', async () => {
    const plan = examplePlan('he');
    const [code] = await findSeatCodes(plan, ORIGIN, 'he');
    const matrix = qrMatrix(code!.url)!;
    assert.ok(matrix.length <= 17 + 4 * MAX_QR_VERSION);
    const svg = parse(
      printHtml(plan, { kind: 'find-seat', language: 'he', fonts: 'linked', findSeatCodes: [code!] }, translator('he')),
    ).querySelector('svg.qr')!;
    assert.equal(svg.getAttribute('viewBox'), `0 0 ${matrix.length + 8} ${matrix.length + 8}`);
    assert.ok(!svg.toString().includes('style='));
    // The three finder patterns' corners are dark, the quiet zone around them light.
    for (const [row, col] of [
      [0, 0],
      [0, matrix.length - 1],
      [matrix.length - 1, 0],
    ] as const)
      assert.ok(matrix[row]![col]);
  });

  it('splits the tables into even ranges', () => {
    assert.deepEqual(tableRanges(24, 1), [[1, 24]]);
    assert.deepEqual(tableRanges(24, 2), [
      [1, 12],
      [13, 24],
    ]);
    assert.deepEqual(tableRanges(7, 3), [
      [1, 2],
      [3, 4],
      [5, 7],
    ]);
    assert.deepEqual(tableRanges(2, 3), [
      [1, 1],
      [2, 2],
    ]);
  });

  it('when the names overflow one code, prints one per table range, each link carrying only its tables', async () => {
    const plan = examplePlan('en');
    const whole = (await findSeatCodes(plan, ORIGIN, 'en'))[0]!.url.length;
    // A code that holds little more than half the list.
    const codes = await findSeatCodes(plan, ORIGIN, 'en', (url) => url.length <= whole * 0.6);
    assert.ok(codes.length >= 2, `${codes.length} codes`);
    const tables = findSeatTablesOf(plan);
    assert.equal(codes[0]!.first, 1);
    assert.equal(codes.at(-1)!.last, tables.length);
    const all = new Map<string, string>();
    for (const [i, code] of codes.entries()) {
      if (i > 0) assert.equal(code.first, codes[i - 1]!.last + 1, 'ranges follow each other');
      const data = await dataOf(code.url);
      assert.equal(data.firstTable, code.first);
      assert.equal(data.tableCount, tables.length);
      assert.deepEqual(
        data.tables.map((t) => t.name),
        tables.slice(code.first - 1, code.last).map((t) => t.name),
        'only its own tables',
      );
      for (const table of data.tables) for (const name of table.people) all.set(name, table.name);
    }
    assert.deepEqual(all, everyone(plan), 'together the codes hold everyone');
    const root = parse(printHtml(plan, { kind: 'find-seat', language: 'en', fonts: 'linked', findSeatCodes: codes }, translator('en')));
    assert.equal(root.querySelectorAll('svg.qr').length, codes.length);
    assert.deepEqual(
      root.querySelectorAll('.range').map((el) => el.textContent),
      codes.map((code) => `Tables ${code.first}–${code.last}`),
    );
  });

  it('refuses a table whose names alone overflow a code, naming it', async () => {
    const plan = examplePlan('en');
    await assert.rejects(
      findSeatCodes(plan, ORIGIN, 'en', () => false),
      (error: unknown) => error instanceof FindSeatTooLarge && error.table === findSeatTablesOf(plan)[0]!.name,
    );
  });

  it('a plan where nobody is seated prints no code but says so', async () => {
    const plan: PrintPlan = { ...examplePlan('en'), seating: {} };
    const codes = await findSeatCodes(plan, ORIGIN, 'en');
    assert.deepEqual(codes, []);
    const html = printHtml(plan, { kind: 'find-seat', language: 'en', fonts: 'linked', findSeatCodes: codes }, translator('en'));
    assert.ok(!html.includes('<svg'));
    assert.ok(html.includes(translator('en')('print.nobody_seated')));
  });

  it('a plus-one finds their table by their host’s booking; a booking that names nobody by its own name', () => {
    const plan: PrintPlan = {
      eventName: 'Test',
      guests: [
        {
          name: 'Zoe Porter & partner',
          size: 2,
          group: [],
          strength: null,
          avoid: [],
          table: null,
          people: [
            { name: 'Zoe Porter', meal: '' },
            { name: '', meal: '' },
          ],
        },
        { name: 'The Smiths', size: 3, group: [], strength: null, avoid: [], table: null },
      ],
      tables: [{ name: 'Table 1', capacity: 10 }],
      seating: { 'Zoe Porter & partner': 'Table 1', 'The Smiths': 'Table 1' },
      meals: [],
    };
    assert.deepEqual([...findSeatTablesOf(plan)[0]!.people].sort(), ['The Smiths', 'Zoe Porter', 'Zoe Porter & partner']);
  });
});
