/**
 * The HTML of the planner at /en/ and /he/, and of / which sends a visitor to the language of
 * their browser. The page carries the language and direction, a first paint that matches the app
 * (so nothing jumps when the script arrives), and a message for browsers without JavaScript.
 */
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { LANGUAGES, type Language } from '../contract/service.ts';
import { escapeHtml } from './html.ts';
import { PATHS } from './site-config.ts';
import { APP_COLORS, appHeadTags } from './web-manifest.ts';
import { DEFAULT_RELAY_URL, relayMetaTag } from '../serving/relay.ts';

interface PageStrings {
  title: string;
  description: string;
  loading: string;
  noscript: string;
  chooseLanguage: string;
  languageName: string;
}

const PAGE_STRINGS: Record<Language, PageStrings> = { en: en.page, he: he.page };
const APP_PATHS: Record<Language, string> = { en: PATHS.appEn, he: PATHS.appHe };

/*
 * The pages' styles and script are files, never inline, so the Content-Security-Policy allows
 * only this site's own files (src/site/serving-rules.ts).
 */
export const FIRST_PAINT_CSS_PATH = '/first-paint.css';
const CHOOSE_LANGUAGE_SCRIPT_PATH = '/choose-language.js';

/** Paints the background and a calm loading line before the app's own styles exist. */
export const FIRST_PAINT_CSS = `html{color-scheme:light;-webkit-text-size-adjust:100%}
body{margin:0;background:#f6f7f9;color:#1c2430;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Hebrew',Arial,sans-serif}
seating-app{display:block;min-height:100vh}
.boot{max-width:40rem;margin:0 auto;padding:3rem 1.25rem;font-size:1.05rem;color:#56606e}
.boot strong{display:block;color:#1c2430;font-size:1.3rem;margin-block-end:.5rem}
.boot a{color:#2453c7;font-weight:600}
`;

/** Sends `/` to the browser's preferred language among ours, keeping the query string and fragment. */
function chooseLanguageScript(): string {
  const targets = JSON.stringify(Object.fromEntries(LANGUAGES.map((l) => [l, APP_PATHS[l]])));
  return `(function () {
  var targets = ${targets};
  var langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
  for (var i = 0; i < langs.length; i++) {
    var code = String(langs[i]).toLowerCase().split('-')[0];
    if (code === 'iw') code = 'he';
    if (targets[code]) { location.replace(targets[code] + location.search + location.hash); return; }
  }
  location.replace(targets.en + location.search + location.hash);
})();
`;
}

/** The files the app pages and `/` load besides the app itself: site path → contents. */
export function appPageFiles(): Map<string, string> {
  return new Map([
    [FIRST_PAINT_CSS_PATH, FIRST_PAINT_CSS],
    [CHOOSE_LANGUAGE_SCRIPT_PATH, chooseLanguageScript()],
  ]);
}

/**
 * The app page; `preload` lists the modules the first screen needs besides the entry, fetched
 * alongside it rather than each after the module that asks for it. At low priority: the page's
 * first paint (its loading line) needs only the stylesheet, and must not wait for them.
 */
export function renderAppPage(lang: Language, opts: { appScript: string; preload?: readonly string[]; relayUrl?: string }): string {
  const s = PAGE_STRINGS[lang];
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  const alternates = LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${APP_PATHS[l]}">`).join('');
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(s.title)}</title>
<meta name="description" content="${escapeHtml(s.description)}">
<meta name="theme-color" content="${APP_COLORS.theme}">
${appHeadTags(lang)}
${relayMetaTag(opts.relayUrl ?? DEFAULT_RELAY_URL)}
${alternates}
<link rel="stylesheet" href="${FIRST_PAINT_CSS_PATH}">
${(opts.preload ?? []).map((path) => `<link rel="modulepreload" href="${escapeHtml(path)}" fetchpriority="low">`).join('')}
</head>
<body>
<seating-app><div class="boot"><strong>${escapeHtml(s.title)}</strong>${escapeHtml(s.loading)}</div></seating-app>
<noscript><div class="boot">${escapeHtml(s.noscript)}</div></noscript>
<script type="module" src="${escapeHtml(opts.appScript)}"></script>
</body>
</html>
`;
}

/** `/`: the browser's preferred language among ours, by script; plain links when scripts do not run. */
export function renderLanguageRedirectPage(): string {
  const links = LANGUAGES.map(
    (l) =>
      `<li><a href="${APP_PATHS[l]}" lang="${l}" hreflang="${l}" dir="${l === 'he' ? 'rtl' : 'ltr'}">${escapeHtml(PAGE_STRINGS[l].languageName)}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(PAGE_STRINGS.en.title)}</title>
<meta name="description" content="${escapeHtml(PAGE_STRINGS.en.description)}">
${LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${APP_PATHS[l]}">`).join('')}
<script src="${CHOOSE_LANGUAGE_SCRIPT_PATH}"></script>
<link rel="stylesheet" href="${FIRST_PAINT_CSS_PATH}">
</head>
<body>
<main class="boot">
<h1>${escapeHtml(PAGE_STRINGS.en.title)}</h1>
<p>${escapeHtml(PAGE_STRINGS.en.chooseLanguage)} · <span lang="he" dir="rtl">${escapeHtml(PAGE_STRINGS.he.chooseLanguage)}</span></p>
<ul>${links}</ul>
</main>
</body>
</html>
`;
}
