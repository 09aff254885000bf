/**
 * Importing the spreadsheets planners really have, in English and Hebrew: headers known by other
 * names, first and last name joined, the mapping step for unclear columns, and where a file goes
 * when the event already has one.
 */
import { expect } from '@open-wc/testing';
import { deepQuery, deepQueryAll, deepText, localizerFor, mountApp, openPlanner, until } from './planner-harness.ts';
import { readImport } from '../../src/state/read-import.ts';
import type { SeatingApp } from '../../src/components/app/seating-app.ts';
import type { ImportMapping } from '../../src/components/import/import-mapping.ts';
import type { ImportTargetQuestion } from '../../src/components/import/import-target.ts';

/** An element once it is defined and drawn: each import question loads when first asked. */
const drawn = <T extends HTMLElement>(element: T | undefined) => (element?.shadowRoot ? element : undefined);

type Lang = 'en' | 'he';
const bytes = (text: string) => new TextEncoder().encode(text);

/** Pastes a file into the import step's drop zone of that kind, through its own buttons (in any language). */
async function paste(app: SeatingApp, kind: 'guests' | 'tables', csv: string) {
  const drop = await until(() => deepQueryAll(app, 'file-drop').find((d) => d.getAttribute('kind') === kind), `the ${kind} drop zone`);
  const [, pasteButton] = Array.from(drop.shadowRoot!.querySelectorAll<HTMLButtonElement>('.actions button'));
  pasteButton!.click();
  const area = await until(() => drop.shadowRoot!.querySelector('textarea'), 'the paste box');
  area.value = csv;
  drop.shadowRoot!.querySelector<HTMLButtonElement>('textarea ~ .actions .btn.primary')!.click();
}

