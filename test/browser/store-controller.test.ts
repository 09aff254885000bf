import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { sameSelection, StoreController } from '../../src/controllers/store-controller.ts';
import type { Planner } from '../../src/state/planner.ts';
import { StateCell } from '../../src/state/planner-state.ts';

/** An element that shows the notice alone, and counts its renders. */
class NoticeLine extends LitElement {
  cell = new StateCell();
  renders = 0;
  /** The store part of a planner is all the controller uses. */
  readonly store = new StoreController(
    this,
    (s) => [s.notice?.kind],
    () => ({ store: this.cell }) as unknown as Planner,
  );

  override render() {
    this.renders++;
    return html`<p>${this.store.state?.notice?.kind ?? ''}</p>`;
  }
}
customElements.define('notice-line', NoticeLine);

async function drawn(element: NoticeLine): Promise<number> {
  await element.updateComplete;
  return element.renders;
}

describe('elements following the store', () => {
  it('re-render when what they select changed, and not for a change elsewhere in the state', async () => {
    const element = await fixture<NoticeLine>(html`<notice-line></notice-line>`);
    const first = await drawn(element);

    element.cell.set({ phase: 'ready', events: [], save: { state: 'saving' } });
    element.cell.set({ save: { state: 'saved' } });
    expect(await drawn(element)).to.equal(first);

    element.cell.set({ notice: { kind: 'notice.demoLoaded', params: {} } });
    expect(await drawn(element)).to.equal(first + 1);
    expect(element.shadowRoot!.querySelector('p')!.textContent).to.equal('notice.demoLoaded');

    // A new notice object of the same kind selects the same value: nothing to draw.
    element.cell.set({ notice: { kind: 'notice.demoLoaded', params: { again: 1 } } });
    expect(await drawn(element)).to.equal(first + 1);

    element.cell.set({ notice: null });
    expect(await drawn(element)).to.equal(first + 2);
    expect(element.shadowRoot!.querySelector('p')!.textContent).to.equal('');
  });

  it('say whether the store asked for the drawing under way', async () => {
    const element = await fixture<NoticeLine>(html`<notice-line></notice-line>`);
    await element.updateComplete;
    element.requestUpdate();
    expect(element.store.changed).to.equal(false);
    await element.updateComplete;
    element.cell.set({ notice: { kind: 'notice.demoKept', params: {} } });
    expect(element.store.changed).to.equal(true);
    await element.updateComplete;
    expect(element.store.changed).to.equal(false);
  });

  it('compare selections by identity, item by item for arrays', () => {
    const list: string[] = [];
    expect(sameSelection(list, list)).to.equal(true);
    expect(sameSelection([list, 1, 'a'], [list, 1, 'a'])).to.equal(true);
    expect(sameSelection([list], [[]])).to.equal(false);
    expect(sameSelection([1, 2], [1, 2, 3])).to.equal(false);
    expect(sameSelection({ a: 1 }, { a: 1 })).to.equal(false);
    expect(sameSelection(Number.NaN, Number.NaN)).to.equal(true);
  });
});
