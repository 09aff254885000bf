/** Every serving rule of product.md section 6, over real HTTP against the local server. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OPERATIONS } from '../../src/contract/index.ts';
import { builtRules, startTestServer, type ProblemBody } from '../support/site.ts';

let base = '';
let close: () => Promise<void>;
before(async () => ({ base, close } = await startTestServer()));
after(() => close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(base + path, { method, headers, redirect: 'manual' });

describe('the /api/v1 documents', () => {
  for (const op of OPERATIONS) {
    it(`${op.operationId}: 200 with a strong ETag, Link, CORS and JSON`, async () => {
      const res = await get(op.path);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'application/json');
      const etag = res.headers.get('etag')!;
      assert.match(etag, /^"[A-Za-z0-9_-]{20,}"$/, 'a strong ETag');
      const link = res.headers.get('link')!;
      assert.match(link, /<\/openapi\.json>; rel="service-desc"/);
      assert.match(link, /<\/\.well-known\/api-catalog>; rel="api-catalog"/);
      assert.match(link, /rel="alternate"; type="text\/markdown"/);
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      assert.equal(res.headers.get('access-control-expose-headers'), 'ETag, Link, Deprecation, Sunset');
      assert.equal(res.headers.get('deprecation'), null);
      assert.equal(res.headers.get('sunset'), null);
      const body: unknown = await res.json();
      assert.equal(typeof body, 'object');

      const alternate = link.match(/<([^>]+)>; rel="alternate"; type="text\/markdown"/)![1]!;
      const md = await get(alternate);
      assert.equal(md.status, 200);
      assert.equal(md.headers.get('content-type'), 'text/markdown; charset=utf-8');
      assert.match(await md.text(), new RegExp(`^# ${op.operationId}`));
    });
  }

  it('the ETag is the build-time hash of the bytes served', async () => {
    const rules = builtRules();
    for (const op of OPERATIONS) {
      const rule = rules.headers.find((r) => r.path === op.path)!;
      const res = await get(op.path);
      await res.arrayBuffer();
      assert.equal(res.headers.get('etag'), rule.headers.ETag);
    }
  });
});

describe('conditional requests', () => {
  const path = '/api/v1/index.json';
  let etag = '';
  before(async () => {
    const res = await get(path);
    await res.arrayBuffer();
    etag = res.headers.get('etag')!;
  });

  for (const [name, header] of [
    ['the exact ETag', () => etag],
    ['a weak form of it', () => `W/${etag}`],
    ['a list that contains it', () => `"something-else", ${etag}`],
    ['a weak list', () => `W/"other", W/${etag}`],
    ['*', () => '*'],
  ] as const) {
    it(`If-None-Match with ${name} answers 304 with no body and the ETag`, async () => {
      const res = await get(path, { 'If-None-Match': header() });
      assert.equal(res.status, 304);
      assert.equal(res.headers.get('etag'), etag);
      assert.equal(await res.text(), '');
    });
  }

  it('a different ETag gets the full document', async () => {
    const res = await get(path, { 'If-None-Match': '"stale"' });
    assert.equal(res.status, 200);
    assert.ok(((await res.json()) as { operations: unknown[] }).operations.length > 0);
  });

  it('openapi.json and the catalog revalidate too', async () => {
    for (const p of ['/openapi.json', '/.well-known/api-catalog']) {
      const first = await get(p);
      await first.arrayBuffer();
      const again = await get(p, { 'If-None-Match': first.headers.get('etag')! });
      assert.equal(again.status, 304, p);
    }
  });
});

describe('unknown paths', () => {
  for (const path of ['/api/foo', '/api/v1/nope.json', '/api/v1', '/api/v1/', '/api/v2/index.json']) {
    it(`${path} answers the endpoint_not_found problem with transport status 200`, async () => {
      const res = await get(path);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'application/json');
      assert.ok(res.headers.get('etag'));
      const problem = (await res.json()) as ProblemBody;
      assert.equal(problem.status, 404);
      assert.equal(problem.code, 'endpoint_not_found');
      assert.match(problem.type, /\/developers\/#errors$/);
      assert.ok(problem.detail && problem.resolution && problem.documentation_url);
    });
  }

  it('the problem document has its own URL that answers 200, for precaching', async () => {
    const res = await get('/api/v1/problems/endpoint-not-found.json');
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as ProblemBody).code, 'endpoint_not_found');
  });

  for (const path of ['/nope', '/en/nope.js', '/developers/nope/']) {
    it(`${path} answers a real 404 with an HTML page`, async () => {
      const res = await get(path);
      assert.equal(res.status, 404);
      assert.match(res.headers.get('content-type')!, /^text\/html/);
      assert.match(await res.text(), /Page not found/);
    });
  }
});

describe('discovery resources', () => {
  it('HEAD on the API catalog carries the linkset media type and Link rel="api-catalog"', async () => {
    const res = await get('/.well-known/api-catalog', {}, 'HEAD');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"');
    assert.match(res.headers.get('link')!, /<\/\.well-known\/api-catalog>; rel="api-catalog"/);
    assert.equal(await res.text(), '');
  });

  it('GET on the API catalog is a linkset', async () => {
    const res = await get('/.well-known/api-catalog');
    assert.ok(Array.isArray(((await res.json()) as { linkset?: unknown }).linkset));
  });

  for (const [path, type] of [
    ['/openapi.json', /^application\/json/],
    ['/llms.txt', /^text\/plain/],
    ['/sitemap.xml', /^(application|text)\/xml/],
    ['/robots.txt', /^text\/plain/],
    ['/developers/', /^text\/html/],
    ['/deprecation-policy/', /^text\/html/],
    ['/examples/demo-guests.csv', /^text\/csv/],
  ] as const) {
    it(`${path} is served as ${type.source}`, async () => {
      const res = await get(path);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type')!, type);
    });
  }

  it('/developers redirects to /developers/ like a static host', async () => {
    const res = await get('/developers');
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/developers/');
  });
});

describe('the language entry', () => {
  it('/ sends a Hebrew browser to /he/', async () => {
    const res = await get('/', { 'Accept-Language': 'he-IL,he;q=0.9,en;q=0.8' });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/he/');
  });

  it('/ sends everyone else to /en/', async () => {
    for (const language of ['en-GB,en;q=0.9', 'fr-FR', '']) {
      const res = await get('/', language ? { 'Accept-Language': language } : {});
      assert.equal(res.status, 302);
      assert.equal(res.headers.get('location'), '/en/');
    }
  });
});

describe('compression', () => {
  it('the app script is sent gzipped to a browser that accepts it', async () => {
    const res = await get('/assets/app.js', { 'Accept-Encoding': 'gzip' });
    await res.arrayBuffer();
    assert.equal(res.headers.get('content-encoding'), 'gzip');
  });

  it('a document with a strong ETag is sent as the exact bytes its tag names', async () => {
    for (const path of ['/api/v1/index.json', '/api/unknown']) {
      const res = await get(path, { 'Accept-Encoding': 'gzip' });
      await res.arrayBuffer();
      assert.equal(res.headers.get('content-encoding'), null, path);
    }
  });
});
