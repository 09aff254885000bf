/**
 * Plan together's relay as a served site knows it (decision 0040): one address, named in the app
 * pages for the page to read and in the Content-Security-Policy's `connect-src`, so the page can
 * reach that relay and nothing else. The build writes the default (or `RELAY_URL` at build time);
 * the local server writes the one `RELAY_URL` names when it starts.
 */
import type { ServingRules } from './rules.ts';

export const DEFAULT_RELAY_URL = 'ws://localhost:8787';

/** The app page's `<meta name=…>` that carries the relay's address. */
export const RELAY_META_NAME = 'seating-relay';

const META = new RegExp(`<meta name="${RELAY_META_NAME}" content="[^"]*">`);

export function relayMetaTag(relayUrl: string): string {
  return `<meta name="${RELAY_META_NAME}" content="${relayUrl.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">`;
}

/** An app page with `relayUrl` in place of the relay it was built with (a page without one is as it was). */
export function pageWithRelay(html: string, relayUrl: string): string {
  return html.replace(META, relayMetaTag(relayUrl));
}

/** The policy's `connect-src`: the site itself and the relay. */
function connectSources(relayUrl: string): string {
  return `connect-src 'self' ${relayUrl}`;
}

/** A policy with its `connect-src` allowing `relayUrl` (in place of any relay it allowed). */
export function policyWithRelay(policy: string, relayUrl: string): string {
  return policy.replace(/connect-src [^;]*/, connectSources(relayUrl));
}

/** A relay address is a ws: or wss: URL without a fragment; anything else is refused with what to write. */
export function checkRelayUrl(raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'ws:' && url.protocol !== 'wss:') || url.hash || /[\s;,'"]/.test(raw)) {
    throw new Error(`RELAY_URL must be a WebSocket address such as ${DEFAULT_RELAY_URL} or wss://relay.example; it is "${raw}".`);
  }
  return raw;
}

/** The rules with every policy allowing `relayUrl`, for a server started with another relay than the build's. */
export function rulesWithRelay(rules: ServingRules, relayUrl: string): ServingRules {
  const headers = rules.headers.map((rule) => {
    const policy = rule.headers['Content-Security-Policy'];
    return policy ? { ...rule, headers: { ...rule.headers, 'Content-Security-Policy': policyWithRelay(policy, relayUrl) } } : rule;
  });
  return { ...rules, headers };
}
