/** The developer portal at /developers/: every operation with a real example, errors, ETags, versioning. */
import {
  CSV_FILES,
  DEPRECATION,
  ERROR_CODES,
  ERRORS,
  EVENT_FILE,
  GROUP_SEMANTICS,
  HARD_CONSTRAINTS,
  LIMITS,
  OPERATIONS,
  PLAN_SUMMARY_DESCRIPTION,
  PLAN_SUMMARY_FIELDS,
  READ_METHODS,
  SCALING,
  SERVICE,
  TERMS,
  type CsvFileKind,
  type ErrorCode,
} from '../contract/index.ts';
import type { ApiDocuments, ProblemDocument } from './documents.ts';
import { CUSTOM_ELEMENTS_MANIFEST_PATH, EMBED_DOCS_PATH } from '../embed/api.ts';
import { aliasList, code, html, layout, type Html } from './html.ts';
import { absolute, PATHS, type SiteConfig } from './site-config.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2);

function operationSection(config: SiteConfig, documents: ApiDocuments, op: (typeof OPERATIONS)[number]): Html {
  const url = absolute(config, op.path);
  const markdown = op.path.replace(/\.json$/, '.md');
  return html`<section class="operation" id="${op.operationId}">
    <h3><span class="method">GET</span> <code>${op.path}</code></h3>
    <p>${op.summary}</p>
    <dl class="facts">
      <dt>operationId</dt>
      <dd><code>${op.operationId}</code></dd>
      <dt>Tag</dt>
      <dd>${op.tag}</dd>
      <dt>Response</dt>
      <dd><code>200 application/json</code> (${op.schema}), <code>304</code> when unchanged</dd>
      <dt>Markdown</dt>
      <dd><a href="${markdown}">${markdown}</a></dd>
    </dl>
    <h4>Example request</h4>
    ${code(`curl -si ${url}`)}
    <details>
      <summary>Example response (the document as published now)</summary>
      ${code(json(documents[op.operationId]))}
    </details>
  </section>`;
}

