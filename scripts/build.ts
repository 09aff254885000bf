/**
 * `npm run build`: bundles the browser code with Rollup, copies public/, generates every published
 * document and page from the typed source, and writes the serving rules (local server + Netlify).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FONT_FILES, FONT_PATH } from '../src/print/fonts.ts';
import { computeExampleFacts } from '../src/site/example-facts.ts';
import { generateSite } from '../src/site/generate.ts';
import { renderAppPage, renderLanguageRedirectPage } from '../src/site/app-pages.ts';
import { findPageFiles, renderFindPage } from '../src/site/find-page.ts';
import { FIND_SEAT_PATHS } from '../src/model/find-seat-link.ts';
import { siteConfigFromEnv } from '../src/site/site-config.ts';
import { BUILD_PATHS } from './paths.ts';
import {
  APP_ENTRY,
  ENTRY_BUDGET_BYTES,
  entryBudgetProblem,
  firstScreenPreloads,
  firstScreenProblem,
  measureEntry,
  type ChunkGraph,
} from './entry-budget.ts';

const ASSETS = '/assets/';

function writeSiteFile(sitePath: string, contents: string): void {
  const file = join(BUILD_PATHS.dist, sitePath.endsWith('/') ? `${sitePath}index.html` : sitePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

export function build(): void {
  const started = performance.now();
  const config = siteConfigFromEnv();
  rmSync(BUILD_PATHS.dist, { recursive: true, force: true });
  rmSync(BUILD_PATHS.buildDir, { recursive: true, force: true });
  mkdirSync(BUILD_PATHS.buildDir, { recursive: true });
  cpSync(BUILD_PATHS.public, BUILD_PATHS.dist, { recursive: true });
  // The print pack's typeface, from its npm package, where the printed documents link it.
  for (const { file } of FONT_FILES) {
    cpSync(join(BUILD_PATHS.root, 'node_modules/@fontsource/rubik/files', file), join(BUILD_PATHS.dist, FONT_PATH.slice(1), file));
  }

  // The .seating file's validator, compiled from the contract's schema before the app is bundled with it.
  execFileSync(process.execPath, ['--import', 'tsx', join(BUILD_PATHS.root, 'scripts/make-event-file-validator.ts')], {
    cwd: BUILD_PATHS.root,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, [join(BUILD_PATHS.root, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'], {
    cwd: BUILD_PATHS.root,
    stdio: 'inherit',
  });
  // The entry a first visit downloads before the planner draws stays within its budget.
  const chunks = JSON.parse(readFileSync(join(BUILD_PATHS.buildDir, 'app-chunks.json'), 'utf8')) as ChunkGraph;
  const entry = measureEntry(join(BUILD_PATHS.dist, ASSETS), chunks);
  const overBudget = entryBudgetProblem(entry, ENTRY_BUDGET_BYTES);
  if (overBudget) throw new Error(overBudget);
  console.log(`App entry: ${(entry.gzipBytes / 1024).toFixed(1)} KB gzip of ${ENTRY_BUDGET_BYTES / 1024} KB (${entry.files.length} files)`);
  // dist/custom-elements.json: the embed's elements, from their source (custom-elements-manifest.config.mjs).
  execFileSync(
    process.execPath,
    [
      join(BUILD_PATHS.root, 'node_modules/@custom-elements-manifest/analyzer/cem.js'),
      'analyze',
      '--config',
      'custom-elements-manifest.config.mjs',
      '--quiet',
    ],
    { cwd: BUILD_PATHS.root, stdio: 'inherit' },
  );

  const site = generateSite(config, computeExampleFacts(join(BUILD_PATHS.public, 'examples')));
  for (const [path, contents] of site.files) writeSiteFile(path, contents);
  for (const lang of ['en', 'he'] as const) {
    // Fetched beside the entry: what the first screen needs, with this page's messages (not the other language's).
    const sharedTooSoon = firstScreenProblem(chunks, lang);
    if (sharedTooSoon) throw new Error(sharedTooSoon);
    const preload = firstScreenPreloads(chunks, lang).map((file) => ASSETS + file);
    writeSiteFile(`/${lang}/`, renderAppPage(lang, { appScript: ASSETS + APP_ENTRY, preload, relayUrl: config.relayUrl }));
  }
  writeSiteFile('/', renderLanguageRedirectPage());
  // The guests' find-my-seat page in each language, with its stylesheet (its script is bundled by Rollup).
  for (const lang of ['en', 'he'] as const) writeSiteFile(FIND_SEAT_PATHS[lang], renderFindPage(lang));
  for (const [path, contents] of findPageFiles()) writeSiteFile(path, contents);

  writeFileSync(BUILD_PATHS.servingRules, JSON.stringify(site.rules, null, 2));
  // The templates beside the example files (their Excel writer is asynchronous, so its own process).
  execFileSync(process.execPath, ['--import', 'tsx', join(BUILD_PATHS.root, 'scripts/templates.ts')], {
    cwd: BUILD_PATHS.root,
    stdio: 'inherit',
  });
  // Last, once every file exists: the manifests and the service worker that precaches them all (async, so its own process).
  execFileSync(process.execPath, ['--import', 'tsx', join(BUILD_PATHS.root, 'scripts/service-worker.ts')], {
    cwd: BUILD_PATHS.root,
    stdio: 'inherit',
  });
  writeFileSync(BUILD_PATHS.stamp, JSON.stringify({ origin: config.origin, builtAt: new Date().toISOString() }));
  console.log(`Built ${BUILD_PATHS.dist} in ${Math.round(performance.now() - started)} ms; its published links point to ${config.origin}`);
}

if (import.meta.url === `file://${process.argv[1]}`) build();
