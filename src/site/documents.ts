/**
 * The /api/v1 documents, built from the typed source in src/contract/. Shapes follow
 * api-contract.md section 2 and product.md section 3 exactly.
 */
import {
  CAPABILITIES,
  CSV_FILES,
  DEMO_EXAMPLE_ID,
  DEPRECATION,
  ERROR_CODES,
  ERRORS,
  EVENT_FILE,
  EVENT_FILE_SCHEMA,
  GROUP_SEMANTICS,
  HARD_CONSTRAINTS,
  headerMatchingOf,
  LANGUAGES,
  LIMITS,
  OBJECTIVE_SUMMARY,
  OPERATIONS,
  PLAN_SUMMARY_DESCRIPTION,
  PLAN_SUMMARY_FIELDS,
  PROBLEM_NOT_FOUND_PATH,
  READ_METHODS,
  SCALING,
  SEARCH,
  SERVICE,
  TERMS,
  VERSIONING,
  type CsvFileKind,
  type CsvFileSpec,
  type ErrorCode,
  type OperationId,
} from '../contract/index.ts';
import { absolute, PATHS, type SiteConfig } from './site-config.ts';

/** What the build computed for one published example (counts and the scorer's penalty). */
export interface ExampleFacts {
  id: string;
  title: string;
  description: string;
  bookings: number;
  guests: number;
  tables: number;
  penalty: number;
  files: { guests: string; tables: string; seating: string };
}

function versioning() {
  return { scheme: VERSIONING.scheme, current: SERVICE.apiVersion, breaking_changes: VERSIONING.breakingChanges };
}

function deprecationPolicy(config: SiteConfig) {
  return {
    url: absolute(config, PATHS.deprecationPolicy),
    notice_period_days: DEPRECATION.noticePeriodDays,
    signalled_by: [...DEPRECATION.signalledBy],
    currently_deprecated: [...DEPRECATION.currentlyDeprecated],
    sunset: DEPRECATION.sunset,
  };
}

function csvFile(config: SiteConfig, spec: CsvFileSpec) {
  return {
    purpose: spec.purpose,
    media_type: 'text/csv',
    header_matching: headerMatchingOf(spec),
    max_rows: spec.maxRows,
    max_bytes: spec.maxBytes,
    example_url: absolute(config, PATHS.examples + spec.exampleFile),
    columns: spec.columns.map((c) => ({
      name: c.name,
      type: c.type,
      required: c.required,
      nullable: c.nullable,
      ...(c.minimum === undefined ? {} : { minimum: c.minimum }),
      description: c.description,
      examples: [...c.examples],
    })),
  };
}

/** Every published document, by operation; each keeps its own shape so readers (Markdown, portal) are type-checked. */
export type ApiDocuments = ReturnType<typeof buildApiDocuments>;

