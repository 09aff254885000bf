import { expect } from '@open-wc/testing';
import { StaleWriteError, StorageError, WorkspaceDb } from '../../src/storage/workspace-db.ts';
import { uniqueDbName } from './planner-harness.ts';
import { guest, heardBy, nextChange, rejectionOf } from './workspace-harness.ts';

describe('workspace shared by two tabs', () => {
  let tabs: WorkspaceDb[] = [];
  const openTab = async (name: string) => {
    const tab = await WorkspaceDb.open(name);
    tabs.push(tab);
    return tab;
  };
  afterEach(() => {
    for (const tab of tabs) tab.close();
    tabs = [];
  });

  it('refuses a stale save and hands over the newer event, so neither import is lost', async () => {
    const name = uniqueDbName();
    const a = await openTab(name);
    const b = await openTab(name);
    const meta = await a.createEvent('Wedding');
    const seenByB = (await b.loadEvent(meta.id))!;
    expect(seenByB.meta.revision).to.equal(0);

    // Tab A imports guests; tab B, still holding revision 0, imports tables.
    const guestsSaved = await a.saveContent({ ...seenByB.content, guests: [guest('Dana')] }, 0);
    expect(guestsSaved.revision).to.equal(1);
    const tables = [{ name: 'T1', capacity: 4 }];
    const refusal = await rejectionOf(b.saveContent({ ...seenByB.content, tables }, 0), "tab B's stale save");
    expect(refusal).to.be.instanceOf(StaleWriteError);
    const stale = refusal as StaleWriteError;
    expect(stale.failure).to.equal('stale');
    expect(stale.current!.meta.revision).to.equal(1);
    expect(stale.current!.content.guests.map((g) => g.name)).to.deep.equal(['Dana']);
    expect((await a.loadEvent(meta.id))!.content.tables).to.deep.equal([]);

    // B takes the newer event and applies its import on top.
    const bothSaved = await b.saveContent({ ...stale.current!.content, tables }, stale.current!.meta.revision);
    expect(bothSaved.revision).to.equal(2);
    const stored = (await (await openTab(name)).loadEvent(meta.id))!;
    expect(stored.content.guests.map((g) => g.name)).to.deep.equal(['Dana']);
    expect(stored.content.tables).to.deep.equal(tables);
    expect(stored.meta.revision).to.equal(2);
  });

  it('refuses a save to an event another tab deleted, without bringing it back', async () => {
    const name = uniqueDbName();
    const a = await openTab(name);
    const b = await openTab(name);
    const meta = await a.createEvent('Gala');
    await a.deleteEvent(meta.id);
    const refusal = await rejectionOf(b.saveContent({ ...(await b.loadContent(meta.id)), guests: [guest('Ruth')] }, 0), 'the save');
    expect(refusal).to.be.instanceOf(StaleWriteError);
    expect((refusal as StaleWriteError).current).to.equal(null);
    expect(await b.loadEvent(meta.id)).to.equal(null);
    expect(await b.listEvents()).to.deep.equal([]);
    expect(((await rejectionOf(b.renameEvent(meta.id, 'Renamed'), 'the rename')) as StorageError).failure).to.equal('stale');
  });

  it('keeps a rename and a save made in different tabs', async () => {
    const name = uniqueDbName();
    const a = await openTab(name);
    const b = await openTab(name);
    const meta = await a.createEvent('Wedding');
    await b.renameEvent(meta.id, 'Our wedding');
    const saved = await a.saveContent({ ...(await a.loadContent(meta.id)), guests: [guest('Dana')] }, 0);
    expect(saved.name).to.equal('Our wedding');
    const stored = (await b.loadEvent(meta.id))!;
    expect([stored.meta.name, stored.content.guests.length]).to.deep.equal(['Our wedding', 1]);
  });

  it('tells the other tab what changed, and never the tab that wrote it', async () => {
    const name = uniqueDbName();
    const a = await openTab(name);
    const b = await openTab(name);
    const heardByA = heardBy(a);

    let change = nextChange(b);
    const meta = await a.createEvent('Wedding');
    expect(await change).to.deep.equal({ kind: 'events' });

    change = nextChange(b);
    await a.saveContent({ ...(await a.loadContent(meta.id)), guests: [guest('Dana')] }, 0);
    expect(await change).to.deep.equal({ kind: 'content', eventId: meta.id, revision: 1 });

    change = nextChange(b);
    await a.renameEvent(meta.id, 'Our wedding');
    expect(await change).to.deep.equal({ kind: 'events' });

    change = nextChange(b);
    const copy = await a.duplicateEvent(meta.id, 'Copy');
    expect(await change).to.deep.equal({ kind: 'events' });

    change = nextChange(b);
    await a.deleteEvent(copy.id);
    expect(await change).to.deep.equal({ kind: 'events' });

    // A round trip from B: by the time A hears it, A would have heard any echo of its own writes.
    change = nextChange(a);
    await b.renameEvent(meta.id, 'Wedding');
    await change;
    expect(heardByA).to.deep.equal([{ kind: 'events' }]);
  });

  it('keeps workspaces with different names apart', async () => {
    const name = uniqueDbName();
    const otherName = uniqueDbName();
    const a = await openTab(name);
    const b = await openTab(name);
    const other = await openTab(otherName);
    const otherTwin = await openTab(otherName);
    const heardByOther = heardBy(other);

    const toB = nextChange(b);
    await a.createEvent('Wedding');
    await toB;
    // The other workspace hears its own tabs, so its silence about A was not deafness.
    const toOther = nextChange(other);
    await otherTwin.createEvent('Gala');
    await toOther;
    expect(heardByOther).to.deep.equal([{ kind: 'events' }]);
  });
});
