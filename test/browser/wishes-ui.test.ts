import { expect } from '@open-wc/testing';
import { bytes, deepQuery, deepQueryAll, demoPlanner, mountApp, openPlanner, until } from './planner-harness.ts';
import { readImport } from '../../src/state/read-import.ts';
import type { Planner } from '../../src/controllers/planner-context.ts';

/** A button by its text or its accessible name (the guest list names each row's buttons with the booking by aria-label). */
const buttonIn = (root: Element, text: string) =>
  Array.from(root.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find(
    (b) => b.textContent.includes(text) || b.getAttribute('aria-label')?.includes(text),
  );
const guest = (planner: Planner, name: string) => planner.store.state.content!.guests.find((g) => g.name === name)!;
const words = (el: Element) => el.shadowRoot!.textContent.replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ');

async function guestList(planner: Planner) {
  const app = await mountApp(planner);
  app.show('guests');
  return until(() => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody tr')), 'the guest list');
}

describe('wishes in the app', () => {
  it('adds a wish between two bookings and from a group, refuses a keep-apart with a group, removes one, and undoes', async () => {
    const planner = await demoPlanner();
    const list = await guestList(planner);
    buttonIn(list, 'Wishes')!.click();
    const editor = list.shadowRoot!.querySelector('wish-list-editor')!;
    const dialog = await until(() => editor.shadowRoot!.querySelector('dialog[open]'), 'the wish list');
    expect(words(editor)).to.contain('1 wish Tamar & Yoni must not sit with Eyal');
    const add = (from: string, level: string, to: string) => {
      dialog.querySelector<HTMLInputElement>('#wish-from')!.value = from;
      dialog.querySelector<HTMLSelectElement>('#wish-level')!.value = level;
      dialog.querySelector<HTMLInputElement>('#wish-to')!.value = to;
      buttonIn(editor, 'Add wish')!.click();
    };

    add('shira', 'prefer', 'Eyal');
    await until(() => guest(planner, 'Shira').prefer?.length === 1, 'the first wish');
    expect(guest(planner, 'Shira').prefer).to.deep.equal(['Eyal']);
    await until(() => words(editor).includes('Shira would like to sit with Eyal'), 'the wish listed');

    add('Bride / Friends', 'preferApart', 'groom / family');
    await until(() => guest(planner, 'Tamar & Yoni').preferApart?.length === 1, 'the group wish');
    expect(guest(planner, 'Tamar & Yoni').preferApart).to.deep.equal(['Groom / Family']);
    expect(guest(planner, 'Shira').preferApart).to.deep.equal(['Groom / Family']);
    expect(guest(planner, 'Miriam & David Cohen').preferApart).to.equal(undefined);

    add('Shira', 'avoid', 'Groom / Family');
    const alert = await until(() => editor.shadowRoot!.querySelector('[role=alert]'), 'the refusal');
    expect(alert.textContent).to.contain('names bookings only');
    expect(guest(planner, 'Shira').avoid).to.deep.equal([]);

    add('Nobody', 'prefer', 'Eyal');
    await until(() => editor.shadowRoot!.querySelector('[role=alert]')?.textContent.includes('Nobody'), 'the unknown name');

    editor.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Remove the wish: Shira would like to sit with Eyal"]')!.click();
    await until(() => guest(planner, 'Shira').prefer === undefined, 'the removal');
    expect(words(editor)).to.not.contain('Shira would like to sit with Eyal');
    expect(planner.store.state.undo).to.deep.include({ kind: 'removeWish' });

    await planner.store.undo();
    expect(guest(planner, 'Shira').prefer).to.deep.equal(['Eyal']);
    await planner.store.undo();
    expect(guest(planner, 'Shira').preferApart).to.equal(undefined);
    expect(guest(planner, 'Tamar & Yoni').preferApart).to.equal(undefined);
  });

  it('lists no wish terms and no unmet wishes for an event without wishes, and the seat terms once guests have seats', async () => {
    const planner = await demoPlanner();
    expect(Object.keys(planner.store.state.content!.seats ?? {}), 'the pinned couple has seats').to.have.length(1);
    const app = await mountApp(planner);
    const breakdown = await until(() => deepQuery(app, 'penalty-breakdown'), 'the breakdown');
    await until(() => breakdown.shadowRoot!.querySelector('tr.term'), 'the terms');
    const terms = Array.from(breakdown.shadowRoot!.querySelectorAll('tr.term th')).map((th) => th.textContent);
    expect(terms).to.deep.equal([
      'Groups seated apart',
      'Kept-apart pairs together',
      'Guests without a seat',
      'Empty seats',
      'Bookings not side by side',
      'Neighbour wishes unmet',
    ]);
    expect(breakdown.shadowRoot!.querySelector('unmet-wish-list')!.shadowRoot!.querySelector('section')).to.equal(null);
  });

  it('renames a booking in the wish lists that name it', async () => {
    const planner = await demoPlanner();
    expect(await planner.store.edit({ kind: 'addWish', from: 'Shira', to: 'Eyal', level: 'prefer' })).to.equal(null);
    expect(await planner.store.editGuest('Eyal', { ...guest(planner, 'Eyal'), name: 'Eyal Ben-David' })).to.equal(null);
    expect(guest(planner, 'Shira').prefer).to.deep.equal(['Eyal Ben-David']);
  });

  it('reads wishes and tags in the booking editor, and refuses a name or a tag that is not there', async () => {
    const planner = await demoPlanner();
    await planner.store.edit({ kind: 'editTable', previousName: 'Table 1', table: { name: 'Table 1', capacity: 6, tags: ['quiet'] } });
    const list = await guestList(planner);
    buttonIn(list, 'Edit all fields Shira')!.click();
    const editor = list.shadowRoot!.querySelector('guest-editor')!;
    const dialog = await until(() => editor.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
    const field = (id: string) => dialog.querySelector<HTMLInputElement>(`#${id}`)!;
    field('wish-prefer').value = 'Eyal; Ghost';
    buttonIn(editor, 'Save')!.click();
    const alert = await until(() => dialog.querySelector('[role=alert]'), 'the refusal');
    expect(alert.textContent).to.contain('These are neither bookings nor groups: Ghost');

    field('wish-prefer').value = 'eyal; groom / family';
    field('wish-likes').value = 'Loud';
    buttonIn(editor, 'Save')!.click();
    await until(() => dialog.querySelector('[role=alert]')?.textContent.includes('No table has these tags: Loud'), 'the tag refusal');
    expect(guest(planner, 'Shira').prefer).to.equal(undefined);

    field('wish-likes').value = 'QUIET';
    buttonIn(editor, 'Save')!.click();
    await until(() => !editor.shadowRoot!.querySelector('dialog[open]'), 'the dialog to close');
    expect(guest(planner, 'Shira')).to.deep.include({ prefer: ['Eyal', 'Groom / Family'], likes: ['quiet'] });
  });

  it('edits a table’s shape and tags, shows them in the list, and renames a tag for the bookings that like it', async () => {
    const planner = await demoPlanner();
    const list = await guestList(planner);
    const tables = list.shadowRoot!.querySelector('table-list')!;
    const row = await until(
      () => Array.from(tables.shadowRoot!.querySelectorAll('li')).find((li) => li.textContent.includes('Table 2')),
      'the row',
    );
    row.querySelector<HTMLButtonElement>('.actions button')!.click();
    const editor = tables.shadowRoot!.querySelector('table-editor')!;
    const dialog = await until(() => editor.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'the table editor');
    dialog.querySelector<HTMLSelectElement>('#shape')!.value = 'rectangle';
    dialog.querySelector<HTMLInputElement>('#tags')!.value = 'quiet; near exit; Quiet';
    buttonIn(editor, 'Save')!.click();
    await until(() => !editor.shadowRoot!.querySelector('dialog[open]'), 'the dialog to close');
    const table2 = planner.store.state.content!.tables.find((t) => t.name === 'Table 2')!;
    expect(table2).to.deep.include({ shape: 'rectangle', tags: ['quiet', 'near exit'] });
    await until(() => words(tables).includes('Rectangle'), 'the shape shown');
    expect(words(tables)).to.contain('near exit');

    await planner.store.editGuest('Shira', { ...guest(planner, 'Shira'), likes: ['quiet'] });
    const renamed = { ...table2, tags: ['calm', 'near exit'] };
    expect(await planner.store.edit({ kind: 'editTable', previousName: 'Table 2', table: renamed })).to.equal(null);
    expect(guest(planner, 'Shira').likes).to.deep.equal(['calm']);
  });

  it('says in words which wishes the seating leaves unmet, and lists only the terms the event has', async () => {
    const planner = await openPlanner();
    await planner.store.createEvent('Wishes');
    const guests = `name,size,prefer,prefer_apart,likes
Dana,2,Avi,,
Avi,1,,,
Noa,1,,Eli,
Eli,1,,,
Ruth,1,,,quiet
`;
    const tables = 'name,capacity,tags\nTable 2,4,\nTable 3,4,\nTable 4,4,\nTable 7,4,quiet\n';
    await planner.store.importFile(readImport('guests', bytes(guests), 'guests.csv', planner.store.state.content));
    await planner.store.importFile(readImport('tables', bytes(tables), 'tables.csv', planner.store.state.content));
    for (const [name, table] of [
      ['Dana', 'Table 3'],
      ['Avi', 'Table 7'],
      ['Noa', 'Table 2'],
      ['Eli', 'Table 2'],
      ['Ruth', 'Table 4'],
    ] as const)
      expect(await planner.store.moveBooking(name, table)).to.equal(null);
    const app = await mountApp(planner);
    const unmet = await until(
      () => deepQuery(app, 'unmet-wish-list')?.shadowRoot?.querySelector('li') && deepQuery(app, 'unmet-wish-list'),
      'the list',
    );
    // Each item says the wish, then why (tested in test/unit/unmet-reasons.test.ts).
    const items = Array.from(unmet.shadowRoot!.querySelectorAll('li .wish')).map((span) =>
      span.textContent.replace(/[\u2066-\u2069]/g, ''),
    );
    expect(items).to.deep.equal([
      'Dana would like to sit with Avi: they are at Table 3 and Table 7.',
      'Noa would rather not sit with Eli: both at Table 2.',
      'Ruth would like a table tagged quiet: Table 4 is not.',
    ]);
    expect(words(unmet)).to.contain('3 wishes are not met.');
    const terms = Array.from(deepQuery(app, 'penalty-breakdown')!.shadowRoot!.querySelectorAll('tr.term th')).map((th) => th.textContent);
    expect(terms).to.deep.equal([
      'Groups seated apart',
      'Kept-apart pairs together',
      'Guests without a seat',
      'Empty seats',
      'Wishes to sit together, unmet',
      'Wishes to sit apart, unmet',
      'Liked table features missing',
    ]);

    await planner.store.moveBooking('Avi', 'Table 3');
    await until(() => unmet.shadowRoot!.querySelectorAll('li').length === 2, 'the met wish to go');
  });
});
