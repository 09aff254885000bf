/**
 * The service-worker step of the build (run by scripts/build.ts after the site is written):
 * writes the web app manifests, injects the serving rules into the bundled worker (build/sw.js,
 * from Rollup) and lets workbox-build's injectManifest add the precache list, with revisions
 * hashed from the file contents, writing dist/sw.js.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { injectManifest } from 'workbox-build';
import type { ManifestTransform } from 'workbox-build';
import { LANGUAGES } from '../src/contract/service.ts';
import { FIND_SERVICE_WORKER_PATH, SERVICE_WORKER_PATH, type ServingRules } from '../src/serving/rules.ts';
import { FIND_SEAT_PATHS } from '../src/model/find-seat-link.ts';
import { FIND_PAGE_CSS_PATH, FIND_PAGE_SCRIPT_PATH } from '../src/site/find-page.ts';
import { buildWebManifests } from '../src/site/web-manifest.ts';
import type { OfflineServingData } from '../sw/offline-rules.ts';
import { BUILD_PATHS } from './paths.ts';

/** What the service worker precaches, by kind, relative to dist/. */
export const PRECACHED_GLOBS = [
  '**/*.html', // both app shells, the guests' find-my-seat pages, the content pages (/developers/, /guide/ …) and the 404 page
  'assets/**/*.js', // the app (with both locales bundled in), the solver worker and their shared chunks, the find-my-seat script
  '*.css', // the content pages' styles, the app pages' first paint and the find-my-seat page's
  'developers/**/*.js', // the content pages' own small scripts (copying the embed snippet)
  'api/**/*.{json,md}', // every /api/v1 document, its markdown alternate and the problem fallback
  'openapi.json',
  '.well-known/api-catalog',
  'llms.txt',
  'robots.txt',
  'sitemap.xml',
  'examples/*.{csv,xlsx}', // the example files and the templates
  'icons/*',
  'fonts/*.woff2', // the print pack's typeface, so documents print the same offline
  '*/manifest.webmanifest',
];

/** Files of dist/ deliberately left out of the precache, and why. */
export const NOT_PRECACHED_GLOBS = [
  'index.html', // `/` is a redirect to the visitor's language; the service worker answers it itself
  'choose-language.js', // …and the script of that page, which only a host without redirects serves
  'sw.js',
  'find-sw.js', // the find-my-seat pages' own worker (FIND_PRECACHED_GLOBS)
  '_headers', // static-host configuration, never requested by a browser
  '_redirects',
  '**/*.map',
  'screenshots/**', // only the browser's install dialog shows them, online; not worth every visitor's download
  'embed/**', // the embeddable planner runs on other sites' pages, which this service worker never controls
];

/**
 * What the find-my-seat pages' own worker (sw/find-sw.ts) precaches: the pages in both languages,
 * their script and style; nothing of the planner. Their icon is a link the page works without.
 */
export const FIND_PRECACHED_GLOBS = [
  ...Object.values(FIND_SEAT_PATHS).map((path) => `${path.slice(1)}index.html`),
  FIND_PAGE_SCRIPT_PATH.slice(1),
  FIND_PAGE_CSS_PATH.slice(1),
];

/** The placeholder in sw/sw.ts that receives the serving data. */
const SERVING_DATA_PLACEHOLDER = 'self.__SEATING_SERVING_DATA__';

const BUNDLED_WORKER = join(BUILD_PATHS.buildDir, 'sw.js');
const PREPARED_WORKER = join(BUILD_PATHS.buildDir, 'sw.prepared.js');

/** Precache URLs are the site paths the server answers: `en/index.html` is `/en/`. */
export const toSitePaths: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, url: '/' + entry.url.replace(/(^|\/)index\.html$/, '$1') })),
  warnings: [],
});

function writeWebManifests(): void {
  for (const [path, contents] of buildWebManifests()) {
    const file = join(BUILD_PATHS.dist, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contents);
  }
}

function prepareWorker(): void {
  const rules = JSON.parse(readFileSync(BUILD_PATHS.servingRules, 'utf8')) as ServingRules;
  const data: OfflineServingData = { rules, languages: LANGUAGES };
  const source = readFileSync(BUNDLED_WORKER, 'utf8');
  const occurrences = source.split(SERVING_DATA_PLACEHOLDER).length - 1;
  if (occurrences !== 1) throw new Error(`${BUNDLED_WORKER} must read ${SERVING_DATA_PLACEHOLDER} exactly once (found ${occurrences}).`);
  writeFileSync(
    PREPARED_WORKER,
    source.replace(SERVING_DATA_PLACEHOLDER, () => `(${JSON.stringify(data)})`),
  );
}

export async function buildServiceWorker(): Promise<{ count: number; size: number }> {
  writeWebManifests();
  prepareWorker();
  const { count, size, warnings } = await injectManifest({
    swSrc: PREPARED_WORKER,
    swDest: join(BUILD_PATHS.dist, SERVICE_WORKER_PATH),
    globDirectory: BUILD_PATHS.dist,
    globPatterns: PRECACHED_GLOBS,
    globIgnores: NOT_PRECACHED_GLOBS,
    // Chunk names carry a content hash already; a revision would only add a query string.
    dontCacheBustURLsMatching: /^assets\/chunks\//,
    manifestTransforms: [toSitePaths],
  });
  // A warning means a file was left out (too large, say): the app would then break offline.
  if (warnings.length > 0) throw new Error(`The service worker build warned:\n${warnings.join('\n')}`);
  return { count, size };
}

export async function buildFindServiceWorker(): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await injectManifest({
    swSrc: join(BUILD_PATHS.buildDir, 'find-sw.js'),
    swDest: join(BUILD_PATHS.dist, FIND_SERVICE_WORKER_PATH),
    globDirectory: BUILD_PATHS.dist,
    globPatterns: FIND_PRECACHED_GLOBS,
    manifestTransforms: [toSitePaths],
  });
  if (warnings.length > 0) throw new Error(`The find-my-seat service worker build warned:\n${warnings.join('\n')}`);
  if (count !== FIND_PRECACHED_GLOBS.length)
    throw new Error(`The find-my-seat worker precaches ${count} files, not ${FIND_PRECACHED_GLOBS.length}.`);
  return { count, size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { count, size } = await buildServiceWorker();
  console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} KiB)`);
  const find = await buildFindServiceWorker();
  console.log(`Find-my-seat service worker: ${find.count} files precached (${Math.round(find.size / 1024)} KiB)`);
}
