import { expect } from '@open-wc/testing';
import { bytes, DEMO_GUESTS, demoPlanner } from './planner-harness.ts';
import { readImport } from '../../src/state/read-import.ts';
import { allChanges } from '../../src/model/guest-diff.ts';
import { defaultAccepted } from '../../src/model/three-way-merge.ts';
import type { Planner } from '../../src/controllers/planner-context.ts';

/** Reviews `guests` as a merge into the open event and applies every change it proposes. */
async function mergeAll(planner: Planner, guests: string) {
  const file = readImport('guests', bytes(guests), 'guests-2.csv', planner.store.state.content);
  if (file.kind !== 'guests') throw new Error('not a guests file');
  expect(await planner.merges.review(file)).to.equal(true);
  const review = planner.store.state.mergeReview!;
  const merge = review.tables?.merge ?? review.threeWay;
  return planner.merges.apply(merge ? defaultAccepted(merge) : allChanges(review.diff));
}

describe('a merge says whom it moved', () => {
  it('counts the bookings a merge took from their table, and their place cards, and says when nobody moved', async () => {
    const planner = await demoPlanner();
    for (const [name, table] of [
      ['Miriam & David Cohen', 'Table 1'],
      ['The Levi family', 'Table 2'],
      ['Shira', 'Table 3'],
    ] as const) {
      expect(await planner.store.moveBooking(name, table)).to.equal(null);
    }
    // Shira is pinned to Table 1 now, and the Cohens come as three, who still fit their table.
    const moving = DEMO_GUESTS.replace('Shira,1,Bride / Friends,,,', 'Shira,1,Bride / Friends,,,Table 1').replace(
      'Miriam & David Cohen,2,',
      'Miriam & David Cohen,3,',
    );
    const first = await mergeAll(planner, moving);
    expect(first?.applied).to.equal(true);
    expect(planner.store.state.content!.seating['Shira']).to.equal('Table 1');
    expect(planner.store.state.content!.seating['Miriam & David Cohen']).to.equal('Table 1');
    expect(first?.moved).to.deep.equal({ bookings: 1, people: 1 });
    // The same file again changes nothing, and moves no one.
    const later = await mergeAll(planner, moving.replace('Eyal,1,Groom / Friends,,,', 'Eyal,1,Groom / Friends,5,,'));
    expect(later?.applied).to.equal(true);
    expect(later?.moved).to.deep.equal({ bookings: 0, people: 0 });
  });
});
