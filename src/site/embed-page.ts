/**
 * /developers/embed/: how to put the planner in another site's page — the three-line snippet,
 * a live example, and the element's attributes, events, theming and parts, from the typed
 * description in src/embed/api.ts (which a test holds to the generated custom-elements.json).
 */
import {
  CUSTOM_ELEMENTS_MANIFEST_PATH,
  EMBED_ATTRIBUTES,
  EMBED_DOCS_PATH,
  EMBED_BUNDLE_PATH,
  EMBED_CSS_PARTS,
  EMBED_CSS_PROPERTIES,
  EMBED_EVENTS,
  EMBED_PUBLIC_PARTS,
  EMBED_TYPES_PATH,
  EMBED_WORKER_PATH,
  EMBED_WORKBOOK_WORKER_PATH,
  EXAMPLES_PATH,
  embedSnippet,
} from '../embed/api.ts';
import { DEMO_EXAMPLE_ID, EXAMPLES, SERVICE } from '../contract/index.ts';
import { code, html, layout, type Html } from './html.ts';
import { absolute, type SiteConfig } from './site-config.ts';

const demoFiles = EXAMPLES.find((e) => e.id === DEMO_EXAMPLE_ID)!.files;

const LISTEN_EXAMPLE = `const planner = document.querySelector('seating-planner');
planner.addEventListener('seating-solved', (event) => {
  const { penalty, lowerBound, optimal, seating, unseated } = event.detail;
  console.log(\`Penalty \${penalty} (bound \${lowerBound})\`, seating, unseated);
});
planner.addEventListener('seating-error', (event) => {
  console.warn(event.detail.kind, event.detail.message, event.detail.issues);
});`;

const THEME_EXAMPLE = `seating-planner {
  --seating-accent: #7a3e9d;
  --seating-accent-soft: #f1e6f8;
  --seating-font: "Source Sans 3", system-ui, sans-serif;
  --seating-radius: 4px;
}
seating-planner::part(header) { background: #fbf8fd; }`;

const READONLY_EXAMPLE = `<seating-planner readonly workspace="sample-wedding"
  guests-src="/plans/guests.csv" tables-src="/plans/tables.csv" seating-src="/plans/seating.csv"></seating-planner>`;

const COMPOSE_EXAMPLE = `<seating-planner workspace="gala" lang="he">
  <import-panel></import-panel>
  <tables-view readonly></tables-view>
</seating-planner>`;

/** The page's own script, a file beside it (the Content-Security-Policy allows no inline script). */
export const COPY_SNIPPET_SCRIPT_PATH = `${EMBED_DOCS_PATH}copy-snippet.js`;

/** Copies the snippet; the page works without it (the snippet is selectable text). */
export const COPY_SNIPPET_SCRIPT = `document.querySelector('#copy-snippet').addEventListener('click', async (event) => {
  const button = event.currentTarget;
  try {
    await navigator.clipboard.writeText(document.querySelector('#snippet').textContent);
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Select the text and copy it';
  }
});
`;

/** A strict Content-Security-Policy for a host page that embeds the planner from `origin`. */
export function embedHostPolicy(origin: string): string {
  return `default-src 'self'; script-src 'self' ${origin}; worker-src blob: ${origin}; connect-src 'self' ${origin}; object-src 'none'; base-uri 'none'`;
}

/** A table of names and their meanings (custom properties, parts, elements). */
const table = (rows: readonly { name: string; description: string }[], first: string): Html =>
  html`<div class="table-wrap">
    <table>
      <thead>
        <tr>
          <th scope="col">${first}</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (r) =>
            html`<tr>
              <td><code>${r.name}</code></td>
              <td>${r.description}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;

