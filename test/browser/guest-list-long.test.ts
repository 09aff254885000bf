import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { bytes, deepQueryAll, localizerFor, mountApp, openPlanner, until } from './planner-harness.ts';
import { readImport } from '../../src/state/read-import.ts';
import type { InlineCell } from '../../src/components/ui/inline-cell.ts';
import type { SeatingApp } from '../../src/components/app/seating-app.ts';

const COUNT = 10_000;

/** A planner holding a 10,000-booking event. */
async function longEvent() {
  const planner = await openPlanner();
  const rows = Array.from({ length: COUNT }, (_, i) => `Booking ${i + 1},${(i % 4) + 1}`);
  await planner.store.importFile(readImport('guests', bytes(`name,size\n${rows.join('\n')}\n`), 'guests.csv', null));
  return planner;
}

/** The app's guest list once it shows rows. */
async function guestList(app: SeatingApp) {
  app.show('guests');
  return until(() => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody tr')), 'the guest list');
}

/** A 10,000-booking event's guest list, as a planner with a large event opens it. */
async function longList() {
  const planner = await longEvent();
  const app = await mountApp(planner);
  return { planner, app, list: await guestList(app) };
}

const nextFrame = () => new Promise(requestAnimationFrame);

/** The drawn row of a booking, by the name in its header cell. */
const rowOf = (list: Element, name: string) =>
  Array.from(list.shadowRoot!.querySelectorAll('tbody tr')).find((tr) => tr.querySelector('th')?.textContent.trim() === name);

const onScreen = (el: Element, view = { top: 0, bottom: innerHeight }) => {
  const box = el.getBoundingClientRect();
  return box.height > 0 && box.top >= view.top && box.bottom <= view.bottom;
};

/** The name cell that has the keyboard's focus in the list, if one has. */
const focusedName = (list: Element) => {
  const focused = list.shadowRoot!.activeElement;
  return focused?.matches('[data-cell=name]') ? focused.textContent.trim() : null;
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
    await until(
      () => Number(list.shadowRoot!.querySelector('tbody tr:not(.spacer)')!.getAttribute('aria-rowindex')) > 2,
      'rows further down drawn',
    );
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

  it('keeps the focus on a row while the list scrolls far away from it and back', async () => {
    const { list } = await longList();
    const table = list.shadowRoot!.querySelector('table')!;
    rowOf(list, 'Booking 3')!.querySelector<HTMLElement>('[data-cell=name]')!.focus();
    expect(focusedName(list)).to.equal('Booking 3');

    // Down the list the way the wheel does it, then to its end, far from the focused row.
    for (let i = 0; i < 40; i++) {
      window.scrollBy(0, 600);
      await nextFrame();
    }
    expect(focusedName(list)).to.equal('Booking 3');
    await until(() => {
      window.scrollTo(0, table.getBoundingClientRect().bottom + scrollY - innerHeight);
      const row = rowOf(list, `Booking ${COUNT}`);
      return row && onScreen(row);
    }, 'the last booking on screen');
    expect(focusedName(list)).to.equal('Booking 3');

    // Back at the top the row is where it was, still focused, and the keyboard goes on from it.
    window.scrollTo(0, 0);
    const row = await until(() => {
      const found = rowOf(list, 'Booking 3');
      return found && onScreen(found) && found;
    }, 'the focused row on screen');
    expect(list.shadowRoot!.activeElement).to.equal(row.querySelector('[data-cell=name]'));
    await sendKeys({ press: 'Tab' });
    expect(list.shadowRoot!.activeElement?.closest('tr')).to.equal(row);
  });

  it('draws the rows scrolled in with the elements of those scrolled out, each row showing its own booking', async () => {
    const { list } = await longList();
    const drawnRows = () => Array.from(list.shadowRoot!.querySelectorAll('tbody tr:not(.spacer)'));
    const pick = (row: Element) => row.querySelector<HTMLInputElement>('input[data-action=pick]')!;
    pick(rowOf(list, 'Booking 2')!).click();
    await until(() => pick(rowOf(list, 'Booking 2')!).checked, 'Booking 2 picked');

    const seen = new Set(drawnRows());
    let most = seen.size;
    for (let i = 0; i < 60; i++) {
      window.scrollBy(0, 300);
      await nextFrame();
      const drawn = drawnRows();
      most = Math.max(most, drawn.length);
      for (const row of drawn) seen.add(row);
    }
    // Hundreds of bookings went past, drawn with little more than the rows on the page at once.
    await until(() => Number(drawnRows()[0]!.getAttribute('aria-rowindex')) > 300, 'the rows 300 bookings down drawn');
    expect(seen.size).to.be.below(most * 2);
    // Each row says its own booking: its place for screen readers, its name, its seats, and no one else's check.
    const shows = (row: Element) => {
      const booking = Number(row.getAttribute('aria-rowindex')) - 1;
      expect(row.querySelector('th')!.textContent.trim()).to.equal(`Booking ${booking}`);
      expect(row.querySelector('[data-cell=size]')!.textContent.trim()).to.equal(String(((booking - 1) % 4) + 1));
      expect(pick(row).checked, `Booking ${booking} picked`).to.equal(booking === 2);
    };
    drawnRows().forEach(shows);

    window.scrollTo(0, 0);
    await until(() => rowOf(list, 'Booking 2'), 'Booking 2 drawn again');
    drawnRows().forEach(shows);
  });

  it('follows a scrolling box that holds the planner inside a shadow root', async () => {
    const planner = await longEvent();
    // A host page's own component, whose shadow root holds a scrolling box with the planner in it.
    const host = document.createElement('div');
    document.body.append(host);
    const box = document.createElement('div');
    box.style.cssText = 'block-size: 480px; overflow: auto';
    host.attachShadow({ mode: 'open' }).append(box);
    const app = document.createElement('seating-app');
    Object.assign(app, { planner, localizer: localizerFor('en') });
    box.append(app);
    try {
      const list = await guestList(app);
      const table = list.shadowRoot!.querySelector('table')!;
      const view = () => box.getBoundingClientRect();
      expect(scrollY).to.equal(0);

      for (let i = 0; i < 20; i++) {
        box.scrollBy(0, 400);
        await nextFrame();
      }
      // The rows drawn are those the box shows, not the list's first.
      const shown = await until(
        () => Array.from(list.shadowRoot!.querySelectorAll('tbody tr:not(.spacer)')).find((row) => onScreen(row, view())),
        'a row in the box',
      );
      expect(Number(shown.getAttribute('aria-rowindex'))).to.be.above(100);

      const last = await until(() => {
        box.scrollTop = table.getBoundingClientRect().bottom - view().bottom + box.scrollTop;
        const row = rowOf(list, `Booking ${COUNT}`);
        return row && onScreen(row, view()) && row;
      }, 'the last booking in the box');
      expect(last.getAttribute('aria-rowindex')).to.equal(String(COUNT + 1));
    } finally {
      host.remove();
    }
  });
});
