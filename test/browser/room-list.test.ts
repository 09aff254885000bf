import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ContextProvider } from '@lit/context';
import { localizerContext } from '../../src/i18n/localizer.ts';
import { plannerContext } from '../../src/controllers/planner-context.ts';
import { setPreferredUnit, type LengthUnit } from '../../src/i18n/units.ts';
import { roomPlan } from '../../src/model/room-layout.ts';
import type { RoomList } from '../../src/components/room/room-list.ts';
import { demoPlanner, localizerFor, until } from './planner-harness.ts';
import '../../src/components/room/room-list.ts';
import '../../src/components/tables/table-editor.ts';

type Planner = Awaited<ReturnType<typeof demoPlanner>>;

async function listed(unit: LengthUnit = 'm', lang: 'en' | 'he' = 'en', width = 900): Promise<{ planner: Planner; list: RoomList }> {
  setPreferredUnit(unit);
  const planner = await demoPlanner();
  const localizer = localizerFor(lang);
  const wrapper = await fixture<HTMLDivElement>(html`<div lang=${lang} dir=${localizer.dir} style="width: ${width}px"></div>`);
  new ContextProvider(wrapper, { context: localizerContext, initialValue: localizer });
  new ContextProvider(wrapper, { context: plannerContext, initialValue: planner });
  const list = document.createElement('room-list');
  wrapper.append(list);
  await list.updateComplete;
  return { planner, list };
}

const root = (list: RoomList) => list.shadowRoot!;
const text = (el: Element) => el.textContent.replace(/\s+/g, ' ').trim();
const row = (list: RoomList, id: string) => root(list).querySelector<HTMLLIElement>(`li[data-id="${id}"]`)!;
const tables = (planner: Planner) => planner.store.state.content!.tables;

async function open(list: RoomList, id: string): Promise<HTMLLIElement> {
  row(list, id).querySelector<HTMLButtonElement>('.summary')!.click();
  await list.updateComplete;
  return row(list, id);
}

/** Types into a field as a user does: select what is there, type, press Enter. */
async function typeInto(input: HTMLInputElement, value: string) {
  input.focus();
  input.select();
  await sendKeys({ type: value });
  await sendKeys({ press: 'Enter' });
}

afterEach(() => localStorage.removeItem('seating-optimizer:length-unit'));

