/**
 * With the network cut after one visit, every published document answers from the service worker
 * exactly as the server answered it online: status, ETag, Link, media type and bytes, conditional
 * requests included; unknown /api/ paths get the problem document, other unknown paths a 404 page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { OPERATIONS, PROBLEM_NOT_FOUND_PATH } from '../../src/contract/index.ts';
import { startTestServer, type ProblemBody } from '../support/site.ts';
import { fetchFromPage, launchProfile, waitForServiceWorkerControl, type FetchedResponse } from './offline-browser.ts';

const markdownAlternate = (path: string) => path.replace(/\.json$/, '.md');
const DOCUMENTS = [
  ...OPERATIONS.map((op) => op.path),
  ...OPERATIONS.map((op) => markdownAlternate(op.path)),
  PROBLEM_NOT_FOUND_PATH,
  '/openapi.json',
  '/.well-known/api-catalog',
];
/** The headers a client of the contract relies on. */
const CONTRACT_HEADERS = ['content-type', 'etag', 'link', 'access-control-allow-origin', 'access-control-expose-headers', 'cache-control'];
const pick = (res: FetchedResponse) => Object.fromEntries(CONTRACT_HEADERS.map((name) => [name, res.headers[name] ?? null]));

let base = '';
let stopServer: () => Promise<void>;
let context: BrowserContext;
let closeProfile: () => Promise<void>;
let page: Page;
const online = new Map<string, FetchedResponse>();

before(async () => {
  ({ base, close: stopServer } = await startTestServer());
  ({ context, close: closeProfile } = await launchProfile());
  page = await context.newPage();
  await page.goto(`${base}/en/`);
  await waitForServiceWorkerControl(page);
  for (const path of DOCUMENTS) online.set(path, await fetchFromPage(page, path));
  // Cut the network twice over: the browser is offline and the server is gone.
  await stopServer();
  await context.setOffline(true);
});

after(async () => {
  await closeProfile();
});

describe('offline, every published document', () => {
  it('was served online with a strong ETag (the reference the offline answers are compared with)', () => {
    for (const [path, res] of online) {
      assert.equal(res.status, 200, path);
      assert.match(res.headers.etag ?? '', /^"[A-Za-z0-9_-]{20,}"$/, path);
    }
  });

  for (const path of DOCUMENTS) {
    it(`${path}: 200 with the same bytes, ETag, Link and media type as online`, async () => {
      const res = await fetchFromPage(page, path);
      const reference = online.get(path)!;
      assert.equal(res.status, 200);
      assert.deepEqual(pick(res), pick(reference));
      assert.equal(res.body, reference.body);
    });
  }

  for (const path of DOCUMENTS) {
    it(`${path}: If-None-Match with its ETag → 304, no body, the ETag`, async () => {
      const etag = online.get(path)!.headers.etag!;
      const res = await fetchFromPage(page, path, { headers: { 'If-None-Match': etag } });
      assert.equal(res.status, 304);
      assert.equal(res.body, '');
      assert.equal(res.headers.etag, etag);
    });
  }
});

describe('offline, conditional requests compare weakly', () => {
  const path = '/api/v1/index.json';
  for (const [name, header] of [
    ['a weak form of the ETag', (etag: string) => `W/${etag}`],
    ['a list that contains it', (etag: string) => `"something-else", ${etag}`],
    ['a weak list', (etag: string) => `W/"other", W/${etag}`],
    ['*', () => '*'],
  ] as const) {
    it(`If-None-Match with ${name} → 304`, async () => {
      const etag = online.get(path)!.headers.etag!;
      const res = await fetchFromPage(page, path, { headers: { 'If-None-Match': header(etag) } });
      assert.equal(res.status, 304);
      assert.equal(res.headers.etag, etag);
    });
  }

  it('a different ETag gets the full document', async () => {
    const res = await fetchFromPage(page, path, { headers: { 'If-None-Match': '"stale"' } });
    assert.equal(res.status, 200);
    assert.ok((JSON.parse(res.body) as { operations: unknown[] }).operations.length > 0);
  });

  it('HEAD on the API catalog: linkset media type, Link rel="api-catalog", no body', async () => {
    const res = await fetchFromPage(page, '/.well-known/api-catalog', { method: 'HEAD' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"');
    assert.match(res.headers.link ?? '', /<\/\.well-known\/api-catalog>; rel="api-catalog"/);
    assert.equal(res.body, '');
  });
});

describe('offline, unknown paths', () => {
  for (const path of ['/api/foo', '/api/v1/nope.json', '/api/v1', '/api/v1/', '/api/v2/index.json']) {
    it(`${path} → the endpoint_not_found problem with transport 200 and its ETag`, async () => {
      const res = await fetchFromPage(page, path);
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], 'application/json');
      assert.equal(res.headers.etag, online.get(PROBLEM_NOT_FOUND_PATH)!.headers.etag);
      const problem = JSON.parse(res.body) as ProblemBody;
      assert.equal(problem.status, 404);
      assert.equal(problem.code, 'endpoint_not_found');
    });
  }

  for (const path of ['/nope', '/en/nope.js', '/developers/nope/']) {
    it(`${path} → a real 404 with the HTML page`, async () => {
      const res = await fetchFromPage(page, path);
      assert.equal(res.status, 404);
      assert.match(res.headers['content-type'] ?? '', /^text\/html/);
      assert.match(res.body, /Page not found/);
    });
  }
});

describe('offline, pages', () => {
  it('/ opens the planner in the browser’s language, and /developers its folder page', async () => {
    await page.goto(`${base}/`);
    assert.equal(new URL(page.url()).pathname, '/en/');
    await page.goto(`${base}/developers`);
    assert.equal(new URL(page.url()).pathname, '/developers/');
    assert.match(await page.locator('h1').first().innerText(), /\S/);
  });
});
