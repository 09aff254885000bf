/**
 * The local server: express serves dist/ and interprets the build's serving rules (the same rules
 * the Netlify files are rendered from), so what is tested here is what a CDN serves.
 */
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT, READ_METHODS } from '../contract/index.ts';
import { ifNoneMatchMatches } from '../serving/conditional.ts';
import { pageWithRelay, RELAY_META_NAME, rulesWithRelay } from '../serving/relay.ts';
import {
  HOST_CONFIG_FILES,
  headersFor,
  methodNotAllowedHeaders,
  refusedMethodRule,
  rulePathMatches,
  type RedirectRule,
  type ServingRules,
} from '../serving/rules.ts';

export interface ServerOptions {
  /** The built site. */
  distDir: string;
  rules: ServingRules;
  /** Plan together's relay, in place of the one the site was built with (the pages name it, the policy allows it). */
  relayUrl?: string;
}

function setHeaders(res: Response, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

function applyRuleHeaders(res: Response, rules: ServingRules, path: string): void {
  setHeaders(res, headersFor(rules, path));
}

/**
 * Answers 304 when the document at `rulePath` has a build-time ETag that If-None-Match matches.
 * Done here rather than by `send`, whose check gives up on any request with Cache-Control: no-cache,
 * which fetch() adds to every request that carries If-None-Match.
 */
function answeredNotModified(req: Request, res: Response, rules: ServingRules, rulePath: string): boolean {
  const headers = headersFor(rules, rulePath);
  if (!headers.ETag || !ifNoneMatchMatches(req.get('If-None-Match'), headers.ETag)) return false;
  for (const [name, value] of Object.entries(headers)) if (name !== 'Content-Type') res.setHeader(name, value);
  res.status(304).end();
  return true;
}

function languageMatches(req: Request, rule: RedirectRule): boolean {
  if (!rule.language) return true;
  // Netlify's Language= condition: the visitor's preferred language (first acceptable of those offered).
  return req.acceptsLanguages('en', 'he') === rule.language;
}

/** A folder with an index page, as `/en` for `/en/`. */
function isPageFolder(distDir: string, path: string): boolean {
  const folder = join(distDir, path);
  return folder.startsWith(distDir) && existsSync(join(folder, 'index.html')) && statSync(folder).isDirectory();
}

/** A file of dist/ the site serves (the static host's own configuration is not one), or a folder with an index page. */
function servesPath(distDir: string, path: string): boolean {
  if (isHostConfigFile(path)) return false;
  let file: string;
  try {
    file = join(distDir, decodeURIComponent(path));
  } catch {
    return false;
  }
  if (!file.startsWith(distDir) || !existsSync(file)) return false;
  return statSync(file).isFile() || existsSync(join(file, 'index.html'));
}

const isHostConfigFile = (path: string): boolean => (HOST_CONFIG_FILES as readonly string[]).includes(path);
const isReadMethod = (method: string): boolean => (READ_METHODS as readonly string[]).includes(method);

/** The app page a path names (a folder's index.html, or an .html file), when it names one. */
function pageFile(distDir: string, path: string): string | null {
  if (!path.endsWith('/') && !path.endsWith('.html')) return null;
  const file = join(distDir, path.endsWith('/') ? `${path}index.html` : path);
  return file.startsWith(distDir) && existsSync(file) ? file : null;
}

/** Answers an app page with `relayUrl` as the relay it names. */
function relayPages(distDir: string, rules: ServingRules, relayUrl: string): express.RequestHandler {
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? pageFile(distDir, req.path) : null;
    const html = file ? readFileSync(file, 'utf8') : '';
    if (!html.includes(RELAY_META_NAME)) {
      next();
      return;
    }
    applyRuleHeaders(res, rules, req.path.replace(/index\.html$/, ''));
    res.type('html').send(pageWithRelay(html, relayUrl));
  };
}

