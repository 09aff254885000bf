/**
 * `<seating-planner>` on the one planner core: a Hebrew spreadsheet's invisible marks seat as
 * they do in the app, through the element's own interface, and two planners on one page hold
 * different events without leaking state into each other.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { patience, until } from '../support/eventually.ts';
import type { SeatingPlanner } from '../../src/embed/seating-planner.ts';
import type { Planner } from '../../src/controllers/planner-context.ts';
import { readSeatingFile } from '../../src/csv/index.ts';
import { seatingCsv } from '../../src/state/export.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import '../../src/embed/index.ts';

const RLM = '\u200f';
const GUESTS = `name,size,group,strength,avoid,table\nמשפחת כהן,2,חתן/משפחה,,,שולחן 2${RLM}\nדני,1,חתן/חברים,,משפחת כהן${RLM},\nRuth,1,,,,\n`;
const TABLES = 'name,capacity\nשולחן 1,4\nשולחן 2,4\n';
const fileUrl = (text: string) => URL.createObjectURL(new Blob([text], { type: 'text/csv' }));

let counter = 0;
const uniqueWorkspace = () => `core-test-${Date.now()}-${counter++}`;
const plannerOf = (element: SeatingPlanner) => (element as unknown as { planner: Planner }).planner;

/** Every element of `root`'s subtree, through open shadow roots. */
function deepQueryAll(root: Element | ShadowRoot, selector: string): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...deepQueryAll(element.shadowRoot, selector));
  return found;
}

/** Table card title → booking names on it, as the visitor sees them. */
function seatingOnScreen(element: SeatingPlanner): Record<string, string[]> {
  return Object.fromEntries(
    deepQueryAll(element.shadowRoot!, 'table-card').map((card) => [
      card.shadowRoot!.querySelector('h3')!.textContent.trim(),
      [...card.shadowRoot!.querySelectorAll('.chip .name')].map((n) => n.textContent.trim()).sort(),
    ]),
  );
}

const buttonNamed = (element: SeatingPlanner, name: string) =>
  deepQueryAll(element.shadowRoot!, 'button').find((b) => b.textContent.trim() === name);

for (const [lang, strings] of [
  ['en', en],
  ['he', he],
] as const) {
  describe(`<seating-planner lang=${lang}> with a Hebrew spreadsheet's invisible marks`, () => {
    it('seats all three bookings with the pin kept, moves by hand and exports that plan', async () => {
      const element = await fixture<SeatingPlanner>(
        html`<seating-planner
          workspace=${uniqueWorkspace()}
          lang=${lang}
          guests-src=${fileUrl(GUESTS)}
          tables-src=${fileUrl(TABLES)}
        ></seating-planner>`,
      );
      await element.updateComplete;
      await until(() => buttonNamed(element, strings.solver.start), 'the seating step shows');
      buttonNamed(element, strings.solver.start)!.click();
      await until(() => plannerOf(element).solver.state.outcome !== null, 'the solver answers', patience(15_000));
      expect(plannerOf(element).solver.state.outcome?.kind).to.equal('applied');
      await until(() => seatingOnScreen(element)['שולחן 2']?.includes('משפחת כהן'), 'the family shows at its table');
      const solved = seatingOnScreen(element);
      expect(solved['שולחן 2']).not.to.include('דני');
      expect(solved[strings.tables.unseated]).to.equal(undefined, 'everyone has a seat');

      const other = solved['שולחן 1']?.includes('Ruth') ? 'שולחן 2' : 'שולחן 1';
      const ruth = deepQueryAll(element.shadowRoot!, 'table-card').flatMap((card) => [
        ...card.shadowRoot!.querySelectorAll<HTMLElement>('.chip'),
      ]);
      ruth.find((chip) => chip.textContent.includes('Ruth'))!.click();
      await until(
        () =>
          deepQueryAll(element.shadowRoot!, 'table-card').some(
            (card) =>
              card.shadowRoot!.querySelector('h3')?.textContent.trim() === other &&
              [...card.shadowRoot!.querySelectorAll('button')].some((b) => b.textContent.trim() === strings.tables.moveHere),
          ),
        'the other table offering to take Ruth',
      );
      const target = deepQueryAll(element.shadowRoot!, 'table-card').find(
        (card) => card.shadowRoot!.querySelector('h3')?.textContent.trim() === other,
      )!;
      [...target.shadowRoot!.querySelectorAll<HTMLElement>('button')]
        .find((b) => b.textContent.trim() === strings.tables.moveHere)!
        .click();
      await until(() => seatingOnScreen(element)[other]?.includes('Ruth'), 'Ruth moves');

      const state = plannerOf(element).store.state;
      const csv = seatingCsv(state)!;
      const seating = readSeatingFile(new TextEncoder().encode(csv), 'seating.csv', state.content!.guests, state.content!.tables);
      expect(seating.issues).to.deep.equal([]);
      const tableOf = Object.fromEntries(state.content!.guests.map((g, i) => [g.name, seating.arrangement[i]]));
      expect(tableOf['משפחת כהן']).to.equal('שולחן 2');
      expect(tableOf['Ruth']).to.equal(other);
      expect(tableOf['דני']).to.be.oneOf(['שולחן 1']);
    });
  });
}

describe('two <seating-planner> elements on one page', () => {
  it('hold different events, and an edit or a solver run in one never shows in the other', async () => {
    const page = await fixture<HTMLElement>(
      html`<div>
        <seating-planner
          workspace=${uniqueWorkspace()}
          lang="en"
          guests-src="/public/examples/demo-guests.csv"
          tables-src="/public/examples/demo-tables.csv"
        ></seating-planner>
        <seating-planner
          workspace=${uniqueWorkspace()}
          lang="he"
          guests-src=${fileUrl(GUESTS)}
          tables-src=${fileUrl(TABLES)}
        ></seating-planner>
      </div>`,
    );
    const [demo, hebrew] = [...page.querySelectorAll('seating-planner')] as [SeatingPlanner, SeatingPlanner];
    await demo.updateComplete;
    await hebrew.updateComplete;
    const a = plannerOf(demo);
    const b = plannerOf(hebrew);
    expect(a).not.to.equal(b);
    expect(a.store).not.to.equal(b.store);
    expect(a.solver).not.to.equal(b.solver);

    // Each planner first puts its own loaded plan's guests in seats.
    await Promise.all([a.seats.idle, b.seats.idle]);
    const bBefore = b.store.state;
    expect(await a.store.moveBooking('Shira', 'Table 3')).to.equal(null);
    const outcome = await a.solver.start();
    expect(outcome.kind).to.equal('applied');
    expect(b.store.state).to.equal(bBefore, 'the other planner did not even re-render its state');
    expect(b.store.state.derived?.problem?.bookings.map((x) => x.name)).to.deep.equal(['משפחת כהן', 'דני', 'Ruth']);
    expect(a.store.state.derived?.problem?.bookings).to.have.length(6);

    const bOutcome = await b.solver.start();
    expect(bOutcome.kind).to.equal('applied');
    expect(b.store.state.content?.seating['משפחת כהן']).to.equal('שולחן 2');
    expect(Object.keys(a.store.state.content?.seating ?? {})).not.to.include('Ruth');
    await until(() => seatingOnScreen(hebrew)['שולחן 2']?.includes('משפחת כהן'), 'the family at its table in Hebrew');
    expect(Object.keys(seatingOnScreen(demo))).not.to.include('שולחן 2');
  });
});
