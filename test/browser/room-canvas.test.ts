import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { ContextProvider } from '@lit/context';
import { localizerContext } from '../../src/i18n/localizer.ts';
import { plannerContext, type Planner } from '../../src/controllers/planner-context.ts';
import { roomPlan } from '../../src/model/room-layout.ts';
import { snapToGrid } from '../../src/model/room.ts';
import type { RoomCanvas } from '../../src/components/room/room-canvas.ts';
import { demoPlanner, localizerFor, until } from './planner-harness.ts';
import '../../src/components/room/room-canvas.ts';

async function drawn(): Promise<{ el: RoomCanvas; planner: Planner; said: string[] }> {
  const planner = await demoPlanner();
  const localizer = localizerFor('en');
  const wrapper = await fixture<HTMLDivElement>(html`<div lang="en" dir="ltr" style="width: 900px; height: 700px; display: flex"></div>`);
  new ContextProvider(wrapper, { context: localizerContext, initialValue: localizer });
  new ContextProvider(wrapper, { context: plannerContext, initialValue: planner });
  const el = document.createElement('room-canvas');
  el.style.flex = '1';
  // The element asks its container to keep the selection; here the test keeps it.
  el.addEventListener('room-select', (e) => {
    const { id, additive } = e.detail;
    el.selected = id === null ? [] : additive ? [...el.selected, id] : [id];
  });
  const said: string[] = [];
  wrapper.addEventListener('planner-announce', (e) => said.push(e.detail.message));
  wrapper.append(el);
  await el.updateComplete;
  return { el, planner, said };
}

const tableGroup = (el: RoomCanvas, name: string) => el.shadowRoot!.querySelector<SVGGElement>(`[data-id="table:${name}"]`)!;
const record = (planner: Planner, name: string) => planner.store.state.content!.tables.find((t) => t.name === name)!;
const placed = (planner: Planner, name: string) => {
  const content = planner.store.state.content!;
  return roomPlan(content.tables, content.room).tables.find((t) => t.name === name)!;
};
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Screen pixels (CSS) of a point of the room in metres. */
function onScreen(el: RoomCanvas, x: number, y: number): [number, number] {
  const root = el.shadowRoot!.querySelector<SVGGElement>('g.view')!;
  const p = new DOMPoint(x, y).matrixTransform(root.getScreenCTM()!);
  return [Math.round(p.x), Math.round(p.y)];
}

async function dragMouse(from: [number, number], to: [number, number]) {
  await sendMouse({ type: 'move', position: from });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'move', position: [Math.round((from[0] + to[0]) / 2), Math.round((from[1] + to[1]) / 2)] });
  await sendMouse({ type: 'move', position: to });
  await sendMouse({ type: 'up' });
}

