import { expect } from '@open-wc/testing';
import {
  bytes,
  deepQuery,
  deepQueryAll,
  deepText,
  fullTablesPlanner,
  localizerFor,
  mountApp,
  openPlanner,
  until,
} from './planner-harness.ts';
import { readImport } from '../../src/state/read-import.ts';
import type { InlineCell } from '../../src/components/ui/inline-cell.ts';
import type { TableCard } from '../../src/components/tables/table-card.ts';
import type { SeatingApp } from '../../src/components/app/seating-app.ts';
import type { Planner } from '../../src/controllers/planner-context.ts';

const card = (app: HTMLElement, table: string | null) => deepQueryAll<TableCard>(app, 'table-card').find((c) => c.table === table);
/** A button by its text or its accessible name (the guest list names each row's buttons with the booking by aria-label). */
const buttonIn = (root: Element, text: string) =>
  Array.from(root.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find(
    (b) => b.textContent.includes(text) || b.getAttribute('aria-label')?.includes(text),
  );
const navTo = (app: SeatingApp, view: string) => buttonIn(app, view)!.click();

async function undo(app: SeatingApp, planner: Planner, steps: number, label = 'Undo') {
  const before = planner.store.state.content;
  buttonIn(app, label)!.click();
  await until(() => planner.store.state.content !== before, `undo ${steps}`);
}

for (const lang of ['en', 'he'] as const) {
  const { t, n } = localizerFor(lang);

  describe(`editing in the app, as a user does it (${lang})`, () => {
    it('adds a booking, deletes a table, swaps at full tables, and undoes all three after a reload', async () => {
      const planner = await fullTablesPlanner();
      const app = await mountApp(planner, lang);

      // 1. Add a booking from the guest list.
      navTo(app, t('app.view.guests'));
      const list = await until(() => deepQuery(app, 'guest-list'), 'the guest list');
      (await until(() => buttonIn(list, t('edit.addBooking')), 'the add button')).click();
      const editor = await until(() => deepQuery(list, 'guest-editor'), 'the booking editor');
      const form = await until(() => editor.shadowRoot!.querySelector('form'), 'the form');
      (form.elements.namedItem('name') as HTMLInputElement).value = 'Ruth Amar';
      (form.elements.namedItem('size') as HTMLInputElement).value = '2';
      form.requestSubmit();
      await until(() => deepText(list.shadowRoot!).includes('Ruth Amar'), 'Ruth in the list');

      // 2. Delete Table 1 from the tables list: the Levi family loses its seat, and the user is told.
      const tables = await until(() => deepQuery(list, 'table-list'), 'the tables list');
      const row = await until(
        () => Array.from(tables.shadowRoot!.querySelectorAll('li')).find((r) => r.querySelector('.name')?.textContent.trim() === 'Table 1'),
        'the row of Table 1',
      );
      Array.from(row.querySelectorAll('button'))
        .find((b) => b.textContent.includes(t('edit.delete')))!
        .click();
      await until(() => !planner.store.state.content!.tables.some((table) => table.name === 'Table 1'), 'the deletion');
      const deleted = t('edit.tableDeleted', { table: 'Table 1', count: 1 });
      await until(() => deepText(app.shadowRoot!).includes(deleted), 'the announcement');
      expect(planner.store.state.content!.seating['The Levi family']).to.equal(undefined);

      // 3. Swap Miriam & David Cohen (head table, full) with Tamar & Yoni (Table 3, full) from the cards.
      navTo(app, t('app.view.seating'));
      const miriam = await until(() => buttonIn(card(app, 'Head table')!, 'Miriam & David Cohen'), 'the head table');
      miriam.click();
      const table3 = card(app, 'Table 3')!;
      const offer = await until(() => table3.shadowRoot!.querySelector('summary'), 'the swap offer of the full Table 3');
      expect(buttonIn(table3, t('tables.moveHere'))).to.equal(undefined);
      offer.click();
      buttonIn(table3, t('edit.swapWithName', { name: 'Tamar & Yoni' }))!.click();
      await until(() => planner.store.state.content!.seating['Tamar & Yoni'] === 'Head table', 'the swap');
      await until(() => deepText(card(app, 'Head table')!.shadowRoot!).includes('Tamar & Yoni'), 'the swap on the cards');

      // A reload: the page goes, a new planner opens the same workspace.
      app.remove();
      planner.dispose();
      const reloaded = await openPlanner(planner.dbName);
      const again = await mountApp(reloaded, lang);
      navTo(again, t('app.view.seating'));
      const head = await until(() => card(again, 'Head table'), 'the head table after the reload');
      expect(deepText(head.shadowRoot!)).to.contain('Tamar & Yoni');
      expect(buttonIn(again, t('app.undo'))!.disabled).to.equal(false);

      await undo(again, reloaded, 1, t('app.undo'));
      await until(() => deepText(card(again, 'Head table')!.shadowRoot!).includes('Miriam & David Cohen'), 'the swap undone on the cards');
      expect(deepText(card(again, 'Table 3')!.shadowRoot!)).to.contain('Tamar & Yoni');

      await undo(again, reloaded, 2, t('app.undo'));
      await until(
        () => card(again, 'Table 1') && deepText(card(again, 'Table 1')!.shadowRoot!).includes('The Levi family'),
        'Table 1 back',
      );

      await undo(again, reloaded, 3, t('app.undo'));
      navTo(again, t('app.view.guests'));
      const listAgain = await until(() => deepQuery(again, 'guest-list'), 'the guest list');
      const count = t('guests.count', { shown: n(6), total: 6, guests: 12 });
      await until(() => deepText(listAgain.shadowRoot!).includes(count), 'the list without Ruth');
      expect(deepText(listAgain.shadowRoot!)).to.not.contain('Ruth Amar');
      expect(buttonIn(again, t('app.undo'))!.disabled).to.equal(false);
    });
  });
}

describe('editing in the app, as a user does it', () => {
  it('moves by typing a table, shows a refusal beside the field and in the live region, and offers a swap there', async () => {
    const planner = await fullTablesPlanner();
    const app = await mountApp(planner);
    navTo(app, 'Seating');
    (await until(() => buttonIn(card(app, 'Table 1')!, 'The Levi family'), 'the Levi family')).click();
    const inspector = await until(
      () => deepQueryAll(app, 'booking-inspector').find((i) => i.shadowRoot!.querySelector('#move-to')),
      'the details',
    );
    inspector.shadowRoot!.querySelector<HTMLInputElement>('#move-to')!.value = '3';
    buttonIn(inspector, 'Move')!.click();
    const refusal = await until(() => inspector.shadowRoot!.querySelector('[role=alert]'), 'the refusal');
    expect(refusal.textContent).to.contain('“Table 3” has 0 free seats, but The Levi family needs 4.');
    await until(() => deepText(app.shadowRoot!.querySelector('[aria-live]')!).includes('has 0 free seats'), 'the announcement');
    // Shira, Eyal and Tamar & Yoni hold 4 seats: none alone frees enough for 4 guests.
    expect(deepText(inspector.shadowRoot!)).to.contain('“Table 3” is full, and no one there can trade places with The Levi family.');

    inspector.shadowRoot!.querySelector<HTMLInputElement>('#move-to')!.value = 'nowhere';
    buttonIn(inspector, 'Move')!.click();
    await until(
      () => inspector.shadowRoot!.querySelector('[role=alert]')!.textContent.includes('There is no table named nowhere.'),
      'unknown',
    );

    (await until(() => buttonIn(card(app, 'Head table')!, 'Miriam & David Cohen'), 'Miriam')).click();
    await until(() => inspector.shadowRoot!.querySelector('h2')!.textContent.includes('Miriam'), 'the details of Miriam');
    inspector.shadowRoot!.querySelector<HTMLInputElement>('#move-to')!.value = 'table 3';
    buttonIn(inspector, 'Move')!.click();
    (await until(() => buttonIn(inspector, 'Swap with Tamar & Yoni'), 'the swap offer')).click();
    await until(() => planner.store.state.content!.seating['Miriam & David Cohen'] === 'Table 3', 'the swap');
    expect(planner.store.state.content!.seating['Tamar & Yoni']).to.equal('Head table');
  });

  it('keeps the columns of the file that the form does not show when a booking is edited', async () => {
    const planner = await openPlanner();
    await planner.store.importFile(readImport('guests', bytes('name,size,Shuttle\nAda,2,yes\nBen,1,maybe\n'), 'guests.csv', null));
    const app = await mountApp(planner);
    navTo(app, 'Guests');
    const list = await until(() => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody tr')), 'the guest list');
    buttonIn(list, 'Edit all fields Ada')!.click();
    const editor = list.shadowRoot!.querySelector('guest-editor')!;
    const dialog = await until(() => editor.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
    dialog.querySelector<HTMLInputElement>('#size')!.value = '3';
    buttonIn(editor, 'Save')!.click();
    await until(() => planner.store.state.content!.guests[0]!.size === 3, 'the edit');
    expect(planner.store.state.content!.guests[0]!.extra).to.deep.equal({ Shuttle: 'yes' });

    // Edited in its cell, a booking keeps them too (once the dialog has closed and given the focus back).
    await until(() => list.shadowRoot!.activeElement?.getAttribute('aria-label') === 'Edit all fields Ada', 'the focus back on the opener');
    // The list draws its cells as light buttons described by their hint; the one clicked becomes an inline cell.
    list.shadowRoot!.querySelector<HTMLElement>('button[data-cell][aria-description="Edit Group, Ben"]')!.click();
    const cell = await until(
      () => Array.from(list.shadowRoot!.querySelectorAll<InlineCell>('inline-cell')).find((c) => c.label === 'Group, Ben'),
      'the group cell',
    );
    const field = await until(() => cell.shadowRoot!.querySelector('input'), 'the group field');
    field.value = 'Friends';
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await until(() => planner.store.state.content!.guests[1]!.group[0] === 'Friends', 'the edit in place');
    expect(planner.store.state.content!.guests[1]!.extra).to.deep.equal({ Shuttle: 'maybe' });
  });
});
