/**
 * Issue 57: the event is named at its start. The import step of a new event asks for its name,
 * and the name given there heads the printed documents instead of "Event 1".
 */
import { expect } from '@open-wc/testing';
import { bytes, DEMO_GUESTS, DEMO_TABLES, deepQueryAll, mountApp, openPlanner, until } from './planner-harness.ts';
import { readImport } from '../../src/state/read-import.ts';

const NAMES = { en: 'Noa and Daniel’s wedding', he: 'החתונה של נועה ודניאל' } as const;

describe('naming the event at its start', () => {
  for (const lang of ['en', 'he'] as const) {
    it(`${lang}: the name given in the import step heads the printed documents`, async () => {
      const planner = await openPlanner();
      const app = await mountApp(planner, lang);
      const input = await until(() => deepQueryAll<HTMLInputElement>(app, '#event-name')[0], 'the event name field');
      expect(planner.store.state.event).to.equal(null, 'a new workspace has no event before its first file');
      input.value = `  ${NAMES[lang]} `;
      input.form!.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
      await until(() => planner.store.state.event?.name === NAMES[lang], 'the event named');

      await planner.store.importFile(readImport('guests', bytes(DEMO_GUESTS), 'guests.csv', planner.store.state.content));
      await planner.store.importFile(readImport('tables', bytes(DEMO_TABLES), 'tables.csv', planner.store.state.content));
      app.show('print');
      const heading = await until(() => deepQueryAll(app, '.doc-heading .event-name')[0], 'a printed heading');
      expect(heading.textContent).to.contain(NAMES[lang]);
      // The files went into the named event rather than making an "Event 1" of their own.
      expect(planner.store.state.events.map((e) => e.name)).to.deep.equal([NAMES[lang]]);
    });
  }
});
