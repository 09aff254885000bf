import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ContextProvider } from '@lit/context';
import { localizerContext } from '../../src/i18n/localizer.ts';
import type { TableShape } from '../../src/contract/csv-columns.ts';
import type { SeatedPerson, TableSeats, SeatMoveDetail } from '../../src/components/seating/table-seats.ts';
import { bytes, deepQuery, localizerFor, mountApp, openPlanner, until } from './planner-harness.ts';
import { readImport } from '../../src/state/read-import.ts';
import '../../src/components/seating/table-seats.ts';

const PEOPLE: SeatedPerson[] = [
  { seat: 1, booking: 'Ada', name: 'Ada Lovelace' },
  { seat: 2, booking: 'Ada', name: '' },
  { seat: 3, booking: 'Ben', name: 'Ben Levi' },
  { seat: 5, booking: 'Dana', name: 'Dana Cohen' },
];

async function drawn(shape: TableShape, lang: 'en' | 'he' = 'en', capacity = 6): Promise<TableSeats> {
  const localizer = localizerFor(lang);
  const wrapper = await fixture<HTMLDivElement>(html`<div lang=${lang} dir=${localizer.dir} style="width: 900px"></div>`);
  new ContextProvider(wrapper, { context: localizerContext, initialValue: localizer });
  const seats = document.createElement('table-seats');
  Object.assign(seats, { table: 'Table 1', shape, capacity, people: PEOPLE });
  wrapper.append(seats);
  await seats.updateComplete;
  return seats;
}

const seatButtons = (el: TableSeats) => Array.from(el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.seat'));
const seatButton = (el: TableSeats, seat: number) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-seat="${seat}"]`)!;
const centre = (button: HTMLElement) => {
  const box = button.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};
const nextMove = (el: TableSeats) =>
  new Promise<SeatMoveDetail>((resolve) => el.addEventListener('seat-move', (e) => resolve(e.detail), { once: true }));

describe('a table drawn with its seats', () => {
  for (const shape of ['round', 'rectangle', 'head'] as const) {
    it(`shows each seat's number and who sits there, in seat order (${shape})`, async () => {
      const el = await drawn(shape);
      const texts = seatButtons(el).map((b) => b.textContent.replace(/\s+/g, ' ').trim());
      expect(texts).to.deep.equal(['1 Ada Lovelace', '2 Guest of Ada', '3 Ben Levi', '4 Empty', '5 Dana Cohen', '6 Empty']);
      expect(seatButton(el, 4).classList.contains('empty')).to.equal(true);
      expect(el.shadowRoot!.querySelector('.free')!.textContent).to.equal('2 empty seats');
      // One colour band per booking: Ada's two seats share it, Ben's differs.
      const band = (seat: number) => getComputedStyle(seatButton(el, seat)).borderTopColor;
      expect(band(1)).to.equal(band(2));
      expect(band(1)).not.to.equal(band(3));
    });
  }

  it('puts a rectangle’s second side opposite the first, numbered on around the table', async () => {
    const el = await drawn('rectangle', 'en', 7);
    const [one, four, five, seven] = [
      centre(seatButton(el, 1)),
      centre(seatButton(el, 4)),
      centre(seatButton(el, 5)),
      centre(seatButton(el, 7)),
    ];
    expect(five.y).to.be.greaterThan(one.y);
    // Seat 5 comes round the corner after seat 4, at the far end of the other side; seat 7 opposite seat 2.
    expect(Math.abs(five.x - four.x)).to.be.below(2);
    expect(seven.x).to.be.greaterThan(one.x);
    expect(seven.x).to.be.below(five.x);
  });

  it('goes round to the inline end: right in English, left in Hebrew, with the names unmirrored', async () => {
    for (const [lang, sign] of [
      ['en', 1],
      ['he', -1],
    ] as const) {
      const el = await drawn('round', lang);
      const [one, two] = [centre(seatButton(el, 1)), centre(seatButton(el, 2))];
      expect(Math.sign(two.x - one.x)).to.equal(sign);
      expect(seatButton(el, 1).querySelector('bdi')!.textContent).to.equal('Ada Lovelace');
      expect(el.shadowRoot!.querySelector('.free')!.textContent).to.equal(lang === 'en' ? '2 empty seats' : 'שני מקומות פנויים');
    }
  });

  it('moves a booking from the keyboard: Space picks it up, arrows choose, Space puts it down', async () => {
    const el = await drawn('round');
    seatButton(el, 1).focus();
    const moved = nextMove(el);
    await sendKeys({ press: 'Space' });
    expect(el.shadowRoot!.querySelector('[aria-live]')!.textContent).to.include('Picked up Ada');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(seatButton(el, 4));
    await sendKeys({ press: 'Space' });
    expect(await moved).to.deep.equal({ booking: 'Ada', seat: 4 });
  });

  it('cancels a keyboard move with Escape, and arrows go the other way right to left', async () => {
    const el = await drawn('round', 'he');
    let moves = 0;
    el.addEventListener('seat-move', () => moves++);
    seatButton(el, 3).focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.shadowRoot!.activeElement).to.equal(seatButton(el, 4));
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Enter' });
    expect(moves).to.equal(0);
    expect(el.shadowRoot!.querySelector('.carried')).to.equal(null);
  });

  it('moves a booking by dragging one of its seats onto another seat', async () => {
    const el = await drawn('head');
    const from = seatButton(el, 3);
    const to = centre(seatButton(el, 6));
    const start = centre(from);
    const moved = nextMove(el);
    const pointer = (type: string, at: { x: number; y: number }) =>
      from.dispatchEvent(
        new PointerEvent(type, {
          pointerId: 7,
          pointerType: 'touch',
          isPrimary: true,
          clientX: at.x,
          clientY: at.y,
          bubbles: true,
          composed: true,
        }),
      );
    pointer('pointerdown', start);
    pointer('pointermove', { x: (start.x + to.x) / 2, y: to.y });
    pointer('pointermove', to);
    await el.updateComplete;
    expect(seatButton(el, 6).classList.contains('target')).to.equal(true);
    pointer('pointerup', to);
    expect(await moved).to.deep.equal({ booking: 'Ben', seat: 6 });
  });
});