/** The panel's line saying what each column was read as. */
const matchedText = (app: SeatingApp) => (deepQuery(app, '.matched')?.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

async function emptyApp(lang: Lang) {
  const planner = await openPlanner();
  await planner.store.createEvent('Wedding');
  const app = await mountApp(planner, lang);
  return { planner, app };
}

const MESSAGES = {
  en: { guestsToSize: 'Guests → size', phoneKept: 'Phone → kept as an extra column', explain: 'holds small whole numbers' },
  he: { guestsToSize: 'Guests ← כמות', phoneKept: 'Phone ← נשמרת כעמודה נוספת', explain: 'מספרים שלמים קטנים' },
};

for (const lang of ['en', 'he'] as const) {
  describe(`importing planners' spreadsheets (${lang})`, () => {
    it('reads Name;Guests;Group with a byte order mark as 8 guests, and says what it matched', async () => {
      const { planner, app } = await emptyApp(lang);
      await paste(app, 'guests', '\uFEFFName;Guests;Group;Phone\nDana;2;Bride;054-1\nRuth;1;Bride;\nMoshe;4;Groom;\nAvi;1;Groom;054-2\n');
      const guests = await until(
        () => planner.store.state.content!.guests.length === 4 && planner.store.state.content!.guests,
        'the import',
      );
      expect(guests.reduce((sum, g) => sum + g.size, 0)).to.equal(8);
      expect(guests[0]!.extra).to.deep.equal({ Phone: '054-1' });
      const told = await until(() => matchedText(app), 'the matched columns');
      expect(told).to.contain(MESSAGES[lang].guestsToSize);
      expect(told).to.contain(MESSAGES[lang].phoneKept);
      const summary = localizerFor(lang).t('import.guestsSummary', { bookings: 4, guests: 8 });
      expect(deepText(app.shadowRoot!)).to.contain(summary);
    });

    it('joins First name and Last name, and seats every guest at the table of the Table;Seats file', async () => {
      const { planner, app } = await emptyApp(lang);
      await paste(
        app,
        'guests',
        'First name;Last name;Party size;Side;Table\nDana;Levi;2;Bride;1\nRuth;Cohen;3;Bride;1\nAvi;Mizrahi;4;Groom;2\n',
      );
      await until(() => planner.store.state.content!.guests.length === 3, 'the guests');
      await paste(app, 'tables', 'Table;Seats\n1;6\n2;8\n');
      await until(() => planner.store.state.content!.tables.length === 2, 'the tables');
      const content = planner.store.state.content!;
      expect(content.guests.map((g) => g.name)).to.deep.equal(['Dana Levi', 'Ruth Cohen', 'Avi Mizrahi']);
      expect(content.guests.map((g) => g.group)).to.deep.equal([['Bride'], ['Bride'], ['Groom']]);
      expect(content.seating).to.deep.equal({ 'Dana Levi': '1', 'Ruth Cohen': '1', 'Avi Mizrahi': '2' });
      app.show('seating');
      const seated = await until(() => deepQueryAll(app, 'table-card').length >= 2 && deepQueryAll(app, 'table-card'), 'the table cards');
      const atTables = seated.filter((c) => (c as unknown as { table: string | null }).table !== null).map((c) => deepText(c.shadowRoot!));
      expect(atTables.join(' ')).to.contain('Dana Levi').and.to.contain('Ruth Cohen').and.to.contain('Avi Mizrahi');
      expect([...planner.store.state.importIssues.guests, ...planner.store.state.importIssues.tables]).to.deep.equal([]);
    });

    it('asks what an unclear column means, imports with the choice, and remembers it for the event', async () => {
      const { planner, app } = await emptyApp(lang);
      const file = 'Name,Guests,Pax,Kids\nDana,2,2,1\nRuth,1,1,0\n';
      await paste(app, 'guests', file);
      const mapping = await until(() => drawn(deepQuery<ImportMapping>(app, 'import-mapping')), 'the mapping step');
      await mapping.updateComplete;
      const text = deepText(mapping.shadowRoot!);
      expect(text).to.contain('Pax');
      expect(text).to.contain('Dana');
      expect(text).to.contain(MESSAGES[lang].explain);
      const import_ = mapping.shadowRoot!.querySelector<HTMLButtonElement>('.actions .btn.primary')!;
      expect(import_.disabled, 'two columns are size').to.equal(true);
      expect(planner.store.state.content!.guests).to.deep.equal([]);

      const selects = Array.from(mapping.shadowRoot!.querySelectorAll('select'));
      const choose = (select: HTMLSelectElement, value: string) => {
        select.value = value;
        select.dispatchEvent(new Event('change'));
      };
      choose(selects[2]!, 'unused');
      choose(selects[3]!, 'extra');
      await mapping.updateComplete;
      expect(import_.disabled).to.equal(false);
      import_.click();
      const guests = await until(
        () => planner.store.state.content!.guests.length === 2 && planner.store.state.content!.guests,
        'the import',
      );
      expect(guests.map((g) => [g.name, g.size, g.extra])).to.deep.equal([
        ['Dana', 2, { Kids: '1' }],
        ['Ruth', 1, { Kids: '0' }],
      ]);
      expect(deepQuery(app, 'import-mapping')).to.equal(undefined);

      // The same columns again, into the same event: no question about the columns.
      await paste(app, 'guests', file.replace('Ruth,1', 'Ruth,3'));
      const target = await until(() => drawn(deepQuery<ImportTargetQuestion>(app, 'import-target')), 'where the file goes');
      target.shadowRoot!.querySelector<HTMLButtonElement>('.actions .btn.primary')!.click();
      await until(() => planner.store.state.content!.guests[1]?.size === 3, 'the second import');
      expect(deepQuery(app, 'import-mapping')).to.equal(undefined);
    });

    it('puts a real list into a new event when the demo is open, without the demo banner or its tables', async () => {
      const planner = await openPlanner();
      await planner.store.createEvent('Demo');
      const demoGuests = 'name,size\nNoa & Daniel,2\nShira,1\n';
      await planner.store.importFile(readImport('guests', bytes(demoGuests), 'demo-guests.csv', planner.store.state.content));
      await planner.store.importFile(
        readImport('tables', bytes('name,capacity\nHead table,4\n'), 'demo-tables.csv', planner.store.state.content),
      );
      planner.store.showNotice({ kind: 'notice.demoLoaded', params: {} });
      const app = await mountApp(planner, lang);
      app.show('import');
      const demoEvent = planner.store.state.event!.id;

      await paste(app, 'guests', 'Name;Guests\nDana;2\nRuth;1\n');
      const target = await until(() => drawn(deepQuery<ImportTargetQuestion>(app, 'import-target')), 'where the file goes');
      await target.updateComplete;
      const radios = Array.from(target.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=radio]'));
      expect(radios.map((r) => [r.value, r.checked, r.disabled])).to.deep.equal([
        ['new', true, false],
        ['open', false, false],
        ['merge', false, false],
      ]);
      target.shadowRoot!.querySelector<HTMLButtonElement>('.actions .btn.primary')!.click();
      await until(() => planner.store.state.event!.id !== demoEvent && planner.store.state.content!.guests.length === 2, 'the new event');
      expect(planner.store.state.content!.tables).to.deep.equal([]);
      expect(planner.store.state.notice).to.equal(null);
      await app.updateComplete;
      expect(app.shadowRoot!.querySelector('.notice')).to.equal(null);
      expect(deepQuery(app, '.next')).to.equal(undefined);
    });

    it('says the tables are still the demo’s after the guests replace the demo’s, and keeps the tables in that event', async () => {
      const planner = await openPlanner();
      await planner.store.createEvent('Demo');
      await planner.store.importFile(readImport('guests', bytes('name\nNoa\n'), 'demo-guests.csv', planner.store.state.content));
      await planner.store.importFile(
        readImport('tables', bytes('name,capacity\nHead table,4\n'), 'demo-tables.csv', planner.store.state.content),
      );
      const app = await mountApp(planner, lang);
      app.show('import');
      const l = localizerFor(lang);
      const demoEvent = planner.store.state.event!.id;
      const answer = async (value: 'new' | 'open' | null) => {
        const target = await until(() => drawn(deepQuery<ImportTargetQuestion>(app, 'import-target')), 'where the file goes');
        await target.updateComplete;
        const checked = target.shadowRoot!.querySelector<HTMLInputElement>('input:checked')!.value;
        if (value) target.shadowRoot!.querySelector<HTMLInputElement>(`input[value=${value}]`)!.click();
        target.shadowRoot!.querySelector<HTMLButtonElement>('.actions .btn.primary')!.click();
        await until(() => !deepQuery(app, 'import-target'), 'the question to close');
        return checked;
      };

      await paste(app, 'guests', 'name\nDana\nRuth\n');
      expect(await answer('open')).to.equal('new');
      await until(() => planner.store.state.content!.guests.length === 2, 'the guests');
      const next = await until(() => deepQuery(app, '.next'), 'the next step');
      expect(next.textContent).to.contain(l.t('importSteps.demoTablesLeft'));
      expect(next.textContent).not.to.contain(l.t('import.readyText'));

      await paste(app, 'tables', 'name,capacity\nT1,10\n');
      expect(await answer(null), 'the event is no longer the demo').to.equal('open');
      await until(() => planner.store.state.content!.tables.length === 1, 'the tables');
      expect(planner.store.state.event!.id).to.equal(demoEvent);
      await until(() => deepQuery(app, '.next')?.textContent.includes(l.t('import.readyText')), 'both files in');
    });

    it('keeps the templates and examples one click away after files are imported', async () => {
      const { planner, app } = await emptyApp(lang);
      await paste(app, 'guests', 'name\nDana\n');
      await until(() => planner.store.state.content!.guests.length === 1, 'the import');
      const links = deepQueryAll<HTMLAnchorElement>(app, '.templates a').map((a) => a.getAttribute('href'));
      for (const file of [
        'template-guests-en.csv',
        'template-guests-he.xlsx',
        'template-tables-he.csv',
        'template-tables-en.xlsx',
        // The wedding example in the interface's language.
        lang === 'he' ? 'wedding-150-he-guests.csv' : 'wedding-150-guests.csv',
        lang === 'he' ? 'wedding-150-he-tables.csv' : 'wedding-150-tables.csv',
      ]) {
        expect(links).to.include(`/examples/${file}`);
      }
    });
  });
}
