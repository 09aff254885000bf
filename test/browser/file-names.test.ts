/** A file name in a message is never broken at its hyphens, at any width a phone or a desktop gives it (issue 57). */
import { expect, fixture, html } from '@open-wc/testing';
import { ContextProvider } from '@lit/context';
import { localizerContext } from '../../src/i18n/localizer.ts';
import type { Issue } from '../../src/model/issues.ts';
import { localizerFor } from './planner-harness.ts';
import '../../src/components/ui/issue-list.ts';

const FILE_NAME = 'wedding-guests-final.csv';

function missingSize(): Issue {
  return {
    severity: 'error',
    file: 'guests',
    fileName: FILE_NAME,
    line: 1,
    code: 'missing_column',
    params: { column: 'size', found: 'name', aliases: 'seats' },
  };
}

/** How many lines an inline element is laid out on (right to left, one line can hold several boxes). */
function linesOf(element: Element): number {
  return new Set(Array.from(element.getClientRects(), (rect) => Math.round(rect.top))).size;
}

for (const lang of ['en', 'he'] as const) {
  it(`keeps "${FILE_NAME}" on one line in the problems' heading and lines, from 140 to 400 px (${lang})`, async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang=${lang} dir=${lang === 'he' ? 'rtl' : 'ltr'}></div>`);
    new ContextProvider(wrapper, { context: localizerContext, initialValue: localizerFor(lang) });
    const list = document.createElement('issue-list');
    list.issues = [missingSize()];
    wrapper.append(list);
    await list.updateComplete;
    const names = Array.from(list.shadowRoot!.querySelectorAll('.file-name'));
    // The heading names the file, and so does the problem's line.
    expect(names.map((name) => name.textContent)).to.deep.equal([FILE_NAME, FILE_NAME]);
    let wrapped = false;
    for (let width = 140; width <= 400; width += 10) {
      wrapper.style.width = `${width}px`;
      const heading = list.shadowRoot!.querySelector('h3')!;
      wrapped ||=
        heading.getClientRects().length > 0 &&
        heading.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(heading).lineHeight || '0');
      for (const name of names) expect(linesOf(name), `${width} px`).to.equal(1);
    }
    // The widths tried did make the heading wrap, so a name had places to break.
    expect(wrapped).to.equal(true);
    list.remove();
  });
}
