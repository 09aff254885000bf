import { expect } from '@open-wc/testing';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { deepQueryAll, deepText, demoPlanner, mountApp, until } from './planner-harness.ts';
import type { ReactiveElement } from 'lit';
import type { SeatingApp } from '../../src/components/app/seating-app.ts';
import type { TableCard } from '../../src/components/tables/table-card.ts';

/** The interface's own sections (problems and cli belong to the CSV layer and the command line). */
const UI_SECTIONS = [
  'page',
  'app',
  'welcome',
  'import',
  'issues',
  'guests',
  'editor',
  'tables',
  'inspector',
  'why',
  'solver',
  'solverProgress',
  'breakdown',
  'terms',
  'export',
  'storage',
  'events',
  'history',
  'refusal',
  'notice',
  'demo',
  'common',
  'seating',
];
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix}${k}.`)));
}
function uiKeys(locale: Tree): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const section of UI_SECTIONS) {
    for (const key of leaves((locale[section] ?? {}) as Tree, `${section}.`)) {
      const base = key.replace(PLURAL, '');
      if (!keys.has(base)) keys.set(base, new Set());
      if (base !== key) keys.get(base)!.add(key.match(PLURAL)![1]!);
    }
  }
  return keys;
}

/** Everything a user sees or hears: text, and the labels and hints in attributes. */
function everythingShown(app: SeatingApp): string {
  const attributes = deepQueryAll(app, '*').flatMap((el) =>
    ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').filter(Boolean),
  );
  return `${deepText(app.shadowRoot!)} ${attributes.join(' ')}`;
}

/** A message key shown instead of its text (i18next shows the key when a message is missing); file names are not keys. */
const KEY_LIKE = new RegExp(`\\b(${UI_SECTIONS.join('|')})\\.(?!csv\\b)[a-zA-Z_]+`);

async function visitEveryView(app: SeatingApp): Promise<string> {
  let shown = '';
  const ready = { import: 'file-drop', guests: 'guest-list tr', seating: 'table-card' } as const;
  for (const view of ['import', 'guests', 'seating'] as const) {
    app.show(view);
    await until(() => deepQueryAll(app, ready[view].split(' ')[0]!).length > 0, `the ${view} view`);
    await rendered(app);
    shown += everythingShown(app);
  }
  const chip = await until(() => deepQueryAll(app, 'table-card')[0]!.shadowRoot!.querySelector<HTMLButtonElement>('.chip'), 'a booking');
  chip.click();
  await rendered(app);
  return shown + everythingShown(app);
}

/** Once every element of the app has drawn what it holds, and those it added have too (Lit's updateComplete). */
async function rendered(app: SeatingApp): Promise<void> {
  let seen = -1;
  for (let elements = litElements(app); elements.length !== seen; elements = litElements(app)) {
    seen = elements.length;
    await Promise.all(elements.map((el) => el.updateComplete));
  }
}

const litElements = (app: SeatingApp) => [app, ...deepQueryAll(app, '*')].filter((el): el is ReactiveElement => 'updateComplete' in el);

describe('the interface in English and Hebrew', () => {
  it("has every interface message in both languages, with each language's plural forms", () => {
    const english = uiKeys(en);
    const hebrew = uiKeys(he);
    expect([...hebrew.keys()].sort()).to.deep.equal([...english.keys()].sort());
    for (const [key, forms] of english) {
      if (forms.size === 0) continue;
      expect([...forms].sort(), `English plural forms of ${key}`).to.include.members(['one', 'other']);
      expect([...hebrew.get(key)!].sort(), `Hebrew plural forms of ${key}`).to.include.members(['one', 'two', 'other']);
    }
  });

  for (const lang of ['en', 'he'] as const) {
    it(`shows no untranslated message anywhere in ${lang}`, async () => {
      const planner = await demoPlanner();
      await planner.solver.start();
      const app = await mountApp(planner, lang);
      const shown = await visitEveryView(app);
      expect(shown.match(KEY_LIKE)?.[0] ?? null).to.equal(null);
      planner.solver.dispose();
    });
  }

  it('mirrors the Hebrew layout right to left and speaks Hebrew', async () => {
    const planner = await demoPlanner();
    const app = await mountApp(planner, 'he');
    const cards = await until(() => {
      const all = deepQueryAll<TableCard>(app, 'table-card');
      return all.length >= 2 ? all : null;
    }, 'the table cards');
    const [first, second] = cards.map((c) => c.getBoundingClientRect());
    expect(first!.left).to.be.greaterThan(second!.left);
    const nav = app.shadowRoot!.querySelector('nav')!.getBoundingClientRect();
    const firstTab = app.shadowRoot!.querySelector('nav button')!.getBoundingClientRect();
    expect(nav.right - firstTab.right).to.be.lessThan(firstTab.left - nav.left);
    const text = deepText(app.shadowRoot!);
    expect(text).to.contain('הושבה וייצוא');
    expect(text).to.contain('ללא מקום');
  });

  it('counts a Hebrew table card\'s seats in words that read right to left: "2 מתוך 4 מקומות", never "2/4"', async () => {
    const planner = await demoPlanner();
    const app = await mountApp(planner, 'he');
    const head = await until(
      () => deepQueryAll<TableCard>(app, 'table-card').find((c) => c.table === 'Head table' && c.shadowRoot!.textContent.includes('Noa')),
      'the head table with the couple',
    );
    const words = deepText(head.shadowRoot!).replace(/[\u2066-\u2069]/g, '');
    expect(words).to.contain('2 מתוך 4 מקומות');
    expect(words).to.not.match(/\d\/\d/);
  });
});