function csvSection(config: SiteConfig): Html {
  const kinds = Object.keys(CSV_FILES) as CsvFileKind[];
  return html`<section id="csv-files">
    <h2>CSV files</h2>
    <p>
      Header names are matched case-insensitively after trimming white space and a byte order mark; columns may come in any order; each
      column is also known by the other names listed, in English and Hebrew; first and last name columns are joined into the name, and a
      side column becomes the top segment of the group path. In the app, unknown guest columns are kept with each booking, and a file whose
      columns are not all clear opens a step to say what each column means. Files are UTF-8. Every problem in a file is reported at once
      with its line (the header is line 1) and column; a file with errors changes nothing.
    </p>
    ${kinds.map((kind) => {
      const file = CSV_FILES[kind];
      return html`<h3 id="csv-${kind}"><code>${kind}</code></h3>
        <p>
          ${file.purpose} At most ${file.maxRows.toLocaleString('en')} rows and ${file.maxBytes.toLocaleString('en')} bytes.
          <a href="${absolute(config, PATHS.examples + file.exampleFile)}">Example file</a>.
        </p>
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Column</th>
                <th scope="col">Other names</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">Empty allowed</th>
                <th scope="col">Meaning</th>
              </tr>
            </thead>
            <tbody>
              ${file.columns.map(
                (c) =>
                  html`<tr>
                    <td><code>${c.name}</code></td>
                    <td>${aliasList(c.aliases)}</td>
                    <td>${c.type}</td>
                    <td>${c.required ? 'yes' : 'no'}</td>
                    <td>${c.nullable ? 'yes' : 'no'}</td>
                    <td>${c.description}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </div>`;
    })}
    <h3 id="groups">Groups</h3>
    <ul>
      <li>${GROUP_SEMANTICS.identity}</li>
      <li>${GROUP_SEMANTICS.default_strength}</li>
      <li>Separators: ${GROUP_SEMANTICS.separators.map((s) => html`<code>${s}</code> `)}</li>
    </ul>
  </section>`;
}

function objectiveSection(): Html {
  return html`<section id="objective">
    <h2>Objective</h2>
    <p>
      The solver minimises the sum of weight × term. The reported penalty is the raw penalty × ${SCALING.factor}, rounded
      ${SCALING.rounding}. A proven lower bound is reported beside it.
    </p>
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Term</th>
            <th scope="col">Weight</th>
            <th scope="col">Formula</th>
            <th scope="col">Charged per</th>
          </tr>
        </thead>
        <tbody>
          ${TERMS.map(
            (t) =>
              html`<tr>
                <td><code>${t.id}</code></td>
                <td>${t.weight}</td>
                <td>${t.formula}</td>
                <td>${t.charged_per}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <h3>Hard constraints</h3>
    <ol>
      ${HARD_CONSTRAINTS.map((c) => html`<li>${c}</li>`)}
    </ol>
    <h3>Plan summary</h3>
    <p>
      ${PLAN_SUMMARY_DESCRIPTION} The command line's <code>solve --json</code> and <code>score --json</code> print it as
      <code>summary</code>.
    </p>
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          ${PLAN_SUMMARY_FIELDS.map(
            (f) =>
              html`<tr>
                <td><code>${f.name}</code></td>
                <td>${f.type}</td>
                <td>${f.description}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
  </section>`;
}

function eventFileSection(config: SiteConfig): Html {
  const operation = OPERATIONS.find((op) => op.operationId === 'getEventFileSchema')!;
  return html`<section id="event-file">
    <h2>Event files (<code>${EVENT_FILE.extension}</code>)</h2>
    <p>${EVENT_FILE.description}</p>
    <ul>
      <li>
        JSON with <code>"format": "${EVENT_FILE.format}"</code> and <code>"version": ${EVENT_FILE.version}</code>; media type
        <code>${EVENT_FILE.mediaType}</code>.
      </li>
      <li>
        Its JSON Schema (2020-12) is <a href="${absolute(config, operation.path)}">${operation.path}</a>. The app checks every file it opens
        against this schema, then with the same checks as an imported guests or tables file (unique names, known tables, hard rules). A file
        with a problem is refused with the place in the file (a JSON pointer) and what is wrong, and nothing changes.
      </li>
      <li>
        A file carries its event's id: opening a copy of an event the workspace already holds goes through the merge review, and any other
        file becomes a new event. A file may record, in <code>content.mergeBase</code>, the records of the last guests and tables files its
        event took in: a later file is merged against them three ways, so the planner's own edits stay and a field both changed is shown as
        a clash; two copies that record the same base merge against it. The command line's <code>merge BASE OURS THEIRS</code> makes the
        same merge of two guests or two tables files.
      </li>
    </ul>
  </section>`;
}

/** The base address, access, descriptions, cross-origin reads, and where the planner and its demo are. */
function overviewSection(config: SiteConfig): Html {
  return html`<section id="overview">
    <h2>Overview</h2>
    <ul>
      <li>
        Base address: <code>${config.origin}</code>. The sandbox is the same address: every operation is a read-only GET of a static
        document with no side effects.
      </li>
      <li>
        No authentication: no key, no account, no scopes. No rate limit and no RateLimit header; please cache and revalidate rather than
        poll.
      </li>
      <li>
        Machine-readable description: <a href="${PATHS.openapi}">/openapi.json</a> (OpenAPI 3.1),
        <a href="${PATHS.catalog}">/.well-known/api-catalog</a> (RFC 9727), <a href="${PATHS.llms}">/llms.txt</a>.
      </li>
      <li>
        Cross-origin reads are allowed: <code>Access-Control-Allow-Origin: *</code>, with
        <code>ETag, Link, Deprecation, Sunset</code> exposed. Every response also carries <code>X-Content-Type-Options: nosniff</code>,
        <code>Referrer-Policy</code>, <code>Permissions-Policy</code> and a <code>Content-Security-Policy</code> that keeps this site's
        pages from being framed.
      </li>
      <li>
        Embed the planner in your own site with three lines of HTML: see <a href="${EMBED_DOCS_PATH}">Embed the planner</a> (a live example,
        attributes, events, theming, and the <a href="${CUSTOM_ELEMENTS_MANIFEST_PATH}">custom elements manifest</a>).
      </li>
      <li>
        The optimisation itself never runs on a server: it runs in a Web Worker in the user's browser. Try the demo in
        <a href="/en/?demo=1">English</a> or <a href="/he/?demo=1" lang="he">עברית</a>.
      </li>
    </ul>
  </section>`;
}

/** Problem documents, the transport status of an unknown path, and every error code. */
function errorsSection(config: SiteConfig, problems: Record<ErrorCode, ProblemDocument>): Html {
  const index = absolute(config, OPERATIONS[0].path);
  return html`<section id="errors">
    <h2>Errors</h2>
    <p>
      Errors are RFC 9457 problem documents (<code>application/json</code>) with the members <code>type</code>, <code>title</code>,
      <code>status</code>, <code>code</code>, <code>detail</code>, <code>resolution</code> and <code>documentation_url</code>.
    </p>
    <div class="callout">
      <p>
        <strong>Transport status 200.</strong> The site is static, so a GET of an unknown path under <code>/api/</code> answers the
        <code>endpoint_not_found</code> problem document with HTTP status <strong>200</strong>. RFC 9457 asks for the problem's status on
        the wire; this contract deliberately differs. Clients must read the <code>status</code> member of the body (404). An unknown path
        outside <code>/api/</code> answers a real HTTP 404.
      </p>
    </div>
    <p>
      Every document is read-only. Any method other than ${READ_METHODS.join(' or ')} answers a real HTTP <strong>405</strong> with
      <code>Allow: ${READ_METHODS.join(', ')}</code> and the <code>method_not_allowed</code> problem document.
    </p>
    <table>
      <thead>
        <tr>
          <th scope="col">code</th>
          <th scope="col">status member</th>
          <th scope="col">HTTP status</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        ${ERROR_CODES.map(
          (errorCode) =>
            html`<tr>
              <td><code>${errorCode}</code></td>
              <td>${ERRORS[errorCode].status}</td>
              <td>${ERRORS[errorCode].transportStatus}</td>
              <td>${ERRORS[errorCode].when}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${code(`curl -s ${absolute(config, '/api/v1/nope.json')}`)} ${code(json(problems.endpoint_not_found))}
    ${code(`curl -si -X POST ${index}\n# HTTP/1.1 405 Method Not Allowed\n# Allow: ${READ_METHODS.join(', ')}`)}
    ${code(json(problems.method_not_allowed))}
  </section>`;
}

/** Strong ETags, conditional requests and the Link headers. */
function etagsSection(config: SiteConfig): Html {
  const index = absolute(config, OPERATIONS[0].path);
  return html`<section id="etags">
    <h2>ETags and caching</h2>
    <p>
      Every document carries a strong <code>ETag</code>, a hash of its bytes fixed at build time. Send it back in
      <code>If-None-Match</code>; when the document is unchanged the answer is <code>304 Not Modified</code> with no body. The comparison is
      weak: a <code>W/</code> prefix and a comma-separated list of tags are accepted. Documents change only when the contract changes.
    </p>
    ${code(`etag=$(curl -sI ${index} | grep -i '^etag:' | cut -d' ' -f2- | tr -d '\\r')\ncurl -si -H "If-None-Match: $etag" ${index}\n# HTTP/1.1 304 Not Modified`)}
    <p>
      Responses also carry <code>Link</code> headers (RFC 8288): <code>rel="service-desc"</code> to the OpenAPI description,
      <code>rel="api-catalog"</code> to the catalog and <code>rel="alternate"; type="text/markdown"</code> to a markdown version of the
      document.
    </p>
  </section>`;
}

/** Every published limit. */
function limitsSection(): Html {
  return html`<section id="limits">
    <h2>Limits</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">Limit</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        ${Object.entries(LIMITS).map(
          ([name, value]) =>
            html`<tr>
              <td><code>${name}</code></td>
              <td>${value.toLocaleString('en')}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p>A file over a limit is refused before it is read, with a message naming the limit and the value found.</p>
  </section>`;
}

/** Where stable operations live, how a breaking change comes, and what is deprecated. */
function versioningSection(): Html {
  return html`<section id="versioning">
    <h2>Versioning and deprecation</h2>
    <ul>
      <li>
        Stable operations live under <code>/api/${SERVICE.apiVersion}</code>; the index reports <code>api_version</code> as
        <code>${SERVICE.apiVersion}</code>.
      </li>
      <li>
        A breaking change appears under a new major path and never mutates <code>/api/${SERVICE.apiVersion}</code>. Additive changes (a new
        optional member, a new operation) may appear in place: ignore members you do not know.
      </li>
      <li>
        A withdrawal is announced at least ${DEPRECATION.noticePeriodDays} days ahead, here and through the <code>Deprecation</code> (RFC
        9745) and <code>Sunset</code> (RFC 8594) headers. See the <a href="${PATHS.deprecationPolicy}">deprecation policy</a>.
      </li>
      <li>
        Currently deprecated: ${DEPRECATION.currentlyDeprecated.length ? DEPRECATION.currentlyDeprecated.join(', ') : 'nothing'}. Sunset:
        ${DEPRECATION.sunset ?? 'none set'}.
      </li>
    </ul>
  </section>`;
}

export function renderPortal(config: SiteConfig, documents: ApiDocuments, problems: Record<ErrorCode, ProblemDocument>): string {
  const body = html`<h1>Developer portal</h1>
    <p class="lead">${SERVICE.description}</p>
    <nav aria-label="On this page" class="toc">
      <ul>
        <li><a href="#overview">Overview</a></li>
        <li><a href="#operations">Operations</a></li>
        <li><a href="#errors">Errors</a></li>
        <li><a href="#etags">ETags and caching</a></li>
        <li><a href="#limits">Limits</a></li>
        <li><a href="#csv-files">CSV files</a></li>
        <li><a href="#objective">Objective</a></li>
        <li><a href="#event-file">Event files (.seating)</a></li>
        <li><a href="#versioning">Versioning and deprecation</a></li>
      </ul>
    </nav>
    ${overviewSection(config)}
    <section id="operations">
      <h2>Operations</h2>
      ${OPERATIONS.map((op) => operationSection(config, documents, op))}
    </section>
    ${eventFileSection(config)} ${errorsSection(config, problems)} ${etagsSection(config)} ${limitsSection()} ${csvSection(config)}
    ${objectiveSection()} ${versioningSection()}`;
  return layout({
    title: 'Developer portal',
    description: `The ${SERVICE.name} read-only JSON API: operations, errors, ETags, limits, CSV formats and objective.`,
    body,
  });
}
