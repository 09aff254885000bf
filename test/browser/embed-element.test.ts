/**
 * `<seating-planner>` in the browser: workspaces kept apart and found again, the language and its
 * direction, read-only mode, the host's own layout of public parts, sources loaded on request, and
 * how the solver worker is reached from another origin.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { until } from '../support/eventually.ts';
import { bundledWorkerUrl, loadableWorkerUrl } from '../../src/embed/solver-worker-url.ts';
import { embedLanguage, workspaceDbName, type SeatingPlanner } from '../../src/embed/seating-planner.ts';
import type { SeatingChangeDetail } from '../../src/embed/events.ts';
import type { Planner } from '../../src/controllers/planner-context.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import '../../src/embed/index.ts';

const GUESTS = '/public/examples/demo-guests.csv';
const TABLES = '/public/examples/demo-tables.csv';
const WEDDING_GUESTS = '/public/examples/wedding-150-guests.csv';
const WEDDING_TABLES = '/public/examples/wedding-150-tables.csv';

/** The store behind an element, reached the way its parts reach it (private to the host page). */
const storeOf = (element: SeatingPlanner) => (element as unknown as { planner: Planner }).planner.store;

let counter = 0;
const uniqueWorkspace = () => `browser-test-${Date.now()}-${counter++}`;

/** Every element of `root`'s subtree, through open shadow roots. */
function deepQueryAll(root: Element | ShadowRoot, selector: string): Element[] {
  const found: Element[] = [...root.querySelectorAll(selector)];
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...deepQueryAll(element.shadowRoot, selector));
  return found;
}

async function plannerWith(attributes: {
  workspace: string;
  lang?: string;
  guests?: string;
  tables?: string;
  readonly?: boolean;
}): Promise<SeatingPlanner> {
  const element = await fixture<SeatingPlanner>(
    html`<seating-planner
      workspace=${attributes.workspace}
      lang=${attributes.lang ?? 'en'}
      guests-src=${attributes.guests ?? ''}
      tables-src=${attributes.tables ?? ''}
      ?readonly=${attributes.readonly ?? false}
    ></seating-planner>`,
  );
  await element.updateComplete;
  return element;
}

