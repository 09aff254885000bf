import { checkRelayUrl, DEFAULT_RELAY_URL } from '../serving/relay.ts';

/** Build-time settings of the published site. */
export interface SiteConfig {
  /** Absolute origin every published URL is built from, without a trailing slash. */
  readonly origin: string;
  /** Plan together's relay, which the app pages name and the policy lets them reach (default DEFAULT_RELAY_URL). */
  readonly relayUrl?: string;
}

const DEFAULT_ORIGIN = 'http://localhost:8080';

/** The origin comes from SITE_ORIGIN at build time (a deployment sets its own), else the local default. */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const raw = env.SITE_ORIGIN?.trim() || DEFAULT_ORIGIN;
  const url = new URL(raw);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_ORIGIN must be an origin such as https://seating.example, not ${raw}`);
  }
  return { origin: url.origin, relayUrl: relayUrlFromEnv(env) };
}

/** `RELAY_URL`, else the relay `npm run relay` starts by default. */
function relayUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return checkRelayUrl(env.RELAY_URL?.trim() || DEFAULT_RELAY_URL);
}

/** Absolute URL of a site path. */
export function absolute(config: SiteConfig, path: string): string {
  return new URL(path, config.origin + '/').href;
}

/** Site paths of the pages and files the documents link to. */
export const PATHS = {
  home: '/',
  appEn: '/en/',
  appHe: '/he/',
  developers: '/developers/',
  errors: '/developers/#errors',
  csvDocs: '/developers/#csv-files',
  objectiveDocs: '/developers/#objective',
  guide: '/guide/',
  deprecationPolicy: '/deprecation-policy/',
  privacy: '/privacy/',
  terms: '/terms/',
  openapi: '/openapi.json',
  catalog: '/.well-known/api-catalog',
  llms: '/llms.txt',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  examples: '/examples/',
  notFoundPage: '/404.html',
} as const;
