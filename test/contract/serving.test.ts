/** Every serving rule of product.md section 6, over real HTTP against the local server. */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { ERRORS, OPERATIONS, PROBLEM_NOT_FOUND_PATH } from '../../src/contract/index.ts';
import { checkRelayUrl, DEFAULT_RELAY_URL, RELAY_META_NAME } from '../../src/serving/relay.ts';
import { HOST_CONFIG_FILES } from '../../src/serving/rules.ts';
import { builtFile, builtRules, startTestServer, type ProblemBody } from '../support/site.ts';

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

/** Every HTML file of the build, as the site path that serves it. */
const htmlPages = (readdirSync(BUILD_PATHS.dist, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.html'))
  .map(
    (file) =>
      '/' +
      file
        .split('\\')
        .join('/')
        .replace(/(^|\/)index\.html$/, '$1'),
  )
  .sort();

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  assert.ok(policy, 'a Content-Security-Policy header');
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function assertSecurityHeaders(res: Response, what: string): void {
  const csp = directives(res.headers.get('content-security-policy'));
  assert.deepEqual(csp.get('script-src'), ["'self'"], `${what}: scripts only from this site, none inline`);
  assert.deepEqual(csp.get('style-src'), ["'self'"], `${what}: styles only from this site, none inline`);
  assert.deepEqual(csp.get('object-src'), ["'none'"], what);
  assert.deepEqual(csp.get('base-uri'), ["'none'"], what);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], `${what}: no other site may frame it`);
  assert.deepEqual(csp.get('connect-src'), ["'self'", DEFAULT_RELAY_URL], `${what}: the site and plan together's relay, nothing else`);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(res.headers.get('referrer-policy'), 'no-referrer', what);
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    assert.ok(permissions.split(/,\s*/).includes(`${feature}=()`), `${what}: ${feature} denied`);
  }
}

describe('plan together’s relay', () => {
  const relayUrl = 'wss://relay.example:9443/rooms';
  let moved: { base: string; close: () => Promise<void> };
  before(async () => (moved = await startTestServer(relayUrl)));
  after(() => moved.close());

  for (const page of ['/en/', '/he/', '/en/index.html']) {
    it(`${page}, served with RELAY_URL, names that relay and lets the page reach it alone`, async () => {
      const res = await fetch(moved.base + page);
      const body = await res.text();
      assert.match(body, new RegExp(`<meta name="${RELAY_META_NAME}" content="${relayUrl}">`));
      assert.deepEqual(directives(res.headers.get('content-security-policy')).get('connect-src'), ["'self'", relayUrl]);
    });
  }

  it('the built pages name the default relay', () => {
    assert.ok(builtFile('/en/index.html').includes(`<meta name="${RELAY_META_NAME}" content="${DEFAULT_RELAY_URL}">`));
  });

  it('RELAY_URL that is not a WebSocket address is refused with what to write', () => {
    for (const bad of ['http://relay.example', 'ws://a b', "wss://relay.example'; script-src *", 'not a url']) {
      assert.throws(() => checkRelayUrl(bad), /RELAY_URL must be a WebSocket address such as ws:\/\/localhost:8787/, bad);
    }
  });
});

describe('security headers', () => {
  it('the build has every kind of page', () => {
    for (const page of [
      '/',
      '/en/',
      '/he/',
      '/en/find/',
      '/he/find/',
      '/developers/',
      '/developers/embed/',
      '/guide/',
      '/privacy/',
      '/terms/',
      '/404.html',
    ]) {
      assert.ok(htmlPages.includes(page), page);
    }
  });

  for (const page of htmlPages) {
    it(`${page} carries the Content-Security-Policy, nosniff, Referrer-Policy and Permissions-Policy`, async () => {
      // `/` itself is a redirect here; its page is what a host without redirects serves.
      const res = await get(page === '/' ? '/index.html' : page);
      await res.arrayBuffer();
      assert.equal(res.status, 200);
      assertSecurityHeaders(res, page);
    });

    it(`${page} has no inline script, style element, style attribute or event handler`, () => {
      const text = builtFile(page.endsWith('/') ? `${page}index.html` : page);
      assert.deepEqual(text.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? [], [], 'every script is a file');
      assert.deepEqual(text.match(/<style[\s>]/g) ?? [], [], 'every style sheet is a file');
      assert.deepEqual(text.match(/\sstyle=/g) ?? [], []);
      assert.deepEqual(text.match(/\son[a-z]+=/g) ?? [], []);
      assert.doesNotMatch(text, /javascript:/);
    });
  }

  for (const [what, path] of [
    ['the 404 page of an unknown path', '/nope'],
    ['a redirect', '/developers'],
    ['the language redirect', '/'],
    ['a document', '/api/v1/index.json'],
    ['the problem of an unknown /api/ path', '/api/nope'],
    ['the app script', '/assets/app.js'],
  ] as const) {
    it(`${what} carries them too`, async () => {
      const res = await get(path);
      await res.arrayBuffer();
      assertSecurityHeaders(res, path);
    });
  }

  it('the embed bundle and its worker stay loadable from other origins', async () => {
    for (const path of ['/embed/seating-planner.js', '/embed/solver.worker.js']) {
      const res = await get(path, { Origin: 'https://venue.example' });
      await res.arrayBuffer();
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get('content-type')!, /^(text|application)\/javascript/, path);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', path);
      assert.equal(res.headers.get('cross-origin-resource-policy'), null, `${path}: no resource policy keeps other origins out`);
    }
  });
});

