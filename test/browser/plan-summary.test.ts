import { expect } from '@open-wc/testing';
import { bytes, DEMO_GUESTS, demoPlanner, deepQuery, mountApp, until } from './planner-harness.ts';
import { readImport } from '../../src/state/read-import.ts';
import type { Planner } from '../../src/controllers/planner-context.ts';
import type { PlanSummary } from '../../src/components/seating/plan-summary.ts';

const words = (el: Element) => (el.shadowRoot ?? el).textContent.replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ');

/**
 * The demo event seated by hand: Bride (Miriam & David at Table 1, Tamar & Yoni at Table 3, Shira at
 * Table 1), Bride / Friends (Table 1 and 3) and Groom (Table 2 and 3) split though a table could hold
 * each; Tamar & Yoni, who asked to be kept apart from Eyal, share Table 3 with him.
 */
async function seatByHand(planner: Planner) {
  for (const [name, table] of [
    ['Miriam & David Cohen', 'Table 1'],
    ['The Levi family', 'Table 2'],
    ['Tamar & Yoni', 'Table 3'],
    ['Eyal', 'Table 3'],
    ['Shira', 'Table 1'],
  ] as const) {
    expect(await planner.store.moveBooking(name, table)).to.equal(null);
  }
}

async function summaryIn(planner: Planner, lang: 'en' | 'he' = 'en'): Promise<PlanSummary> {
  const app = await mountApp(planner, lang);
  app.show('seating');
  return until(() => {
    const el = deepQuery<PlanSummary>(app, 'plan-summary');
    return el?.shadowRoot?.querySelector('[data-fact="seated"]') ? el : undefined;
  }, 'the plan summary');
}

describe('<plan-summary>', () => {
  it('says who is seated, which groups are split and where, the conflict, and how far from the best', async () => {
    const planner = await demoPlanner();
    await seatByHand(planner);
    const summary = await summaryIn(planner);
    const fact = (name: string) => summary.shadowRoot!.querySelector(`[data-fact="${name}"]`)!;
    expect(words(fact('seated')).trim()).to.equal('12 of 12 guests seated');
    // Couple, Bride, Bride / Family, Groom, Groom / Family, Bride / Friends, Groom / Friends: the order they first appear in.
    expect(words(fact('groups'))).to.contain('4 of 7 groups kept whole; 3 split by choice');
    const details = fact('groups').querySelector('details')!;
    details.open = true;
    const split = Array.from(details.querySelectorAll('li'), (li) => li.textContent.replace(/[\u2066-\u2069]/g, '').trim());
    expect(split).to.deep.equal(['Bride: Table 1, Table 3', 'Groom: Table 2, Table 3', 'Bride / Friends: Table 1, Table 3']);
    expect(words(fact('conflicts')))
      .to.contain('1 conflict')
      .and.contain('Tamar & Yoni and Eyal at Table 3');
    const { penalty } = planner.store.state.derived!.evaluation!;
    const bound = planner.store.state.derived!.lowerBound!;
    const gap = Math.ceil(((penalty - bound) / penalty) * 1000 - 1e-9) / 10;
    expect(words(fact('gap'))).to.contain(`At most ${String(gap)}% from the best possible plan`);
    expect(summary.shadowRoot!.querySelector('[data-fact="wishes"]'), 'no wishes in the event').to.equal(null);
    // The figures are not in the words; they wait under the breakdown's closed "Details".
    expect(words(summary)).not.to.match(/penalty|bound/i);
    const figures = await until(
      () => deepQuery(summary.getRootNode() as ShadowRoot, 'penalty-breakdown')?.shadowRoot?.querySelector('details'),
      'the Details',
    );
    expect(figures.open).to.equal(false);
    expect(words(figures)).to.contain('Details').and.contain(penalty.toLocaleString('en')).and.contain(bound.toLocaleString('en'));

    // Moving Eyal away ends the conflict and the summary follows.
    expect(await planner.store.moveBooking('Eyal', 'Table 2')).to.equal(null);
    await until(() => words(fact('conflicts')).includes('No conflicts'), 'no conflicts');
    expect(words(fact('groups'))).to.contain('5 of 7 groups kept whole; 2 split by choice');
  });

  it('speaks Hebrew right to left', async () => {
    const planner = await demoPlanner();
    await seatByHand(planner);
    const summary = await summaryIn(planner, 'he');
    expect(getComputedStyle(summary).direction).to.equal('rtl');
    expect(words(summary)).to.contain('הושבו 12 מתוך 12 אורחים').and.contain('4 מתוך 7 קבוצות נשארו שלמות').and.contain('התנגשות אחת');
  });

  it('counts the unmet wishes and leads to the list of them', async () => {
    const planner = await demoPlanner();
    const guests = DEMO_GUESTS.replace('name,size,group,strength,avoid,table', 'name,size,group,strength,avoid,table,prefer').replace(
      'Shira,1,Bride / Friends,,,',
      'Shira,1,Bride / Friends,,,,Eyal',
    );
    await planner.store.importFile(readImport('guests', bytes(guests), 'guests.csv', planner.store.state.content));
    await seatByHand(planner);
    const summary = await summaryIn(planner);
    const wishes = summary.shadowRoot!.querySelector('[data-fact="wishes"]')!;
    expect(words(wishes)).to.contain('1 wish not met');
    wishes.querySelector('button')!.click();
    await until(() => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active?.id === 'unmet-title';
    }, 'the focus on the unmet wishes');
  });

  it('lists the groups split by choice, never a group no table can hold, and says why those are split', async () => {
    const planner = await demoPlanner();
    // Every table of 4: Bride (5 guests) and Bride / Friends (3, with Eyal kept apart) as before.
    const tables = 'name,capacity\nHead table,4\nTable 1,4\nTable 2,4\nTable 3,4\nTable 4,4\n';
    await planner.store.importFile(readImport('tables', bytes(tables), 'tables.csv', planner.store.state.content));
    for (const [name, table] of [
      ['Miriam & David Cohen', 'Table 1'],
      ['Shira', 'Table 1'],
      ['Tamar & Yoni', 'Table 3'],
      ['The Levi family', 'Table 2'],
      ['Eyal', 'Table 4'],
    ] as const) {
      expect(await planner.store.moveBooking(name, table)).to.equal(null);
    }
    const summary = await summaryIn(planner);
    const groups = summary.shadowRoot!.querySelector('[data-fact="groups"]')!;
    expect(words(groups)).to.contain('2 split because no table can hold them').and.contain('1 split by choice');
    const [list, why] = Array.from(groups.querySelectorAll('details'));
    list!.open = true;
    const split = Array.from(list!.querySelectorAll('li'), (li) => li.textContent.replace(/[\u2066-\u2069]/g, '').trim());
    expect(split).to.deep.equal(['Bride / Friends: Table 1, Table 3']);
    expect(words(why!)).to.contain('cannot fit one table');
  });
});
