/**
 * The serving rules of product.md section 6 as data, and how a request path matches them. The build
 * computes the rules (src/site/serving-rules.ts); the local server, the service worker and the
 * Netlify files all follow them. No Node or DOM APIs here: every runtime imports this module.
 */
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

/** Paths that answer only some methods; any other method gets 405 with a problem document. */
export interface MethodRule {
  /** An exact path, or a prefix ending in `*`. */
  readonly path: string;
  /** The methods answered, as the `Allow` header lists them. */
  readonly allow: readonly string[];
  /** The site path of the problem document a 405 carries. */
  readonly problem: string;
}

export interface ServingRules {
  readonly headers: readonly HeaderRule[];
  readonly redirects: readonly RedirectRule[];
  readonly methods: readonly MethodRule[];
  /** Served with a real 404 for unknown paths outside /api/. */
  readonly notFoundPage: string;
}

/** The static host's configuration files (Netlify's), which the build writes into dist/ and no one else serves. */
export const HOST_CONFIG_FILES = ['/_headers', '/_redirects'] as const;

/** Where the build writes the service worker (its scope is the whole site). */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The guests' find-my-seat pages' own service worker: it precaches those pages alone, never the planner. */
export const FIND_SERVICE_WORKER_PATH = '/find-sw.js';
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

/** The rule a request breaks by its method, if any: the path answers only other methods. */
export function refusedMethodRule(rules: ServingRules, requestPath: string, method: string): MethodRule | undefined {
  const rule = rules.methods.find((r) => rulePathMatches(r.path, requestPath));
  return rule && !rule.allow.includes(method.toUpperCase()) ? rule : undefined;
}

/**
 * The headers of a 405: those of its problem document, less the ETag and caching that describe
 * the document at its own URL, plus `Allow`.
 */
export function methodNotAllowedHeaders(rules: ServingRules, rule: MethodRule): Record<string, string> {
  const headers = headersFor(rules, rule.problem);
  delete headers.ETag;
  delete headers['Cache-Control'];
  return { ...headers, Allow: rule.allow.join(', ') };
}
