import { expect } from '@open-wc/testing';
import { lowerBound, quickLowerBound } from '../../src/solver/lower-bound.ts';
import { readImport } from '../../src/state/read-import.ts';
import { openPlanner } from './planner-harness.ts';

const file = async (path: string) => new Uint8Array(await (await fetch(path)).arrayBuffer());

describe('planner lower bound', () => {
  it('learns the full proven bound in the worker after an import and again after a reload, with no solve', async () => {
    const planner = await openPlanner();
    const { store } = planner;
    await store.createEvent('Wedding');
    const guests = await file('/public/examples/wedding-150-guests.csv');
    const tables = await file('/public/examples/wedding-150-tables.csv');
    await store.importFile(readImport('guests', guests, 'guests.csv', store.state.content));
    await store.importFile(readImport('tables', tables, 'tables.csv', store.state.content));
    await planner.bound.idle;
    const problem = store.state.derived!.problem!;
    const full = lowerBound(problem).penalty;
    expect(full, 'the example is one where the table-content bound adds to the quick one').to.be.greaterThan(
      quickLowerBound(problem).penalty,
    );
    expect(store.state.derived!.lowerBound).to.equal(full);
    planner.dispose();

    const reopened = await openPlanner(planner.dbName);
    await reopened.bound.idle;
    expect(reopened.store.state.derived!.lowerBound, 'the same bound after a reload').to.equal(full);
    reopened.dispose();
  });

  it('keeps only the bound of the problem that is open: one asked for before an edit of the tables is dropped', async () => {
    const planner = await openPlanner();
    const { store } = planner;
    await store.createEvent('Wedding');
    await store.importFile(readImport('guests', await file('/public/examples/wedding-150-guests.csv'), 'guests.csv', store.state.content));
    await store.importFile(readImport('tables', await file('/public/examples/wedding-150-tables.csv'), 'tables.csv', store.state.content));
    const before = store.state.derived!.problem!;
    // At once, while the worker may still be working out the bound of the first problem.
    const table = store.state.content!.tables[0]!;
    expect(await store.edit({ kind: 'editTable', previousName: table.name, table: { ...table, capacity: table.capacity + 2 } })).to.equal(
      null,
    );
    await planner.bound.idle;
    const after = store.state.derived!.problem!;
    expect(after, 'the edit made a new problem').to.not.equal(before);
    expect(store.state.derived!.lowerBound).to.equal(lowerBound(after).penalty);
    expect(planner.bound.boundOf(before), 'the old problem is not the open one').to.equal(null);
    planner.dispose();
  });
});
