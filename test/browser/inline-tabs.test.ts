/**
 * Two planners on one workspace, each standing for a tab: a value one tab changed is not
 * overwritten by the other tab's edit made from the old value, in a list's cell or in the table
 * editor; the second tab is shown both values and chooses.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Planner } from '../../src/controllers/planner-context.ts';
import type { InlineCell } from '../../src/components/ui/inline-cell.ts';
import { deepQueryAll, demoPlanner, localizerFor, mountApp, openPlanner, until } from './planner-harness.ts';

const { t, n } = localizerFor('en');
const BOOKING = 'The Levi family';
const sizeOf = (planner: Planner) => planner.store.state.content?.guests.find((g) => g.name === BOOKING)?.size;
const capacityOf = (planner: Planner, table: string) => planner.store.state.content?.tables.find((x) => x.name === table)?.capacity;
/** The words a planner reads, without the isolates that keep each value whole in either direction. */
const plain = (text: string) =>
  text
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The demo event open in two planners on one workspace, each with its own app on the guests view. */
async function twoTabs() {
  const first = await demoPlanner();
  const second = await openPlanner(first.dbName);
  await until(() => sizeOf(second) !== undefined, 'the second tab on the event');
  const lists = [];
  for (const planner of [first, second]) {
    const app = await mountApp(planner);
    app.show('guests');
    lists.push(
      await until(() => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody [data-cell]')), 'the guest list'),
    );
  }
  return { first, second, lists: lists as [HTMLElement, HTMLElement] };
}

const sizeLabel = t('inline.field', { column: t('guests.col.size'), name: BOOKING });
const editorOf = (list: Element) =>
  Array.from(list.shadowRoot!.querySelectorAll<InlineCell>('inline-cell')).find((c) => c.label === sizeLabel);
const fieldOf = (list: Element) => editorOf(list)?.shadowRoot!.querySelector<HTMLInputElement>('.field') ?? null;
/**
 * Opens the booking's size cell for typing, as a click on it does: the cell takes what it shows
 * before its field takes the focus (which saves a field open in the other tab, as leaving it does).
 */
async function openSize(list: Element) {
  const hint = t('inline.editHint', { field: sizeLabel });
  list.shadowRoot!.querySelector<HTMLElement>(`button[data-cell][aria-description="${hint}"]`)!.click();
  const field = await until(() => fieldOf(list), 'the size field');
  await until(() => editorOf(list)!.shadowRoot!.activeElement === field, 'the field focused');
  return field;
}

describe('two tabs editing one value', () => {
  it('asks at the cell with both values when another tab changed the size since the cell was opened, and keeps the planner’s choice', async () => {
    const { first, second, lists } = await twoTabs();
    const [theirList, myList] = lists;
    expect(sizeOf(first)).to.equal(4);

    // The other tab types 5; this tab opens the cell while it still shows 4, which saves the other tab's 5.
    await openSize(theirList);
    await sendKeys({ type: '5' });
    await openSize(myList);
    await until(() => sizeOf(first) === 5 && sizeOf(second) === 5, 'the other tab’s 5 saved and heard');

    await sendKeys({ type: '6' });
    await sendKeys({ press: 'Enter' });
    const cell = editorOf(myList)!;
    const error = await until(() => cell.shadowRoot!.querySelector('.error'), 'the question beside the cell');
    expect(plain(error.textContent)).to.equal(
      plain(
        `${t('refusal.editedElsewhereCell', { name: BOOKING })} ${t('refusal.clashLine', { field: t('attribute.guest.size'), theirs: n(5), mine: n(6) })}`,
      ),
    );
    expect(sizeOf(second), 'nothing is saved before the planner chooses').to.equal(5);
    const choices = Array.from(cell.shadowRoot!.querySelectorAll('.choice button')).map((b) => b.textContent.trim());
    expect(choices).to.deep.equal([t('inline.keepMine'), t('inline.keepTheirs')]);

    // Enter again keeps this tab's value; nothing is lost after a reload.
    await sendKeys({ press: 'Enter' });
    await until(() => sizeOf(second) === 6, 'this tab’s 6 saved');
    expect(sizeOf(await openPlanner(first.dbName))).to.equal(6);
  });

  it('keeps the other tab’s size when the planner picks it at the cell', async () => {
    const { first, second, lists } = await twoTabs();
    const [theirList, myList] = lists;
    await openSize(theirList);
    await sendKeys({ type: '5' });
    await openSize(myList);
    await until(() => sizeOf(second) === 5, 'the other tab’s 5 heard');
    await sendKeys({ type: '6' });
    await sendKeys({ press: 'Enter' });
    const cell = editorOf(myList)!;
    const keepTheirs = await until(() => cell.shadowRoot!.querySelectorAll<HTMLButtonElement>('.choice button')[1], 'the choice');
    keepTheirs.click();
    await until(() => !fieldOf(myList), 'the cell closed');
    expect(cell.textContent.trim()).to.equal(n(5));
    expect(sizeOf(await openPlanner(first.dbName))).to.equal(5);
  });

  it('asks in the table editor with both capacities when another tab changed it since the form opened', async () => {
    const { first, second, lists } = await twoTabs();
    const tables = lists[1].shadowRoot!.querySelector('table-list')!;
    const row = await until(
      () => Array.from(tables.shadowRoot!.querySelectorAll('li')).find((li) => li.textContent.includes('Table 1')),
      'the table row',
    );
    row.querySelector<HTMLButtonElement>('.actions button')!.click();
    const editor = tables.shadowRoot!.querySelector('table-editor')!;
    const dialog = await until(() => editor.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'the table editor');
    expect(dialog.querySelector<HTMLInputElement>('#capacity')!.value).to.equal('6');

    // The other tab saves 8 seats while this form still shows 6.
    const table1 = first.store.state.content!.tables.find((x) => x.name === 'Table 1')!;
    expect(await first.store.edit({ kind: 'editTable', previousName: 'Table 1', table: { ...table1, capacity: 8 } })).to.equal(null);
    await until(() => capacityOf(second, 'Table 1') === 8, 'the other tab’s 8 heard');

    dialog.querySelector<HTMLInputElement>('#capacity')!.value = '10';
    const save = () => dialog.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    save();
    const alert = await until(() => dialog.querySelector('[role=alert]'), 'the question');
    expect(plain(alert.textContent)).to.contain(plain(t('refusal.editedElsewhere', { name: 'Table 1' })));
    expect(plain(alert.textContent)).to.contain(
      plain(t('refusal.clashLine', { field: t('merge.tableField.capacity'), theirs: n(8), mine: n(10) })),
    );
    expect(capacityOf(second, 'Table 1'), 'nothing is saved before the planner chooses').to.equal(8);

    // Save again keeps this tab's capacity; nothing is lost after a reload.
    save();
    await until(() => !editor.shadowRoot!.querySelector('dialog[open]'), 'the dialog to close');
    expect(capacityOf(await openPlanner(first.dbName), 'Table 1')).to.equal(10);
  });
});
