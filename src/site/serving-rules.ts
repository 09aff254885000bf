/**
 * The serving rules of product.md section 6, as data. The build computes them once; the local
 * server interprets them and the Netlify files are rendered from them, so both serve the same.
 */
import { createHash } from 'node:crypto';
import { API_ROOT, PROBLEM_NOT_FOUND_PATH } from '../contract/index.ts';
import { API_CATALOG_MEDIA_TYPE } from './discovery.ts';
import { markdownPathOf } from './markdown.ts';
import { PATHS } from './site-config.ts';
import { WEB_MANIFEST_MEDIA_TYPE, WEB_MANIFEST_PATHS } from './web-manifest.ts';

export interface HeaderRule {
  /** An exact path, or a prefix ending in `*`. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface RedirectRule {
  /** An exact path, or a prefix ending in `*`. */
  readonly from: string;
  readonly to: string;
  /** 200 rewrites (only when no file matches); 301/302 redirect. */
  readonly status: 200 | 301 | 302;
  /** Apply even when a file exists at `from`. */
  readonly force: boolean;
  /** Only when the visitor prefers this language (Accept-Language). */
  readonly language?: string;
}

export interface ServingRules {
  readonly headers: readonly HeaderRule[];
  readonly redirects: readonly RedirectRule[];
  /** Served with a real 404 for unknown paths outside /api/. */
  readonly notFoundPage: string;
}

/** Where the build writes the service worker (its scope is the whole site). */
export const SERVICE_WORKER_PATH = '/sw.js';
export const EXPOSED_HEADERS = 'ETag, Link, Deprecation, Sunset';
const DOCUMENT_CACHE = 'public, max-age=3600, must-revalidate';

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

/**
 * @param published every document that carries a build-time ETag
 * @param markdownAlternates paths of JSON documents that have a markdown alternate
 */
export function buildServingRules(published: readonly PublishedFile[], markdownAlternates: ReadonlySet<string>): ServingRules {
  const headers: HeaderRule[] = [
    {
      path: '/*',
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': EXPOSED_HEADERS,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      },
    },
    // The browser checks for a new service worker on every visit; no cache may hide a new build from it.
    { path: SERVICE_WORKER_PATH, headers: { 'Cache-Control': 'no-cache' } },
    ...WEB_MANIFEST_PATHS.map((path) => ({ path, headers: { 'Content-Type': WEB_MANIFEST_MEDIA_TYPE } })),
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
    notFoundPage: PATHS.notFoundPage,
  };
}

/** Whether a rule path (exact, or prefix with `*`) matches a request path. */
export function rulePathMatches(rulePath: string, requestPath: string): boolean {
  return rulePath.endsWith('*') ? requestPath.startsWith(rulePath.slice(0, -1)) : rulePath === requestPath;
}

/** The headers the rules give a path, later rules overriding earlier ones. */
export function headersFor(rules: ServingRules, requestPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules.headers) if (rulePathMatches(rule.path, requestPath)) Object.assign(out, rule.headers);
  return out;
}
