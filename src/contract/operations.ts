/** The published operations (api-contract section 4). Every document, the OpenAPI description and the portal list them from here. */
export type OperationTag = 'discovery' | 'schemas' | 'examples' | 'meta';

export interface OperationSpec {
  readonly operationId: string;
  readonly path: string;
  readonly tag: OperationTag;
  readonly summary: string;
  /** Name of the response schema in the OpenAPI components. */
  readonly schema: string;
}

/** Everything under this prefix is the API; unknown paths there answer the not-found problem. */
export const API_ROOT = '/api/';
export const API_BASE_PATH = `${API_ROOT}v1`;

export const OPERATIONS = [
  {
    operationId: 'getApiIndex',
    path: `${API_BASE_PATH}/index.json`,
    tag: 'discovery',
    summary: 'List the published operations with links to the documentation, the OpenAPI description and the error format.',
    schema: 'ApiIndex',
  },
  {
    operationId: 'getApplicationMetadata',
    path: `${API_BASE_PATH}/app.json`,
    tag: 'discovery',
    summary: 'Describe the application: capabilities, languages, data residency and hard limits.',
    schema: 'ApplicationMetadata',
  },
  {
    operationId: 'getCsvSchema',
    path: `${API_BASE_PATH}/csv-schema.json`,
    tag: 'schemas',
    summary: 'Schemas of the guests file, the tables file and the exported seating file, with the group path rules.',
    schema: 'CsvSchema',
  },
  {
    operationId: 'getObjective',
    path: `${API_BASE_PATH}/objective.json`,
    tag: 'schemas',
    summary: 'The penalty the solver minimises: terms, weights, scaling, search neighbourhoods and hard constraints.',
    schema: 'Objective',
  },
  {
    operationId: 'getExamples',
    path: `${API_BASE_PATH}/examples.json`,
    tag: 'examples',
    summary: 'Worked examples with downloadable guests, tables and seating files and their penalties.',
    schema: 'Examples',
  },
  {
    operationId: 'getHealth',
    path: `${API_BASE_PATH}/health.json`,
    tag: 'meta',
    summary: 'Health of the published documents and the date the contract last changed.',
    schema: 'Health',
  },
  {
    operationId: 'getSandbox',
    path: `${API_BASE_PATH}/sandbox.json`,
    tag: 'meta',
    summary: 'Machine-readable description of the demo: where it opens and what it seeds.',
    schema: 'Sandbox',
  },
  {
    operationId: 'getEventFileSchema',
    path: `${API_BASE_PATH}/event-file.json`,
    tag: 'schemas',
    summary: 'The JSON Schema of the .seating event file the app saves, shares and opens, with its format name and version.',
    schema: 'EventFileSchema',
  },
] as const satisfies readonly OperationSpec[];

export type OperationId = (typeof OPERATIONS)[number]['operationId'];

/** The problem document served for unknown paths under /api/ (its own URL answers 200, so it can be precached). */
export const PROBLEM_NOT_FOUND_PATH = `${API_BASE_PATH}/problems/endpoint-not-found.json`;
