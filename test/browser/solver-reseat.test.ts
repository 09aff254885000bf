import { expect } from '@open-wc/testing';
import { demoPlanner } from './planner-harness.ts';

describe('stable re-seating from the planner', () => {
  it('seats the changes and improves within a limit, keeping the current seating and saying who moved', async () => {
    const { store, solver } = await demoPlanner();
    expect((await solver.start()).kind).to.equal('applied');
    const solved = { ...store.state.content!.seating };

    const seated = await solver.seatChanges();
    expect(seated.kind).to.equal('applied');
    if (seated.kind !== 'applied') return;
    expect(seated.moved).to.deep.equal({ people: 0, bookings: 0 });
    // Nobody moved, so no place card changes.
    expect(seated.placeCards).to.equal(0);
    expect(seated.before).to.equal(seated.penalty);
    expect(store.state.content!.seating).to.deep.equal(solved);

    const improved = await solver.improve(0);
    expect(improved.kind).to.equal('applied');
    if (improved.kind !== 'applied') return;
    expect(improved.moved?.people).to.equal(0);
    expect(store.state.content!.seating).to.deep.equal(solved);
    solver.dispose();
  });
});

describe('re-seating everyone over a plan', () => {
  /** The demo seated, then one booking moved by hand to another table with room: a plan the search would change. */
  async function movedByHand() {
    const planner = await demoPlanner();
    expect((await planner.solver.start()).kind).to.equal('applied');
    const content = planner.store.state.content!;
    const load = new Map<string, number>();
    for (const guest of content.guests) {
      const table = content.seating[guest.name];
      if (table) load.set(table, (load.get(table) ?? 0) + guest.size);
    }
    const single = content.guests.find((g) => g.size === 1 && g.table === null && content.seating[g.name])!;
    const to = content.tables.find((t) => t.name !== content.seating[single.name] && t.capacity - (load.get(t.name) ?? 0) >= 1)!;
    expect(await planner.store.moveBooking(single.name, to.name)).to.equal(null);
    return planner;
  }

  it('says how many bookings would change table before it applies, and keeps the plan when asked', async () => {
    const { store, solver } = await movedByHand();
    const byHand = { ...store.state.content!.seating };
    const asked = await solver.reseatEveryone();
    expect(asked.kind).to.equal('confirm');
    if (asked.kind !== 'confirm') return;
    expect(asked.moved.bookings).to.be.greaterThan(0);
    expect(asked.seated).to.equal(Object.keys(byHand).length);
    expect(store.state.content!.seating, 'nothing changes while the planner is asked').to.deep.equal(byHand);
    expect(solver.keepPlan().kind).to.equal('keptPlan');
    expect(store.state.content!.seating).to.deep.equal(byHand);
    solver.dispose();
  });

  it('applies the plan it asked about, saying who changed table and the place cards to reprint', async () => {
    const { store, solver } = await movedByHand();
    const byHand = { ...store.state.content!.seating };
    const asked = await solver.reseatEveryone();
    if (asked.kind !== 'confirm') throw new Error(`expected a question, got ${asked.kind}`);
    const applied = await solver.confirmReseat();
    expect(applied.kind).to.equal('applied');
    if (applied.kind !== 'applied') return;
    const after = store.state.content!.seating;
    const changed = Object.keys(byHand).filter((name) => after[name] !== byHand[name]).length;
    expect(applied.moved?.bookings).to.equal(changed);
    expect(applied.moved?.bookings).to.equal(asked.moved.bookings);
    expect(applied.placeCards).to.be.at.least(applied.moved!.people);
    solver.dispose();
  });
});
