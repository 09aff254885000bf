import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ERROR_CODES, ERRORS, LIMITS, OPERATIONS, TERMS } from '../../src/contract/index.ts';
import { describeImprovement } from '../../src/contract/search.ts';
import { REGIMES, type Regime } from '../../src/contract/solver-schedule.ts';
import type { buildApiCatalog } from '../../src/site/discovery.ts';
import type { ExampleFacts } from '../../src/site/documents.ts';
import { generateSite, type GeneratedSite } from '../../src/site/generate.ts';

const config = { origin: 'https://seating.example' };
const examples: ExampleFacts[] = [
  {
    id: 'demo',
    title: 'Demo',
    description: 'Six bookings across four tables.',
    bookings: 6,
    guests: 12,
    tables: 4,
    penalty: 22,
    files: { guests: 'demo-guests.csv', tables: 'demo-tables.csv', seating: 'demo-seating.csv' },
  },
];

/** A copy of the schemas that also refuses undocumented members, so a document cannot grow fields the contract does not describe. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, closed(v)])) : closed(value);
  if ((schema as { type?: unknown }).type === 'object' && 'properties' in schema) out.additionalProperties = false;
  return out;
}

/** The parts of an OpenAPI path item these tests read. */
interface PathItem {
  get: { operationId: string; responses: { '200': { content: { 'application/json': { schema: { $ref: string }; example: unknown } } } } };
}

const pathItem = (openapi: GeneratedSite['openapi'], path: string) => openapi.paths[path] as PathItem;
const jsonResponse = (item: PathItem) => item.get.responses['200'].content['application/json'];

