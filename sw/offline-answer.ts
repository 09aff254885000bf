/**
 * What the server would answer, computed from the precache and the injected serving rules, for
 * when the network is out of reach. The order follows src/server/app.ts step by step: refused
 * methods, forced redirects, pretty folder URLs, files, 200 rewrites, then the 404 page.
 */
import { ifNoneMatchMatches } from '../src/serving/conditional.ts';
import { headersFor, methodNotAllowedHeaders, refusedMethodRule, rulePathMatches } from '../src/serving/rules.ts';
import { negotiateLanguage, type OfflineServingData } from './offline-rules.ts';

export interface OfflineContext {
  readonly data: OfflineServingData;
  /** The precached response for a site path, if the build precached it. */
  readonly lookup: (path: string) => Promise<Response | undefined>;
  /** The browser's language preferences (what it would send as Accept-Language). */
  readonly preferredLanguages: readonly string[];
}

/** Headers that describe a body; a 304 carries none of them. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-range'];

function redirect(location: string, status: number, headers: Record<string, string>): Response {
  return new Response(null, { status, headers: { ...headers, Location: location, Vary: 'Accept-Language' } });
}

/** A stored file answered as the server answers it: rule headers, conditional GET, HEAD. */
function answerWithFile(request: Request, rulePath: string, stored: Response, data: OfflineServingData): Response {
  const headers = new Headers(stored.headers);
  for (const [name, value] of Object.entries(headersFor(data.rules, rulePath))) headers.set(name, value);
  const etag = headers.get('ETag');
  if (etag && ifNoneMatchMatches(request.headers.get('If-None-Match'), etag)) {
    for (const name of BODY_HEADERS) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : stored.body, { status: 200, headers });
}

export async function answerOffline(request: Request, context: OfflineContext): Promise<Response> {
  const { data, lookup } = context;
  const { rules } = data;
  const url = new URL(request.url);
  const path = url.pathname;
  const language = negotiateLanguage(context.preferredLanguages, data.languages);

  const refused = refusedMethodRule(rules, path, request.method);
  if (refused) {
    const problem = await lookup(refused.problem);
    return new Response(problem?.body ?? null, { status: 405, headers: methodNotAllowedHeaders(rules, refused) });
  }

  const forced = rules.redirects.find(
    (r) => r.force && r.status !== 200 && rulePathMatches(r.from, path) && (!r.language || r.language === language),
  );
  if (forced) return redirect(forced.to, forced.status, headersFor(rules, path));

  const isRewritten = rules.redirects.some((r) => r.status === 200 && rulePathMatches(r.from, path));
  if (!path.endsWith('/') && !isRewritten && (await lookup(`${path}/`))) {
    return redirect(`${path}/${url.search}`, 301, headersFor(rules, path));
  }

  const file = await lookup(path);
  if (file) return answerWithFile(request, path, file, data);

  const rewrite = rules.redirects.find(
    (r) => r.status === 200 && rulePathMatches(r.from, path) && (!r.language || r.language === language),
  );
  const rewritten = rewrite && (await lookup(rewrite.to));
  if (rewrite && rewritten) return answerWithFile(request, rewrite.to, rewritten, data);

  const notFound = await lookup(rules.notFoundPage);
  const headers = new Headers(notFound?.headers);
  for (const [name, value] of Object.entries(headersFor(rules, path))) headers.set(name, value);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.delete('ETag');
  return new Response(request.method === 'HEAD' || !notFound ? null : notFound.body, { status: 404, headers });
}