describe('<seating-planner>', () => {
  it('names each workspace’s database apart from the app’s and from other workspaces', () => {
    expect(workspaceDbName('garden')).to.equal('seating-embed:garden');
    expect(workspaceDbName('  ')).to.equal('seating-embed:default');
    expect(workspaceDbName('garden')).not.to.equal(workspaceDbName('hall'));
  });

  it('speaks Hebrew for he and he-IL and English otherwise', () => {
    expect(embedLanguage('he')).to.equal('he');
    expect(embedLanguage('he-IL')).to.equal('he');
    expect(embedLanguage('fr')).to.equal('en');
    expect(embedLanguage('')).to.equal('en');
  });

  it('loads its source files into an empty workspace, and finds the plan again in a new element with the same workspace', async () => {
    const workspace = uniqueWorkspace();
    const first = await plannerWith({ workspace, guests: GUESTS, tables: TABLES });
    expect(first.plannerState?.content?.guests.length).to.equal(6);
    // The visitor moves a booking (the element's own store, as its tables view would).
    expect(await storeOf(first).moveBooking('Shira', 'Table 3')).to.equal(null);
    first.remove();

    // Same workspace, other files named: the workspace keeps the visitor's plan.
    const again = await plannerWith({ workspace, guests: WEDDING_GUESTS, tables: WEDDING_TABLES });
    expect(again.plannerState?.content?.guests.length).to.equal(6);
    expect(again.plannerState?.content?.seating['Shira']).to.equal('Table 3');

    const other = await plannerWith({ workspace: uniqueWorkspace() });
    expect(other.plannerState?.content ?? null).to.equal(null, 'another workspace starts empty');
  });

  it('follows lang: Hebrew strings, right to left, and back', async () => {
    const element = await plannerWith({ workspace: uniqueWorkspace(), lang: 'he', guests: GUESTS, tables: TABLES });
    const frame = element.shadowRoot!.querySelector('.frame')!;
    expect(frame.getAttribute('dir')).to.equal('rtl');
    await until(
      () => deepQueryAll(element.shadowRoot!, 'h2#solver-title').some((h) => h.textContent === he.solver.title),
      'the Hebrew seating step',
    );
    element.lang = 'en';
    await element.updateComplete;
    expect(frame.getAttribute('dir')).to.equal('ltr');
    await until(
      () => deepQueryAll(element.shadowRoot!, 'h2#solver-title').some((h) => h.textContent === en.solver.title),
      'the English seating step',
    );
  });

  it('shows the tables without any control that changes them when readonly', async () => {
    const element = await plannerWith({ workspace: uniqueWorkspace(), guests: GUESTS, tables: TABLES, readonly: true });
    await until(() => deepQueryAll(element.shadowRoot!, 'table-card').length === 5, 'five tables');
    const root = element.shadowRoot!;
    expect(deepQueryAll(root, 'solver-panel')).to.have.length(0);
    expect(deepQueryAll(root, 'import-panel')).to.have.length(0);
    expect(deepQueryAll(root, 'seating-app')).to.have.length(0);
    const cards = deepQueryAll(root, 'table-card');
    const actions = cards.flatMap((card) => [...card.shadowRoot!.querySelectorAll('.actions')]);
    expect(actions.every((a) => getComputedStyle(a).display === 'none')).to.equal(true, 'no lock or move buttons show');
    expect(cards.flatMap((card) => [...card.shadowRoot!.querySelectorAll('button.chip')])).to.have.length(0, 'bookings are not buttons');
    expect(deepQueryAll(root, '[draggable="true"]')).to.have.length(0);
    expect(deepQueryAll(root, 'penalty-breakdown')).to.have.length(1);
    expect(deepQueryAll(root, '.chip').map((c) => c.textContent.replace(/\s+/g, ' ').trim())).to.include('Noa & Daniel 2');
  });

  it('lets the host lay out public parts inside it, on its workspace and language', async () => {
    const workspace = uniqueWorkspace();
    const element = await fixture<SeatingPlanner>(
      html`<seating-planner workspace=${workspace} lang="he" guests-src=${GUESTS} tables-src=${TABLES}>
        <import-panel></import-panel>
        <tables-view></tables-view>
      </seating-planner>`,
    );
    await element.updateComplete;
    const tables = element.querySelector('tables-view')!;
    await until(() => deepQueryAll(tables.shadowRoot!, 'table-card').length === 5, 'five tables');
    expect(element.shadowRoot!.querySelector('seating-app')).to.equal(null, 'its own layout steps aside');
    expect(tables.shadowRoot!.querySelector('input[type="search"]')!.getAttribute('placeholder')).to.equal(he.tables.find);
    // The import panel links the example files where the bundle lives, and no demo of our site.
    const panel = element.querySelector('import-panel')!;
    expect(panel.examplesBase).to.equal(new URL('/src/examples/', location.href).href);
    expect(panel.demoHref).to.equal('');
  });

  it('loads a new file when the host changes guests-src, and sends seating-change', async () => {
    const element = await plannerWith({ workspace: uniqueWorkspace(), guests: GUESTS, tables: WEDDING_TABLES });
    const changes: SeatingChangeDetail[] = [];
    element.addEventListener('seating-change', (e) => changes.push(e.detail));
    element.setAttribute('guests-src', WEDDING_GUESTS);
    await element.updateComplete;
    await until(() => changes.some((c) => c.bookings > 6), 'a seating-change of the new file');
    expect(element.plannerState?.content?.sources.guests).to.equal('wedding-150-guests.csv');
  });
});

describe('the solver worker from another origin', () => {
  it('is the worker file itself on the bundle’s own origin', () => {
    const url = bundledWorkerUrl('https://seating.example/embed/seating-planner.js');
    expect(url.href).to.equal('https://seating.example/embed/solver.worker.js');
    expect(loadableWorkerUrl(url, 'https://seating.example').href).to.equal(url.href);
  });

  it('is a same-origin blob that imports the worker by its absolute address elsewhere', async () => {
    const url = bundledWorkerUrl('https://seating.example/embed/seating-planner.js');
    const loadable = loadableWorkerUrl(url, location.origin);
    expect(loadable.protocol).to.equal('blob:');
    expect(await (await fetch(loadable)).text()).to.equal('import "https://seating.example/embed/solver.worker.js";\n');
    expect(loadableWorkerUrl(url, location.origin).href).to.equal(loadable.href, 'one blob per worker, shared by every planner');
  });
});
