/** Netlify's `_headers` and `_redirects`, rendered from the same serving rules the local server follows. */
import type { ServingRules } from '../serving/rules.ts';

export function renderNetlifyHeaders(rules: ServingRules): string {
  return (
    rules.headers
      .map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n') + '\n'
  );
}

export function renderNetlifyRedirects(rules: ServingRules): string {
  return (
    rules.redirects
      .map((r) => [r.from, r.to, `${r.status}${r.force ? '!' : ''}`, ...(r.language ? [`Language=${r.language}`] : [])].join('  '))
      .join('\n') + '\n'
  );
}
