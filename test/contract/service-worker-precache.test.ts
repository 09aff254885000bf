/** What the built service worker precaches: everything the app and the contract need, at the right revision. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { ERROR_CODES, ERRORS, OPERATIONS } from '../../src/contract/index.ts';
import { FIRST_PAINT_CSS_PATH } from '../../src/site/app-pages.ts';
import { COPY_SNIPPET_SCRIPT_PATH } from '../../src/site/embed-page.ts';
import { FIND_PAGE_CSS_PATH, FIND_PAGE_SCRIPT_PATH } from '../../src/site/find-page.ts';
import { FIND_SEAT_PATHS } from '../../src/model/find-seat-link.ts';
import { WEB_MANIFEST_PATHS } from '../../src/site/web-manifest.ts';
import { builtFile, builtRules, startTestServer } from '../support/site.ts';

interface Entry {
  url: string;
  revision: string | null;
}

function precacheEntries(): Entry[] {
  builtRules();
  const source = builtFile('/sw.js');
  return [...source.matchAll(/\{"revision":(null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map((m) => ({
    url: m[2]!,
    revision: JSON.parse(m[1]!) as string | null,
  }));
}

const fileOf = (url: string) => join(BUILD_PATHS.dist, url.endsWith('/') ? `${url}index.html` : url);
const filesUnder = (dir: string) =>
  existsSync(join(BUILD_PATHS.dist, dir)) ? readdirSync(join(BUILD_PATHS.dist, dir)).map((f) => `/${dir}/${f}`) : [];

describe('the service worker precache', () => {
  it('holds the app shells, their first-paint styles, scripts, documents, problems, examples, icons, manifests, pages and their scripts', () => {
    const urls = new Set(precacheEntries().map((e) => e.url));
    const required = [
      '/en/',
      '/he/',
      '/assets/app.js',
      '/assets/solver.worker.js',
      ...filesUnder('assets/chunks').filter((f) => f.endsWith('.js')),
      ...OPERATIONS.flatMap((op) => [op.path, op.path.replace(/\.json$/, '.md')]),
      ...ERROR_CODES.map((code) => ERRORS[code].path),
      '/openapi.json',
      '/.well-known/api-catalog',
      ...filesUnder('examples'),
      ...filesUnder('icons'),
      ...WEB_MANIFEST_PATHS,
      FIRST_PAINT_CSS_PATH,
      '/developers/',
      '/developers/embed/',
      COPY_SNIPPET_SCRIPT_PATH,
      '/deprecation-policy/',
      '/404.html',
      // The guests' find-my-seat pages, so a link opened once opens again offline.
      ...Object.values(FIND_SEAT_PATHS),
      FIND_PAGE_SCRIPT_PATH,
      FIND_PAGE_CSS_PATH,
    ];
    assert.deepEqual(
      required.filter((url) => !urls.has(url)),
      [],
    );
  });

  it('gives each file the hash of its bytes as revision (hashed chunk names need none)', () => {
    for (const { url, revision } of precacheEntries()) {
      const bytes = readFileSync(fileOf(url));
      if (revision === null) assert.match(url, /^\/assets\/chunks\//, url);
      else assert.equal(revision, createHash('md5').update(bytes).digest('hex'), url);
    }
  });

  it('carries the serving rules the server follows', () => {
    assert.ok(builtFile('/sw.js').includes(JSON.stringify(builtRules())));
  });
});

describe('serving the service worker and the manifests', () => {
  it('/sw.js is revalidated on every check, so a new build is never hidden by a cache', async () => {
    const { base, close } = await startTestServer();
    try {
      const sw = await fetch(`${base}/sw.js`);
      await sw.arrayBuffer();
      assert.equal(sw.status, 200);
      assert.equal(sw.headers.get('cache-control'), 'no-cache');
      for (const path of WEB_MANIFEST_PATHS) {
        const manifest = await fetch(base + path);
        assert.equal(manifest.headers.get('content-type'), 'application/manifest+json', path);
        assert.equal(((await manifest.json()) as { start_url: string }).start_url, path.replace('manifest.webmanifest', ''));
      }
    } finally {
      await close();
    }
  });
});
