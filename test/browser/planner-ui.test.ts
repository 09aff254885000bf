import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { deepQueryAll, deepText, demoPlanner, mountApp, openPlanner, until } from './planner-harness.ts';
import type { TableCard } from '../../src/components/tables/table-card.ts';

/** Focuses an element and presses a key on the real keyboard. */
async function press(el: HTMLElement, key: string) {
  el.focus();
  await sendKeys({ press: key });
}

const card = (app: HTMLElement, table: string | null) => deepQueryAll<TableCard>(app, 'table-card').find((c) => c.table === table)!;
/** A button by its text or its accessible name (the guest list names each row's buttons with the booking by aria-label). */
const buttonIn = (root: Element, text: string) =>
  Array.from(root.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find(
    (b) => b.textContent.includes(text) || b.getAttribute('aria-label')?.includes(text),
  )!;

/** Pastes a guests file into a new, empty event's import step; returns the problems it lists. */
async function pasteGuests(csv: string) {
  const planner = await openPlanner();
  await planner.store.createEvent('Empty');
  const app = await mountApp(planner);
  const drop = await until(() => deepQueryAll(app, 'file-drop').find((d) => d.getAttribute('kind') === 'guests'), 'the guests drop zone');
  buttonIn(drop, 'Paste text').click();
  await (drop as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  drop.shadowRoot!.querySelector('textarea')!.value = csv;
  buttonIn(drop, 'Import pasted text').click();
  const list = await until(() => deepQueryAll(app, 'issue-list').find((l) => l.shadowRoot!.querySelector('li')), 'the problems');
  return { planner, text: deepText(list.shadowRoot!) };
}

describe('planner UI', () => {
  afterEach(() => setViewport({ width: 1280, height: 800 }));

  it('lists every problem of a pasted guests file by line and column, and changes nothing', async () => {
    const { planner, text } = await pasteGuests('name,size,group\nAlice,two,Friends\nAlice,1,Friends\nBob,0,\n');
    // Two errors refuse the file; the repeated name is listed with them as a warning.
    expect(text).to.contain('2 problems');
    expect(text).to.contain('Nothing was changed');
    expect(text).to.contain('line 2, column “size”');
    expect(text).to.contain('line 3, column “name”: “Alice” is also the name of the booking on line 2');
    expect(text).to.contain('line 4, column “size”');
    expect(planner.store.state.content!.guests).to.deep.equal([]);
  });

  it('reports names that differ only by a zero-width or a non-breaking space as repeated, by line and column', async () => {
    const { planner, text } = await pasteGuests('name,size\nDana Cohen,2\nRuth,1\nDana\u00a0Cohen,1\nRuth\u200b,1\n');
    expect(text).to.contain('imported, with 2 warnings');
    expect(text).to.contain('line 4, column “name”: “Dana Cohen” is also the name of the booking on line 2');
    expect(text).to.contain('line 5, column “name”: “Ruth” is also the name of the booking on line 3');
    // Both pairs are kept, each booking with an id that tells it from its namesake.
    const guests = await until(
      () => (planner.store.state.content?.guests.length === 4 ? planner.store.state.content.guests : null),
      'the four',
    );
    expect(guests.map((g) => g.id)).to.deep.equal(['Dana Cohen #1', 'Ruth #1', 'Dana Cohen #2', 'Ruth #2']);
  });

  it('moves a booking with the keyboard alone, and explains a refused move', async () => {
    const planner = await demoPlanner();
    const app = await mountApp(planner);
    const shira = await until(() => buttonIn(card(app, null), 'Shira'), 'the unseated Shira');
    await press(shira, 'Enter');
    await until(() => card(app, 'Table 3').offerMove, 'the Move here offers');
    await press(buttonIn(card(app, 'Table 3'), 'Move here'), 'Enter');
    await until(() => planner.store.state.content!.seating['Shira'] === 'Table 3', 'the move');
    expect(deepText(card(app, 'Table 3').shadowRoot!)).to.contain('Shira');

    await press(buttonIn(card(app, null), 'Eyal'), 'Enter');
    await until(() => card(app, 'Table 1').offerMove, 'the Move here offers');
    await sendKeys({ press: 'Escape' });
    await until(() => !card(app, 'Table 1').offerMove, 'Escape to drop the selection');

    // Table 3 has no room for the Levi family: it offers a swap with Shira instead of a "Move here" that would be refused.
    await press(buttonIn(card(app, null), 'The Levi family'), 'Space');
    await until(() => card(app, 'Table 3').offerMove, 'the offers');
    const table3 = card(app, 'Table 3');
    await until(() => table3.shadowRoot!.querySelector('summary'), 'the swap offer');
    expect(deepText(table3.shadowRoot!)).to.not.contain('Move here');
    expect(deepText(table3.shadowRoot!)).to.contain('“Table 3” is full. The Levi family can trade places with:');
    expect(buttonIn(table3, 'Swap with Shira')).to.not.equal(undefined);
    expect(planner.store.state.content!.seating['The Levi family']).to.equal(undefined);
    await sendKeys({ press: 'Escape' });

    // Ctrl+Z undoes the move, from anywhere but a text field.
    buttonIn(card(app, null), 'The Levi family').focus();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'z' });
    await sendKeys({ up: 'Control' });
    await until(() => planner.store.state.content!.seating['Shira'] === undefined, 'the undo');
  });

  it('moves a booking by typing a table in the details panel', async () => {
    const planner = await demoPlanner();
    const app = await mountApp(planner);
    buttonIn(await until(() => card(app, null), 'the unseated card'), 'The Levi family').click();
    const inspector = await until(
      () => deepQueryAll(app, 'booking-inspector').find((i) => i.shadowRoot!.querySelector('#move-to')),
      'the details',
    );
    const field = () => inspector.shadowRoot!.querySelector<HTMLInputElement>('#move-to')!;
    // A table is found by its number as well as its name.
    field().value = '2';
    buttonIn(inspector, 'Move').click();
    await until(() => planner.store.state.content!.seating['The Levi family'] === 'Table 2', 'the move');
    field().value = 'head TABLE';
    buttonIn(inspector, 'Move').click();
    const refusal = await until(() => inspector.shadowRoot!.querySelector('[role=alert]'), 'the refusal');
    expect(refusal.textContent).to.contain('“Head table” has 2 free seats, but The Levi family needs 4.');
    expect(planner.store.state.content!.seating['The Levi family']).to.equal('Table 2');
  });

  it('moves a booking by dragging it onto another table, and refuses a drop that does not fit', async () => {
    const planner = await demoPlanner();
    const app = await mountApp(planner);
    const drag = (booking: string, to: string) => {
      const data = new DataTransfer();
      const chip = deepQueryAll(app, '.chip').find((c) => c.textContent.includes(booking))!;
      chip.dispatchEvent(new DragEvent('dragstart', { dataTransfer: data, bubbles: true, composed: true }));
      const target = card(app, to).shadowRoot!.querySelector('section')!;
      const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, composed: true, cancelable: true });
      target.dispatchEvent(over);
      expect(over.defaultPrevented, 'the card accepts the drop').to.equal(true);
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, composed: true, cancelable: true }));
    };
    await until(() => card(app, 'Table 3'), 'the cards');
    drag('The Levi family', 'Table 3');
    await until(() => planner.store.state.content!.seating['The Levi family'] === 'Table 3', 'the drop');
    drag('Shira', 'Table 3');
    const view = deepQueryAll(app, 'tables-view')[0]!;
    const alert = await until(() => view.shadowRoot!.querySelector('[role=alert]'), 'the refusal');
    expect(alert.textContent).to.contain('“Table 3” has 0 free seats, but Shira needs 1.');
    expect(planner.store.state.content!.seating['Shira']).to.equal(undefined);
  });

  it('locks a table from its card, and the solver then leaves it as it is', async () => {
    const planner = await demoPlanner();
    await planner.store.moveBooking('Shira', 'Table 3');
    const app = await mountApp(planner);
    buttonIn(await until(() => card(app, 'Table 3'), 'the card'), 'Lock table').click();
    await until(() => planner.store.state.content!.lockedTables.includes('Table 3'), 'the lock');
    const outcome = await planner.solver.start();
    expect(outcome.kind).to.equal('applied');
    const seatedAt3 = Object.entries(planner.store.state.content!.seating)
      .filter(([, t]) => t === 'Table 3')
      .map(([b]) => b);
    expect(seatedAt3).to.deep.equal(['Shira']);
    planner.solver.dispose();
  });

  it('imports a file dropped on its drop zone', async () => {
    const planner = await openPlanner();
    await planner.store.createEvent('Empty');
    const app = await mountApp(planner);
    const drop = await until(() => deepQueryAll(app, 'file-drop').find((d) => d.getAttribute('kind') === 'tables'), 'the tables drop zone');
    const data = new DataTransfer();
    data.items.add(new File(['name,capacity\nRound 1,8\nRound 2,10\n'], 'rounds.csv', { type: 'text/csv' }));
    const zone = drop.shadowRoot!.querySelector('section')!;
    const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true });
    zone.dispatchEvent(over);
    expect(over.defaultPrevented).to.equal(true);
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await until(() => planner.store.state.content!.tables.length === 2, 'the import');
    expect(planner.store.state.content!.sources.tables).to.equal('rounds.csv');
    await until(() => deepText(drop.shadowRoot!).includes('2 tables, 18 seats'), 'the summary');
  });

  it('finds bookings in the guest list by name and by group', async () => {
    const planner = await demoPlanner();
    const app = await mountApp(planner);
    app.show('guests');
    const list = await until(() => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody tr')), 'the guest list');
    const names = () => Array.from(list.shadowRoot!.querySelectorAll('tbody th')).map((th) => th.textContent.trim());
    const group = list.shadowRoot!.querySelector<HTMLSelectElement>('#group')!;
    group.value = 'Bride';
    group.dispatchEvent(new Event('change'));
    await until(() => names().length === 3, 'the Bride side');
    // In family-name order: Cohen, then Shira (one name is its own family name), then Yoni.
    expect(names()).to.deep.equal(['Miriam & David Cohen', 'Shira', 'Tamar & Yoni']);
    const search = list.shadowRoot!.querySelector<HTMLInputElement>('#search')!;
    search.value = 'ta';
    search.dispatchEvent(new Event('input'));
    await until(() => names().length === 1, 'the search');
    expect(names()).to.deep.equal(['Tamar & Yoni']);
  });

  it('edits a booking in its dialog, and shows why an edit cannot be saved', async () => {
    const planner = await demoPlanner();
    const app = await mountApp(planner);
    app.show('guests');
    const list = await until(() => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody tr')), 'the guest list');
    buttonIn(list, 'Edit all fields Shira').click();
    const editor = list.shadowRoot!.querySelector('guest-editor')!;
    const dialog = await until(() => editor.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
    const field = (id: string) => dialog.querySelector<HTMLInputElement>(`#${id}`)!;
    field('size').value = '9';
    buttonIn(editor, 'Save').click();
    const alert = await until(() => dialog.querySelector('[role=alert]'), 'the refusal');
    expect(alert.textContent).to.contain('This change to Shira cannot be saved');
    expect(alert.textContent).to.contain('needs 9 seats, but the largest table has 6');
    expect(planner.store.state.content!.guests.find((g) => g.name === 'Shira')!.size).to.equal(1);

    field('size').value = '2';
    field('group').value = 'Groom / Friends';
    field('avoid').value = 'eyal';
    buttonIn(editor, 'Save').click();
    await until(() => !editor.shadowRoot!.querySelector('dialog[open]'), 'the dialog to close');
    expect(planner.store.state.content!.guests.find((g) => g.name === 'Shira')).to.deep.include({
      size: 2,
      group: ['Groom', 'Friends'],
      avoid: ['Eyal'],
    });
  });

  it('creates, renames, duplicates and deletes events from the events dialog', async () => {
    const planner = await demoPlanner();
    const app = await mountApp(planner);
    const menu = await until(() => deepQueryAll(app, 'event-menu')[0], 'the event menu');
    buttonIn(menu, 'Events').click();
    const dialog = await until(() => menu.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
    dialog.querySelector<HTMLInputElement>('#rename')!.value = 'Wedding';
    buttonIn(menu, 'Rename').click();
    await until(() => planner.store.state.event!.name === 'Wedding', 'the rename');
    buttonIn(menu, 'Duplicate').click();
    await until(() => planner.store.state.events.length === 2 && !dialog.open, 'the copy, and the dialog closed');
    expect(planner.store.state.event!.name).to.equal('Wedding (copy)');
    expect(planner.store.state.content!.guests).to.have.length(6);

    buttonIn(menu, 'Events').click();
    buttonIn(menu, 'Delete').click();
    await until(() => dialog.querySelector('[role=alert]'), 'the confirmation');
    expect(dialog.querySelector('[role=alert]')!.textContent).to.contain('Delete “Wedding (copy)”');
    buttonIn(menu, 'Delete for good').click();
    await until(
      () => planner.store.state.events.length === 1 && planner.store.state.event?.name === 'Wedding' && !dialog.open,
      'the deletion, and the dialog closed',
    );
    expect(planner.store.state.content!.guests).to.have.length(6);

    buttonIn(menu, 'Events').click();
    dialog.querySelector<HTMLInputElement>('#new-name')!.value = 'Gala';
    buttonIn(menu, 'Create').click();
    await until(() => planner.store.state.event?.name === 'Gala', 'the new event');
    const options = await until(() => {
      const o = Array.from(menu.shadowRoot!.querySelectorAll('option')).map((x) => x.textContent.trim());
      return o.length === 2 ? o : null;
    }, 'both events in the list');
    expect(options.sort()).to.deep.equal(['Gala', 'Wedding']);
  });

  it('fits a 360 px wide phone without sideways scrolling', async () => {
    await setViewport({ width: 360, height: 780 });
    const planner = await demoPlanner();
    const app = await mountApp(planner);
    await until(() => card(app, 'Table 1'), 'the cards');
    expect(document.documentElement.scrollWidth).to.be.at.most(360);
    for (const c of deepQueryAll(app, 'table-card')) expect(c.getBoundingClientRect().right).to.be.at.most(360);
  });
});