/** The snippet to paste, the files it loads and the manifest and types that describe it. */
function snippetSection(config: SiteConfig): Html {
  return html`<section aria-labelledby="snippet-title">
    <h2 id="snippet-title">The snippet</h2>
    <p>
      Paste these three lines into any HTML page, on any site. They load one JavaScript module and show the planner with the demo files;
      point <code>guests-src</code> and <code>tables-src</code> at your own CSV files, or leave them out and let visitors import theirs.
    </p>
    <pre><code id="snippet">${embedSnippet(config.origin)}</code></pre>
    <p><button type="button" id="copy-snippet">Copy the snippet</button></p>
    <p>
      The bundle is <a href="${EMBED_BUNDLE_PATH}"><code>${absolute(config, EMBED_BUNDLE_PATH)}</code></a
      >, a single ES module; the only other files it loads are the solver worker beside it (<code>${EMBED_WORKER_PATH}</code>) and, when a
      planner gives it an .xlsx workbook, the workbook worker (<code>${EMBED_WORKBOOK_WORKER_PATH}</code>). Languages are built in. Every
      file of this site is served with <code>Access-Control-Allow-Origin: *</code>, so pages on other origins can load them.
    </p>
    <p>
      The <a href="${CUSTOM_ELEMENTS_MANIFEST_PATH}">custom elements manifest</a> (<code>custom-elements.json</code>) describes every
      element, attribute, property, event, slot, CSS part and custom property (with its default) for editors and documentation tools.
    </p>
    <p>
      For pages written in TypeScript, <a href="${EMBED_TYPES_PATH}"><code>seating-planner.d.ts</code></a> declares the elements, their
      properties and methods, and every event with its detail. Save it among your sources (or list it in <code>tsconfig.json</code>):
      <code>document.querySelector('seating-planner')</code> is then a typed planner, and
      <code>addEventListener('seating-solved', …)</code> hands you a typed <code>event.detail</code>. It needs nothing but the DOM's own
      types.
    </p>
  </section>`;
}

/** The snippet running on this page, in a workspace of its own. */
function exampleSection(): Html {
  return html`<section id="example">
    <h2>Live example</h2>
    <p>
      This is the snippet running on this page, in a workspace of its own (<code>developers-example</code>). Press “Seat everyone”, move a
      booking, reload: your changes stay in this browser.
    </p>
    <div class="embed-example">
      <seating-planner
        lang="en"
        workspace="developers-example"
        guests-src="${EXAMPLES_PATH}${demoFiles.guests}"
        tables-src="${EXAMPLES_PATH}${demoFiles.tables}"
      ></seating-planner>
    </div>
  </section>`;
}