function validatorFor(openapi: ReturnType<typeof generateSite>['openapi'], strict: boolean) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const schemas = strict ? (closed(openapi.components.schemas) as Record<string, unknown>) : openapi.components.schemas;
  ajv.addSchema({ $id: 'openapi', components: { schemas } });
  return (name: string, value: unknown) => {
    const validate = ajv.getSchema(`openapi#/components/schemas/${name}`)!;
    const ok = validate(value);
    return ok ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

describe('published documents', () => {
  const site = generateSite(config, examples);

  it('every /api/v1 document validates against its OpenAPI response schema, with no undocumented member', () => {
    for (const strict of [false, true]) {
      const validate = validatorFor(site.openapi, strict);
      for (const op of OPERATIONS) {
        const schemaRef = jsonResponse(pathItem(site.openapi, op.path)).schema.$ref;
        const errors = validate(schemaRef.split('/').pop()!, site.documents[op.operationId]);
        assert.deepEqual(errors, [], `${op.operationId} (${strict ? 'closed' : 'open'} schema)`);
      }
      for (const code of ERROR_CODES) assert.deepEqual(validate('Problem', site.problems[code]), [], code);
    }
  });

  it('the schema refuses a document that breaks the contract', () => {
    const validate = validatorFor(site.openapi, false);
    const broken: { operations: { url?: string }[]; authentication: string } = structuredClone(site.documents.getApiIndex);
    delete broken.operations[0]?.url;
    broken.authentication = 'oauth';
    assert.equal(validate('ApiIndex', broken).length, 2);
  });

  it('the index lists exactly the OpenAPI operations, with absolute URLs on the configured origin', () => {
    const index = site.documents.getApiIndex;
    const fromOpenApi = Object.keys(site.openapi.paths).map((path) => ({ id: pathItem(site.openapi, path).get.operationId, path }));
    assert.deepEqual(index.operations.map((o) => o.operationId).sort(), fromOpenApi.map((o) => o.id).sort());
    for (const { id, path } of fromOpenApi) {
      const listed = index.operations.find((o) => o.operationId === id);
      assert.equal(listed?.url, `https://seating.example${path}`);
      assert.equal(listed.method, 'GET');
    }
    assert.equal(index.api_version, 'v1');
  });

  it('health, sandbox and examples documents follow product.md section 3', () => {
    const health = site.documents.getHealth;
    assert.deepEqual(
      health.documents,
      OPERATIONS.map((o) => o.operationId),
    );
    assert.match(health.contract_updated, /^\d{4}-\d{2}-\d{2}$/);
    const sandbox = site.documents.getSandbox;
    assert.equal(sandbox.base_url, 'https://seating.example');
    assert.equal(sandbox.demo.en, 'https://seating.example/en/?demo=1');
    assert.equal(sandbox.demo.he, 'https://seating.example/he/?demo=1');
    assert.equal(sandbox.demo.seeds, 'empty workspace only');
    const example = site.documents.getExamples.examples[0];
    assert.equal(example?.files.guests, 'https://seating.example/examples/demo-guests.csv');
  });

  it('the not-found problem document says what to do and where the docs are', () => {
    assert.equal(site.notFound.status, 404);
    assert.equal(site.notFound.code, 'endpoint_not_found');
    assert.equal(site.notFound.type, 'https://seating.example/developers/#errors');
    assert.match(site.notFound.resolution, /\/api\/v1\/index\.json/);
  });

  it('every error code has its problem document, published at its own path, listed in the portal and the OpenAPI description', () => {
    const portal = site.files.get('/developers/')!;
    for (const code of ERROR_CODES) {
      const problem = site.problems[code];
      assert.equal(problem.code, code);
      assert.equal(problem.status, ERRORS[code].status);
      assert.equal(problem.type, 'https://seating.example/developers/#errors');
      assert.match(problem.resolution, /\/api\/v1\/index\.json/);
      assert.deepEqual(JSON.parse(site.files.get(ERRORS[code].path)!), problem, `${code} is published at ${ERRORS[code].path}`);
      assert.ok(portal.includes(`<td><code>${code}</code></td>`), `the portal lists ${code}`);
      assert.ok(site.openapi.info.description.includes(code), `the OpenAPI description names ${code}`);
    }
    assert.equal(site.problems.method_not_allowed.status, 405);
    assert.match((site.documents.getApiIndex as { errors: { format: string } }).errors.format, /405 with Allow: GET, HEAD/);
  });

  it('changing a limit or a weight in the one source changes the documents, the OpenAPI examples and the portal', () => {
    const limits = LIMITS as { max_tables: number };
    const term = TERMS[1] as { weight: number };
    const [oldLimit, oldWeight] = [limits.max_tables, term.weight];
    try {
      limits.max_tables = 4321;
      term.weight = 777;
      const changed = generateSite(config, examples);
      assert.equal(changed.documents.getApplicationMetadata.limits.max_tables, 4321);
      assert.equal(changed.documents.getObjective.terms[1]?.weight, 777);
      const appExample = jsonResponse(pathItem(changed.openapi, '/api/v1/app.json'))
        .example as typeof changed.documents.getApplicationMetadata;
      assert.equal(appExample.limits.max_tables, 4321);
      const portal = changed.files.get('/developers/')!;
      assert.match(portal, /4,321/);
      assert.match(portal, /<td><code>conflict<\/code><\/td>\s*<td>777<\/td>/);
      assert.notEqual(changed.files.get('/api/v1/app.json'), site.files.get('/api/v1/app.json'));
    } finally {
      limits.max_tables = oldLimit;
      term.weight = oldWeight;
    }
  });

  it('objective.json describes the search in at most 2,500 characters, written from the schedule: every regime, none of its tuning', () => {
    const search = site.documents.getObjective.search;
    assert.ok(JSON.stringify(search).length <= 2500, `${JSON.stringify(search).length} characters`);
    assert.equal(search.improvement, describeImprovement(REGIMES));
    for (const regime of REGIMES) {
      assert.match(search.improvement, new RegExp(`${regime.name} \\(`), regime.name);
      if (Number.isFinite(regime.maxBookings)) assert.match(search.improvement, new RegExp(`≤ ${regime.maxBookings} bookings`));
    }
    // Tuning a share, a temperature or a node limit leaves the published text as it is; moving a boundary changes it.
    const retuned: Regime[] = REGIMES.map((r) => ({
      ...r,
      annealing: { startTemperature: r.annealing.startTemperature * 2, endTemperature: r.annealing.endTemperature / 5 },
      proofWindow: r.proofWindow && { ...r.proofWindow, from: r.proofWindow.from + 0.05, until: r.proofWindow.until + 0.05 },
      tableReseating: r.tableReseating && { ...r.tableReseating, from: 0.2, nodes: 5000, maxTables: 3 },
      overfill: r.overfill && { ...r.overfill, until: 0.3, costEnd: 9000, slack: 2 },
      capacityTrades: r.capacityTrades && { ...r.capacityTrades, share: 0.05 },
      closingSweep: r.closingSweep && {
        ...r.closingSweep,
        from: 0.7,
        nodes: 1000,
        triples: r.closingSweep.triples && { ...r.closingSweep.triples, nodes: 2000 },
      },
      restarts: r.restarts && { ...r.restarts, polishShare: 0.25, polishFrom: 0.5 },
      perturbation: r.perturbation && { ...r.perturbation, from: 0.7, descent: 5000, kickChanges: 5, tradeShare: 0.3 },
    }));
    assert.equal(describeImprovement(retuned), search.improvement);
    const moved = REGIMES.map((r) => (r.name === 'small' ? { ...r, maxBookings: 50 } : r));
    assert.notEqual(describeImprovement(moved), search.improvement);
    const withoutTriples = REGIMES.map((r) => ({ ...r, closingSweep: r.closingSweep && { ...r.closingSweep, triples: null } }));
    assert.notEqual(describeImprovement(withoutTriples), search.improvement, 'dropping a phase changes the method');
  });

  it('llms.txt has an H1, a summary and H2 sections of links', () => {
    const lines = site.files.get('/llms.txt')!.split('\n');
    assert.match(lines[0]!, /^# \S/);
    assert.match(
      lines.find((l) => l.startsWith('>'))!,
      /^> \S/,
    );
    const sections = lines.filter((l) => l.startsWith('## '));
    assert.ok(sections.length >= 2);
    for (const op of OPERATIONS) assert.ok(lines.some((l) => l.startsWith(`- [${op.operationId}](https://seating.example${op.path})`)));
  });

  it('the API catalog is an RFC 9264 linkset with service-desc, service-doc, status and every operation as an item', () => {
    const catalog = JSON.parse(site.files.get('/.well-known/api-catalog')!) as ReturnType<typeof buildApiCatalog>;
    const links = Object.assign({}, ...catalog.linkset) as Record<string, { href: string }[]>;
    assert.equal(links['service-desc']?.[0]?.href, 'https://seating.example/openapi.json');
    assert.equal(links['service-doc']?.[0]?.href, 'https://seating.example/developers/');
    assert.equal(links.status?.[0]?.href, 'https://seating.example/api/v1/health.json');
    assert.equal(links.item?.length, OPERATIONS.length);
  });

  it('the portal documents every operation with a request and a response, the errors anchor and the transport-200 deviation', () => {
    const portal = site.files.get('/developers/')!;
    assert.match(portal, /id="errors"/);
    assert.match(portal, /status <strong>200<\/strong>/);
    for (const op of OPERATIONS) {
      assert.match(portal, new RegExp(`id="${op.operationId}"`));
      assert.ok(portal.includes(`curl -si https://seating.example${op.path}`));
    }
    assert.match(portal, /If-None-Match/);
  });
});