describe('the seats of a table in the seating view', () => {
  it('opens from the table card, shows the seats in their stored order, and stores a keyboard move', async () => {
    const planner = await openPlanner();
    await planner.store.createEvent('Seats');
    const guests = 'name,size,guests,table\nAda,2,Ada Lovelace;,Top\nBen,1,Ben Levi,Top\n';
    await planner.store.importFile(readImport('guests', bytes(guests), 'guests.csv', planner.store.state.content));
    await planner.store.importFile(
      readImport('tables', bytes('name,capacity,shape\nTop,4,head\n'), 'tables.csv', planner.store.state.content),
    );
    await planner.store.importFile({ kind: 'seating', fileName: 's.csv', seating: { Ada: 'Top', Ben: 'Top' }, issues: [] });
    await planner.seats.idle;
    // The head table's first booking sits in the middle, Ben beside it.
    const stored = planner.store.state.content!.seats!;
    expect(stored['Ada']).to.deep.equal([2, 3]);
    const app = await mountApp(planner);
    Array.from(app.shadowRoot!.querySelectorAll<HTMLButtonElement>('nav button'))
      .find((b) => b.textContent.includes('Seating'))!
      .click();
    const card = await until(() => deepQuery(app, 'table-card'), 'the table card');
    const open = await until(
      () => Array.from(card.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent.includes('Seats')),
      'the Seats button',
    );
    open.click();
    const el = await until(() => deepQuery<TableSeats>(app, 'dialog[open] table-seats'), 'the seats dialog');
    await el.updateComplete;
    const ben = stored['Ben']![0]!;
    const label = (seat: number) =>
      seat === ben ? `${seat} Ben Levi` : seat === 2 ? '2 Ada Lovelace' : seat === 3 ? '3 Guest of Ada' : `${seat} Empty`;
    expect(seatButtons(el).map((b) => b.textContent.replace(/\s+/g, ' ').trim())).to.deep.equal([1, 2, 3, 4].map(label));
    // Ben moves to the other end of the row.
    const target = ben === 1 ? 4 : 1;
    seatButton(el, ben).focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: target === 1 ? 'Home' : 'End' });
    await sendKeys({ press: 'Space' });
    await until(() => planner.store.state.content!.seats?.['Ben']?.[0] === target, 'the stored move');
    expect(planner.store.state.content!.seats!['Ada']).to.deep.equal([2, 3]);
    await until(() => seatButton(el, target).textContent.includes('Ben Levi'), 'the redrawn seats');
  });
});
