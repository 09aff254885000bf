/**
 * The serving rules as the service worker receives them: the build injects the very rules the
 * local server and the Netlify files follow (build/serving-rules.json), so offline answers carry
 * the same headers and ETags. These shapes mirror `ServingRules` in src/site/serving-rules.ts
 * structurally (that module is Node-only); scripts/service-worker.ts type-checks the assignment.
 */
export interface OfflineHeaderRule {
  /** An exact path, or a prefix ending in `*`. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface OfflineRedirectRule {
  readonly from: string;
  readonly to: string;
  /** 200 rewrites (only when no file matches); 301/302 redirect. */
  readonly status: number;
  /** Applies even when a file exists at `from`. */
  readonly force: boolean;
  /** Only when the visitor prefers this language. */
  readonly language?: string;
}

export interface OfflineRules {
  readonly headers: readonly OfflineHeaderRule[];
  readonly redirects: readonly OfflineRedirectRule[];
  readonly notFoundPage: string;
}

/** Everything the build injects into the service worker besides the precache manifest. */
export interface OfflineServingData {
  readonly rules: OfflineRules;
  /** The languages the site offers, in the order the server negotiates them. */
  readonly languages: readonly string[];
}

/** Whether a rule path (exact, or prefix with `*`) matches a request path — as the server reads it. */
export function rulePathMatches(rulePath: string, requestPath: string): boolean {
  return rulePath.endsWith('*') ? requestPath.startsWith(rulePath.slice(0, -1)) : rulePath === requestPath;
}

/** The headers the rules give a path, later rules overriding earlier ones. */
export function headersFor(rules: OfflineRules, requestPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules.headers) if (rulePathMatches(rule.path, requestPath)) Object.assign(out, rule.headers);
  return out;
}

/**
 * Paths served network-first: those whose rules fix an ETag (the published documents) and every
 * path a 200 rewrite answers (unknown /api/ paths → the problem document).
 */
export function isContractPath(rules: OfflineRules, path: string): boolean {
  if (rules.redirects.some((r) => r.status === 200 && rulePathMatches(r.from, path))) return true;
  return rules.headers.some((rule) => 'ETag' in rule.headers && rulePathMatches(rule.path, path));
}

/**
 * The language the visitor prefers among those offered, like express's `acceptsLanguages`:
 * the first preference whose tag or primary subtag is offered; with no preference, the first offered.
 */
export function negotiateLanguage(preferred: readonly string[], offered: readonly string[]): string | undefined {
  if (preferred.length === 0) return offered[0];
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const match = offered.find((lang) => lower === lang || lower.startsWith(`${lang}-`));
    if (match) return match;
  }
  return undefined;
}
