/**
 * Two bookings named משה כהן, in Hebrew: a keep-apart between them and a table's reservation are
 * made by picking, not typing, and each lands on the booking picked (by its id), never on its namesake.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { demoPlanner, deepQueryAll, localizerFor, mountApp, until } from './planner-harness.ts';
import type { Planner } from '../../src/controllers/planner-context.ts';
import type { PickList } from '../../src/components/ui/pick-list.ts';

const { t } = localizerFor('he');
const text = (el: Element) =>
  el.textContent
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const buttons = (root: Element) => Array.from(root.shadowRoot!.querySelectorAll<HTMLButtonElement>('button'));

async function withTwoMoshes(): Promise<Planner> {
  const planner = await demoPlanner();
  for (const guest of [
    {
      name: 'משה כהן',
      size: 2,
      group: ['חתן', 'משפחה'],
      people: [
        { name: 'משה כהן', meal: '' },
        { name: 'שרה כהן', meal: '' },
      ],
    },
    { name: 'משה כהן', size: 1, group: ['חתן', 'צבא'] },
  ])
    await planner.store.edit({ kind: 'addGuest', guest: { strength: null, avoid: [], table: null, ...guest } });
  return planner;
}

const moshe = (planner: Planner, group: string) =>
  planner.store.state.content!.guests.find((g) => g.name === 'משה כהן' && g.group.at(-1) === group)!;

/** Types into a picker and waits for its list. */
async function type(picker: PickList, typed: string) {
  picker.shadowRoot!.querySelector('input')!.focus();
  await sendKeys({ type: typed });
  await picker.updateComplete;
}
const options = (picker: PickList) => Array.from(picker.shadowRoot!.querySelectorAll<HTMLElement>('[role=option]'));

describe('picking one of two bookings named משה כהן', () => {
  it('keeps them apart by picking each from the wishes dialog', async () => {
    const planner = await withTwoMoshes();
    const family = moshe(planner, 'משפחה');
    const army = moshe(planner, 'צבא');
    expect(family.id).to.not.equal(army.id);
    const app = await mountApp(planner, 'he');
    app.show('guests');
    const list = await until(() => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody tr')), 'the guest list');
    buttons(list)
      .find((b) => b.textContent.includes(t('wishes.button')))!
      .click();
    const editor = list.shadowRoot!.querySelector('wish-list-editor')!;
    const dialog = await until(() => editor.shadowRoot!.querySelector('dialog[open]'), 'the wishes dialog');
    const from = dialog.querySelector<PickList>('pick-list#wish-from')!;
    const to = dialog.querySelector<PickList>('pick-list#wish-to')!;

    await type(from, 'משה');
    // Told apart by what a person knows: the partner, else the group; no id in sight.
    expect(options(from).map(text).sort()).to.deep.equal(['משה כהן · חתן / צבא', 'משה כהן ושרה']);
    options(from)
      .find((o) => text(o) === 'משה כהן ושרה')!
      .click();
    dialog.querySelector<HTMLSelectElement>('#wish-level')!.value = 'avoid';
    await type(to, 'צבא');
    expect(options(to).map(text)).to.deep.equal(['משה כהן · חתן / צבא', `חתן / צבא ${t('pickList.group')}`]);
    options(to)[0]!.click();
    buttons(editor)
      .find((b) => b.textContent.includes(t('wishes.add')))!
      .click();

    await until(() => moshe(planner, 'משפחה').avoid.length === 1, 'the keep-apart');
    expect(editor.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
    expect(moshe(planner, 'משפחה').avoid).to.deep.equal([army.id]);
    expect(moshe(planner, 'צבא').avoid).to.deep.equal([]);
    await until(() => text(editor.shadowRoot!.querySelector('ul.wishes')!).includes('משה כהן ושרה'), 'the wish listed by its label');
    expect(text(editor.shadowRoot!.querySelector('ul.wishes')!)).to.not.contain('#');
    app.remove();
    planner.dispose();
  });

  it('reserves a table by picking: a group by its last segment, and the one משה כהן picked', async () => {
    const planner = await withTwoMoshes();
    const family = moshe(planner, 'משפחה');
    const app = await mountApp(planner, 'he');
    app.show('guests');
    const tables = await until(() => deepQueryAll(app, 'table-list').find((l) => l.shadowRoot!.querySelector('li')), 'the tables');
    const row = Array.from(tables.shadowRoot!.querySelectorAll('li')).find((li) => li.textContent.includes('Table 2'))!;
    row.querySelector<HTMLButtonElement>('.actions button')!.click();
    const editor = tables.shadowRoot!.querySelector('table-editor')!;
    const dialog = await until(() => editor.shadowRoot!.querySelector('dialog[open]'), 'the table editor');
    const field = dialog.querySelector<PickList>('pick-list#table-reserved-for')!;

    // "צבא" alone names "חתן / צבא", the only group ending so; Enter picks it.
    await type(field, 'צבא');
    await sendKeys({ press: 'Enter' });
    await type(field, 'ושרה');
    expect(options(field).map(text)).to.deep.equal(['משה כהן ושרה']);
    options(field)[0]!.click();
    expect(field.value).to.equal(`חתן / צבא; ${family.id!}`);
    buttons(editor)
      .find((b) => b.type === 'submit')!
      .click();
    await until(() => planner.store.state.content!.tables.find((tb) => tb.name === 'Table 2')!.reservedFor, 'the reservation');
    expect(planner.store.state.content!.tables.find((tb) => tb.name === 'Table 2')!.reservedFor).to.deep.equal(['חתן / צבא', family.id]);
    app.remove();
    planner.dispose();
  });
});
