/** Every generated file of the site, as path → contents; the build writes them into dist/. */
import { OPERATIONS, PROBLEM_NOT_FOUND_PATH } from '../contract/index.ts';
import { buildApiCatalog, buildLlmsTxt, buildRobotsTxt, buildSitemap } from './discovery.ts';
import { buildApiDocuments, buildNotFoundProblem, type ApiDocuments, type ExampleFacts } from './documents.ts';
import { buildAllMarkdown } from './markdown.ts';
import { renderNetlifyHeaders, renderNetlifyRedirects } from './netlify.ts';
import { buildOpenApi } from './openapi.ts';
import { renderDeprecationPolicy, renderGuide, renderNotFoundPage, renderPrivacy, renderTerms } from './pages.ts';
import { renderPortal } from './portal.ts';
import { renderEmbedPage } from './embed-page.ts';
import { EMBED_DOCS_PATH } from '../embed/api.ts';
import { buildServingRules, type PublishedFile, type ServingRules } from './serving-rules.ts';
import { PATHS, type SiteConfig } from './site-config.ts';

export interface GeneratedSite {
  /** Site path → file contents (a path ending in `/` is written as its index.html). */
  files: Map<string, string>;
  documents: ApiDocuments;
  openapi: ReturnType<typeof buildOpenApi>;
  notFound: ReturnType<typeof buildNotFoundProblem>;
  rules: ServingRules;
}

const asJson = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

export function generateSite(config: SiteConfig, examples: readonly ExampleFacts[]): GeneratedSite {
  const documents = buildApiDocuments(config, examples);
  const notFound = buildNotFoundProblem(config);
  const openapi = buildOpenApi(config, documents, notFound);

  const published: PublishedFile[] = [
    ...OPERATIONS.map((op) => ({ path: op.path, bytes: asJson(documents[op.operationId]) })),
    { path: PROBLEM_NOT_FOUND_PATH, bytes: asJson(notFound) },
    { path: PATHS.openapi, bytes: asJson(openapi) },
    { path: PATHS.catalog, bytes: asJson(buildApiCatalog(config)) },
  ];
  const markdown = buildAllMarkdown(documents);
  for (const [path, bytes] of markdown) published.push({ path, bytes });
  const markdownAlternates = new Set(OPERATIONS.map((op) => op.path));
  const rules = buildServingRules(published, markdownAlternates);

  const files = new Map<string, string>(published.map((f) => [f.path, f.bytes]));
  files.set(PATHS.llms, buildLlmsTxt(config));
  files.set(PATHS.sitemap, buildSitemap(config));
  files.set(PATHS.robots, buildRobotsTxt(config));
  files.set(PATHS.developers, renderPortal(config, documents, notFound));
  files.set(EMBED_DOCS_PATH, renderEmbedPage(config));
  files.set(PATHS.deprecationPolicy, renderDeprecationPolicy());
  files.set(PATHS.guide, renderGuide());
  files.set(PATHS.privacy, renderPrivacy());
  files.set(PATHS.terms, renderTerms());
  files.set(PATHS.notFoundPage, renderNotFoundPage());
  files.set('/_headers', renderNetlifyHeaders(rules));
  files.set('/_redirects', renderNetlifyRedirects(rules));
  return { files, documents, openapi, notFound, rules };
}
