/**
 * The guests' page at /en/find/ and /he/find/: a search box over the names and tables that travel
 * in the link's fragment (src/model/find-seat-link.ts, read by src/find/main.ts). The words are
 * written into the page at build time, those the script shows later in an inert <template> (one
 * element per message), so the page has no inline script; styles and script are files.
 */
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { FIND_SEAT_PATHS, type FindSeatLanguage } from '../model/find-seat-link.ts';
import { escapeHtml } from './html.ts';
import { APP_COLORS } from './web-manifest.ts';

export const FIND_PAGE_CSS_PATH = '/find-seat.css';
export const FIND_PAGE_SCRIPT_PATH = '/assets/find.js';
/** The id of the template holding the words the script shows, each in an element with its `data-key`. */
const FIND_STRINGS_ID = 'find-seat-strings';

type FindPageStrings = (typeof en)['findSeat']['page'];
const STRINGS: Record<FindSeatLanguage, FindPageStrings> = { en: en.findSeat.page, he: he.findSeat.page };

/** Large type and targets for a phone in one hand at a reception; logical properties, so Hebrew mirrors. */
const FIND_PAGE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light;-webkit-text-size-adjust:100%}
body{margin:0;background:#f6f7f9;color:#1c2430;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Hebrew',Arial,sans-serif;font-size:1.125rem;line-height:1.45}
bdi{unicode-bidi:isolate}
[hidden]{display:none!important}
.find{max-inline-size:36rem;margin:0 auto;padding:1.25rem 1rem 3rem;display:grid;gap:1rem}
.top{display:flex;align-items:start;justify-content:space-between;gap:1rem}
.event{margin:0;color:#56606e;font-size:1.05rem;overflow-wrap:anywhere}
h1{margin:0;font-size:clamp(1.75rem,7vw,2.4rem);line-height:1.15}
.lang{display:inline-flex;align-items:center;min-block-size:48px;padding-inline:.9rem;border:1px solid #c9ced6;border-radius:999px;background:#fff;color:#2453c7;font-weight:600;text-decoration:none;white-space:nowrap}
.lang:focus-visible,input:focus-visible{outline:3px solid #2453c7;outline-offset:2px}
form{display:grid;gap:.4rem}
label{font-weight:700;font-size:1.2rem}
input{inline-size:100%;min-block-size:60px;padding:.6rem 1rem;font:inherit;font-size:1.35rem;border:2px solid #8a93a1;border-radius:14px;background:#fff;color:inherit}
input:focus{border-color:#2453c7}
.hint{margin:0;color:#56606e;font-size:1rem}
.count{margin:0;min-block-size:1.5em;font-weight:600}
.results{list-style:none;margin:0;padding:0;display:grid;gap:.6rem}
.results li{display:grid;grid-template-columns:minmax(0,1fr) auto;align-items:center;gap:.25rem .75rem;min-block-size:64px;padding:.75rem 1rem;background:#fff;border:1px solid #dde1e7;border-radius:14px;box-shadow:0 1px 2px rgb(0 0 0 / .05)}
.person{font-size:1.25rem;overflow-wrap:anywhere}
.table{max-inline-size:12rem;text-align:center;font-size:1.35rem;font-weight:700;color:#1a3f99;background:#e8eefc;border-radius:10px;padding:.2rem .7rem}
.more,.range,.privacy{margin:0;color:#56606e;font-size:1rem}
.problem{padding:1.25rem;background:#fff;border:1px solid #e3b5a8;border-inline-start:6px solid #c2410c;border-radius:14px}
.problem h2{margin:0 0 .4rem;font-size:1.35rem}
.problem p{margin:0}
`;

export function findPageFiles(): Map<string, string> {
  return new Map([[FIND_PAGE_CSS_PATH, FIND_PAGE_CSS]]);
}

/** The words the script needs, one element each, escaped as any text of the page. */
const stringsTemplate = (strings: FindPageStrings): string =>
  `<template id="${FIND_STRINGS_ID}">${Object.entries(strings)
    .map(([key, text]) => `<p data-key="${escapeHtml(key)}">${escapeHtml(text)}</p>`)
    .join('')}</template>`;

export function renderFindPage(lang: FindSeatLanguage): string {
  const s = STRINGS[lang];
  const other: FindSeatLanguage = lang === 'he' ? 'en' : 'he';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'he' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(s.title)}</title>
<meta name="description" content="${escapeHtml(s.description)}">
<meta name="theme-color" content="${APP_COLORS.theme}">
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${FIND_PAGE_CSS_PATH}">
<script type="module" src="${FIND_PAGE_SCRIPT_PATH}"></script>
</head>
<body>
<main class="find">
<div class="top">
<div>
<p class="event" id="event" hidden></p>
<h1>${escapeHtml(s.title)}</h1>
</div>
<a class="lang" id="other-language" href="${FIND_SEAT_PATHS[other]}" lang="${other}" hreflang="${other}">${escapeHtml(s.otherLanguage)}</a>
</div>
<div class="problem" id="problem" role="alert" hidden><h2 id="problem-title"></h2><p id="problem-hint"></p></div>
<p class="hint" id="loading">${escapeHtml(s.loading)}</p>
<noscript><p>${escapeHtml(s.noscript)}</p></noscript>
<form id="search" role="search" hidden>
<label for="name">${escapeHtml(s.label)}</label>
<input id="name" name="name" type="search" autocomplete="off" autocapitalize="words" autocorrect="off" spellcheck="false" enterkeyhint="search" aria-describedby="name-hint" aria-controls="results">
<p class="hint" id="name-hint">${escapeHtml(s.hint)}</p>
</form>
<p class="count" id="count" role="status" aria-live="polite" aria-atomic="true"></p>
<ul class="results" id="results"></ul>
<p class="more" id="more" hidden></p>
<p class="range" id="range" hidden></p>
<p class="privacy">${escapeHtml(s.privacy)}</p>
</main>
${stringsTemplate(s)}
</body>
</html>
`;
}
