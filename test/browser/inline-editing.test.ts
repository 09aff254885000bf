import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepQuery, deepQueryAll, deepText, demoPlanner, localizerFor, mountApp, until } from './planner-harness.ts';
import type { InlineCell } from '../../src/components/ui/inline-cell.ts';
import type { SeatingApp } from '../../src/components/app/seating-app.ts';

const liveRegion = (app: SeatingApp) => deepText(app.shadowRoot!.querySelector('[aria-live]')!);

for (const lang of ['en', 'he'] as const) {
  const { t, n } = localizerFor(lang);
  const label = (column: string, name: string) => t('inline.field', { column, name });

  /**
   * The cell a screen reader knows as "column, row" (the same words the app uses), in the list's own
   * shadow root: its `<inline-cell>` once it has one, else the light button the guest list draws,
   * which its hint ("Edit column, row") describes. Looked up afresh each time: a list's light cell
   * becomes an inline cell when it is edited, and back when another is.
   */
  const editorOf = (list: Element, name: string) =>
    Array.from(list.shadowRoot!.querySelectorAll<InlineCell>('inline-cell')).find((c) => c.label === name) ?? null;
  function cellOf(list: Element, name: string): HTMLElement {
    const hint = t('inline.editHint', { field: name });
    const cell = editorOf(list, name) ?? list.shadowRoot!.querySelector<HTMLElement>(`button[data-cell][aria-description="${hint}"]`);
    if (!cell) throw new Error(`no cell labelled ${name}`);
    return cell;
  }
  const fieldOf = (list: Element, name: string) =>
    editorOf(list, name)?.shadowRoot!.querySelector<HTMLInputElement | HTMLSelectElement>('.field') ?? null;
  /** Whether the keyboard is on the cell's button (not its field). */
  const focusedButton = (list: Element, name: string) => {
    const editor = editorOf(list, name);
    if (editor) return editor.shadowRoot!.activeElement?.classList.contains('cell') === true;
    return list.shadowRoot!.activeElement === cellOf(list, name);
  };

  async function guestList() {
    const planner = await demoPlanner();
    const app = await mountApp(planner, lang);
    app.show('guests');
    const list = await until(
      () => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody [data-cell]')),
      'the list',
    );
    const undo = () =>
      Array.from(app.shadowRoot!.querySelectorAll('button'))
        .find((b) => b.textContent.includes(t('app.undo')))!
        .click();
    return { planner, app, list, undo };
  }

  describe(`editing in place (${lang})`, () => {
    it('edits a booking’s seats and its pin with the keyboard alone, each one undoable step', async () => {
      const { planner, app, list, undo } = await guestList();
      const guest = () => planner.store.state.content!.guests.find((g) => g.name === 'Shira')!;

      const sizeLabel = label(t('guests.col.size'), 'Shira');
      cellOf(list, sizeLabel).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => fieldOf(list, sizeLabel), 'the seats field');
      await sendKeys({ type: '3' });
      await sendKeys({ press: 'Enter' });
      await until(() => guest().size === 3, 'the new size');
      await until(() => !fieldOf(list, sizeLabel) && cellOf(list, sizeLabel).textContent.trim() === n(3), 'the cell showing 3');
      expect(focusedButton(list, sizeLabel)).to.equal(true);
      await until(() => liveRegion(app).includes(t('history.editGuest', { name: 'Shira' })), 'the announcement');

      // The pin: stepping through the tables with the arrows changes nothing until Enter.
      const pinLabel = label(t('editor.pin'), 'Shira');
      cellOf(list, pinLabel).focus();
      await sendKeys({ press: 'F2' });
      const select = (await until(() => fieldOf(list, pinLabel), 'the pin field')) as HTMLSelectElement;
      expect(select.value).to.equal('');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expect(select.value).to.equal('Table 2');
      expect(guest().table).to.equal(null);
      await sendKeys({ press: 'Enter' });
      await until(() => guest().table === 'Table 2', 'the pin');
      expect(planner.store.state.content!.seating['Shira']).to.equal('Table 2');
      await until(() => cellOf(list, pinLabel).textContent.includes('Table 2'), 'the cell showing the table');
      expect(guest().size).to.equal(3);

      undo();
      await until(() => guest().table === null && guest().size === 3, 'the pin undone');
      expect(planner.store.state.content!.seating['Shira']).to.equal(undefined);
      undo();
      await until(() => guest().size === 1, 'the size undone');
      await until(() => cellOf(list, sizeLabel).textContent.trim() === n(1), 'the cell showing 1 again');
    });

    it('shows a refused size beside its cell and in the live region, changes nothing, and Escape restores the cell', async () => {
      const { planner, app, list } = await guestList();
      await planner.seats.idle;
      const before = planner.store.state.content;
      const lastStep = planner.store.state.undo;
      const sizeLabel = label(t('guests.col.size'), 'Noa & Daniel');
      cellOf(list, sizeLabel).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => fieldOf(list, sizeLabel), 'the seats field');
      // Noa & Daniel are pinned to the head table, which has four seats.
      await sendKeys({ type: '5' });
      await sendKeys({ press: 'Enter' });
      const size = editorOf(list, sizeLabel)!;
      const error = await until(() => size.shadowRoot!.querySelector('.error'), 'the refusal beside the cell');
      const expected = t('refusal.full', { table: 'Head table', free: 4, name: 'Noa & Daniel', size: 5 });
      expect(error.textContent.trim()).to.equal(expected);
      expect(fieldOf(list, sizeLabel)!.getAttribute('aria-invalid')).to.equal('true');
      expect(fieldOf(list, sizeLabel)!.getAttribute('aria-describedby')).to.equal(error.id);
      await until(() => liveRegion(app).includes(expected), 'the announcement');
      expect(planner.store.state.content).to.equal(before);
      expect(planner.store.state.undo).to.equal(lastStep);

      await sendKeys({ press: 'Escape' });
      await until(() => !fieldOf(list, sizeLabel), 'the cell back');
      expect(cellOf(list, sizeLabel).textContent.trim()).to.equal(n(2));
      expect(size.shadowRoot!.querySelector('.error')).to.equal(null);
      expect(focusedButton(list, sizeLabel)).to.equal(true);

      // Typing on a cell starts a new text; Escape drops it too.
      const groupLabel = label(t('guests.col.group'), 'Shira');
      cellOf(list, groupLabel).focus();
      await sendKeys({ type: 'X' });
      await until(() => fieldOf(list, groupLabel)?.value === 'X', 'the typed text');
      await sendKeys({ press: 'Escape' });
      await until(() => !fieldOf(list, groupLabel), 'the group cell back');
      expect(planner.store.state.content).to.equal(before);
    });

    it('renames a table in place, and Tab saves and goes on to its seats', async () => {
      const { planner, app, list } = await guestList();
      await planner.store.moveBooking('Shira', 'Table 1');
      const tables = await until(() => deepQuery(list, 'table-list'), 'the tables list');
      const name = await until(() => editorOf(tables, label(t('edit.name'), 'Table 1')), 'the name cell');
      name.shadowRoot!.querySelector('button')!.click();
      const field = await until(() => fieldOf(tables, label(t('edit.name'), 'Table 1')), 'the name field');
      expect(field.getAttribute('aria-label')).to.equal(label(t('edit.name'), 'Table 1'));
      await sendKeys({ type: 'Garden' });
      await sendKeys({ press: 'Tab' });
      await until(() => planner.store.state.content!.tables.some((table) => table.name === 'Garden'), 'the rename');
      expect(planner.store.state.content!.seating['Shira']).to.equal('Garden');
      await until(() => focusedButton(tables, label(t('edit.capacity'), 'Garden')), 'the focus on the seats of Garden');
      await until(() => liveRegion(app).includes(t('history.editTable', { table: 'Garden' })), 'the announcement');
    });
  });
}