export function createApp({ distDir, rules: built, relayUrl }: ServerOptions): express.Express {
  const rules = relayUrl ? rulesWithRelay(built, relayUrl) : built;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Compress the app's text files as a CDN would, but never a response with a strong ETag (the
  // documents): a strong ETag names exact bytes, and a gzipped body is other bytes under the same tag.
  const hasStrongEtag = (res: Response) => /^"/.test(String(res.getHeader('ETag') ?? ''));
  app.use(compression({ filter: (req, res) => !hasStrongEtag(res) && compression.filter(req, res) }));

  // A method the path does not answer (a POST to a document, say): 405, Allow, and the problem document.
  app.use((req, res, next) => {
    const rule = refusedMethodRule(rules, req.path, req.method);
    if (!rule) {
      next();
      return;
    }
    setHeaders(res, methodNotAllowedHeaders(rules, rule));
    res.status(405).end(readFileSync(join(distDir, rule.problem)));
  });

  // Every other path the site serves (a page, a script, an image) answers only GET and HEAD too; the
  // 405 carries the site-wide headers and Allow, not the headers that describe the file itself.
  app.use((req, res, next) => {
    if (isReadMethod(req.method) || !servesPath(distDir, req.path)) {
      next();
      return;
    }
    const { ETag: _etag, 'Cache-Control': _caching, 'Content-Type': _type, ...siteWide } = headersFor(rules, req.path);
    setHeaders(res, { ...siteWide, Allow: READ_METHODS.join(', ') });
    res.status(405).end();
  });

  // Forced redirects apply before files (`/` → language).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const rule = rules.redirects.find((r) => r.force && r.status !== 200 && rulePathMatches(r.from, req.path) && languageMatches(req, r));
    if (!rule) {
      next();
      return;
    }
    res.vary('Accept-Language');
    applyRuleHeaders(res, rules, req.path);
    res.redirect(rule.status, rule.to);
  });

  // Pretty URLs as a static host has them: `/en` → `/en/`. Never under /api/, where unknown paths answer the problem.
  app.use((req, res, next) => {
    if (req.path.endsWith('/') || req.path.startsWith(API_ROOT) || !isPageFolder(distDir, req.path)) {
      next();
      return;
    }
    const query = req.originalUrl.slice(req.path.length);
    applyRuleHeaders(res, rules, req.path);
    res.redirect(301, `${req.path}/${query}`);
  });

  app.use((req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && answeredNotModified(req, res, rules, req.path)) return;
    next();
  });

  const serveFiles = express.static(distDir, {
    redirect: false,
    dotfiles: 'allow',
    etag: true,
    lastModified: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const sitePath =
        '/' +
        filePath
          .slice(distDir.length + 1)
          .split('\\')
          .join('/');
      applyRuleHeaders(res, rules, sitePath.replace(/\/index\.html$/, '/'));
      applyRuleHeaders(res, rules, sitePath);
    },
  });
  // A page that names the relay names this server's.
  if (relayUrl) app.use(relayPages(distDir, rules, relayUrl));
  // The static host's configuration stays in dist/ for the host, and is not a file of the site.
  app.use((req, res, next) => (isHostConfigFile(req.path) ? next() : serveFiles(req, res, next)));

  // Rewrites (status 200) apply only where no file matched: unknown /api/ paths → the problem document.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const rule = rules.redirects.find((r) => r.status === 200 && rulePathMatches(r.from, req.path) && languageMatches(req, r));
    if (!rule) {
      next();
      return;
    }
    if (answeredNotModified(req, res, rules, rule.to)) return;
    const headers = headersFor(rules, rule.to);
    res.sendFile(join(distDir, rule.to), { headers, etag: true, lastModified: false, cacheControl: false, dotfiles: 'allow' });
  });

  app.use((req, res) => {
    applyRuleHeaders(res, rules, req.path);
    res.status(404);
    if (req.method === 'HEAD') {
      res.type('html').end();
      return;
    }
    res.sendFile(join(distDir, rules.notFoundPage), { lastModified: false, cacheControl: false });
  });

  return app;
}
