import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { bytes, deepQueryAll, mountApp, openPlanner, until } from './planner-harness.ts';
import { readImport } from '../../src/state/read-import.ts';
import type { InlineCell } from '../../src/components/inline-cell.ts';

const COUNT = 10_000;

/** A 10,000-booking event's guest list, as a planner with a large event opens it. */
async function longList() {
  const planner = await openPlanner();
  const rows = Array.from({ length: COUNT }, (_, i) => `Booking ${i + 1},${(i % 4) + 1}`);
  await planner.store.importFile(readImport('guests', bytes(`name,size\n${rows.join('\n')}\n`), 'guests.csv', null));
  const app = await mountApp(planner);
  app.show('guests');
  const list = await until(() => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody tr')), 'the guest list');
  return { planner, app, list };
}

/** The drawn row of a booking, by the name in its header cell. */
const rowOf = (list: Element, name: string) =>
  Array.from(list.shadowRoot!.querySelectorAll('tbody tr')).find((tr) => tr.querySelector('th')?.textContent.trim() === name);

const onScreen = (el: Element) => {
  const box = el.getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
};

describe('a guest list of 10,000 bookings', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('tells screen readers its whole size, draws a few dozen rows, and shows the last booking at the end', async () => {
    const { list } = await longList();
    const table = list.shadowRoot!.querySelector('table')!;
    expect(table.getAttribute('aria-rowcount')).to.equal(String(COUNT + 1));
    const drawn = list.shadowRoot!.querySelectorAll('tbody tr:not(.spacer)');
    expect(drawn.length).to.be.within(1, 200);
    expect(drawn[0]!.getAttribute('aria-rowindex')).to.equal('2');
    // The count says every booking, and there is nothing to press to see more.
    expect(list.shadowRoot!.textContent).to.contain(`${COUNT.toLocaleString('en')} of 10,000 bookings`);

    // Scrolled down the way the wheel does it, then to the very end.
    for (let i = 0; i < 20; i++) {
      window.scrollBy(0, 400);
      await new Promise(requestAnimationFrame);
    }
    expect(Number(list.shadowRoot!.querySelector('tbody tr:not(.spacer)')!.getAttribute('aria-rowindex'))).to.be.above(2);
    const tableEnd = () => table.getBoundingClientRect().bottom + scrollY - innerHeight;
    window.scrollTo(0, tableEnd());
    const last = await until(() => {
      window.scrollTo(0, tableEnd());
      const row = rowOf(list, `Booking ${COUNT}`);
      return row && onScreen(row) && row;
    }, 'the last booking on screen');
    expect(last.getAttribute('aria-rowindex')).to.equal(String(COUNT + 1));
  });

  it('edits a cell far down the list, and Tab goes on to the next cell', async () => {
    const { planner, list } = await longList();
    const name = `Booking ${COUNT - 2}`;
    const guest = () => planner.store.state.content!.guests.find((g) => g.name === name)!;
    const table = list.shadowRoot!.querySelector('table')!;
    const row = await until(() => {
      window.scrollTo(0, table.getBoundingClientRect().bottom + scrollY - innerHeight);
      const found = rowOf(list, name);
      return found && onScreen(found) && found;
    }, 'the row on screen');
    expect(guest().size).to.equal(((COUNT - 3) % 4) + 1);

    row.querySelector<HTMLElement>('[data-cell=size]')!.click();
    const editor = await until(() => row.querySelector<InlineCell>('inline-cell'), 'the seats editor');
    const field = await until(() => editor.shadowRoot!.querySelector('input'), 'the seats field');
    expect(field.getAttribute('aria-label')).to.equal(`Seats, ${name}`);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '6' });
    await sendKeys({ press: 'Tab' });
    await until(() => guest().size === 6, 'the new size');
    await until(() => editor.textContent.trim() === '6', 'the cell showing 6');
    // Saved, and the keyboard on the next cell of the row (the group), not in a field.
    await until(() => list.shadowRoot!.activeElement?.getAttribute('data-cell') === 'group', 'the focus on the group');
    expect(planner.store.state.undo?.kind).to.equal('editGuest');
  });
});
