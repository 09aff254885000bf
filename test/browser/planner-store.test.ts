import { expect } from '@open-wc/testing';
import { readImport } from '../../src/state/read-import.ts';
import { bytes, demoPlanner, openPlanner } from './planner-harness.ts';

describe('planner store', () => {
  it('moves a booking, undoes and redoes it, and every step survives a reload', async () => {
    const planner = await demoPlanner();
    const { store } = planner;
    expect(await store.moveBooking('Shira', 'Table 3')).to.equal(null);
    expect(store.state.content!.seating['Shira']).to.equal('Table 3');
    expect(store.state.undo).to.deep.equal({ kind: 'move', params: { name: 'Shira', table: 'Table 3' } });

    const reopened = await openPlanner(planner.dbName);
    expect(reopened.store.state.content!.seating['Shira']).to.equal('Table 3');

    await store.undo();
    expect(store.state.content!.seating['Shira']).to.equal(undefined);
    expect((await openPlanner(planner.dbName)).store.state.content!.seating['Shira']).to.equal(undefined);

    await store.redo();
    expect(store.state.content!.seating['Shira']).to.equal('Table 3');
    expect((await openPlanner(planner.dbName)).store.state.content!.seating['Shira']).to.equal('Table 3');
  });

  it('refuses moves that break a hard constraint, with the reason, and changes nothing', async () => {
    const planner = await demoPlanner();
    const { store } = planner;
    await store.moveBooking('Tamar & Yoni', 'Table 3');
    await store.moveBooking('Miriam & David Cohen', 'Table 3');
    // The seat orders of those moves are saved on their own: let them land before "nothing changes" is checked.
    await planner.seats.idle;
    const before = store.state.content;

    const full = await store.moveBooking('The Levi family', 'Table 3');
    expect(full).to.deep.include({ reason: 'full' });
    expect(full!.params).to.deep.include({ table: 'Table 3', free: 0, size: 4 });
    expect(await store.moveBooking('Shira', 'Table 3')).to.deep.include({ reason: 'full' });
    expect(store.state.content).to.equal(before);
    expect(await store.moveBooking('Shira', 'Table 1')).to.equal(null);

    const pinned = await store.moveBooking('Noa & Daniel', 'Table 2');
    expect(pinned).to.deep.include({ reason: 'pinned' });

    await store.setTableLock('Table 3', true);
    expect(await store.moveBooking('Eyal', 'Table 3')).to.deep.include({ reason: 'tableLocked' });
    await store.setBookingLock('Eyal', true);
    expect(await store.moveBooking('Eyal', 'Table 2')).to.deep.include({ reason: 'bookingLocked' });
    expect(store.state.content!.seating['Eyal']).to.equal(undefined);
    expect(store.state.content!.seating['The Levi family']).to.equal(undefined);
  });

  it('keeps the workspace unchanged when an imported file has errors', async () => {
    const { store } = await demoPlanner();
    const guestsBefore = store.state.content!.guests;
    const bad = `name,size,group\nAlice,two,Friends\nBob,1,Friends\n,1,\n`;
    const result = await store.importFile(readImport('guests', bytes(bad), 'bad.csv', store.state.content));
    expect(result.applied).to.equal(false);
    expect(result.issues.filter((i) => i.severity === 'error').map((i) => [i.line, i.column, i.code])).to.deep.include.members([
      [2, 'size', 'not_integer'],
    ]);
    expect(store.state.content!.guests).to.equal(guestsBefore);
    expect(store.state.importIssues.guests).to.equal(result.issues);
    expect(store.state.undo?.kind).to.equal('import.tables');
  });

  it('refuses a guests file whose pins do not fit the tables already imported', async () => {
    const { store } = await demoPlanner();
    const pinnedNowhere = `name,size,table\nAlice,2,Table 9\n`;
    const result = await store.importFile(readImport('guests', bytes(pinnedNowhere), 'pins.csv', store.state.content));
    expect(result.applied).to.equal(false);
    expect(result.issues.map((i) => i.code)).to.include('table_unknown');
    expect(store.state.content!.guests).to.have.length(6);
  });

  it('edits a booking only when the edit keeps every rule', async () => {
    const { store } = await demoPlanner();
    await store.moveBooking('Shira', 'Table 3');
    const shira = store.state.content!.guests.find((g) => g.name === 'Shira')!;
    expect(await store.editGuest('Shira', { ...shira, size: 5 })).to.deep.include({ reason: 'full' });
    expect(await store.editGuest('Shira', { ...shira, avoid: ['Nobody'] })).to.deep.include({ reason: 'invalid' });
    expect(await store.editGuest('Shira', { ...shira, size: 3, group: ['Groom', 'Friends'] })).to.equal(null);
    const edited = store.state.content!.guests.find((g) => g.name === 'Shira')!;
    expect(edited).to.deep.include({ size: 3, group: ['Groom', 'Friends'] });
    await store.undo();
    expect(store.state.content!.guests.find((g) => g.name === 'Shira')!.size).to.equal(1);
  });

  it('pinning a booking seats it at its table', async () => {
    const { store } = await demoPlanner();
    const eyal = store.state.content!.guests.find((g) => g.name === 'Eyal')!;
    expect(await store.editGuest('Eyal', { ...eyal, table: 'Table 2' })).to.equal(null);
    expect(store.state.content!.seating['Eyal']).to.equal('Table 2');
    expect(await store.moveBooking('Eyal', 'Table 1')).to.deep.include({ reason: 'pinned' });
  });

  it('manages several named events: create, rename, duplicate, switch, delete', async () => {
    const { store, dbName } = await demoPlanner();
    await store.moveBooking('Shira', 'Table 3');
    const first = store.state.event!;
    await store.duplicateEvent(first.id, 'Copy');
    expect(store.state.event!.name).to.equal('Copy');
    expect(store.state.content!.seating['Shira']).to.equal('Table 3');
    await store.moveBooking('Shira', 'Table 2');
    await store.switchEvent(first.id);
    expect(store.state.content!.seating['Shira']).to.equal('Table 3');
    await store.renameEvent(first.id, 'Wedding');
    await store.createEvent('Gala');
    expect(store.state.content!.guests).to.have.length(0);
    expect(store.state.events.map((e) => e.name).sort()).to.deep.equal(['Copy', 'Gala', 'Wedding']);

    const reopened = await openPlanner(dbName);
    expect(reopened.store.state.event!.name).to.equal('Gala');
    await reopened.store.deleteEvent(reopened.store.state.event!.id);
    expect(reopened.store.state.events.map((e) => e.name).sort()).to.deep.equal(['Copy', 'Wedding']);
    expect(reopened.store.state.event).to.not.equal(null);
  });

  it('loads a saved seating plan, and refuses one that breaks a pin', async () => {
    const { store } = await demoPlanner();
    const plan = `table,name,size,group\r\nHead table,Noa & Daniel,2,Couple\r\nTable 1,Miriam & David Cohen,2,Bride / Family\r\nTable 1,Tamar & Yoni,2,Bride / Friends\r\nTable 1,Shira,1,Bride / Friends\r\nTable 2,The Levi family,4,Groom / Family\r\nTable 2,Eyal,1,Groom / Friends\r\n`;
    const loaded = await store.importFile(readImport('seating', bytes(plan), 'plan.csv', store.state.content));
    expect(loaded.applied).to.equal(true);
    expect(store.state.content!.seating).to.deep.equal({
      'Noa & Daniel': 'Head table',
      'Miriam & David Cohen': 'Table 1',
      'Tamar & Yoni': 'Table 1',
      Shira: 'Table 1',
      'The Levi family': 'Table 2',
      Eyal: 'Table 2',
    });
    const broken = plan.replace('Head table,Noa & Daniel', 'Table 3,Noa & Daniel');
    const refused = await store.importFile(readImport('seating', bytes(broken), 'broken.csv', store.state.content));
    expect(refused.applied).to.equal(false);
    expect(refused.issues.map((i) => [i.line, i.code])).to.deep.include([2, 'seating_pin_violated']);
    expect(store.state.content!.seating['Noa & Daniel']).to.equal('Head table');
  });

  it('applies a solver result from the worker, as one undoable step', async () => {
    const { store, solver } = await demoPlanner();
    const outcome = await solver.start();
    expect(outcome.kind).to.equal('applied');
    const seated = Object.keys(store.state.content!.seating);
    expect(seated).to.have.length(6);
    expect(store.state.derived!.evaluation!.penalty).to.equal(outcome.kind === 'applied' ? outcome.penalty : -1);
    expect(store.state.undo?.kind).to.equal('solve');
    await store.undo();
    expect(Object.keys(store.state.content!.seating)).to.deep.equal(['Noa & Daniel']);
    solver.dispose();
  });
});
