/** A file name in a message wraps as a whole, never as "he-" on one line and "guests.xlsx" on the next (issue 57). */
import { expect, fixture, html } from '@open-wc/testing';
import { localizerFor } from './planner-harness.ts';

/** The tops of the lines the characters from `first` to `last` (inclusive) of `box`'s text are drawn on. */
function lineTops(box: HTMLElement, first: string, last: string): Set<number> {
  // Lit's markers are comments beside the one text node.
  const node = Array.from(box.childNodes).find((child): child is Text => child instanceof Text && child.data.trim() !== '')!;
  const start = node.data.indexOf(first);
  const end = node.data.indexOf(last, start) + last.length;
  expect(start, `${first} in ${node.data}`).to.be.at.least(0);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
}

for (const lang of ['en', 'he'] as const) {
  describe(`a file name in a narrow message (${lang})`, () => {
    it('stays on one line while the sentence around it wraps', async () => {
      const message = localizerFor(lang).t('import.guests.done', { count: 106, countText: '106', file: 'he-guests-2026-final.xlsx' });
      // Narrower than the file name, wide enough for any other word of the sentence.
      const box = await fixture<HTMLElement>(
        html`<p dir=${lang === 'he' ? 'rtl' : 'ltr'} style="inline-size: 7rem; font-size: 16px; margin: 0">${message}</p>`,
      );
      expect(lineTops(box, message.slice(0, 1), message.slice(-1)).size, 'the sentence wraps').to.be.greaterThan(1);
      expect([...lineTops(box, 'he-', '.xlsx')], 'the file name').to.have.length(1);
    });
  });
}