export function buildApiDocuments(config: SiteConfig, examples: readonly ExampleFacts[]) {
  const url = (path: string) => absolute(config, path);
  const files = Object.fromEntries((Object.keys(CSV_FILES) as CsvFileKind[]).map((kind) => [kind, csvFile(config, CSV_FILES[kind])]));
  return {
    getApiIndex: {
      service: SERVICE.name,
      description: SERVICE.description,
      api_version: SERVICE.apiVersion,
      documentation_url: url(PATHS.developers),
      openapi_url: url(PATHS.openapi),
      terms_of_service: url(PATHS.terms),
      privacy_policy: url(PATHS.privacy),
      authentication: 'none',
      operations: OPERATIONS.map((op) => ({
        operationId: op.operationId,
        method: 'GET',
        url: url(op.path),
        summary: op.summary,
      })),
      errors: {
        format: `RFC 9457 problem details as application/json, with code, detail, resolution and documentation_url members. Unknown paths under /api/ answer with transport status 200; read the status member. Methods other than ${READ_METHODS.join(' and ')} answer 405 with Allow: ${READ_METHODS.join(', ')}.`,
        documentation_url: url(PATHS.errors),
        example_url: url(PROBLEM_NOT_FOUND_PATH),
      },
      versioning: versioning(),
      deprecation_policy: deprecationPolicy(config),
    },
    getApplicationMetadata: {
      name: SERVICE.name,
      url: url(PATHS.home),
      application_url: url(PATHS.appEn),
      description: SERVICE.applicationDescription,
      price: { ...SERVICE.price },
      authentication: 'none',
      requires_account: false,
      data_residency: SERVICE.dataResidency,
      languages: [...LANGUAGES],
      capabilities: [...CAPABILITIES],
      limits: { ...LIMITS },
      documentation_url: url(PATHS.guide),
      developer_portal_url: url(PATHS.developers),
      ...(SERVICE.sourceCodeUrl ? { source_code_url: SERVICE.sourceCodeUrl } : {}),
      versioning: versioning(),
      deprecation_policy: deprecationPolicy(config),
    },
    getCsvSchema: {
      api_version: SERVICE.apiVersion,
      documentation_url: url(PATHS.csvDocs),
      files,
      group_semantics: { ...GROUP_SEMANTICS, separators: [...GROUP_SEMANTICS.separators] },
    },
    getObjective: {
      api_version: SERVICE.apiVersion,
      documentation_url: url(PATHS.objectiveDocs),
      summary: OBJECTIVE_SUMMARY,
      scaling: { ...SCALING },
      terms: TERMS.map((t) => ({ ...t })),
      search: { ...SEARCH, neighbourhoods: [...SEARCH.neighbourhoods] },
      hard_constraints: [...HARD_CONSTRAINTS],
      plan_summary: { description: PLAN_SUMMARY_DESCRIPTION, fields: PLAN_SUMMARY_FIELDS.map((f) => ({ ...f })) },
    },
    getExamples: {
      api_version: SERVICE.apiVersion,
      examples: examples.map((e) => ({
        id: e.id,
        title: e.title,
        description: e.description,
        bookings: e.bookings,
        guests: e.guests,
        tables: e.tables,
        penalty: e.penalty,
        files: {
          guests: url(PATHS.examples + e.files.guests),
          tables: url(PATHS.examples + e.files.tables),
          seating: url(PATHS.examples + e.files.seating),
        },
      })),
    },
    getHealth: {
      status: 'ok',
      api_version: SERVICE.apiVersion,
      contract_updated: SERVICE.contractUpdated,
      documents: OPERATIONS.map((op) => op.operationId),
    },
    getSandbox: {
      api_version: SERVICE.apiVersion,
      base_url: config.origin,
      side_effects: 'none',
      persistence: SERVICE.persistence,
      demo: {
        en: url(`${PATHS.appEn}?demo=1`),
        he: url(`${PATHS.appHe}?demo=1`),
        example_id: DEMO_EXAMPLE_ID,
        seeds: 'empty workspace only',
      },
    },
    getEventFileSchema: {
      api_version: SERVICE.apiVersion,
      documentation_url: url(`${PATHS.developers}#event-file`),
      description: EVENT_FILE.description,
      format: EVENT_FILE.format,
      version: EVENT_FILE.version,
      file_extension: EVENT_FILE.extension,
      media_type: EVENT_FILE.mediaType,
      schema: EVENT_FILE_SCHEMA,
    },
  } satisfies Record<OperationId, Record<string, unknown>>;
}

/** The problem document of an error code (api-contract section 7), as published at its own URL. */
function buildProblem(config: SiteConfig, code: ErrorCode) {
  const spec = ERRORS[code];
  return {
    type: absolute(config, PATHS.errors),
    title: spec.title,
    status: spec.status,
    code,
    detail: spec.detail,
    resolution: spec.resolution(absolute(config, OPERATIONS[0].path)),
    documentation_url: absolute(config, PATHS.developers),
  };
}

export type ProblemDocument = ReturnType<typeof buildProblem>;

/** Every error code's problem document. */
export function buildProblems(config: SiteConfig): Record<ErrorCode, ProblemDocument> {
  return Object.fromEntries(ERROR_CODES.map((code) => [code, buildProblem(config, code)])) as Record<ErrorCode, ProblemDocument>;
}
