/**
 * The demo rule (api-contract 1.6): `?demo=1` loads the published demo example into a new
 * workspace only when no event has content yet; open work is never overwritten — the user is
 * told, and may open the demo as a new event instead.
 */
import { DEMO_EXAMPLE_ID, EXAMPLES } from '../contract/index.ts';
import type { EventContent } from '../model/event-content.ts';
import type { PlannerStore } from './planner-store.ts';

const demo = EXAMPLES.find((e) => e.id === DEMO_EXAMPLE_ID)!;

/** Which files of an event are still the demo's (a real list imported into the demo replaces them one by one). */
export function demoFilesIn(content: EventContent | null): { guests: boolean; tables: boolean } {
  return { guests: content?.sources.guests === demo.files.guests, tables: content?.sources.tables === demo.files.tables };
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Imports the demo files into the open event (creating one named `eventName` when none is open). */
async function loadDemoInto(store: PlannerStore, examplesBase: string, eventName: string, asNewEvent: boolean): Promise<void> {
  const [guests, tables] = await Promise.all([fetchBytes(examplesBase + demo.files.guests), fetchBytes(examplesBase + demo.files.tables)]);
  const { readImport } = await import('./read-import.ts');
  if (asNewEvent || !store.state.event) await store.createEvent(eventName);
  await store.importFile(readImport('guests', guests, demo.files.guests, store.state.content));
  await store.importFile(readImport('tables', tables, demo.files.tables, store.state.content));
}

export type DemoOutcome = 'loaded' | 'kept' | 'failed';

/** Applies the demo rule and leaves a notice saying what happened. */
export async function applyDemoRule(store: PlannerStore, options: { examplesBase: string; eventName: string }): Promise<DemoOutcome> {
  try {
    if (await store.anyEventHasContent()) {
      store.showNotice({ kind: 'notice.demoKept', params: {} });
      return 'kept';
    }
    await loadDemoInto(store, options.examplesBase, options.eventName, false);
    store.showNotice({ kind: 'notice.demoLoaded', params: {} });
    return 'loaded';
  } catch {
    store.showNotice({ kind: 'notice.demoFailed', params: {} });
    return 'failed';
  }
}

/** The user's choice after the demo rule kept their work: the demo in an event of its own. */
export async function openDemoAsNewEvent(store: PlannerStore, options: { examplesBase: string; eventName: string }): Promise<boolean> {
  try {
    await loadDemoInto(store, options.examplesBase, options.eventName, true);
    store.showNotice({ kind: 'notice.demoLoaded', params: {} });
    return true;
  } catch {
    store.showNotice({ kind: 'notice.demoFailed', params: {} });
    return false;
  }
}
