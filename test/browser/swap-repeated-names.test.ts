/** A full table's swap offer names a booking whose name repeats by its group, as its chip does, never by its id. */
import { expect } from '@open-wc/testing';
import { deepQueryAll, fullTablesPlanner, localizerFor, mountApp, until } from './planner-harness.ts';
import { bookingLabeler } from '../../src/model/booking-refs.ts';
import type { TableCard } from '../../src/components/tables/table-card.ts';

const card = (app: HTMLElement, table: string) => deepQueryAll<TableCard>(app, 'table-card').find((c) => c.table === table);
const buttons = (root: Element) => Array.from(root.shadowRoot!.querySelectorAll<HTMLButtonElement>('button'));

for (const lang of ['en', 'he'] as const) {
  const { t } = localizerFor(lang);

  it(`offers to swap with a second Tamar & Yoni under their group, not "Tamar & Yoni #…" (${lang})`, async () => {
    const planner = await fullTablesPlanner();
    // Another Tamar & Yoni: both now carry ids ("Tamar & Yoni #1", "#2").
    await planner.store.edit({
      kind: 'addGuest',
      guest: { name: 'Tamar & Yoni', size: 2, group: ['Groom', 'Army'], strength: null, avoid: [], table: null },
    });
    const content = planner.store.state.content!;
    const atTable3 = content.guests.find((g) => g.name === 'Tamar & Yoni' && content.seating[g.id ?? g.name] === 'Table 3')!;
    expect(atTable3.id).to.match(/#/);
    const shown = bookingLabeler(content.guests)(atTable3);
    expect(shown).to.not.contain('#');

    const app = await mountApp(planner, lang);
    buttons(app)
      .find((b) => b.textContent.includes(t('app.view.seating')))!
      .click();
    const miriam = await until(
      () => buttons(card(app, 'Head table')!).find((b) => b.textContent.includes('Miriam & David Cohen')),
      'the head table',
    );
    miriam.click();
    const table3 = card(app, 'Table 3')!;
    (await until(() => table3.shadowRoot!.querySelector('summary'), 'the swap offer of the full Table 3')).click();
    const offered = buttons(table3).map((b) => b.textContent.trim());
    expect(offered).to.include(t('edit.swapWithName', { name: shown }));
    expect(offered.some((text) => text.includes(atTable3.id!))).to.equal(false);
    app.remove();
    planner.dispose();
  });
}
