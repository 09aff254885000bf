/**
 * Styles apart: each element's CSS lives in the style module beside it, and every colour lives in
 * the tokens file. A literal colour anywhere else would ignore a host page's theme and drift from
 * the rest of the planner; a token read but never defined silently draws nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import colorNames from 'color-name';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { FIRST_PAINT_CSS, FIRST_PAINT_CSS_PATH, renderAppPage } from '../../src/site/app-pages.ts';
import { APP_COLORS } from '../../src/site/web-manifest.ts';

const TOKENS_FILE = 'src/components/ui/tokens.styles.ts';
const SCANNED_FOLDERS = ['src/components', 'src/embed'];

const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
// A named colour as a CSS word, not part of a name such as `--_ok-soft` or `white-space`.
const NAMED_COLOUR = new RegExp(`(?<![\\w-])(?:${Object.keys(colorNames).join('|')})(?![\\w-])`, 'gi');

/** The literal colours in a piece of CSS, with their offsets; `transparent`, `currentColor` and system colours are not literals. */
function literalColours(css: string): { text: string; index: number }[] {
  return [HEX, COLOUR_FUNCTION, NAMED_COLOUR]
    .flatMap((pattern) => [...css.matchAll(pattern)])
    .map((m) => ({ text: m[0], index: m.index }))
    .sort((a, b) => a.index - b.index);
}

/** Comments blanked out (same length, so offsets still give line numbers). */
function withoutComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[^:'"])\/\/[^\n]*/g, (_, before: string) => before);
}

/** The CSS in a source file: all of a style module; in any other file its `css` templates and `style` attributes. */
function cssOf(file: string, source: string): { css: string; offset: number }[] {
  const code = withoutComments(source);
  if (file.endsWith('.styles.ts')) return [{ css: code, offset: 0 }];
  return [...code.matchAll(/\bcss`([^`]*)`/g), ...code.matchAll(/\bstyle="([^"]*)"/g)].map((m) => ({
    css: m[1]!,
    offset: m.index + m[0].indexOf(m[1]!),
  }));
}

function sourceFiles(): { file: string; source: string }[] {
  return SCANNED_FOLDERS.flatMap((folder) =>
    readdirSync(join(BUILD_PATHS.root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(folder, name))
      .sort()
      .map((file) => ({ file, source: readFileSync(join(BUILD_PATHS.root, file), 'utf8') })),
  );
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** The default a public `--seating-*` property falls back to, as the tokens file says. */
function tokenDefault(tokens: string, property: string): string {
  const match = new RegExp(`var\\(${property}, ([^;]+)\\);`).exec(tokens);
  assert.ok(match, `${TOKENS_FILE} gives ${property} a default`);
  return match[1]!;
}

describe('style tokens', () => {
  const files = sourceFiles();
  const tokens = readFileSync(join(BUILD_PATHS.root, TOKENS_FILE), 'utf8');

  it('finds the literal colours it is meant to find, and nothing else', () => {
    const found = literalColours(
      'a { color: #fff; background: rgb(0 0 0 / 0.1); border-color: Black; fill: hsl(0 0% 0%); outline-color: oklch(0.5 0.1 200); stroke: #2453c7aa; }',
    );
    assert.deepEqual(
      found.map((f) => f.text),
      ['#fff', 'rgb(', 'Black', 'hsl(', 'oklch(', '#2453c7aa'],
    );
    const clean =
      "a { color: var(--_text); background: transparent; border-color: currentColor; outline-color: inherit; white-space: nowrap; background: color-mix(in srgb, var(--_accent) 50%, transparent); --_ok-soft: var(--seating-ok-soft); forced-color-adjust: none; color: CanvasText; } /* a red comment */ import { tan } from 'x';";
    assert.deepEqual(
      literalColours(
        cssOf('x.ts', clean)
          .map((c) => c.css)
          .join(''),
      ),
      [],
    );
  });

  it('keeps every element’s CSS in the style module beside it', () => {
    const elements = files.filter(({ source }) => /extends LitElement\b/.test(source));
    assert.ok(elements.length >= 15, `found ${String(elements.length)} elements`);
    for (const { file, source } of elements) {
      const module = `./${basename(file, '.ts')}.styles.ts`;
      assert.doesNotMatch(withoutComments(source), /\bcss`/, `${file} writes CSS of its own; it belongs in ${module}`);
      assert.ok(source.includes(`from '${module}';`), `${file} takes its styles from ${module}`);
      assert.match(source, /static override styles = \w+Styles;/, `${file} sets its styles from the module`);
    }
  });

  it('has no literal colour outside the tokens file', () => {
    const found = files
      .filter(({ file }) => file !== TOKENS_FILE)
      .flatMap(({ file, source }) =>
        cssOf(file, source).flatMap(({ css, offset }) =>
          literalColours(css).map((colour) => `${file}:${String(lineOf(source, offset + colour.index))} ${colour.text}`),
        ),
      );
    assert.deepEqual(found, [], `use a token from ${TOKENS_FILE} instead`);
  });

  it('defines every internal token the styles read, and reads every one it defines', () => {
    const defined = new Set([...tokens.matchAll(/(--_[\w-]+):/g)].map((m) => m[1]!));
    const read = new Set(
      files.flatMap(({ file, source }) =>
        cssOf(file, source).flatMap(({ css }) => [...css.matchAll(/var\((--_[\w-]+)/g)].map((m) => m[1]!)),
      ),
    );
    assert.deepEqual([...read].filter((token) => !defined.has(token)).sort(), [], `read but not defined in ${TOKENS_FILE}`);
    assert.deepEqual([...defined].filter((token) => !read.has(token)).sort(), [], `defined in ${TOKENS_FILE} but never read`);
  });

  it('paints the app page and its installed icon’s splash in the tokens’ default colours before the app loads', () => {
    // The page links its first-paint styles as a file (no inline style under the Content-Security-Policy).
    assert.ok(renderAppPage('en', { appScript: '/assets/app.js' }).includes(`href="${FIRST_PAINT_CSS_PATH}"`));
    const firstPaint = FIRST_PAINT_CSS;
    assert.match(firstPaint, new RegExp(`body\\{[^}]*background:${tokenDefault(tokens, '--seating-bg')}[;}]`));
    assert.match(firstPaint, new RegExp(`body\\{[^}]*color:${tokenDefault(tokens, '--seating-text')}[;}]`));
    assert.match(firstPaint, new RegExp(`\\.boot\\{[^}]*color:${tokenDefault(tokens, '--seating-muted')}[;}]`));
    assert.ok(firstPaint.includes(`font-family:${tokenDefault(tokens, '--seating-font').replace(/, /g, ',')}`), 'the same font');
    assert.equal(APP_COLORS.background, tokenDefault(tokens, '--seating-bg'));
    assert.equal(APP_COLORS.theme, tokenDefault(tokens, '--seating-accent'));
  });
});
