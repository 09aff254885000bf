/** Builds real planners (store over a fresh IndexedDB, solver session, localizer) for the UI tests. */
import { html, fixture } from '@open-wc/testing';
import { createI18n } from '../../src/i18n/i18n.ts';
import { localizerOver, type Localizer } from '../../src/i18n/localizer.ts';
import { createPlanner, type PlannerOptions } from '../../src/state/planner.ts';
import { readImport } from '../../src/state/read-import.ts';
import type { Planner } from '../../src/controllers/planner-context.ts';
import type { SeatingApp } from '../../src/components/app/seating-app.ts';
import '../../src/components/app/seating-app.ts';

/** The tests' one clock-based wait (test/support/eventually.ts), here beside the rest of the harness. */
export { until } from '../support/eventually.ts';

let counter = 0;
export const uniqueDbName = () => `ui-test-${Date.now()}-${counter++}`;

export function localizerFor(lang: 'en' | 'he'): Localizer {
  return localizerOver(lang, createI18n(lang));
}

export async function openPlanner(dbName = uniqueDbName(), options: PlannerOptions = {}): Promise<Planner & { dbName: string }> {
  const planner = createPlanner({ dbName, newEventName: (n) => `Event ${n}`, ...options });
  await planner.ready;
  return Object.assign(planner, { dbName });
}

export const bytes = (text: string) => new TextEncoder().encode(text);

export const DEMO_GUESTS = `name,size,group,strength,avoid,table
Noa & Daniel,2,Couple,,,Head table
Miriam & David Cohen,2,Bride / Family,,,
The Levi family,4,Groom / Family,,,
Tamar & Yoni,2,Bride / Friends,,Eyal,
Eyal,1,Groom / Friends,,,
Shira,1,Bride / Friends,,,
`;

export const DEMO_TABLES = `name,capacity
Head table,4
Table 1,6
Table 2,6
Table 3,4
`;

/** A planner with an event holding the demo guests and tables (no one seated but the pinned couple). */
export async function demoPlanner(options: PlannerOptions = {}): Promise<Planner & { dbName: string }> {
  const planner = await openPlanner(uniqueDbName(), options);
  await planner.store.createEvent('Test event');
  await planner.store.importFile(readImport('guests', bytes(DEMO_GUESTS), 'guests.csv', planner.store.state.content));
  await planner.store.importFile(readImport('tables', bytes(DEMO_TABLES), 'tables.csv', planner.store.state.content));
  await planner.seats.idle;
  return planner;
}

/**
 * The demo with the head table and Table 3 full (Noa & Daniel + Miriam & David Cohen; Tamar & Yoni +
 * Shira + Eyal) and the Levi family at Table 1, every move made and its seat order saved.
 */
export async function fullTablesPlanner(): Promise<Planner & { dbName: string }> {
  const planner = await demoPlanner();
  for (const [name, table] of [
    ['Miriam & David Cohen', 'Head table'],
    ['Tamar & Yoni', 'Table 3'],
    ['Shira', 'Table 3'],
    ['Eyal', 'Table 3'],
    ['The Levi family', 'Table 1'],
  ] as const) {
    const refusal = await planner.store.moveBooking(name, table);
    if (refusal) throw new Error(`the demo refused to seat ${name} at ${table}: ${refusal.reason}`);
  }
  // The seat orders of those moves are saved on their own: let them land before a test compares contents.
  await planner.seats.idle;
  return planner;
}

export async function mountApp(planner: Planner, lang: 'en' | 'he' = 'en'): Promise<SeatingApp> {
  const localizer = localizerFor(lang);
  const el = await fixture<SeatingApp>(
    html`<div lang=${lang} dir=${localizer.dir}><seating-app .planner=${planner} .localizer=${localizer}></seating-app></div>`,
  );
  const app = el.querySelector('seating-app')!;
  await app.updateComplete;
  return app;
}

/** Every element matching `selector` below `root`, looking inside open shadow roots too. */
export function deepQueryAll<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  const found: T[] = [];
  const visit = (node: ParentNode) => {
    found.push(...Array.from(node.querySelectorAll<T>(selector)));
    for (const el of Array.from(node.querySelectorAll('*'))) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(root instanceof Element && root.shadowRoot ? root.shadowRoot : root);
  return found;
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the element type it expects
export function deepQuery<T extends Element = HTMLElement>(root: ParentNode, selector: string): T | undefined {
  return deepQueryAll<T>(root, selector)[0];
}

/** All visible text below a node, shadow roots included. */
export function deepText(root: Node): string {
  let text = '';
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
    node.childNodes.forEach(visit);
  };
  visit(root);
  return text.replace(/\s+/g, ' ');
}
