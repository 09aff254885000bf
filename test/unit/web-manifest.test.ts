/** The web app manifests: installable in both languages, with every icon and screenshot present at its declared size. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { LANGUAGES } from '../../src/contract/service.ts';
import { buildWebManifest } from '../../src/site/web-manifest.ts';

interface ImageResource {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

/** Width × height from a PNG's IHDR chunk. */
function pngSize(sitePath: string): string {
  const bytes = readFileSync(join(BUILD_PATHS.public, sitePath));
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', `${sitePath} is a PNG`);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

for (const lang of LANGUAGES) {
  describe(`the ${lang} manifest`, () => {
    const manifest = buildWebManifest(lang) as Record<string, unknown> & { icons: ImageResource[]; screenshots: ImageResource[] };

    it('opens the planner in its language and direction, standalone, within its own scope', () => {
      assert.equal(manifest.start_url, `/${lang}/`);
      assert.equal(manifest.scope, `/${lang}/`);
      assert.equal(manifest.id, `/${lang}/`);
      assert.equal(manifest.lang, lang);
      assert.equal(manifest.dir, lang === 'he' ? 'rtl' : 'ltr');
      assert.equal(manifest.display, 'standalone');
      assert.match(String(manifest.theme_color), /^#[0-9a-f]{6}$/);
      assert.match(String(manifest.background_color), /^#[0-9a-f]{6}$/);
      for (const key of ['name', 'short_name', 'description']) assert.ok(String(manifest[key]).trim(), key);
      if (lang === 'he') assert.match(String(manifest.name), /[\u05d0-\u05ea]/, 'the Hebrew app has a Hebrew name');
    });

    it('opens .seating event files from the operating system in this language’s app', () => {
      const [handler, ...others] = manifest.file_handlers as { action: string; accept: Record<string, string[]> }[];
      assert.ok(handler && others.length === 0, 'one file handler');
      assert.equal(handler.action, `/${lang}/`, 'the action is inside the scope');
      assert.deepEqual(Object.values(handler.accept), [['.seating']]);
      assert.match(Object.keys(handler.accept)[0] ?? '', /^application\/[\w.+-]+$/);
    });

    it('has 192 and 512 icons, a maskable 512, each PNG at its declared size', () => {
      const png = manifest.icons.filter((icon) => icon.type === 'image/png');
      for (const icon of png) assert.equal(pngSize(icon.src), icon.sizes, icon.src);
      const sizes = (purpose: string) => png.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
      assert.ok(sizes('any').includes('192x192') && sizes('any').includes('512x512'));
      assert.ok(sizes('maskable').includes('512x512'));
      readFileSync(join(BUILD_PATHS.public, 'icons', 'icon.svg'));
    });

    it('shows wide and narrow screenshots with a label, each at its declared size', () => {
      assert.deepEqual(manifest.screenshots.map((s) => s.form_factor).sort(), ['narrow', 'wide']);
      for (const shot of manifest.screenshots) {
        assert.equal(pngSize(shot.src), shot.sizes, shot.src);
        assert.ok(shot.label?.trim(), `${shot.src} has a label`);
      }
    });
  });
}
