/** The service worker's offline answers, against the same kind of rules the server follows. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerOffline, type OfflineContext } from '../../sw/offline-answer.ts';
import { isContractPath, negotiateLanguage } from '../../sw/offline-rules.ts';
import type { ServingRules } from '../../src/serving/rules.ts';

const PROBLEM = '/api/v1/problems/endpoint-not-found.json';
const rules: ServingRules = {
  headers: [
    { path: '/*', headers: { 'Access-Control-Allow-Origin': '*' } },
    { path: '/api/v1/index.json', headers: { 'Content-Type': 'application/json', ETag: '"index-tag"' } },
    { path: PROBLEM, headers: { 'Content-Type': 'application/json', ETag: '"problem-tag"' } },
  ],
  redirects: [
    { from: '/', to: '/he/', status: 302, force: true, language: 'he' },
    { from: '/', to: '/en/', status: 302, force: true },
    { from: '/api/*', to: PROBLEM, status: 200, force: false },
  ],
  notFoundPage: '/404.html',
};

const files: Record<string, string> = {
  '/en/': '<html lang="en">',
  '/he/': '<html lang="he">',
  '/api/v1/index.json': '{"operations":[]}',
  [PROBLEM]: '{"code":"endpoint_not_found"}',
  '/404.html': '<h1>Page not found</h1>',
};

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
    assert.equal(full.headers.get('etag'), '"index-tag"');
    assert.equal(full.headers.get('content-type'), 'application/json');
    assert.equal(await full.text(), files['/api/v1/index.json']);
    const notModified = await answerOffline(request('/api/v1/index.json', { 'If-None-Match': 'W/"x", W/"index-tag"' }), context());
    assert.equal(notModified.status, 304);
    assert.equal(notModified.headers.get('etag'), '"index-tag"');
    assert.equal(notModified.headers.get('content-type'), null);
    assert.equal(await notModified.text(), '');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await answerOffline(request('/api/v1/index.json', {}, 'HEAD'), context());
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('etag'), '"index-tag"');
    assert.equal(await res.text(), '');
  });

  it('answers an unknown /api/ path with the problem document and status 200', async () => {
    const res = await answerOffline(request('/api/v9/x'), context());
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('etag'), '"problem-tag"');
    assert.equal(await res.text(), files[PROBLEM]);
  });

  it('answers any other unknown path with the 404 page', async () => {
    const res = await answerOffline(request('/nope'), context());
    assert.equal(res.status, 404);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(await res.text(), /Page not found/);
  });
});
