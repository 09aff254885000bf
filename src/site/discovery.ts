/** Machine-facing discovery files: /llms.txt, /.well-known/api-catalog, /sitemap.xml, /robots.txt. */
import { OPERATIONS, SERVICE } from '../contract/index.ts';
import { escapeHtml } from './html.ts';
import { EMBED_DOCS_PATH } from '../embed/api.ts';
import { absolute, PATHS, type SiteConfig } from './site-config.ts';

export const API_CATALOG_MEDIA_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/** RFC 9264 linkset, as RFC 9727 profiles it. */
export function buildApiCatalog(config: SiteConfig) {
  const url = (path: string) => absolute(config, path);
  return {
    linkset: [
      {
        anchor: url(PATHS.catalog),
        item: OPERATIONS.map((op) => ({ href: url(op.path), type: 'application/json', title: op.operationId })),
      },
      {
        anchor: url('/api/v1/'),
        'service-desc': [{ href: url(PATHS.openapi), type: 'application/json' }],
        'service-doc': [{ href: url(PATHS.developers), type: 'text/html' }],
        status: [{ href: url('/api/v1/health.json'), type: 'application/json' }],
      },
    ],
  };
}

/** llms.txt format: an H1, a blockquote summary, then H2 sections of link lists. */
export function buildLlmsTxt(config: SiteConfig): string {
  const url = (path: string) => absolute(config, path);
  const lines = [
    `# ${SERVICE.name}`,
    '',
    `> ${SERVICE.applicationDescription} A read-only JSON API publishes its file formats, limits and objective; every operation is an unauthenticated GET.`,
    '',
    "The optimiser runs in the user's browser; there is no compute endpoint and nothing is stored server-side. Unknown paths under /api/ answer an RFC 9457 problem document with transport status 200; read its status member.",
    '',
    '## API',
    '',
    ...OPERATIONS.map((op) => `- [${op.operationId}](${url(op.path)}): ${op.summary} Markdown: ${url(op.path.replace(/\.json$/, '.md'))}`),
    '',
    '## Docs',
    '',
    `- [Developer portal](${url(PATHS.developers)}): operations with examples, errors, ETags, limits, CSV formats, objective`,
    `- [OpenAPI description](${url(PATHS.openapi)}): OpenAPI 3.1`,
    `- [API catalog](${url(PATHS.catalog)}): RFC 9727 linkset`,
    `- [Guide](${url(PATHS.guide)}): how to plan a seating with the app`,
    `- [Embed the planner](${url(EMBED_DOCS_PATH)}): the <seating-planner> element for other sites: snippet, attributes, events, theming`,
    `- [Deprecation policy](${url(PATHS.deprecationPolicy)})`,
    '',
    '## Optional',
    '',
    `- [Demo in English](${url(PATHS.appEn + '?demo=1')}): six bookings across four tables`,
    `- [Demo in Hebrew](${url(PATHS.appHe + '?demo=1')})`,
    `- [Example files](${url('/api/v1/examples.json')}): guests, tables and seating CSV files`,
    '',
  ];
  return lines.join('\n');
}

export function buildSitemap(config: SiteConfig): string {
  const paths = [
    PATHS.home,
    PATHS.appEn,
    PATHS.appHe,
    PATHS.guide,
    PATHS.developers,
    EMBED_DOCS_PATH,
    PATHS.deprecationPolicy,
    PATHS.privacy,
    PATHS.terms,
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeHtml(absolute(config, p))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(config, PATHS.sitemap)}\n`;
}
