/** `npm start`: builds when the sources are newer than the last build, then serves dist/. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfigFromEnv } from '../src/site/site-config.ts';
import { portFromEnv, serveFromEnv } from '../src/server/main.ts';
import { BUILD_PATHS } from './paths.ts';

const SOURCES = ['src', 'sw', 'public', 'locales', 'scripts', 'rollup.config.mjs', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

function buildIsCurrent(): boolean {
  if (!existsSync(BUILD_PATHS.stamp) || !existsSync(BUILD_PATHS.servingRules)) return false;
  const stamp = JSON.parse(readFileSync(BUILD_PATHS.stamp, 'utf8')) as { origin: string };
  if (stamp.origin !== siteConfigFromEnv().origin) return false;
  const built = statSync(BUILD_PATHS.stamp).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(BUILD_PATHS.root, source)) <= built);
}

// The published documents carry absolute links; served on another port, they point there too.
process.env.SITE_ORIGIN ||= `http://localhost:${portFromEnv()}`;

if (!buildIsCurrent()) {
  console.log('Building the site (sources changed since the last build)…');
  const { build } = await import('./build.ts');
  build();
}

await serveFromEnv();
