/**
 * What the build injects into the service worker besides the precache manifest: the very serving
 * rules the local server and the Netlify files follow (build/serving-rules.json), so offline
 * answers carry the same headers and ETags, and the languages `/` chooses between.
 */
import { rulePathMatches, type ServingRules } from '../src/serving/rules.ts';

export interface OfflineServingData {
  readonly rules: ServingRules;
  /** The languages the site offers, in the order the server negotiates them. */
  readonly languages: readonly string[];
}

/**
 * Paths served network-first: those whose rules fix an ETag (the published documents) and every
 * path a 200 rewrite answers (unknown /api/ paths → the problem document).
 */
export function isContractPath(rules: ServingRules, path: string): boolean {
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
