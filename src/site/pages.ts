/** The smaller static pages: deprecation policy, user guide, privacy, terms and the 404 page. */
import { CSV_FILES, DEPRECATION, LIMITS, SERVICE, TERMS, type CsvFileKind } from '../contract/index.ts';
import { aliasList, html, layout } from './html.ts';
import { PATHS } from './site-config.ts';

export function renderDeprecationPolicy(): string {
  return layout({
    title: 'Deprecation policy',
    description: `How ${SERVICE.name} announces and removes API operations.`,
    body: html`<h1>Deprecation policy</h1>
      <ol>
        <li>
          Operations under <code>/api/${SERVICE.apiVersion}</code> are stable. A breaking payload change is published under a new major path
          and never changes <code>/api/${SERVICE.apiVersion}</code>.
        </li>
        <li>Additive changes (a new optional member, a new operation) may appear in place; clients must ignore unknown members.</li>
        <li>
          The withdrawal of an operation is announced at least <strong>${DEPRECATION.noticePeriodDays} days</strong> before its removal, on
          the <a href="${PATHS.developers}">developer portal</a> and on every response of that operation through the headers
          ${DEPRECATION.signalledBy.map((h, i) => html`${i ? ', ' : ''}<code>${h}</code>`)}: <code>Deprecation</code> (RFC 9745) carries the
          date the deprecation took effect, <code>Sunset</code> (RFC 8594) the removal date, and <code>Link</code> a
          <code>rel="successor-version"</code> link to the replacement.
        </li>
        <li>The same policy is published as the <code>deprecation_policy</code> object of the index and application documents.</li>
      </ol>
      <h2>Current state</h2>
      <p>
        Deprecated operations: ${DEPRECATION.currentlyDeprecated.length ? DEPRECATION.currentlyDeprecated.join(', ') : 'none'}. Sunset of
        <code>${SERVICE.apiVersion}</code>: ${DEPRECATION.sunset ?? 'none set'}.
      </p>`,
  });
}

export function renderGuide(): string {
  const kinds: CsvFileKind[] = ['guests', 'tables'];
  return layout({
    title: 'Guide',
    description: `How to plan the seating of an event with ${SERVICE.name}.`,
    body: html`<h1>Planning your seating</h1>
      <ol class="steps">
        <li>
          <strong>Import your guests</strong>: a CSV file with one row per booking, a party that sits together (a single guest, a couple, a
          family). Spreadsheet programs save CSV with “Save as… CSV UTF-8”.
        </li>
        <li><strong>Import your tables</strong>: one row per table with its name and number of seats.</li>
        <li>
          <strong>Optimise</strong>: the optimiser keeps groups together, keeps apart who asked to be, and seats everyone it can. It runs on
          your device; you can stop it at any moment.
        </li>
        <li>
          <strong>Adjust</strong>: move a booking to another table by dragging it or with the keyboard, lock bookings or tables you are
          happy with, and optimise again around them. Undo and redo every change.
        </li>
        <li><strong>Export</strong>: download the seating plan as a CSV file that opens in any spreadsheet.</li>
      </ol>
      <p>
        Try it with the <a href="/en/?demo=1">demo</a>, or download the
        <a href="${PATHS.examples}wedding-150-guests.csv">example guests</a> and
        <a href="${PATHS.examples}wedding-150-tables.csv">example tables</a> of a 150-guest wedding.
      </p>
      ${kinds.map(
        (kind) =>
          html`<h2>The ${kind} file</h2>
            <p>At most ${CSV_FILES[kind].maxRows.toLocaleString('en')} rows.</p>
            <ul>
              ${CSV_FILES[kind].columns.map((c) => html`<li><code>${c.name}</code> (${aliasList(c.aliases)})${c.required ? ', required' : ''}: ${c.description}</li>`)}
            </ul>`,
      )}
      <h2>Groups and strength</h2>
      <p>
        Write a group as a path, such as <code>Bride / Family / Cousins</code>. Bookings that share a deeper group are kept together more
        strongly. Give a group a strength from 0 to ${LIMITS.max_group_cohesion_strength} to say how much it matters that it sits together.
      </p>
      <h2>What the penalty means</h2>
      <ul>
        ${TERMS.map((t) => html`<li><strong>${t.id}</strong> (weight ${t.weight}): ${t.description}</li>`)}
      </ul>
      <p>The lower bound shows how much of the penalty no arrangement can avoid; when the penalty equals it, the plan is optimal.</p>`,
  });
}

export function renderPrivacy(): string {
  return layout({
    title: 'Privacy',
    description: `${SERVICE.name} keeps guest lists on your device.`,
    body: html`<h1>Privacy</h1>
      <p>${SERVICE.name} is private by design.</p>
      <ul>
        <li>
          Your guest lists, tables and seating plans are read, optimised and stored only in your own browser (IndexedDB). They are never
          uploaded: this site has no server-side storage and no compute API.
        </li>
        <li>There are no accounts, no cookies, no analytics and no third-party scripts.</li>
        <li>
          The site's files are served as static documents; the web host may keep ordinary access logs (address, time, path), as any web
          server does.
        </li>
        <li>To delete your data, delete the event in the app, or clear this site's data in your browser settings.</li>
      </ul>`,
  });
}

export function renderTerms(): string {
  return layout({
    title: 'Terms of service',
    description: `Terms of use of ${SERVICE.name} and its read-only API.`,
    body: html`<h1>Terms of service</h1>
      <ul>
        <li>${SERVICE.name} and its read-only API are offered free of charge, as they are, without warranty of any kind.</li>
        <li>
          You may call the API and embed the planner in your own pages. Please cache documents and revalidate them with
          <code>If-None-Match</code> instead of polling.
        </li>
        <li>You are responsible for the guest data you enter; it stays on your device.</li>
        <li>Changes to the API follow the <a href="${PATHS.deprecationPolicy}">deprecation policy</a>.</li>
      </ul>`,
  });
}

export function renderNotFoundPage(): string {
  return layout({
    title: 'Page not found',
    description: 'This page does not exist.',
    body: html`<h1>Page not found</h1>
      <p>
        There is nothing at this address. Open the <a href="${PATHS.appEn}">planner</a> (<a href="${PATHS.appHe}" lang="he">בעברית</a>),
        read the <a href="${PATHS.guide}">guide</a>, or see the <a href="${PATHS.developers}">developer portal</a>.
      </p>`,
  });
}
