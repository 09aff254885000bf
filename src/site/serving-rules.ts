/**
 * Builds the serving rules of product.md section 6 (types and matching: src/serving/rules.ts). The build computes them once; the local
 * server interprets them and the Netlify files are rendered from them, so both serve the same.
 */
import { createHash } from 'node:crypto';
import { API_ROOT, ERRORS, PROBLEM_NOT_FOUND_PATH, READ_METHODS } from '../contract/index.ts';
import { EMBED_TYPES_MEDIA_TYPE, EMBED_TYPES_PATH } from '../embed/api.ts';
import { API_CATALOG_MEDIA_TYPE } from './discovery.ts';
import { markdownPathOf } from './markdown.ts';
import { PATHS } from './site-config.ts';
import { WEB_MANIFEST_MEDIA_TYPE, WEB_MANIFEST_PATHS } from './web-manifest.ts';
import { DEFAULT_RELAY_URL, policyWithRelay } from '../serving/relay.ts';
import { FIND_SERVICE_WORKER_PATH, SERVICE_WORKER_PATH, type HeaderRule, type MethodRule, type ServingRules } from '../serving/rules.ts';

export type { ServingRules };

const EXPOSED_HEADERS = 'ETag, Link, Deprecation, Sunset';
const DOCUMENT_CACHE = 'public, max-age=3600, must-revalidate';

/**
 * The policy of every response (only documents and workers apply it). Everything the site loads is
 * its own: scripts and styles from files (Lit's constructed stylesheets and CSSOM style changes need
 * no exception, and nothing writes a style attribute or an inline script), the solver worker from
 * its own URL (only a host page of another origin starts it from a blob:, under the host's policy).
 * No page of this site may be framed. The embed bundle and its worker are fetched by host pages of
 * other origins as module scripts, to which a script response's policy does not apply.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'", // the print pack's typeface, served from /fonts/
  "connect-src 'self'", // and plan together's relay (policyWithRelay), nothing else
  "worker-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Powerful features the planner never uses, denied to every page (and to anything it could embed). */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A strong ETag: a hash of the exact bytes served. */
export function strongEtag(bytes: Uint8Array | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/** A published document: its path and bytes (JSON, markdown or the catalog). */
export interface PublishedFile {
  readonly path: string;
  readonly bytes: string;
}

function documentLinks(path: string, hasMarkdown: boolean): string {
  const links = [`<${PATHS.openapi}>; rel="service-desc"`, `<${PATHS.catalog}>; rel="api-catalog"`];
  if (hasMarkdown) links.push(`<${markdownPathOf(path)}>; rel="alternate"; type="text/markdown"`);
  return links.join(', ');
}

function contentTypeOf(path: string): string {
  if (path === PATHS.catalog) return API_CATALOG_MEDIA_TYPE;
  if (path.endsWith('.md')) return 'text/markdown; charset=utf-8';
  return 'application/json';
}

/** Every path under /api/ and every published document answers only GET and HEAD. */
function readOnlyMethods(published: readonly PublishedFile[]): MethodRule[] {
  const outsideApi = published.map((file) => file.path).filter((path) => !path.startsWith(API_ROOT));
  const problem = ERRORS.method_not_allowed.path;
  return [`${API_ROOT}*`, ...outsideApi].map((path) => ({ path, allow: [...READ_METHODS], problem }));
}

/**
 * @param published every document that carries a build-time ETag
 * @param markdownAlternates paths of JSON documents that have a markdown alternate
 */
export function buildServingRules(
  published: readonly PublishedFile[],
  markdownAlternates: ReadonlySet<string>,
  relayUrl: string = DEFAULT_RELAY_URL,
): ServingRules {
  const headers: HeaderRule[] = [
    {
      path: '/*',
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': EXPOSED_HEADERS,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': policyWithRelay(CONTENT_SECURITY_POLICY, relayUrl),
        'Permissions-Policy': PERMISSIONS_POLICY,
      },
    },
    // The browser checks for a new service worker on every visit; no cache may hide a new build from it.
    ...[SERVICE_WORKER_PATH, FIND_SERVICE_WORKER_PATH].map((path) => ({ path, headers: { 'Cache-Control': 'no-cache' } })),
    ...WEB_MANIFEST_PATHS.map((path) => ({ path, headers: { 'Content-Type': WEB_MANIFEST_MEDIA_TYPE } })),
    // By its extension alone, a static server calls a .ts file an MPEG transport stream (video/mp2t).
    { path: EMBED_TYPES_PATH, headers: { 'Content-Type': EMBED_TYPES_MEDIA_TYPE } },
  ];
  for (const file of published) {
    const isJson = file.path.endsWith('.json') || file.path === PATHS.catalog;
    headers.push({
      path: file.path,
      headers: {
        'Content-Type': contentTypeOf(file.path),
        ETag: strongEtag(file.bytes),
        'Cache-Control': DOCUMENT_CACHE,
        ...(file.path === PATHS.catalog
          ? { Link: `<${PATHS.catalog}>; rel="api-catalog", <${PATHS.openapi}>; rel="service-desc"` }
          : isJson
            ? { Link: documentLinks(file.path, markdownAlternates.has(file.path)) }
            : {}),
      },
    });
  }
  return {
    headers,
    redirects: [
      { from: '/', to: '/he/', status: 302, force: true, language: 'he' },
      { from: '/', to: '/en/', status: 302, force: true },
      { from: `${API_ROOT}*`, to: PROBLEM_NOT_FOUND_PATH, status: 200, force: false },
    ],
    methods: readOnlyMethods(published),
    notFoundPage: PATHS.notFoundPage,
  };
}
