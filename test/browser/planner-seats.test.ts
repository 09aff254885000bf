import { expect } from '@open-wc/testing';
import { orderSeats } from '../../src/solver/seat-order.ts';
import { seatNumbersOf } from '../../src/state/seat-numbers.ts';
import { demoPlanner } from './planner-harness.ts';

describe('planner seat order', () => {
  it('orders the seats of both tables after a move, in the worker, and keeps the other tables as they were', async () => {
    const planner = await demoPlanner();
    const { store } = planner;
    expect(await store.moveBooking('Tamar & Yoni', 'Table 1')).to.equal(null);
    expect(await store.moveBooking('Shira', 'Table 2')).to.equal(null);
    expect(await store.moveBooking('Eyal', 'Table 1')).to.equal(null);
    await planner.seats.idle;
    const seats = () => store.state.content!.seats ?? {};
    const headTable = seats()['Noa & Daniel'];
    expect(headTable).to.have.length(2);

    const before = seats();
    expect(await store.moveBooking('Tamar & Yoni', 'Table 2')).to.equal(null);
    await planner.seats.idle;
    const after = seats();
    const table2 = [...after['Tamar & Yoni']!, ...after['Shira']!];
    expect(new Set(table2).size, 'each guest at Table 2 has a seat of their own').to.equal(3);
    expect(after['Eyal'], 'Table 1 is ordered again too').to.have.length(1);
    expect(after['Noa & Daniel'], 'the head table keeps its seats').to.deep.equal(headTable);
    expect(after['Shira'], 'Shira stays at Table 2, in her seat').to.deep.equal(before['Shira']);
    // The seats are the seat order's answer for the two tables that changed, the booking that moved bringing no seats.
    const { problem, assignment } = store.state.derived!;
    const keep = seatNumbersOf(problem!, before).map((own, b) => (problem!.bookings[b]!.name === 'Tamar & Yoni' ? [] : own));
    const expected = orderSeats(problem!, assignment!, { tables: [1, 2], keep });
    expect(seatNumbersOf(problem!, after)).to.deep.equal(expected);
    expect(store.state.undo, 'the seat order is no step of its own').to.deep.equal({
      kind: 'move',
      params: { name: 'Tamar & Yoni', table: 'Table 2' },
    });
  });

  it('lets a booking take a held seat by trading places, and refuses a seat the table lacks', async () => {
    const planner = await demoPlanner();
    const { store } = planner;
    expect(await store.moveBooking('Shira', 'Table 3')).to.equal(null);
    expect(await store.moveBooking('Eyal', 'Table 3')).to.equal(null);
    await planner.seats.idle;
    const [shira] = store.state.content!.seats!['Shira']!;
    const [eyal] = store.state.content!.seats!['Eyal']!;
    expect(await store.moveToSeat('Shira', eyal!)).to.equal(null);
    expect(store.state.content!.seats!['Shira']).to.deep.equal([eyal]);
    expect(store.state.content!.seats!['Eyal']).to.deep.equal([shira]);
    expect(await store.moveToSeat('Shira', 9)).to.deep.include({ reason: 'seatInvalid' });
    expect(await store.moveToSeat('The Levi family', 1)).to.deep.include({ reason: 'seatWithoutTable' });
    await store.undo();
    expect(store.state.content!.seats!['Shira'], 'a seat move is one undoable step').to.deep.equal([shira]);
    await store.redo();
    expect(store.state.content!.seats!['Shira']).to.deep.equal([eyal]);
  });
});
