/**
 * /developers/embed/ and dist/custom-elements.json: the manifest generated from the element's
 * source says what the page says (src/embed/api.ts), the page links to it, and the live example
 * on the page works on our own origin.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  CUSTOM_ELEMENTS_MANIFEST_PATH,
  EMBED_ATTRIBUTES,
  EMBED_CSS_PARTS,
  EMBED_CSS_PROPERTIES,
  EMBED_DOCS_PATH,
  EMBED_EVENTS,
  EMBED_PUBLIC_PARTS,
} from '../../src/embed/api.ts';
import { builtFile } from '../support/site.ts';
import { screenshotAll } from './embed-harness.ts';
import { useSite } from './shared-site.ts';
import { patience } from '../support/eventually.ts';

interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: { name: string; fieldName?: string }[];
  events?: { name: string; type?: { text: string } }[];
  cssProperties?: { name: string }[];
  cssParts?: { name: string }[];
}
interface Manifest {
  schemaVersion: string;
  modules: { path: string; declarations?: Declaration[] }[];
}

const names = (list: readonly { name: string }[] | undefined) => (list ?? []).map((e) => e.name).sort();

describe('the custom elements manifest and the embed page', () => {
  const manifest = JSON.parse(builtFile(CUSTOM_ELEMENTS_MANIFEST_PATH)) as Manifest;
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
  const planner = elements.find((d) => d.tagName === 'seating-planner');
  const page = builtFile(`${EMBED_DOCS_PATH}index.html`);

  it('describes <seating-planner> exactly as the page does', () => {
    assert.ok(planner, 'the manifest has <seating-planner>');
    assert.deepEqual(names(planner.attributes), names(EMBED_ATTRIBUTES));
    for (const attribute of EMBED_ATTRIBUTES) {
      assert.equal(planner.attributes!.find((a) => a.name === attribute.name)?.fieldName, attribute.property, attribute.name);
    }
    assert.deepEqual(names(planner.events), names(EMBED_EVENTS));
    for (const event of EMBED_EVENTS) {
      assert.match(planner.events!.find((e) => e.name === event.name)?.type?.text ?? '', new RegExp(event.detail), event.name);
    }
    assert.deepEqual(names(planner.cssProperties), names(EMBED_CSS_PROPERTIES));
    assert.deepEqual(names(planner.cssParts), names(EMBED_CSS_PARTS));
  });

  it('describes every public part the page offers', () => {
    const tags = elements.map((d) => d.tagName);
    for (const part of EMBED_PUBLIC_PARTS) assert.ok(tags.includes(part.name), part.name);
  });

  it('lists every --seating-* property the planner’s styles read, and nothing else', () => {
    const styles = builtFile('/embed/seating-planner.js');
    const used = [...new Set(styles.match(/--seating-[a-z0-9-]+/g))].sort();
    assert.deepEqual(used, names(EMBED_CSS_PROPERTIES));
  });

  it('links the manifest, shows the snippet and every attribute, event, property and part', () => {
    assert.ok(page.includes(`href="${CUSTOM_ELEMENTS_MANIFEST_PATH}"`));
    assert.match(page, /<pre><code id="snippet">/);
    for (const entry of [...EMBED_ATTRIBUTES, ...EMBED_EVENTS, ...EMBED_CSS_PROPERTIES, ...EMBED_CSS_PARTS, ...EMBED_PUBLIC_PARTS]) {
      assert.ok(page.includes(`<code>${entry.name}</code>`), entry.name);
    }
    assert.ok(builtFile('/developers/index.html').includes(`href="${EMBED_DOCS_PATH}"`), 'the portal links the embed page');
    assert.ok(builtFile('/sitemap.xml').includes(EMBED_DOCS_PATH), 'the sitemap lists it');
  });

  describe('in a browser', () => {
    const site = useSite();

    it('runs the live example on the page and serves the manifest across origins', async () => {
      const context = await site.browser.newContext({ viewport: { width: 1200, height: 900 } });
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${site.base}${EMBED_DOCS_PATH}`);
      const example = tab.locator('#example seating-planner');
      await example.locator('solver-panel button.primary').click();
      await tab.waitForFunction(
        () =>
          Object.keys(
            document.querySelector<HTMLElement & { plannerState: { content: { seating: object } } | null }>('#example seating-planner')
              ?.plannerState?.content.seating ?? {},
          ).length === 6,
        null,
        { timeout: patience(30_000) },
      );
      assert.deepEqual(errors, []);
      await screenshotAll(tab, 'embed-developers-page.png', '#example');
      const response = await tab.request.get(`${site.base}${CUSTOM_ELEMENTS_MANIFEST_PATH}`);
      assert.equal(response.headers()['access-control-allow-origin'], '*');
      assert.equal(((await response.json()) as Manifest).schemaVersion, manifest.schemaVersion);
      await context.close();
    });
  });
});
