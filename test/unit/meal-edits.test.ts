import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countMeals, newMeal, type MealOption } from '../../src/model/meals.ts';
import { countNeeds } from '../../src/model/needs.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import { applyPatch, diffContent } from '../../src/state/content-patch.ts';
import { applyEdit, type EditIntent } from '../../src/state/edits.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';

const meal = (name: string, symbol: string): MealOption => ({ name, symbol, colour: '#2f6f4e', forChildren: false });

function event(): EventContent {
  const guests: GuestRecord[] = [
    {
      name: 'Cohen family',
      size: 3,
      group: [],
      strength: null,
      avoid: [],
      table: null,
      people: [
        { name: 'Dana', meal: 'Fish' },
        { name: '', meal: 'Meat' },
        { name: 'Noa', meal: 'Fish' },
      ],
      needs: ['high chair'],
      notes: 'Arrives late',
      extra: { RSVP: 'yes', Phone: '050-1234567' },
    },
    {
      name: 'Levi',
      size: 2,
      group: [],
      strength: null,
      avoid: [],
      table: null,
      people: [{ name: 'Avi', meal: 'Meat' }],
      needs: ['High chair', 'wheelchair'],
    },
  ];
  return { ...emptyContent('e1'), guests, tables: [{ name: 'Table 1', capacity: 10 }], meals: [meal('Meat', 'M'), meal('Fish', 'F')] };
}

/** The edit's next content, failing the test when it was refused; and checks undo and redo of its patch. */
function edited(content: EventContent, intent: EditIntent): EventContent {
  const result = applyEdit(content, intent);
  assert.ok('next' in result, `refused: ${JSON.stringify(result)}`);
  const patch = diffContent(content, result.next);
  assert.deepEqual(applyPatch(result.next, patch, 'undo'), content, 'undo restores exactly');
  assert.deepEqual(applyPatch(content, patch, 'redo'), result.next);
  return result.next;
}

describe('meal list edits', () => {
  it('rename a meal for every person who has it', () => {
    const next = edited(event(), { kind: 'editMeal', previousName: 'fish', meal: { ...meal('Sea bass', '🐟'), colour: '#1f4e8c' } });
    assert.deepEqual(
      next.meals?.map((m) => [m.name, m.symbol, m.colour]),
      [
        ['Meat', 'M', '#2f6f4e'],
        ['Sea bass', '🐟', '#1f4e8c'],
      ],
    );
    assert.deepEqual(
      next.guests[0]!.people!.map((p) => p.meal),
      ['Sea bass', 'Meat', 'Sea bass'],
    );
    assert.equal(countMeals(next.meals, next.guests).byMeal.get('Sea bass'), 2);
    assert.deepEqual(next.guests[0]!.extra, { RSVP: 'yes', Phone: '050-1234567' }, 'the extra columns stay');
  });

  it('remove a meal, leaving its people with no meal', () => {
    const next = edited(event(), { kind: 'removeMeal', name: 'Meat' });
    assert.deepEqual(
      next.meals?.map((m) => m.name),
      ['Fish'],
    );
    assert.deepEqual(
      next.guests[0]!.people!.map((p) => [p.name, p.meal]),
      [
        ['Dana', 'Fish'],
        ['', ''],
        ['Noa', 'Fish'],
      ],
    );
    assert.deepEqual(next.guests[1]!.people, [{ name: 'Avi', meal: '' }]);
    assert.equal(countMeals(next.meals, next.guests).none, 3, 'the unnamed seat of Levi and the two people who had meat');
  });

  it('add and reorder meals, and refuse a name the list has or an empty one', () => {
    const added = edited(event(), { kind: 'addMeal', meal: newMeal(event().meals!, 'Kids menu') });
    assert.deepEqual(
      added.meals?.map((m) => [m.name, m.forChildren]),
      [
        ['Meat', false],
        ['Fish', false],
        ['Kids menu', true],
      ],
    );
    const moved = edited(added, { kind: 'moveMeal', name: 'Kids menu', to: 0 });
    assert.deepEqual(
      moved.meals?.map((m) => m.name),
      ['Kids menu', 'Meat', 'Fish'],
    );
    const taken = applyEdit(event(), { kind: 'addMeal', meal: meal('FISH', 'X') });
    assert.deepEqual('refusal' in taken && taken.refusal.reason, 'nameTaken');
    const renamedOnto = applyEdit(event(), { kind: 'editMeal', previousName: 'Meat', meal: meal('fish', 'M') });
    assert.deepEqual('refusal' in renamedOnto && renamedOnto.refusal.reason, 'nameTaken');
    const empty = applyEdit(event(), { kind: 'addMeal', meal: meal('  ', 'X') });
    assert.deepEqual('refusal' in empty && empty.refusal.reason, 'mealNameEmpty');
    const unknown = applyEdit(event(), { kind: 'removeMeal', name: 'Soup' });
    assert.deepEqual('refusal' in unknown && unknown.refusal.reason, 'unknownMeal');
  });
});

describe('a booking edited with its people', () => {
  it('keeps names, meals, needs, notes and extra columns, and adds a meal chosen that the list lacks', () => {
    const content = event();
    const cohen = content.guests[0]!;
    const guest: GuestRecord = {
      ...cohen,
      name: 'Cohen',
      people: [
        { name: 'Dana', meal: 'fish' },
        { name: 'Yoni', meal: 'Vegan' },
        { name: 'Noa', meal: '' },
      ],
      needs: ['high chair', 'nut allergy'],
      notes: 'Arrives at eight',
    };
    const next = edited(content, { kind: 'editGuest', previousName: 'Cohen family', guest });
    const saved = next.guests[0]!;
    assert.deepEqual(saved.people, [
      { name: 'Dana', meal: 'Fish' },
      { name: 'Yoni', meal: 'Vegan' },
      { name: 'Noa', meal: '' },
    ]);
    assert.deepEqual(saved.needs, ['high chair', 'nut allergy']);
    assert.equal(saved.notes, 'Arrives at eight');
    assert.deepEqual(saved.extra, { RSVP: 'yes', Phone: '050-1234567' });
    assert.deepEqual(
      next.meals?.map((m) => m.name),
      ['Meat', 'Fish', 'Vegan'],
    );
  });

  it('counts needs by booking, spelled as first written', () => {
    assert.deepEqual(
      [...countNeeds(event().guests)],
      [
        ['high chair', 2],
        ['wheelchair', 1],
      ],
    );
  });
});