/** The element's attributes and properties, its methods, and a read-only plan. */
function attributesSection(): Html {
  return html`<section id="attributes">
    <h2>Attributes and properties</h2>
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col">Property</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          ${EMBED_ATTRIBUTES.map(
            (a) =>
              html`<tr>
                <td><code>${a.name}</code></td>
                <td><code>${a.property}</code></td>
                <td>${a.type}</td>
                <td>${a.default}</td>
                <td>${a.description}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <p>To publish a finished plan, for instance a venue's sample wedding, show it read-only with its seating file:</p>
    ${code(READONLY_EXAMPLE)}
    <p>
      Methods and read-only properties: <code>reloadSources()</code> loads <code>guests-src</code>, <code>tables-src</code> and
      <code>seating-src</code> again, replacing what the workspace holds; <code>plannerState</code> is the current state;
      <code>updateComplete</code> resolves once the workspace is open and the due files are loaded. Changing one of the three after the
      planner opened loads the new file at once.
    </p>
  </section>`;
}

/** The events the element sends, with their details. */
function eventsSection(): Html {
  return html`<section id="events">
    <h2>Events</h2>
    <p>
      Every event bubbles and crosses shadow roots, so you can listen on the element or on <code>document</code>. The detail types are in
      <a href="${EMBED_TYPES_PATH}"><code>seating-planner.d.ts</code></a> for TypeScript users.
    </p>
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Detail</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          ${EMBED_EVENTS.map(
            (e) =>
              html`<tr>
                <td><code>${e.name}</code></td>
                <td><code>${e.detail}</code></td>
                <td>${e.description}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    ${code(LISTEN_EXAMPLE)}
    <p>
      Problems in a file are reported with their line and column in the planner itself, in the visitor's language, and in
      <code>issues</code> of <code>seating-error</code>; a file with errors changes nothing.
    </p>
  </section>`;
}

/** The custom properties and parts that restyle the planner. */
function themingSection(): Html {
  return html`<section id="theming">
    <h2>Theming</h2>
    <p>
      The planner draws inside a shadow root: your page's CSS cannot break it, and its CSS never leaks into your page. Restyle it through
      these custom properties (they inherit, so set them on the element or any ancestor) and parts.
    </p>
    ${code(THEME_EXAMPLE)}
    <p>
      Sizes are in <code>rem</code>, so the planner scales with your page's root font size (16px by default); set
      <code>--seating-font</code> for the typeface.
    </p>
    ${table(EMBED_CSS_PROPERTIES, 'Custom property')} ${table(EMBED_CSS_PARTS, 'Part')}
  </section>`;
}

/** The public parts a page lays out itself. */
function partsSection(): Html {
  return html`<section id="parts">
    <h2>Your own layout</h2>
    <p>
      Put any of the public parts inside <code>&lt;seating-planner&gt;</code> and it shows them instead of its own layout; they all work on
      that planner's workspace, language and solver. The bundle defines each tag only if it is free, so two copies of the bundle on one page
      do not collide.
    </p>
    ${code(COMPOSE_EXAMPLE)} ${table(EMBED_PUBLIC_PARTS, 'Element')}
  </section>`;
}

/** Where the data lives, how the solver's worker starts on another origin, and the Content Security Policy it needs. */
function privacySection(config: SiteConfig): Html {
  return html`<section id="privacy">
    <h2>Storage, workers and service workers</h2>
    <ul>
      <li>
        Data lives in the visitor's browser, in IndexedDB on your page's origin, in the database
        <code>seating-embed:&lt;workspace&gt;</code>. Nothing is sent to this site or anywhere else; the CSV files named in the attributes
        are only read.
      </li>
      <li>
        The solver runs in a Web Worker. Browsers do not let a page start a worker from another origin, so on your page the planner starts a
        tiny same-origin worker that imports <code>${EMBED_WORKER_PATH}</code> from this site. A Content Security Policy on your page must
        allow <code>script-src ${config.origin}</code>, <code>worker-src blob: ${config.origin}</code> (a module worker's imports count as
        worker scripts) and, for CSV files loaded from this site, <code>connect-src ${config.origin}</code>; the planner needs no inline
        script or style. A strict policy that does: ${code(embedHostPolicy(config.origin))}
      </li>
      <li>
        The embed never registers a service worker: it cannot control, cache or take over your page. This site's own service worker serves
        only this site.
      </li>
    </ul>
  </section>`;
}

export function renderEmbedPage(config: SiteConfig): string {
  const body = html`<h1>Embed the planner in your site</h1>
    <p class="lead">
      Venues, wedding blogs and planners can put the whole ${SERVICE.name} inside their own pages. Visitors import their guests and tables,
      let the optimizer seat everyone, adjust by hand and export the plan, without leaving your page. Guest lists stay in the visitor's
      browser.
    </p>
    <nav aria-label="On this page" class="toc">
      <ul>
        <li><a href="#snippet-title">The snippet</a></li>
        <li><a href="#example">Live example</a></li>
        <li><a href="#attributes">Attributes</a></li>
        <li><a href="#events">Events</a></li>
        <li><a href="#theming">Theming</a></li>
        <li><a href="#parts">Your own layout</a></li>
        <li><a href="#privacy">Storage, workers and service workers</a></li>
      </ul>
    </nav>
    ${snippetSection(config)} ${exampleSection()} ${attributesSection()} ${eventsSection()} ${themingSection()} ${partsSection()}
    ${privacySection(config)}
    <script type="module" src="${EMBED_BUNDLE_PATH}"></script>
    <script type="module" src="${COPY_SNIPPET_SCRIPT_PATH}"></script>`;
  return layout({
    title: 'Embed the planner',
    description: `Put the ${SERVICE.name} in your own page with three lines: attributes, events, theming and a live example.`,
    body,
  });
}
