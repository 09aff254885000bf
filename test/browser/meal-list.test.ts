import { expect } from '@open-wc/testing';
import { bytes, deepQueryAll, mountApp, openPlanner, until } from './planner-harness.ts';
import { readImport } from '../../src/state/read-import.ts';
import type { MealListEditor } from '../../src/components/guests/meal-list-editor.ts';

const GUESTS = `name,size,guests,meals
Ada,2,Ada Lovelace; Byron,Fish; Meat
Ben,1,Ben,Fish
Cy,1,,
`;

const buttonIn = (root: Element, text: string) =>
  Array.from(root.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent.includes(text));
const mealsOf = (planner: Awaited<ReturnType<typeof openPlanner>>) =>
  planner.store.state.content!.guests.map((g) => (g.people ?? []).map((p) => p.meal));

describe('the meal list, edited in the app', () => {
  it('renames a meal for its people, removes one after saying who loses it, and undoes both', async () => {
    const planner = await openPlanner();
    await planner.store.createEvent('Meals');
    await planner.store.importFile(readImport('guests', bytes(GUESTS), 'guests.csv', planner.store.state.content));
    const app = await mountApp(planner);
    buttonIn(app, 'Guests')!.click();
    const list = await until(() => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody tr')), 'the guest list');
    expect(list.shadowRoot!.querySelector('.summary')!.textContent.replace(/\s+/g, ' ')).to.match(/Fish 2 .*Meat 1 .*no meal 1/);

    buttonIn(list, 'Meals')!.click();
    const editor = list.shadowRoot!.querySelector<MealListEditor>('meal-list-editor')!;
    const dialog = await until(() => editor.shadowRoot!.querySelector('dialog[open]'), 'the meal list');
    const name = dialog.querySelector<HTMLInputElement>('input[aria-label="Name of meal 1"]')!;
    expect(name.value).to.equal('Fish');
    name.value = 'Sea bass';
    name.dispatchEvent(new Event('change'));
    await until(() => planner.store.state.content!.meals![0]!.name === 'Sea bass', 'the rename');
    expect(mealsOf(planner)).to.deep.equal([['Sea bass', 'Meat'], ['Sea bass'], []]);

    dialog.querySelector<HTMLButtonElement>('button[aria-label="Remove Meat"]')!.click();
    const confirm = await until(() => editor.shadowRoot!.querySelector('.confirm'), 'the confirmation');
    expect(confirm.textContent).to.include('1 guest has it and will have no meal');
    confirm.querySelector<HTMLButtonElement>('.danger')!.click();
    await until(() => planner.store.state.content!.meals!.length === 1, 'the removal');
    expect(mealsOf(planner)).to.deep.equal([['Sea bass', ''], ['Sea bass'], []]);

    await planner.store.undo();
    await planner.store.undo();
    expect(planner.store.state.content!.meals!.map((m) => m.name)).to.deep.equal(['Fish', 'Meat']);
    expect(mealsOf(planner)).to.deep.equal([['Fish', 'Meat'], ['Fish'], []]);
  });
});
