/** The service worker's offline answers, against the same kind of rules the server follows. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerOffline, type OfflineContext } from '../../sw/offline-answer.ts';
import { isContractPath, negotiateLanguage } from '../../sw/offline-rules.ts';
import { ERRORS } from '../../src/contract/index.ts';
import { buildServingRules, strongEtag } from '../../src/site/serving-rules.ts';

const PROBLEM = ERRORS.endpoint_not_found.path;
const METHOD_PROBLEM = ERRORS.method_not_allowed.path;

const files: Record<string, string> = {
  '/en/': '<html lang="en">',
  '/he/': '<html lang="he">',
  '/api/v1/index.json': '{"operations":[]}',
  '/openapi.json': '{"openapi":"3.1.0"}',
  [PROBLEM]: '{"code":"endpoint_not_found"}',
  [METHOD_PROBLEM]: '{"code":"method_not_allowed"}',
  '/404.html': '<h1>Page not found</h1>',
};

/** The rules the build computes, for a site that publishes these documents. */
const rules = buildServingRules(
  ['/api/v1/index.json', '/openapi.json', PROBLEM, METHOD_PROBLEM].map((path) => ({ path, bytes: files[path]! })),
  new Set(),
);

/** Headers every answer carries, whatever its status: the security headers and CORS. */
const SITE_WIDE = rules.headers.find((rule) => rule.path === '/*')!.headers;

function assertSiteWideHeaders(res: Response, what: string): void {
  assert.ok(SITE_WIDE['Content-Security-Policy'], 'the rules set a Content-Security-Policy');
  for (const [name, value] of Object.entries(SITE_WIDE)) assert.equal(res.headers.get(name), value, `${name} of ${what}`);
}

function context(preferredLanguages: string[] = ['en-US']): OfflineContext {
  return {
    data: { rules, languages: ['en', 'he'] },
    lookup: (path) => Promise.resolve(path in files ? new Response(files[path], { headers: { 'Content-Type': 'text/html' } }) : undefined),
    preferredLanguages,
  };
}

const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost${path}`, { headers, method });

describe('negotiateLanguage', () => {
  it('picks the first preference that is offered, by tag or primary subtag', () => {
    assert.equal(negotiateLanguage(['he-IL', 'en'], ['en', 'he']), 'he');
    assert.equal(negotiateLanguage(['fr-FR', 'en-GB'], ['en', 'he']), 'en');
    assert.equal(negotiateLanguage(['fr-FR'], ['en', 'he']), undefined);
    assert.equal(negotiateLanguage([], ['en', 'he']), 'en');
  });
});

describe('isContractPath', () => {
  it('covers the documents with an ETag and everything under /api/, not the app shell', () => {
    assert.ok(isContractPath(rules, '/api/v1/index.json'));
    assert.ok(isContractPath(rules, '/api/anything'));
    assert.ok(!isContractPath(rules, '/en/'));
    assert.ok(!isContractPath(rules, '/assets/app.js'));
  });
});

describe('answerOffline', () => {
  it('sends / to the preferred language, and to English otherwise', async () => {
    for (const [languages, location] of [
      [['he-IL'], '/he/'],
      [['fr-FR'], '/en/'],
      [['en-US'], '/en/'],
    ] as const) {
      const res = await answerOffline(request('/'), context([...languages]));
      assert.equal(res.status, 302);
      assert.equal(res.headers.get('location'), location);
    }
  });

  it('adds the slash to a folder page, keeping the query string', async () => {
    const res = await answerOffline(request('/he?demo=1'), context());
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/he/?demo=1');
  });

  it('answers a document with its rule headers, and 304 to a matching If-None-Match', async () => {
    const full = await answerOffline(request('/api/v1/index.json'), context());
    assert.equal(full.status, 200);
    assert.equal(full.headers.get('etag'), strongEtag(files['/api/v1/index.json']!));
    assert.equal(full.headers.get('content-type'), 'application/json');
    assert.equal(await full.text(), files['/api/v1/index.json']);
    const notModified = await answerOffline(
      request('/api/v1/index.json', { 'If-None-Match': `W/"x", W/${strongEtag(files['/api/v1/index.json']!)}` }),
      context(),
    );
    assert.equal(notModified.status, 304);
    assert.equal(notModified.headers.get('etag'), strongEtag(files['/api/v1/index.json']!));
    assert.equal(notModified.headers.get('content-type'), null);
    assert.equal(await notModified.text(), '');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await answerOffline(request('/api/v1/index.json', {}, 'HEAD'), context());
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('etag'), strongEtag(files['/api/v1/index.json']!));
    assert.equal(await res.text(), '');
  });

  it('answers an unknown /api/ path with the problem document and status 200', async () => {
    const res = await answerOffline(request('/api/v9/x'), context());
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('etag'), strongEtag(files[PROBLEM]!));
    assert.equal(await res.text(), files[PROBLEM]);
  });

  it('answers any other unknown path with the 404 page', async () => {
    const res = await answerOffline(request('/nope'), context());
    assert.equal(res.status, 404);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(await res.text(), /Page not found/);
  });

  it('refuses any method but GET and HEAD on a document or under /api/ with 405, Allow and the problem as JSON', async () => {
    for (const path of ['/api/v1/index.json', '/openapi.json', '/api/v9/unknown']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const res = await answerOffline(request(path, {}, method), context());
        const what = `${method} ${path}`;
        assert.equal(res.status, 405, what);
        assert.equal(res.headers.get('allow'), 'GET, HEAD', what);
        assert.equal(res.headers.get('content-type'), 'application/json', what);
        assert.equal(res.headers.get('etag'), null, `${what}: the problem is not the resource at this path`);
        const problem = JSON.parse(await res.text()) as { code: string };
        assert.equal(problem.code, 'method_not_allowed', what);
      }
    }
  });

  it('still answers a POST to a page of the app as the 404 page, as the server does', async () => {
    const res = await answerOffline(request('/en/nope', {}, 'POST'), context());
    assert.equal(res.status, 404);
  });

  it('carries the security and CORS headers of the rules on every answer it builds', async () => {
    const answers: [string, Request, number][] = [
      ['the language redirect', request('/'), 302],
      ['the folder redirect', request('/he?demo=1'), 301],
      ['an app page', request('/en/'), 200],
      ['a document', request('/api/v1/index.json'), 200],
      ['a 304', request('/api/v1/index.json', { 'If-None-Match': strongEtag(files['/api/v1/index.json']!) }), 304],
      ['an unknown /api/ path', request('/api/v9/x'), 200],
      ['the 404 page', request('/nope'), 404],
      ['a refused method', request('/api/v1/index.json', {}, 'POST'), 405],
    ];
    for (const [what, req, status] of answers) {
      const res = await answerOffline(req, context());
      assert.equal(res.status, status, what);
      assertSiteWideHeaders(res, what);
    }
  });
});
