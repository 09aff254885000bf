import { expect } from '@open-wc/testing';
import { openEventFile } from '../../src/state/event-file-io.ts';
import { eventFileText } from '../../src/state/event-file.ts';
import { saveReminderDue } from '../../src/state/save-reminder.ts';
import { readImport } from '../../src/state/read-import.ts';
import { bytes, DEMO_TABLES, demoPlanner, openPlanner } from './planner-harness.ts';

describe('event files in the planner store', () => {
  it('open as a new event under the file’s own id, with its whole content, and again as the event held', async () => {
    const first = await demoPlanner();
    const { event, content } = first.store.state;
    const text = eventFileText(event!, content!, new Date());

    const other = await openPlanner();
    const opened = await openEventFile(other.store, text, 'copy.seating');
    expect(opened.kind).to.equal('new-event');
    expect(other.store.state.event!.id).to.equal(event!.id);
    expect(other.store.state.content!.guests).to.deep.equal(content!.guests);
    expect(other.store.state.content!.seating).to.deep.equal(content!.seating);
    expect(other.store.state.notice?.kind).to.equal('eventFile.opened');
    // The file is its saved copy: no reminder for an event just opened from one.
    expect(saveReminderDue(other.store.state.event!.revision, other.store.state.fileSave, true)).to.equal(false);

    const again = await openEventFile(other.store, text, 'copy.seating');
    expect(again.kind).to.equal('held-event');
    expect(other.store.state.events.length).to.equal(1);
    expect(other.store.state.notice?.kind).to.equal('eventFile.heldOpened');
    expect((await openPlanner(other.dbName)).store.state.events.map((e) => e.id)).to.deep.equal([event!.id]);
  });

  it('a refused file changes nothing', async () => {
    const planner = await demoPlanner();
    const before = planner.store.state;
    const reading = await openEventFile(planner.store, '{"format":"seating-optimizer/event","version":99}', 'new.seating');
    expect(reading.kind).to.equal('refused');
    expect(planner.store.state.events).to.deep.equal(before.events);
    expect(planner.store.state.content).to.equal(before.content);
  });

  it('remembers a file save per event across a reload, and a later import makes the reminder due again', async () => {
    const planner = await demoPlanner();
    const { store } = planner;
    expect(saveReminderDue(store.state.event!.revision, store.state.fileSave, true)).to.equal(true);
    await store.markFileSaved();
    expect(saveReminderDue(store.state.event!.revision, store.state.fileSave, true)).to.equal(false);
    const reopened = await openPlanner(planner.dbName);
    expect(saveReminderDue(reopened.store.state.event!.revision, reopened.store.state.fileSave, true)).to.equal(false);
    await store.moveBooking('Shira', 'Table 3');
    expect(saveReminderDue(store.state.event!.revision, store.state.fileSave, true)).to.equal(false);
    await store.importFile(readImport('tables', bytes(`${DEMO_TABLES}Table 9,6\n`), 'tables.csv', store.state.content));
    expect(saveReminderDue(store.state.event!.revision, store.state.fileSave, true)).to.equal(true);
  });
});
