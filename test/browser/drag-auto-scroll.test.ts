import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { DragAutoScrollController, edgeScrollStep } from '../../src/controllers/drag-auto-scroll.ts';
import { until } from './planner-harness.ts';

class DragSource extends LitElement {
  protected readonly autoScroll = new DragAutoScrollController(this);
  override render() {
    return html`<div draggable="true" style="height: 5000px">drag me</div>`;
  }
}
customElements.define('drag-source', DragSource);

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(n);
  });

function dragOver(y: number) {
  document.dispatchEvent(new DragEvent('dragover', { bubbles: true, composed: true, clientY: y }));
}

describe('dragging near the edges of the window', () => {
  afterEach(() => setViewport({ width: 1280, height: 800 }));

  it('scrolls faster the nearer the edge, and not at all away from it', () => {
    expect(edgeScrollStep(400, 800)).to.equal(0);
    expect(edgeScrollStep(795, 800)).to.be.greaterThan(edgeScrollStep(740, 800)).and.greaterThan(0);
    expect(edgeScrollStep(5, 800)).to.be.lessThan(edgeScrollStep(60, 800)).and.lessThan(0);
    // A short window keeps most of its height free of scrolling.
    expect(edgeScrollStep(150, 600)).to.equal(0);
  });

  it('scrolls the page while a drag from the element is near the bottom or top edge, and stops when the drag ends', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await fixture<DragSource>(html`<drag-source></drag-source>`);
    window.scrollTo(0, 0);
    dragOver(840);
    await frames(3);
    expect(window.scrollY, 'no drag from the element yet').to.equal(0);

    el.shadowRoot!.querySelector('div')!.dispatchEvent(new DragEvent('dragstart', { bubbles: true, composed: true }));
    dragOver(840);
    await until(() => window.scrollY > 100, 'the page scrolling down');

    dragOver(400);
    await frames(2);
    const still = window.scrollY;
    await frames(5);
    expect(window.scrollY, 'away from the edges the page holds still').to.equal(still);

    dragOver(4);
    await until(() => window.scrollY < still, 'the page scrolling up');

    document.dispatchEvent(new DragEvent('dragend', { bubbles: true }));
    await frames(2);
    const ended = window.scrollY;
    dragOver(840);
    await frames(5);
    expect(window.scrollY, 'after the drag ends').to.equal(ended);
    window.scrollTo(0, 0);
  });
});
