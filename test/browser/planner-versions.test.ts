/** Versions of the plan on a planner: taken by hand and before an optimisation, compared, restored as one undo step, and the panel. */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { NOW } from '../../src/state/versions.ts';
import type { VersionsPanel } from '../../src/components/versions/versions-panel.ts';
import { deepQuery, deepText, demoPlanner, mountApp, until } from './planner-harness.ts';
import { rejectionOf, whilePutsFail } from './workspace-harness.ts';

const buttonIn = (root: Element, text: string) =>
  Array.from(root.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent.trim() === text);

describe('planner: versions of the plan', () => {
  afterEach(() => setViewport({ width: 1280, height: 800 }));

  it('saves the plan before an optimisation replaces it', async () => {
    const { store, solver, versions, seats } = await demoPlanner();
    await store.moveBooking('Shira', 'Table 3');
    const before = store.state.content!.seating;
    const outcome = await solver.start();
    expect(outcome.kind).to.equal('applied');
    await versions.idle;
    const saved = versions.state.versions;
    expect(saved.map((v) => [v.label, v.automatic])).to.deep.equal([[{ kind: 'beforeOptimising', params: {} }, true]]);
    expect(saved[0]!.plan.seating).to.deep.equal(before);
    expect(store.state.content!.seating).to.not.deep.equal(before);
    await seats.idle;
    solver.dispose();
  });

  it('restores a version as one edit: undo brings back the plan it replaced', async () => {
    const { store, versions } = await demoPlanner();
    await store.moveBooking('Shira', 'Table 3');
    const sent = (await versions.take('sent to the venue'))!;
    await store.moveBooking('Shira', 'Table 1');
    await store.moveBooking('Eyal', 'Table 2');
    const changed = store.state.content!.seating;

    expect(await versions.restore(sent.id, 'sent to the venue')).to.equal(null);
    expect(store.state.content!.seating).to.deep.equal(sent.plan.seating);
    expect(store.state.undo).to.deep.equal({ kind: 'restoreVersion', params: { name: 'sent to the venue' } });

    await store.undo();
    expect(store.state.content!.seating).to.deep.equal(changed);
    await store.redo();
    expect(store.state.content!.seating).to.deep.equal(sent.plan.seating);
  });

  it('brings back the seats a version holds, even those placed by hand', async () => {
    const { store, versions, seats } = await demoPlanner();
    await store.moveBooking('Shira', 'Table 3');
    await seats.idle;
    const handPlaced = store.state.content!.seats!['Shira']![0] === 4 ? 3 : 4;
    expect(await store.moveToSeat('Shira', handPlaced)).to.equal(null);
    const sent = (await versions.take('sent to the venue'))!;
    expect(sent.plan.seats!['Shira']).to.deep.equal([handPlaced]);
    await store.moveBooking('Shira', 'Table 1');
    await seats.idle;
    await versions.restore(sent.id, 'sent to the venue');
    await seats.idle;
    expect(store.state.content!.seating['Shira']).to.equal('Table 3');
    expect(store.state.content!.seats!['Shira']).to.deep.equal([handPlaced]);
  });

  it('compares a version with now and with another version: who moved where, who was added or removed', async () => {
    const { store, versions } = await demoPlanner();
    await store.moveBooking('Shira', 'Table 3');
    const first = (await versions.take('first'))!;
    await store.moveBooking('Shira', 'Table 1');
    await store.edit({ kind: 'addGuest', guest: { name: 'Dana Levi', size: 1, group: [], strength: null, avoid: [], table: null } });
    await store.moveBooking('Dana Levi', 'Table 2');
    const second = (await versions.take('second'))!;
    await store.edit({ kind: 'deleteGuests', names: ['Eyal'] });

    const withNow = versions.compare(first.id, NOW)!;
    expect(withNow.moved).to.deep.equal([{ booking: 'Shira', from: 'Table 3', to: 'Table 1' }]);
    expect(withNow.added).to.deep.equal([{ booking: 'Dana Levi', table: 'Table 2' }]);
    expect(withNow.removed).to.deep.equal([{ booking: 'Eyal', table: null }]);
    expect(withNow.tablesChanged).to.have.members(['Table 1', 'Table 2', 'Table 3']);

    const between = versions.compare(first.id, second.id)!;
    expect(between.removed).to.deep.equal([]);
    expect(between.added.map((a) => a.booking)).to.deep.equal(['Dana Levi']);
  });

  it('names, renames, marks printed and deletes versions; an automatic one is not saved twice for the same plan', async () => {
    const { versions } = await demoPlanner();
    await versions.takeAutomatic('beforeMerging', { file: 'guests-v2.csv' });
    await versions.takeAutomatic('beforeMerging', { file: 'guests-v2.csv' });
    expect(versions.state.versions.map((v) => v.label)).to.deep.equal([{ kind: 'beforeMerging', params: { file: 'guests-v2.csv' } }]);
    const id = versions.state.versions[0]!.id;
    await versions.rename(id, 'before the new list');
    await versions.markPrinted(id, true);
    const [renamed] = versions.state.versions;
    expect([renamed!.label, renamed!.automatic, renamed!.printed !== null]).to.deep.equal([{ text: 'before the new list' }, false, true]);
    await versions.remove(id);
    expect(versions.state.versions).to.deep.equal([]);
  });

  it('says when the browser has no room for a version, changes nothing, and never holds up an automatic one', async () => {
    const planner = await demoPlanner();
    const { versions } = planner;
    await versions.take('kept');
    const refused = await whilePutsFail('QuotaExceededError', () => rejectionOf(versions.take('too much'), 'a version with no room'));
    expect((refused as { failure?: string }).failure).to.equal('quota');
    expect(versions.state.failure).to.equal('quota');
    expect(await whilePutsFail('QuotaExceededError', () => versions.takeAutomatic('beforeOptimising'))).to.equal(null);
    expect(versions.state.versions.map((v) => v.label)).to.deep.equal([{ text: 'kept' }]);

    const app = await mountApp(planner);
    await customElements.whenDefined('versions-panel');
    const panel = await until(() => deepQuery<VersionsPanel>(app, 'versions-panel'), 'the versions button');
    await panel.updateComplete;
    buttonIn(panel, 'Versions…')!.click();
    await until(() => panel.shadowRoot!.querySelector('[role=alert]')?.textContent.includes('no room left'), 'the failure said');
    // Opening the panel reads the list again, which does not answer the failed write.
    await versions.idle;
    await panel.updateComplete;
    expect(panel.shadowRoot!.querySelector('[role=alert]')?.textContent).to.contain('no room left');
    // The next write that succeeds clears it.
    await versions.take('fits again');
    expect(versions.state.failure).to.equal(null);
  });

  it('the panel, by keyboard: save a version, move a booking, compare shows the move, restore brings it back, undo undoes it', async () => {
    const planner = await demoPlanner();
    const { store } = planner;
    await store.moveBooking('Shira', 'Table 3');
    const app = await mountApp(planner);
    await customElements.whenDefined('versions-panel');
    const panel = await until(() => deepQuery<VersionsPanel>(app, 'versions-panel'), 'the versions button');
    await panel.updateComplete;
    buttonIn(panel, 'Versions…')!.click();
    const dialog = await until(() => panel.shadowRoot!.querySelector('dialog[open]'), 'the versions dialog');

    panel.shadowRoot!.querySelector<HTMLInputElement>('#version-name')!.focus();
    await sendKeys({ type: 'sent to the venue' });
    await sendKeys({ press: 'Enter' });
    await until(() => planner.versions.state.versions.length === 1, 'the version to be saved');
    await until(() => deepText(dialog).includes('sent to the venue'), 'the version in the list');

    await store.moveBooking('Shira', 'Table 1');
    await panel.updateComplete;
    const compare = buttonIn(panel, 'Compare with now')!;
    compare.focus();
    await sendKeys({ press: 'Enter' });
    const words = await until(() => deepQuery(dialog, 'version-compare')?.shadowRoot?.textContent.replace(/\s+/g, ' '), 'the comparison');
    expect(words).to.contain('Shira: Table 3 → Table 1');
    expect(words).to.contain('Tables changed: Table 1, Table 3');
    expect(panel.shadowRoot!.activeElement?.id).to.equal('compare-title');

    buttonIn(panel, 'Back to the versions')!.click();
    const restore = await until(() => buttonIn(panel, 'Restore'), 'the restore button');
    restore.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => store.state.content!.seating['Shira'] === 'Table 3', 'the restored seating');
    expect(deepText(dialog)).to.contain('Restored “sent to the venue”');

    buttonIn(panel, 'Close')!.click();
    const undo = Array.from(app.shadowRoot!.querySelectorAll<HTMLButtonElement>('header button')).find((b) =>
      b.textContent.includes('Undo'),
    )!;
    expect(undo.textContent).to.contain('Restored the version “sent to the venue”');
    undo.click();
    await until(() => store.state.content!.seating['Shira'] === 'Table 1', 'the undone restore');
  });

  it('fits a 360 px phone in Hebrew, right to left, with the arrow pointing the way Hebrew reads', async () => {
    await setViewport({ width: 360, height: 740 });
    const planner = await demoPlanner();
    await planner.store.moveBooking('Shira', 'Table 3');
    await planner.versions.take('נשלח לאולם');
    await planner.store.moveBooking('Shira', 'Table 1');
    const app = await mountApp(planner, 'he');
    await customElements.whenDefined('versions-panel');
    const panel = await until(() => deepQuery<VersionsPanel>(app, 'versions-panel'), 'the versions button');
    await panel.updateComplete;
    await panel.show();
    const dialog = panel.shadowRoot!.querySelector('dialog')!;
    expect(dialog.getBoundingClientRect().width).to.be.at.most(360);
    expect(getComputedStyle(dialog).direction).to.equal('rtl');
    buttonIn(panel, 'השוואה למצב הנוכחי')!.click();
    const words = await until(() => deepQuery(dialog, 'version-compare')?.shadowRoot?.textContent.replace(/\s+/g, ' '), 'the comparison');
    expect(words).to.contain('Shira: Table 3 ← Table 1');
    expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth);
  });
});
