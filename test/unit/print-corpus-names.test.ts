/**
 * The exports corpus (test/fixtures/exports/) printed: every partner and child of each file prints
 * on the escort list, the place cards and the table lists under their full name as the file gives
 * it (a seat not yet named as "Guest of …"), nobody is called "Yes" or "No", and nobody who
 * declined or has not answered prints at all.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';
import { CSV_FILES } from '../../src/contract/index.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readInput } from '../../src/csv/read-input.ts';
import { mealsWithUsed } from '../../src/model/meals.ts';
import { peopleOf } from '../../src/model/records.ts';
import { printHtml, type PrintPlan } from '../../src/print/index.ts';
import { layoutOf } from '../../src/print/plan.ts';
import { translator } from '../support/print-example.ts';

const folder = fileURLToPath(new URL('../fixtures/exports/', import.meta.url));
const exports = readdirSync(folder).filter((name) => /\.(csv|xlsx)$/.test(name) && name !== 'tables.csv');
const t = translator('en');
const text = (s: string) =>
  s
    .replace(/[\u2066-\u2069]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
/** Words an RSVP or plus-one column holds, which must never print as a person. */
const ANSWER_WORDS = /^(yes|no|y|n|true|false|כן|לא|attending|declined|pending)$/iu;

/** A corpus file read as the app reads it, every booking seated, one table of twelve each. */
async function printedPlan(name: string) {
  const bytes = new Uint8Array(readFileSync(join(folder, name)));
  const file = readGuestsFile(await readInput(bytes, { file: 'guests', spec: CSV_FILES.guests }, name), name);
  const guests = file.records;
  const tables = guests.map((_, i) => ({ name: `Table ${i + 1}`, capacity: 12 }));
  const seating = Object.fromEntries(guests.map((g, i) => [g.id ?? g.name, `Table ${i + 1}`]));
  const plan: PrintPlan = { eventName: name, guests, tables, seating, meals: mealsWithUsed([], guests) };
  return { file, plan };
}

describe('the exports corpus, printed', () => {
  for (const name of exports) {
    it(`${name}: every person under their full name, nobody called Yes or No, nobody who declined`, async () => {
      const { file, plan } = await printedPlan(name);
      const expected = JSON.parse(readFileSync(join(folder, name.replace(/\.\w+$/, '.expected.json')), 'utf8')) as {
        bookings: Record<string, string[]>;
      };
      // As the print layer names people: a booking naming nobody under its own name first (plan.ts).
      const people = layoutOf(plan).tables.flatMap((table) => table.people.map((p) => p.name || `Guest of ${p.booking}`));
      const escort = parse(printHtml(plan, { kind: 'escort', language: 'en', fonts: 'linked' }, t))
        .querySelectorAll('.entry .person')
        .map((e) => text(e.textContent));
      const cards = parse(printHtml(plan, { kind: 'place-cards', language: 'en', fonts: 'linked' }, t))
        .querySelectorAll('.place .lower .person')
        .map((e) => text(e.textContent));
      const lists = parse(printHtml(plan, { kind: 'tables', language: 'en', fonts: 'linked' }, t))
        .querySelectorAll('.table-list li > span:first-child')
        .map((e) => text(e.textContent));
      for (const [document, printed] of Object.entries({ escort, cards, lists })) {
        assert.deepEqual([...printed].sort(), [...people].sort(), `${document}: one line per person`);
        const answers = printed.filter((p) => ANSWER_WORDS.test(p));
        assert.deepEqual(answers, [], `${document}: nobody is called by an answer`);
        // The bookings the corpus names, person by person, as a planner reads them.
        // A booking that names nobody prints its first seat under its own name ("Emma Stone", never "Guest of Emma Stone").
        for (const [booking, names] of Object.entries(expected.bookings)) {
          const nobody = names.every((person) => person === '');
          names.forEach((person, i) => {
            const label = person || (nobody && i === 0 ? booking : `Guest of ${booking}`);
            assert.ok(printed.includes(label), `${document}: ${label}`);
          });
        }
        const away = [...file.declined, ...file.pending].flatMap((g) => peopleOf(g).map((p) => p.name)).filter((n) => n !== '');
        for (const person of away) assert.equal(printed.includes(person), false, `${document}: ${person} does not come`);
      }
    });
  }
});
