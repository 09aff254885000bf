/** The Netlify files the build writes agree with what the local server does. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { builtFile, startTestServer } from '../support/site.ts';

let base = '';
let close: () => Promise<void>;
before(async () => ({ base, close } = await startTestServer()));
after(() => close());

/** Parses Netlify's _headers: a path line, then indented "Name: value" lines. */
function parseHeaders(text: string): { path: string; headers: [string, string][] }[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1)!.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** Parses Netlify's _redirects: from, to, status[!], conditions. */
function parseRedirects(text: string) {
  return text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((line) => {
      const [from, to, status, ...conditions] = line.trim().split(/\s+/);
      const language = conditions.find((c) => c.startsWith('Language='))?.slice('Language='.length);
      return { from: from!, to: to!, status: Number.parseInt(status!, 10), force: status!.endsWith('!'), language };
    });
}

/** Paths of every kind that the site-wide rule covers: pages, documents, files, the embed. */
const SITE_WIDE_SAMPLES = [
  '/api/v1/index.json',
  '/en/',
  '/he/',
  '/developers/',
  '/developers/embed/',
  '/privacy/',
  '/404.html',
  '/examples/demo-guests.csv',
  '/llms.txt',
  '/embed/seating-planner.js',
];

describe('Netlify _headers', () => {
  const rules = parseHeaders(builtFile('/_headers'));
  const siteWide = new Map(rules.find((r) => r.path === '/*')?.headers);

  it('lists the documents with their ETags', () => {
    assert.ok(rules.some((r) => r.path === '/api/v1/index.json' && r.headers.some(([n]) => n === 'ETag')));
    assert.ok(rules.some((r) => r.path === '/*'));
  });

  it('every header it sets for a path is the header the local server sends', async () => {
    const samples = (path: string) => (path === '/*' ? SITE_WIDE_SAMPLES : [path]);
    for (const rule of rules) {
      for (const path of samples(rule.path)) {
        const res = await fetch(base + path, { redirect: 'manual' });
        await res.arrayBuffer();
        assert.equal(res.status, 200, path);
        for (const [name, value] of rule.headers) assert.equal(res.headers.get(name), value, `${name} of ${path}`);
      }
    }
  });

  it('gives every path the security headers, so Netlify sends them on pages, files and 404s alike', () => {
    for (const name of ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      assert.ok(siteWide.get(name), `${name} under /*`);
    }
    assert.match(siteWide.get('Content-Security-Policy')!, /(^|; )script-src 'self'(;|$)/);
    assert.match(siteWide.get('Content-Security-Policy')!, /(^|; )frame-ancestors 'none'(;|$)/);
  });

  it('the local server sends the same site-wide headers on its 404 page and on a refused method', async () => {
    for (const [path, method, status] of [
      ['/nope', 'GET', 404],
      ['/api/v1/index.json', 'POST', 405],
    ] as const) {
      const res = await fetch(base + path, { method });
      await res.arrayBuffer();
      assert.equal(res.status, status, path);
      for (const [name, value] of siteWide) assert.equal(res.headers.get(name), value, `${name} of ${method} ${path}`);
    }
  });
});

describe('Netlify _redirects', () => {
  const redirects = parseRedirects(builtFile('/_redirects'));

  it('every redirect and rewrite it declares is what the local server does', async () => {
    assert.ok(redirects.length >= 3);
    for (const rule of redirects) {
      const path = rule.from.endsWith('*') ? rule.from.slice(0, -1) + 'no-such-thing' : rule.from;
      const language = rule.language ?? 'en';
      const res = await fetch(base + path, { redirect: 'manual', headers: { 'Accept-Language': language } });
      if (rule.status === 200) {
        assert.equal(res.status, 200, path);
        assert.equal(await res.text(), builtFile(rule.to), `${path} is rewritten to ${rule.to}`);
      } else {
        assert.equal(res.status, rule.status, path);
        assert.equal(res.headers.get('location'), rule.to);
      }
    }
  });

  it('a forced rule wins over the file at the same path, a rewrite never shadows a file', async () => {
    assert.ok(
      redirects.filter((r) => r.from === '/').every((r) => r.force),
      '/ has an index.html, so its language redirects must be forced',
    );
    const rewrite = redirects.find((r) => r.status === 200)!;
    assert.equal(rewrite.force, false);
    const res = await fetch(base + '/api/v1/health.json');
    assert.equal(((await res.json()) as { status: string }).status, 'ok');
  });
});