describe('the room as a list', () => {
  it('lists the demo’s tables in number order, each with its position on the floor plan', async () => {
    const { planner, list } = await listed();
    const content = planner.store.state.content!;
    const plan = roomPlan(content.tables, content.room);
    const rows = Array.from(root(list).querySelectorAll<HTMLLIElement>('ol.rows > li'));
    expect(rows.map((r) => text(r.querySelector('.name')!))).to.deep.equal(['Head table', 'Table 1', 'Table 2', 'Table 3']);
    const position = (t: (typeof plan.tables)[number]) => `${t.x} m, ${t.y} m, 0°`;
    expect(rows.map((r) => text(r.querySelector('.position')!))).to.deep.equal(plan.tables.map(position));
    // Closed rows are one line; the room's size comes first.
    expect(root(list).querySelector('ol.rows input')).to.equal(null);
    expect(text(root(list).querySelector('.room')!)).to.contain(`${plan.room.width} m × ${plan.room.depth} m`);
    // The headings a screen reader jumps between.
    expect(Array.from(root(list).querySelectorAll('h3, h4')).map(text)).to.deep.equal([
      'The room as a list',
      'The room',
      'Tables',
      'Objects in the room',
    ]);
  });

  it('moves a table to a typed x on Enter, as one step to undo', async () => {
    const { planner, list } = await listed();
    const importStep = planner.store.state.undo;
    const selectEvent = new Promise<HTMLElementEventMap['room-select']['detail']>((resolve) =>
      list.addEventListener('room-select', (e) => resolve(e.detail), { once: true }),
    );
    const opened = await open(list, 'table:Table 1');
    await typeInto(opened.querySelector<HTMLInputElement>('#t1-x')!, '5.5');
    await until(() => tables(planner)[1]!.x === 5.5, 'the table at x 5.5');
    expect(planner.store.state.undo?.kind).to.equal('placeTable');
    await list.updateComplete;
    expect(text(row(list, 'table:Table 1').querySelector('.position')!)).to.match(/^5\.5 m, /);
    // Opening the row selected the table (on the drawing too).
    expect(await selectEvent).to.deep.equal({ id: 'table:Table 1', additive: false });
    await planner.store.undo();
    expect(tables(planner)[1]!.x).to.equal(undefined);
    expect(planner.store.state.undo).to.deep.equal(importStep);
  });

  it('says what is wrong with a value that cannot be used and changes nothing', async () => {
    const { planner, list } = await listed();
    const before = planner.store.state.content;
    const importStep = planner.store.state.undo;
    const opened = await open(list, 'table:Table 2');
    for (const typed of ['abc', '9999']) {
      await typeInto(opened.querySelector<HTMLInputElement>('#t2-x')!, typed);
      await list.updateComplete;
      const input = opened.querySelector<HTMLInputElement>('#t2-x')!;
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      const message = opened.querySelector(`#${input.getAttribute('aria-describedby')!}`)!;
      expect(text(message)).to.match(/^Type a number from 0 to [\d.]+ m\.$/);
    }
    await typeInto(opened.querySelector<HTMLInputElement>('#t2-rotation')!, '400');
    await list.updateComplete;
    expect(text(opened.querySelector('#t2-rotation-error')!)).to.equal('Type an angle from 0 to 359.');
    expect(planner.store.state.content).to.equal(before);
    expect(planner.store.state.undo).to.equal(importStep);
  });

  it('moves a guest to another table with "Move to table…", and shows a refusal beside the row', async () => {
    const { planner, list } = await listed();
    await planner.store.moveBooking('Shira', 'Table 1');
    const opened = await open(list, 'table:Table 1');
    const guest = Array.from(opened.querySelectorAll<HTMLLIElement>('.bookings li')).find((li) => text(li).startsWith('Shira'))!;
    const select = guest.querySelector('select')!;
    expect(text(guest.querySelector('label')!)).to.equal('Move Shira to another table');
    expect(Array.from(select.options).map((o) => o.value)).to.deep.equal(['', 'Head table', 'Table 2', 'Table 3']);
    select.value = 'Table 2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => planner.store.state.content!.seating['Shira'] === 'Table 2', 'Shira at Table 2');
    await list.updateComplete;
    expect(text(opened)).not.to.contain('Shira');

    // The couple is pinned to the head table: the store refuses, and the reason shows in that row.
    const head = await open(list, 'table:Head table');
    const couple = head.querySelector<HTMLSelectElement>('.bookings select')!;
    couple.value = 'Table 3';
    couple.dispatchEvent(new Event('change', { bubbles: true }));
    const alert = await until(() => row(list, 'table:Head table').querySelector('[role="alert"]'), 'a refusal');
    expect(text(alert)).to.not.equal('');
    expect(planner.store.state.content!.seating['Noa & Daniel']).to.equal('Head table');
  });

  it('adds an object at the room’s centre and removes it', async () => {
    const { planner, list } = await listed();
    const kinds = root(list).querySelector<HTMLSelectElement>('#add-kind')!;
    kinds.value = 'pillar';
    kinds.dispatchEvent(new Event('change'));
    Array.from(root(list).querySelectorAll<HTMLButtonElement>('.add button'))[0]!.click();
    const room = await until(() => planner.store.state.content!.room, 'a saved room');
    const pillar = room.objects.find((o) => o.kind === 'pillar')!;
    expect(pillar.x).to.be.closeTo(room.width / 2, 0.01);
    expect(pillar.y).to.be.closeTo(room.depth / 2, 0.01);
    await list.updateComplete;
    const opened = row(list, `object:${pillar.id}`);
    expect(text(opened.querySelector('.object-name')!)).to.equal('the pillar');
    const remove = Array.from(opened.querySelectorAll<HTMLButtonElement>('button')).find((b) => text(b).startsWith('Remove'))!;
    remove.click();
    await until(() => !planner.store.state.content!.room!.objects.some((o) => o.kind === 'pillar'), 'the pillar gone');
    await list.updateComplete;
    expect(row(list, `object:${pillar.id}`)).to.equal(null);
  });

  it('sets the room’s size in place', async () => {
    const { planner, list } = await listed();
    await typeInto(root(list).querySelector<HTMLInputElement>('#room-width')!, '40');
    await until(() => planner.store.state.content!.room?.width === 40, 'a room 40 m wide');
    expect(planner.store.state.undo?.kind).to.equal('resizeRoom');
    await list.updateComplete;
    expect(text(root(list).querySelector('.room p')!)).to.match(/^40 m × /);
  });

  it('shows and reads feet when the planner works in feet', async () => {
    const { planner, list } = await listed('ft');
    await planner.store.edit({ kind: 'placeTables', places: [{ table: 'Table 3', x: 4.5, y: 4.5 }] });
    await list.updateComplete;
    expect(text(row(list, 'table:Table 3').querySelector('.position')!)).to.equal('14.8 ft, 14.8 ft, 0°');
    const opened = await open(list, 'table:Table 3');
    expect(text(opened.querySelector('label[for="t3-x"]')!)).to.contain('(ft)');
    await typeInto(opened.querySelector<HTMLInputElement>('#t3-x')!, '10');
    await until(() => tables(planner)[3]!.x === 3.05, 'x stored as 3.05 m');
    expect(tables(planner)[3]!.y).to.equal(4.5);
  });

  it('fits a 360 px phone with a table opened, in English and Hebrew', async () => {
    for (const lang of ['en', 'he'] as const) {
      const { planner, list } = await listed('m', lang, 360);
      await planner.store.moveBooking('Shira', 'Table 1');
      await open(list, 'table:Table 1');
      expect(list.scrollWidth).to.be.at.most(360);
      for (const button of Array.from(root(list).querySelectorAll('button')))
        expect(button.getBoundingClientRect().width).to.be.at.most(360);
    }
  });

  it('reads positions left to right in Hebrew', async () => {
    const { list } = await listed('m', 'he');
    const position = root(list).querySelector<HTMLElement>('ol.rows .position')!;
    expect(position.getAttribute('dir')).to.equal('ltr');
    expect(getComputedStyle(position).direction).to.equal('ltr');
    expect(text(root(list).querySelector('h3')!)).to.equal('האולם כרשימה');
  });
});

describe('the table editor’s size fields', () => {
  it('saves a typed length in metres, keeps an empty width automatic, and refuses a size out of range', async () => {
    const { planner, list } = await listed();
    const editor = document.createElement('table-editor');
    list.parentElement!.append(editor);
    await editor.open(tables(planner)[1]!);
    const field = (name: string) => editor.shadowRoot!.querySelector<HTMLInputElement>(`#table-${name}`)!;
    const save = () => editor.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    field('length').value = '99';
    save();
    await until(() => editor.shadowRoot!.textContent.includes('numbers from 0.3 to 50 m'), 'the size message');
    expect(tables(planner)[1]!.length).to.equal(undefined);
    field('length').value = '1.8';
    save();
    await until(() => tables(planner)[1]!.length === 1.8, 'a length of 1.8 m');
    expect(tables(planner)[1]!.width).to.equal(undefined);
  });
});
