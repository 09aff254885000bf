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
