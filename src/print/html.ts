/** The pieces every printed document is made of: escaped text, isolated names, the page around them. */
import { escape as escapeHtml } from 'html-escaper';
import type { TranslationKey } from '../i18n/keys.ts';
import type { Translate } from '../i18n/format-issue.ts';
import type { MealOption } from '../model/meals.ts';
import { fontFaceCss, type FontOptions } from './fonts.ts';
import type { PrintedPerson } from './plan.ts';
import { BASE_CSS } from './styles.ts';

export type Language = 'en' | 'he';

/** Text as HTML: every character that could start markup escaped. */
export const esc = (text: string): string => escapeHtml(text);

/** A name isolated from the text around it, so a Hebrew name in an English line (or the reverse) stays whole. */
export const bdi = (name: string): string => `<bdi>${esc(name)}</bdi>`;

/** Private-use characters mark where HTML goes in a translated sentence; no translation contains them. */
const MARK = 0xe000;

/** A translated sentence as HTML, its parameters given as HTML fragments (such as a name in <bdi>). */
export function fillHtml(
  t: Translate,
  key: TranslationKey,
  fragments: Record<string, string>,
  params: Record<string, string | number> = {},
): string {
  const names = Object.keys(fragments);
  const marked = Object.fromEntries(names.map((name, i) => [name, String.fromCharCode(MARK + i)]));
  let html = esc(t(key, { ...params, ...marked }));
  names.forEach((name, i) => (html = html.split(String.fromCharCode(MARK + i)).join(fragments[name])));
  return html;
}

/** A person as HTML: the name isolated, or "Guest of <booking>" with the booking isolated. */
export function personHtml(person: PrintedPerson, t: Translate): string {
  return person.name !== ''
    ? bdi(person.name)
    : `<span class="unnamed">${fillHtml(t, 'print.guest_of', { booking: bdi(person.booking) })}</span>`;
}

/** Colours the planner typed are written into CSS only when they are plainly a colour. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([0-9.,%\s]{5,40}\))$/i;

/**
 * A meal's mark in its colour, with its name for whoever reads the card; nothing when there is no
 * meal. The colour is a class (see mealColourCss), never a style attribute, so the app can draw the
 * document under a policy that allows no inline style.
 */
export function mealMark(meal: MealOption | undefined, mealName: string, meals: readonly MealOption[], withName = true): string {
  if (meal === undefined && mealName === '') return '';
  const index = meal ? meals.indexOf(meal) : -1;
  const colour = index >= 0 && SAFE_COLOUR.test(meal!.colour) ? ` meal-colour-${index}` : '';
  const symbol = meal ? `<span class="meal-symbol${colour}" aria-hidden="true">${esc(meal.symbol)}</span>` : '';
  return `<span class="meal">${symbol}${withName ? ` <bdi class="meal-name">${esc(meal?.name ?? mealName)}</bdi>` : ''}</span>`;
}

/** The colour rule of each meal of the list that has a plain colour. */
export function mealColourCss(meals: readonly MealOption[]): string {
  return meals
    .map((meal, index) => (SAFE_COLOUR.test(meal.colour) ? `.meal-colour-${index} { color: ${meal.colour}; }` : ''))
    .filter((rule) => rule !== '')
    .join('\n');
}

export interface PageParts {
  language: Language;
  title: string;
  /** The document's own CSS, after the shared rules. */
  css: string;
  body: string;
  bodyClass: string;
  fonts: FontOptions;
}

/** All the CSS of a document: its fonts, the shared rules, then its own. */
export function pageCss(parts: PageParts): string {
  return `${fontFaceCss(parts.fonts)}\n${BASE_CSS}\n${parts.css}`;
}

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'he' ? 'rtl' : 'ltr');

/** One complete HTML document, right to left in Hebrew. */
export function page(parts: PageParts): string {
  return `<!doctype html>
<html lang="${parts.language}" dir="${directionOf(parts.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(parts.title)}</title>
<style>
${pageCss(parts)}
</style>
</head>
<body class="${parts.bodyClass}">
${parts.body}
</body>
</html>
`;
}

/** The heading of a flowing document: the event's name and what the document is. */
export function documentHeading(eventName: string, title: string): string {
  return `<header class="doc-heading"><h1>${esc(title)}</h1><p class="event-name">${bdi(eventName)}</p></header>`;
}
