/**
 * The guests' page (/en/find/, /he/find/): reads the names and tables from the link's fragment,
 * which never leaves the phone, and shows where each name that matches the search sits. Plain DOM
 * and the link's own module, nothing of the planner, so the page stays small. It registers its own
 * service worker (sw/find-sw.ts), which precaches these pages alone, so after one visit they open offline.
 */
import type en from '../../locales/en.json';
import { decodeFindSeat, findSeatMatches, FIND_SEAT_PATHS, type FindSeatData, type FindSeatProblem } from '../model/find-seat-link.ts';
import { FIND_SERVICE_WORKER_PATH } from '../serving/rules.ts';

type Strings = (typeof en)['findSeat']['page'];

/** More results than this and the list asks for more of the name (a phone screen holds few). */
const MAX_SHOWN = 30;

/** An element the page is built with (src/site/find-page.ts): always there. */
const byId = (id: string): HTMLElement => document.getElementById(id)!;

const lang = document.documentElement.lang === 'he' ? 'he' : 'en';
/** The page's words for what the script shows, from its template (src/site/find-page.ts). */
const strings = Object.fromEntries(
  [...(byId('find-seat-strings') as HTMLTemplateElement).content.querySelectorAll<HTMLElement>('[data-key]')].map((el) => [
    el.dataset.key,
    el.textContent,
  ]),
) as Strings;
const plural = new Intl.PluralRules(lang);
const numbers = new Intl.NumberFormat(lang);

/** A message with its {{name}} parameters filled in. */
function say(text: string, params: Record<string, number | string> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === 'number' ? numbers.format(value) : (value ?? '');
  });
}

function resultsText(count: number): string {
  const forms = strings as unknown as Record<string, string | undefined>;
  return say(forms[`results_${plural.select(count)}`] ?? strings.results_other, { count });
}

const els = {
  event: byId('event'),
  problem: byId('problem'),
  problemTitle: byId('problem-title'),
  problemHint: byId('problem-hint'),
  loading: byId('loading'),
  form: byId('search') as HTMLFormElement,
  input: byId('name') as HTMLInputElement,
  count: byId('count'),
  results: byId('results') as HTMLUListElement,
  more: byId('more'),
  range: byId('range'),
  otherLanguage: byId('other-language') as HTMLAnchorElement,
};

let data: FindSeatData | null = null;

function showProblem(problem: FindSeatProblem | 'unsupported'): void {
  const title = `${problem}Title` as const;
  const hint = `${problem}Hint` as const;
  els.problemTitle.textContent = strings[title];
  els.problemHint.textContent = strings[hint];
  els.problem.hidden = false;
  els.form.hidden = true;
  els.range.hidden = true;
  els.event.hidden = true;
  els.count.textContent = '';
  els.results.replaceChildren();
  els.more.hidden = true;
}

/** Whether the link carries only some of the event's tables. */
const isRange = (d: FindSeatData): boolean => d.tables.length < d.tableCount;

function render(): void {
  if (!data) return;
  const query = els.input.value;
  const matches = findSeatMatches(data, query);
  const shown = matches.slice(0, MAX_SHOWN);
  els.results.replaceChildren(
    ...shown.map((match) => {
      const item = document.createElement('li');
      const person = document.createElement('bdi');
      person.className = 'person';
      person.textContent = match.name;
      const table = document.createElement('bdi');
      table.className = 'table';
      table.textContent = match.table;
      item.append(person, table);
      return item;
    }),
  );
  els.more.hidden = matches.length <= MAX_SHOWN;
  els.more.textContent = say(strings.more, { shown: MAX_SHOWN });
  const last = data.firstTable + data.tables.length - 1;
  els.count.textContent =
    query.trim() === ''
      ? ''
      : matches.length > 0
        ? resultsText(matches.length)
        : isRange(data)
          ? say(strings.noneRange, { first: data.firstTable, last })
          : strings.none;
}

async function load(): Promise<void> {
  // The other language's page gets the same fragment, still only on this phone.
  els.otherLanguage.href = `${FIND_SEAT_PATHS[lang === 'he' ? 'en' : 'he']}${location.hash}`;
  els.loading.hidden = true;
  if (typeof DecompressionStream === 'undefined') {
    showProblem('unsupported');
    return;
  }
  const decoded = await decodeFindSeat(location.hash);
  if (!decoded.ok) {
    data = null;
    showProblem(decoded.problem);
    return;
  }
  data = decoded.data;
  els.problem.hidden = true;
  els.form.hidden = false;
  els.event.hidden = data.event === '';
  els.event.textContent = data.event;
  document.title = data.event === '' ? strings.title : `${strings.title} · ${data.event}`;
  els.range.hidden = !isRange(data);
  els.range.textContent = say(strings.range, {
    first: data.firstTable,
    last: data.firstTable + data.tables.length - 1,
    count: data.tableCount,
  });
  render();
}

els.input.addEventListener('input', render);
// Enter closes the phone's keyboard so the results show; nothing is ever submitted.
els.form.addEventListener('submit', (event) => {
  event.preventDefault();
  els.input.blur();
});
window.addEventListener('hashchange', () => void load());
void load();

if ('serviceWorker' in navigator) {
  // The page's own small worker, for both languages' pages (the link to the other one works offline
  // too), so a guest never downloads the planner. Without a worker (private mode, blocked storage)
  // the page still works online; nothing to tell.
  for (const scope of Object.values(FIND_SEAT_PATHS)) {
    navigator.serviceWorker.register(FIND_SERVICE_WORKER_PATH, { scope }).catch(() => undefined);
  }
}
