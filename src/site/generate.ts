/** Every generated file of the site, as path → contents; the build writes them into dist/. */
import { ERROR_CODES, ERRORS, OPERATIONS, type ErrorCode } from '../contract/index.ts';
import { buildApiCatalog, buildLlmsTxt, buildRobotsTxt, buildSitemap } from './discovery.ts';
import { buildApiDocuments, buildProblems, type ApiDocuments, type ExampleFacts, type ProblemDocument } from './documents.ts';
import { buildAllMarkdown } from './markdown.ts';
import { renderNetlifyHeaders, renderNetlifyRedirects } from './netlify.ts';
import { buildOpenApi } from './openapi.ts';
import { renderDeprecationPolicy, renderGuide, renderNotFoundPage, renderPrivacy, renderTerms } from './pages.ts';
import { renderPortal } from './portal.ts';
import { appPageFiles } from './app-pages.ts';
import { COPY_SNIPPET_SCRIPT, COPY_SNIPPET_SCRIPT_PATH, renderEmbedPage } from './embed-page.ts';
import { EMBED_DOCS_PATH } from '../embed/api.ts';
import { buildServingRules, type PublishedFile, type ServingRules } from './serving-rules.ts';
import { HOST_CONFIG_FILES } from '../serving/rules.ts';
import { PATHS, type SiteConfig } from './site-config.ts';

export interface GeneratedSite {
  /** Site path → file contents (a path ending in `/` is written as its index.html). */
  files: Map<string, string>;
  documents: ApiDocuments;
  openapi: ReturnType<typeof buildOpenApi>;
  /** The endpoint_not_found problem (one of `problems`). */
  notFound: ProblemDocument;
  problems: Record<ErrorCode, ProblemDocument>;
  rules: ServingRules;
}

const asJson = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

export function generateSite(config: SiteConfig, examples: readonly ExampleFacts[]): GeneratedSite {
  const documents = buildApiDocuments(config, examples);
  const problems = buildProblems(config);
  const openapi = buildOpenApi(config, documents, problems);

  const published: PublishedFile[] = [
    ...OPERATIONS.map((op) => ({ path: op.path, bytes: asJson(documents[op.operationId]) })),
    ...ERROR_CODES.map((code) => ({ path: ERRORS[code].path, bytes: asJson(problems[code]) })),
    { path: PATHS.openapi, bytes: asJson(openapi) },
    { path: PATHS.catalog, bytes: asJson(buildApiCatalog(config)) },
  ];
  const markdown = buildAllMarkdown(documents);
  for (const [path, bytes] of markdown) published.push({ path, bytes });
  const markdownAlternates = new Set(OPERATIONS.map((op) => op.path));
  const rules = buildServingRules(published, markdownAlternates, config.relayUrl);

  const files = new Map<string, string>(published.map((f) => [f.path, f.bytes]));
  files.set(PATHS.llms, buildLlmsTxt(config));
  files.set(PATHS.sitemap, buildSitemap(config));
  files.set(PATHS.robots, buildRobotsTxt(config));
  files.set(PATHS.developers, renderPortal(config, documents, problems));
  files.set(EMBED_DOCS_PATH, renderEmbedPage(config));
  files.set(COPY_SNIPPET_SCRIPT_PATH, COPY_SNIPPET_SCRIPT);
  for (const [path, contents] of appPageFiles()) files.set(path, contents);
  files.set(PATHS.deprecationPolicy, renderDeprecationPolicy());
  files.set(PATHS.guide, renderGuide());
  files.set(PATHS.privacy, renderPrivacy());
  files.set(PATHS.terms, renderTerms());
  files.set(PATHS.notFoundPage, renderNotFoundPage());
  const [headersFile, redirectsFile] = HOST_CONFIG_FILES;
  files.set(headersFile, renderNetlifyHeaders(rules));
  files.set(redirectsFile, renderNetlifyRedirects(rules));
  return { files, documents, openapi, notFound: problems.endpoint_not_found, problems, rules };
}
