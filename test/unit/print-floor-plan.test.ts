/** The printed floor plan: every table numbered, objects named, names only when asked, the room's size, Hebrew right to left. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'node-html-parser';
import { floorPlanSvg, printHtml, type PrintPlan } from '../../src/print/index.ts';
import { roomPlan } from '../../src/model/room-layout.ts';
import { examplePlan, translator } from '../support/print-example.ts';

const en = translator('en');
const he = translator('he');

/** The texts of the drawing, as written (entities decoded). */
const textsOf = (svg: string): string[] =>
  parse(svg)
    .querySelectorAll('text')
    .map((node) => node.textContent);

/**
 * The SVG is well-formed XML: a strict tokenizer checks every tag is closed in order and every
 * entity is one XML knows (the e2e test parses it in the browser too).
 */
function assertWellFormed(svg: string) {
  const open: string[] = [];
  const tokens = svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|&([^;\s]*);|[<&]/g);
  for (const [token, closing, name, , selfClosing, entity] of tokens) {
    if (entity !== undefined) {
      assert.match(entity, /^(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+)$/i, `entity &${entity};`);
      continue;
    }
    assert.ok(name, `a bare ${token} in the text`);
    if (selfClosing) continue;
    if (closing) assert.equal(open.pop(), name, `</${name}> closes what is open`);
    else open.push(name);
  }
  assert.deepEqual(open, []);
}

describe('floorPlanSvg', () => {
  const plan = examplePlan('en');
  const svg = floorPlanSvg(plan, { language: 'en', names: false }, en);

  it('is a standalone, well-formed SVG document whose viewBox holds the room', () => {
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="/);
    assertWellFormed(svg);
    const root = parse(svg).querySelector('svg')!;
    const [left, top, width, height] = root.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
    const { room } = roomPlan(plan.tables, plan.room);
    const outline = parse(svg).querySelector('rect.room')!;
    assert.equal(Number(outline.getAttribute('width')), room.width);
    assert.equal(Number(outline.getAttribute('height')), room.depth);
    assert.ok(left < 0 && top < 0 && left + width > room.width && top + height > room.depth);
    // The margins around the room are small: the room fills most of the page.
    assert.ok(room.width / width > 0.9 && room.depth / height > 0.8);
  });

  it('numbers every table and names it, names the objects in the drawing and the legend, and gives the event name', () => {
    const texts = textsOf(svg);
    // "Table 7" shows 7 large above its name; the head table has no number, only its name.
    for (const table of plan.tables) {
      const number = /\d+$/.exec(table.name)?.[0];
      if (number) assert.ok(texts.includes(number), `number ${number}`);
      assert.ok(texts.includes(table.name), table.name);
    }
    for (const object of ['the dance floor', 'the bar', 'the DJ', 'the speakers', 'the entrance'])
      assert.ok(texts.includes(object), object);
    assert.ok(texts.includes('Emma & Noah'));
    assert.ok(svg.includes('Emma &amp; Noah'));
    assert.ok(texts.includes('5 m'), 'a scale bar in metres');
  });

  it('writes the guests’ names at their seats only when asked, in seat order', () => {
    const person = 'Emma Clarke';
    assert.ok(!textsOf(svg).includes(person));
    const withNames = floorPlanSvg(plan, { language: 'en', names: true }, en);
    assertWellFormed(withNames);
    const texts = textsOf(withNames);
    assert.ok(texts.includes(person));
    const seated = plan.guests.filter((g) => plan.seating[g.name]).reduce((sum, g) => sum + g.size, 0);
    assert.equal(texts.length - textsOf(svg).length, seated, 'one name for each seated person');
    // Grandma Ruth has seat 1 of the head table: her name is beside its first chair, leftmost of the row.
    const table = roomPlan(plan.tables, plan.room).tables[0]!;
    const ruth = parse(withNames)
      .querySelectorAll('text')
      .find((node) => node.textContent === 'Ruth Clarke')!;
    assert.ok(Number(ruth.getAttribute('x')) < table.x - table.length / 4, 'seat 1 at the left end of the head table');
  });

  it('gives the scale in feet when asked', () => {
    assert.ok(textsOf(floorPlanSvg(plan, { language: 'en', names: false, unit: 'ft' }, en)).some((text) => / ft$/.test(text)));
  });

  it('sets Hebrew right to left without mirroring the drawing, and escapes every name', () => {
    const hePlan = examplePlan('he');
    const heSvg = floorPlanSvg({ ...hePlan, eventName: 'נועה & "איתי" <3' }, { language: 'he', names: true }, he);
    assertWellFormed(heSvg);
    const nodes = parse(heSvg).querySelectorAll('text');
    const table = nodes.find((node) => node.textContent === hePlan.tables[1]!.name)!;
    assert.equal(table.getAttribute('direction'), 'rtl');
    assert.ok(nodes.find((node) => node.textContent === 'רחבת הריקודים'));
    assert.equal(nodes.find((node) => node.textContent === '1')!.getAttribute('direction'), undefined);
    assert.ok(heSvg.includes('נועה &amp; &quot;איתי&quot; &lt;3'));
    assert.ok(!/scale\(-1/.test(heSvg), 'nothing is mirrored');
    // The scale bar in the reader's letters: מ׳, not a Latin "m".
    assert.ok(
      textsOf(heSvg).some((text) => /^\d+ מ׳$/.test(text)),
      'a scale bar in מ׳',
    );
    assert.ok(!textsOf(heSvg).some((text) => /\d m$/.test(text)));
    // The same tables stand in the same places as in English.
    const xs = (s: string) =>
      parse(s)
        .querySelectorAll('g.table circle, g.table rect')
        .slice(0, 5)
        .map((n) => n.toString());
    assert.deepEqual(xs(heSvg), xs(floorPlanSvg(hePlan, { language: 'en', names: true }, en)));
  });

  it('stays one readable drawing for 250 tables: big numbers, no names unless asked', () => {
    const tables = Array.from({ length: 250 }, (_, i) => ({ name: `Table ${i + 1}`, capacity: 10 }));
    const big: PrintPlan = { eventName: 'Gala', guests: [], tables, seating: {}, meals: [] };
    const bigSvg = floorPlanSvg(big, { language: 'en', names: false }, en);
    assertWellFormed(bigSvg);
    const numbers = parse(bigSvg)
      .querySelectorAll('text[font-weight="700"]')
      .filter((node) => /^\d+$/.test(node.textContent));
    assert.equal(numbers.length, 250);
    // A number is at least a third of its table's diameter, whatever the room's size.
    const diameter = roomPlan(tables, undefined).tables[0]!.length;
    assert.ok(numbers.every((node) => Number(node.getAttribute('font-size')) >= diameter / 3));
  });
});

describe('the floor plan page', () => {
  it('is one landscape page of the chosen paper with the drawing fitted to it', () => {
    const plan = examplePlan('he');
    const a3 = printHtml(plan, { kind: 'floor-plan', language: 'he', fonts: 'linked' }, he);
    assert.match(a3, /@page \{ size: A3 landscape;/);
    assert.match(a3, /<html lang="he" dir="rtl">/);
    assert.match(a3, /<main class="floor-page"><svg xmlns=/);
    assert.match(a3, /<title>תוכנית האולם · נועה ואיתי<\/title>/);
    const a4 = printHtml(plan, { kind: 'floor-plan', language: 'en', fonts: 'linked', floorPlanPaper: 'A4', names: true }, en);
    assert.match(a4, /@page \{ size: A4 landscape;/);
    assert.match(a4, /\.floor-page \{ inline-size: 281mm; block-size: 193mm;/);
  });
});