describe('the floor plan drawing', () => {
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('draws every table with its number and name', async () => {
    const { el } = await drawn();
    // "Table 2" shows 2 large; the head table has no number, only its name.
    const numbers = Array.from(el.shadowRoot!.querySelectorAll('.table .number')).map((n) => n.textContent);
    expect(numbers).to.deep.equal(['', '1', '2', '3']);
    expect(tableGroup(el, 'Head table').querySelector('.table-name')!.textContent).to.equal('Head table');
    expect(tableGroup(el, 'Table 2').getAttribute('aria-label')).to.equal('Table 2, 0 of 6 seats taken');
    expect(tableGroup(el, 'Head table').querySelectorAll('.seat.taken').length).to.equal(2);
    expect(el.shadowRoot!.querySelector('.object.danceFloor .object-name')!.textContent).to.equal('the dance floor');
  });

  it('moves a table dragged with the pointer to the drop point, snapped to the grid, as one undo step', async () => {
    const { el, planner, said } = await drawn();
    const before = placed(planner, 'Table 1');
    const start = onScreen(el, before.x, before.y);
    const target = { x: before.x + 1.1, y: before.y + 0.6 };
    await dragMouse(start, onScreen(el, target.x, target.y));
    await until(() => record(planner, 'Table 1').x !== undefined, 'the stored position');
    const moved = record(planner, 'Table 1');
    expect(moved.x).to.be.closeTo(snapToGrid(target.x), GRID_TOLERANCE);
    expect(moved.y).to.be.closeTo(snapToGrid(target.y), GRID_TOLERANCE);
    expect((moved.x! * 4) % 1).to.be.closeTo(0, 1e-9);
    await until(() => said.includes('Moved Table 1 on the floor plan'), 'the announcement');
    await el.updateComplete;
    // Drawn where it now stands, no longer displaced by the drag.
    const top = tableGroup(el, 'Table 1').querySelector('.top')!;
    expect([Number(top.getAttribute('cx')), Number(top.getAttribute('cy'))]).to.deep.equal([moved.x, moved.y]);
    expect(tableGroup(el, 'Table 1').getAttribute('transform')).to.equal(null);
    await planner.store.undo();
    expect(record(planner, 'Table 1').x).to.equal(undefined);
  });

  it('still moves a table dropped onto another one', async () => {
    const { el, planner } = await drawn();
    const one = placed(planner, 'Table 1');
    const two = placed(planner, 'Table 2');
    await dragMouse(onScreen(el, one.x, one.y), onScreen(el, two.x, two.y));
    await until(() => record(planner, 'Table 1').x !== undefined, 'the stored position');
    expect(record(planner, 'Table 1').x).to.be.closeTo(two.x, GRID_TOLERANCE);
    expect(record(planner, 'Table 1').y).to.be.closeTo(two.y, GRID_TOLERANCE);
  });

  it('moves the focused table one grid step with an arrow key and turns it 15° with R', async () => {
    const { el, planner, said } = await drawn();
    const before = placed(planner, 'Table 3');
    tableGroup(el, 'Table 3').focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => record(planner, 'Table 3').x !== undefined, 'the keyboard move');
    expect(record(planner, 'Table 3').x).to.be.closeTo(before.x + 0.25, 1e-9);
    expect(record(planner, 'Table 3').y).to.be.closeTo(before.y, 1e-9);
    await sendKeys({ press: 'r' });
    await until(() => record(planner, 'Table 3').rotation === 15, 'the turn');
    await until(() => said.includes('Turned Table 3 to 15°'), 'the announcement');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'R' });
    await sendKeys({ up: 'Shift' });
    await until(() => (record(planner, 'Table 3').rotation ?? 0) === 0, 'the turn back');
    expect(el.shadowRoot!.activeElement).to.equal(tableGroup(el, 'Table 3'));
  });

  it('picks a booking up with Space at its seat and drops it at another table', async () => {
    const { el, planner, said } = await drawn();
    await planner.store.moveBooking('Shira', 'Table 1');
    await el.updateComplete;
    tableGroup(el, 'Table 1').focus();
    await sendKeys({ press: 'g' });
    expect(said.at(-1)).to.include('Seat 1, Guest of Shira');
    await sendKeys({ press: 'Space' });
    expect(said.at(-1)).to.include('Picked up Shira');
    await sendKeys({ press: 'n' });
    expect(el.shadowRoot!.activeElement).to.equal(tableGroup(el, 'Table 2'));
    await sendKeys({ press: 'Space' });
    await until(() => planner.store.state.content!.seating['Shira'] === 'Table 2', 'the stored move');
    await until(() => said.includes('Moved Shira to Table 2'), 'the announcement');
    await el.updateComplete;
    expect(tableGroup(el, 'Table 2').querySelectorAll('.seat.taken').length).to.equal(1);
  });

  it('moves a booking whose seat is dragged with the pointer onto another table', async () => {
    const { el, planner, said } = await drawn();
    await planner.store.moveBooking('Shira', 'Table 1');
    await el.updateComplete;
    const seat = tableGroup(el, 'Table 1').querySelector<SVGCircleElement>('.seat.taken')!;
    const box = seat.getBoundingClientRect();
    const target = placed(planner, 'Table 2');
    await dragMouse([Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)], onScreen(el, target.x, target.y));
    await until(() => planner.store.state.content!.seating['Shira'] === 'Table 2', 'the stored move');
    await until(() => said.includes('Moved Shira to Table 2'), 'the announcement');
    // The table itself stayed where it was: a seat's drag moves the guest, not the table.
    expect(record(planner, 'Table 1').x).to.equal(undefined);
  });

  it('announces a refused move and changes nothing', async () => {
    const { el, planner, said } = await drawn();
    await planner.store.moveBooking('Shira', 'Table 1');
    await planner.store.setTableLock('Table 2', true);
    // The seat order of the move is saved on its own, outside the history: let it land before "nothing changes" is checked.
    await planner.seats.idle;
    tableGroup(el, 'Table 1').focus();
    await sendKeys({ press: 'g' });
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'n' });
    const content = planner.store.state.content;
    await sendKeys({ press: 'Space' });
    await until(() => said.some((s) => s.includes('is locked')), 'the refusal');
    expect(planner.store.state.content).to.equal(content);
    expect(planner.store.state.content!.seating['Shira']).to.equal('Table 1');
  });

  it('zooms by moving and scaling the drawing as a whole, keeping every table’s drawing', async () => {
    const { el, planner } = await drawn();
    const drawing = el.shadowRoot!.querySelector('svg')!;
    const table = tableGroup(el, 'Table 1');
    const number = table.querySelector('.number')!;
    await frame();
    const before = drawing.style.transform;
    const width = table.getBoundingClientRect().width;
    el.zoomIn();
    await frame();
    await el.updateComplete;
    expect(drawing.style.transform).not.to.equal(before);
    expect(tableGroup(el, 'Table 1')).to.equal(table);
    expect(table.querySelector('.number')).to.equal(number);
    expect(table.getBoundingClientRect().width).to.be.above(width * 1.2);
    // A drag reads room positions through the zoom: the table's centre is where the pointer finds it.
    const tablePlace = placed(planner, 'Table 1');
    const [cx, cy] = onScreen(el, tablePlace.x, tablePlace.y);
    expect(el.shadowRoot!.elementFromPoint(cx, cy)?.closest('[data-id]')).to.equal(table);
    el.fit();
    await frame();
    expect(table.getBoundingClientRect().width).to.be.closeTo(width, 0.5);
  });
});

/** Half a grid step: the drop point rounds to the nearest step. */
const GRID_TOLERANCE = 0.125 + 1e-9;
