/** The print pack's "only what changed since" a printed plan: exactly the changed people and tables, and the counts it shows. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'node-html-parser';
import { peopleOf, type GuestRecord } from '../../src/model/records.ts';
import { printHtml, reprintCounts, reprintSince, type PrintKind, type PrintPlan } from '../../src/print/index.ts';
import { examplePlan, translator } from '../support/print-example.ts';

const en = translator('en');

const render = (plan: PrintPlan, kind: PrintKind, only?: ReturnType<typeof reprintSince>) =>
  parse(printHtml(plan, { kind, language: 'en', fonts: 'linked', ...(only ? { only } : {}) }, en));

/** The names printed on the place cards (their readable face). */
const cardNames = (plan: PrintPlan, only?: ReturnType<typeof reprintSince>) =>
  render(plan, 'place-cards', only)
    .querySelectorAll('.face.lower .person')
    .map((p) => p.textContent.trim())
    .sort();
const escortNames = (plan: PrintPlan, only?: ReturnType<typeof reprintSince>) =>
  render(plan, 'escort', only)
    .querySelectorAll('.entry .person')
    .map((p) => p.textContent.trim())
    .sort();
const listedTables = (plan: PrintPlan, only?: ReturnType<typeof reprintSince>) =>
  render(plan, 'tables', only)
    .querySelectorAll('.table-list h2')
    .map((h) => h.childNodes[0]!.textContent.trim())
    .sort();

/** The names a booking's people print under (the booking's own for someone unnamed, as the cards do). */
const printedNames = (g: GuestRecord) => peopleOf(g).map((p, i) => p.name || (i === 0 ? g.name : `Guest of ${g.name}`));

describe('print: only what changed since a printed plan', () => {
  const printed = examplePlan();
  // Bookings with named people, each at a table of its own, to change in different ways.
  const named = printed.guests.filter((g) => peopleOf(g).every((p) => p.name !== '') && printed.seating[g.name]);
  const byTable = new Map<string, GuestRecord>();
  for (const g of named) if (!byTable.has(printed.seating[g.name]!)) byTable.set(printed.seating[g.name]!, g);
  const [moved, remealed, renamed, removed] = [...byTable.values()];
  const tableOf = (g: GuestRecord) => printed.seating[g.name]!;
  const target = printed.tables.find((t) => ![moved, remealed, renamed, removed].some((g) => tableOf(g!) === t.name))!.name;
  const added: GuestRecord = {
    name: 'Late Cousin',
    size: 2,
    group: [],
    strength: null,
    avoid: [],
    table: null,
    people: [
      { name: 'Ada Late', meal: '' },
      { name: 'Ben Late', meal: '' },
    ],
  };
  const now: PrintPlan = {
    ...printed,
    guests: [
      ...printed.guests
        .filter((g) => g !== removed)
        .map((g) => {
          if (g === remealed)
            return { ...g, people: peopleOf(g).map((p, i) => (i === 0 ? { ...p, meal: p.meal === 'Fish' ? 'Meat' : 'Fish' } : p)) };
          if (g === renamed) return { ...g, people: peopleOf(g).map((p, i) => (i === 0 ? { ...p, name: `${p.name} Jr` } : p)) };
          return g;
        }),
      added,
    ],
    seating: {
      ...Object.fromEntries(Object.entries(printed.seating).filter(([b]) => b !== removed!.name)),
      [moved!.name]: target,
      [added.name]: target,
    },
  };
  const current = (g: GuestRecord) => now.guests.find((x) => x.name === g.name)!;
  const only = reprintSince(printed, now);

  it('prints the place cards of the added and moved bookings and of the people whose name or meal changed, and no others', () => {
    const expected = [moved!, remealed!, renamed!, added].flatMap((g) => printedNames(current(g))).sort();
    assert.deepEqual(cardNames(now, only), expected);
    assert.ok(cardNames(now).length > expected.length * 10, 'the full place cards are still there');
  });

  it('prints the escort entries of the added and moved bookings and of renamed people, not of a changed meal', () => {
    const expected = [moved!, renamed!, added].flatMap((g) => printedNames(current(g))).sort();
    assert.deepEqual(escortNames(now, only), expected);
  });

  it('prints the table lists of the tables whose bookings or people changed', () => {
    const expected = [...new Set([tableOf(moved!), target, tableOf(removed!), tableOf(remealed!), tableOf(renamed!)])].sort();
    assert.deepEqual(listedTables(now, only), expected);
    assert.equal(listedTables(now).length, now.tables.length);
  });

  it('counts what it prints', () => {
    const counts = reprintCounts(now, only);
    assert.deepEqual(counts, {
      placeCards: cardNames(now, only).length,
      tables: listedTables(now, only).length,
      escort: escortNames(now, only).length,
    });
  });

  it('prints nothing when nothing changed', () => {
    assert.deepEqual(reprintCounts(printed, reprintSince(printed, printed)), { placeCards: 0, tables: 0, escort: 0 });
  });
});
