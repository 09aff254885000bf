/** On a touch screen (no hover, a coarse pointer) no keyboard hint is shown: no "Ctrl", no "Escape" (issue 57). */
import { expect, fixture, html } from '@open-wc/testing';
import { ContextProvider } from '@lit/context';
import { localizerContext } from '../../src/i18n/localizer.ts';
import { TOUCH_QUERY } from '../../src/controllers/media-query-controller.ts';
import { demoPlanner, localizerFor, mountApp, until } from './planner-harness.ts';
import '../../src/components/seating/table-seats.ts';

/** Runs `body` with the browser answering the touch query as a phone would. */
async function onTouchScreen(body: () => Promise<void>) {
  const real = window.matchMedia.bind(window);
  // A query every screen matches stands in for the touch query: a real list, whose listeners work.
  window.matchMedia = (query: string) => real(query === TOUCH_QUERY ? 'all' : query);
  try {
    await body();
  } finally {
    window.matchMedia = real;
  }
}

describe('keyboard hints on a touch screen', () => {
  it('the seats hint and the undo button say nothing of keys, in Hebrew', async () => {
    await onTouchScreen(async () => {
      const localizer = localizerFor('he');
      const wrapper = await fixture<HTMLDivElement>(html`<div lang="he" dir="rtl"></div>`);
      new ContextProvider(wrapper, { context: localizerContext, initialValue: localizer });
      const seats = document.createElement('table-seats');
      Object.assign(seats, { table: 'שולחן 1', shape: 'round', capacity: 4, people: [] });
      wrapper.append(seats);
      await seats.updateComplete;
      const hint = seats.shadowRoot!.querySelector('.hint')!.textContent;
      expect(hint).to.equal(localizer.t('seats.touchHint'));
      expect(hint).to.not.match(/Escape|Ctrl/);

      const planner = await demoPlanner();
      const app = await mountApp(planner, 'he');
      const undo = await until(
        () => Array.from(app.shadowRoot!.querySelectorAll('button[title]')).find((b) => b.textContent.includes(localizer.t('app.undo'))),
        'the undo button',
      );
      expect(undo.getAttribute('title')).to.not.contain('Ctrl');
      app.remove();
      planner.dispose();
    });
  });
});
