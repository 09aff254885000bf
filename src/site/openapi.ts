/** /openapi.json (OpenAPI 3.1), generated from the operations and the real documents (used as examples). */
import { OPERATIONS, READ_METHODS, SERVICE, type ErrorCode } from '../contract/index.ts';
import type { ApiDocuments, ProblemDocument } from './documents.ts';
import { SCHEMAS } from './openapi-schemas.ts';
import { absolute, PATHS, type SiteConfig } from './site-config.ts';

const TAG_DESCRIPTIONS = {
  discovery: 'What the service publishes and what the application can do.',
  schemas: 'The file formats and the objective function.',
  examples: 'Worked examples with downloadable files.',
  meta: 'Health of the documents and the sandbox (demo) description.',
} as const;

const RESPONSE_HEADERS = {
  ETag: { description: 'Strong entity tag of this version of the document (a hash of its bytes).', schema: { type: 'string' } },
  Link: {
    description:
      'RFC 8288 links to the service description, the API catalog and the markdown alternate; on a deprecated operation also rel="successor-version".',
    schema: { type: 'string' },
  },
  Deprecation: {
    description: 'RFC 9745; present only once the operation is deprecated: @<unix-seconds> or an HTTP date.',
    schema: { type: 'string' },
  },
  Sunset: { description: 'RFC 8594 HTTP date; present only once the operation has a removal date.', schema: { type: 'string' } },
};

export function buildOpenApi(config: SiteConfig, documents: ApiDocuments, problems: Record<ErrorCode, ProblemDocument>) {
  const paths: Record<string, unknown> = {};
  for (const op of OPERATIONS) {
    paths[op.path] = {
      get: {
        operationId: op.operationId,
        tags: [op.tag],
        summary: op.summary,
        description: `${op.summary} A static JSON document; cache it and revalidate with If-None-Match rather than polling.`,
        security: [],
        parameters: [{ $ref: '#/components/parameters/IfNoneMatch' }],
        responses: {
          '200': {
            description: `The ${op.schema} document.`,
            headers: RESPONSE_HEADERS,
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${op.schema}` },
                example: documents[op.operationId],
              },
            },
          },
          '304': { $ref: '#/components/responses/NotModified' },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${SERVICE.name} API`,
      version: `${SERVICE.apiVersion}.0.0`,
      summary: 'Read-only JSON documents: file formats, limits and objective of a browser-based seating optimizer.',
      description: `${SERVICE.description}\n\nEvery operation is an unauthenticated GET of a static document. Unknown paths under /api/ answer the endpoint_not_found problem document with transport status 200 (the site is static): read its status member. Any method other than ${READ_METHODS.join(' or ')} answers 405 with \`Allow: ${READ_METHODS.join(', ')}\` and the method_not_allowed problem document.`,
      termsOfService: absolute(config, PATHS.terms),
      contact: { name: 'Developer portal', url: absolute(config, PATHS.developers) },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      {
        url: config.origin,
        description: 'Production. The sandbox is the same server: every operation is a read-only GET without side effects.',
      },
    ],
    security: [],
    tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    externalDocs: { description: 'Developer portal', url: absolute(config, PATHS.developers) },
    paths,
    components: {
      schemas: SCHEMAS,
      parameters: {
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description:
            'An ETag from an earlier response; compared weakly (W/ prefixes and lists are accepted). A match answers 304 with no body.',
          schema: { type: 'string' },
        },
      },
      responses: {
        NotModified: {
          description: 'The document is unchanged since the ETag in If-None-Match; no body.',
          headers: { ETag: RESPONSE_HEADERS.ETag },
        },
        NotFound: {
          description:
            'Problem document (RFC 9457). For an unknown path under /api/ the transport status is 200 because the site is static; the status member (404) is authoritative.',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Problem' }, example: problems.endpoint_not_found },
          },
        },
      },
    },
  };
}
