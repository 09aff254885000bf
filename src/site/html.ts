/** The shared layout of the static content pages (portal, policy, guide, legal, 404). */
import { SERVICE } from '../contract/index.ts';
import { PATHS } from './site-config.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Tagged template that escapes interpolations unless they are already-rendered Html. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | readonly Html[] | null | undefined | false;

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0]!;
  parts.forEach((part, i) => {
    out += render(part) + strings[i + 1]!;
  });
  return new Html(out);
}

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map((p: Html) => p.value).join('');
  return escapeHtml(part as string | number);
}

export function code(text: string): Html {
  return html`<pre><code>${text}</code></pre>`;
}

export interface PageOptions {
  title: string;
  description: string;
  body: Html;
  /** Markdown alternate of the page, if any. */
  markdownAlternate?: string;
}

export function layout({ title, description, body, markdownAlternate }: PageOptions): string {
  const nav: [string, string][] = [
    [PATHS.appEn, 'Open the planner'],
    [PATHS.guide, 'Guide'],
    [PATHS.developers, 'Developers'],
    [PATHS.deprecationPolicy, 'Deprecation policy'],
    [PATHS.privacy, 'Privacy'],
  ];
  const page = html`<html lang="en" dir="ltr">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title} · ${SERVICE.name}</title>
      <meta name="description" content="${description}" />
      <link rel="stylesheet" href="/site.css" />
      <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
      ${markdownAlternate ? html`<link rel="alternate" type="text/markdown" href="${markdownAlternate}" />` : ''}
    </head>
    <body>
      <a class="skip" href="#main">Skip to content</a>
      <header class="site-header">
        <a class="brand" href="/">${SERVICE.name}</a>
        <nav aria-label="Site">
          <ul>
            ${nav.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}
          </ul>
        </nav>
      </header>
      <main id="main">${body}</main>
      <footer class="site-footer"><p>${SERVICE.name} runs in your browser. Guest lists never leave your device.</p></footer>
    </body>
  </html>`;
  return `<!doctype html>\n${page.value}\n`;
}

const HEBREW = /[\u0590-\u05ff]/;

/** Other names of a CSV column, each Hebrew one marked with its language so it reads right to left. */
export function aliasList(aliases: readonly string[]): Html {
  return html`${aliases.map((a, i) => html`${i > 0 ? ', ' : ''}${HEBREW.test(a) ? html`<span lang="he" dir="rtl">${a}</span>` : a}`)}`;
}
