import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { demoPlanner, deepQueryAll, mountApp, until } from './planner-harness.ts';
import type { Planner } from '../../src/controllers/planner-context.ts';
import type { PickList } from '../../src/components/ui/pick-list.ts';

const guest = (planner: Planner, name: string) => planner.store.state.content!.guests.find((g) => g.name === name)!;
const text = (el: Element) =>
  el.textContent
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The booking editor of `name`, opened from the guest list. */
async function editorOf(planner: Planner, name: string) {
  const app = await mountApp(planner);
  app.show('guests');
  const list = await until(() => deepQueryAll(app, 'guest-list').find((l) => l.shadowRoot!.querySelector('tbody tr')), 'the guest list');
  const button = Array.from(list.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find(
    (b) => b.getAttribute('aria-label') === `Edit all fields ${name}`,
  )!;
  button.click();
  const editor = list.shadowRoot!.querySelector('guest-editor')!;
  const dialog = await until(() => editor.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
  const picker = (id: string) => dialog.querySelector<PickList>(`pick-list#${id}`)!;
  const input = (id: string) => picker(id).shadowRoot!.querySelector('input')!;
  const options = (id: string) => Array.from(picker(id).shadowRoot!.querySelectorAll('[role=option]')).map(text);
  const chips = (id: string) => Array.from(picker(id).shadowRoot!.querySelectorAll('.chips li .chip-text')).map(text);
  const type = async (id: string, typed: string) => {
    input(id).focus();
    await sendKeys({ type: typed });
    await picker(id).updateComplete;
  };
  const save = async () => {
    Array.from(dialog.querySelectorAll<HTMLButtonElement>('button'))
      .find((b) => b.textContent.includes('Save'))!
      .click();
    await until(() => !editor.shadowRoot!.querySelector('dialog[open]') || dialog.querySelector('[role=alert]'), 'the answer');
    expect(dialog.querySelector('[role=alert]')?.textContent ?? null).to.equal(null);
  };
  return { editor, dialog, picker, input, options, chips, type, save };
}

describe('wishes picked from a list', () => {
  it('adds a booking to keep-apart by typing part of its name and Enter, a group to together, a tag to requires, and still reads typed names', async () => {
    const planner = await demoPlanner();
    await planner.store.edit({ kind: 'editTable', previousName: 'Table 1', table: { name: 'Table 1', capacity: 6, tags: ['quiet'] } });
    const { input, options, chips, type, save } = await editorOf(planner, 'Shira');

    await type('avoid', 'ya');
    expect(input('avoid').getAttribute('aria-expanded')).to.equal('true');
    expect(options('avoid')).to.deep.equal(['Eyal']);
    await sendKeys({ press: 'Enter' });
    await until(() => chips('avoid').length === 1, 'the chip');
    expect(chips('avoid')).to.deep.equal(['Eyal']);

    await type('wish-together', 'groom');
    expect(options('wish-together')).to.deep.equal(['Groom Group', 'Groom / Family Group', 'Groom / Friends Group']);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => chips('wish-together').length === 1, 'the group chip');
    expect(chips('wish-together')).to.deep.equal(['Groom / Family Group']);

    await type('wish-requires', 'q');
    expect(options('wish-requires')).to.deep.equal(['quiet']);
    await sendKeys({ press: 'Enter' });

    await type('wish-prefer', 'miriam & david cohen; the levi family;');
    // Typed names become the bookings they name, spelled as the list has them.
    expect(chips('wish-prefer')).to.deep.equal(['Miriam & David Cohen', 'The Levi family']);

    await save();
    expect(guest(planner, 'Shira')).to.deep.include({
      avoid: ['Eyal'],
      together: ['Groom / Family'],
      requires: ['quiet'],
      prefer: ['Miriam & David Cohen', 'The Levi family'],
    });
  });

  it('offers to tag a table for a need no table meets, and tagging one meets it', async () => {
    const planner = await demoPlanner();
    const { dialog, type, save } = await editorOf(planner, 'Shira');
    await type('wish-requires', 'garden;');
    const unmet = await until(() => dialog.querySelector('.unmet-need'), 'the unmet need');
    expect(text(unmet)).to.contain('No table tagged garden has room for this booking.');
    const summary = unmet.querySelector('summary')!;
    expect(text(summary)).to.equal('Tag a table…');
    summary.click();
    const choices = Array.from(unmet.querySelectorAll('button')).map(text);
    expect(choices).to.deep.equal(['Head table (2 free)', 'Table 1 (6 free)', 'Table 2 (6 free)', 'Table 3 (4 free)']);
    Array.from(unmet.querySelectorAll('button'))
      .find((b) => text(b).startsWith('Table 2'))!
      .click();
    await until(() => !dialog.querySelector('.unmet-need'), 'the need met');
    expect(planner.store.state.content!.tables.find((t) => t.name === 'Table 2')!.tags).to.deep.equal(['garden']);
    await save();
    expect(guest(planner, 'Shira').requires).to.deep.equal(['garden']);
  });
});