describe("the static host's configuration files", () => {
  it('stay in dist/ for the host, and the local server does not serve them', async () => {
    for (const path of HOST_CONFIG_FILES) {
      assert.ok(existsSync(`${BUILD_PATHS.dist}${path}`), `${path} is built`);
      for (const method of ['GET', 'HEAD']) {
        const res = await get(path, {}, method);
        const body = await res.text();
        assert.equal(res.status, 404, `${method} ${path}`);
        assert.doesNotMatch(body, /Content-Security-Policy:|\/api\/\*/, `${path}: not its content`);
      }
    }
  });
});

describe('methods other than GET and HEAD', () => {
  const documents = [
    ...OPERATIONS.flatMap((op) => [op.path, op.path.replace(/\.json$/, '.md')]),
    PROBLEM_NOT_FOUND_PATH,
    '/openapi.json',
    '/.well-known/api-catalog',
    '/api/v1/nope.json',
    '/api/unknown',
  ];

  for (const method of ['POST', 'PUT', 'DELETE']) {
    it(`${method} on every document and under /api/ answers 405, Allow: GET, HEAD and the method_not_allowed problem as JSON`, async () => {
      for (const path of documents) {
        const what = `${method} ${path}`;
        const res = await get(path, { 'Content-Type': 'application/json' }, method);
        assert.equal(res.status, 405, what);
        assert.equal(res.headers.get('allow'), 'GET, HEAD', what);
        assert.equal(res.headers.get('content-type'), 'application/json', what);
        assert.equal(res.headers.get('etag'), null, `${what}: the problem is not the document at this path`);
        assert.equal(res.headers.get('access-control-allow-origin'), '*', what);
        const problem = (await res.json()) as ProblemBody;
        assert.equal(problem.code, 'method_not_allowed', what);
        assert.equal(problem.status, 405, what);
        assert.match(problem.type, /\/developers\/#errors$/, what);
        assert.ok(problem.title && problem.detail && problem.resolution && problem.documentation_url, what);
      }
    });
  }

  it('the 405 problem is published at its own URL, which answers GET', async () => {
    const res = await get(ERRORS.method_not_allowed.path);
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as ProblemBody).code, 'method_not_allowed');
  });

  it('on every page, script and other file the site serves answers 405 with Allow: GET, HEAD and the site-wide headers', async () => {
    const served = ['/', '/en/', '/he/', '/en', '/en/find/', '/developers/', '/assets/app.js', '/site.css', '/robots.txt'];
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const path of served) {
        const what = `${method} ${path}`;
        const res = await get(path, {}, method);
        await res.arrayBuffer();
        assert.equal(res.status, 405, what);
        assert.equal(res.headers.get('allow'), 'GET, HEAD', what);
        assert.ok(res.headers.get('content-security-policy'), `${what}: the site-wide headers`);
        assert.equal(res.headers.get('etag'), null, what);
      }
    }
    // A path the site does not serve is still not found, whatever the method.
    assert.equal((await get('/en/nope', {}, 'POST')).status, 404);
  });

  it('GET and HEAD still answer the documents', async () => {
    const head = await get('/api/v1/index.json', {}, 'HEAD');
    assert.equal(head.status, 200);
    const unknown = await get('/api/unknown');
    assert.equal(((await unknown.json()) as ProblemBody).code, 'endpoint_not_found');
  });
});
