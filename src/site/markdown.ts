/** Markdown alternates of the /api/v1 documents (Link rel="alternate"; type="text/markdown"). */
import { OPERATIONS, SERVICE, type OperationId } from '../contract/index.ts';
import type { ApiDocuments } from './documents.ts';

type Cell = string | number | boolean | null | undefined;

const cell = (value: Cell) =>
  String(value ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

function table(headers: string[], rows: Cell[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** Type-specific prose for the documents people read most; every document also carries its JSON. */
function details(id: OperationId, documents: ApiDocuments): string {
  switch (id) {
    case 'getApiIndex':
      return table(
        ['operationId', 'URL', 'Summary'],
        documents.getApiIndex.operations.map((o) => [o.operationId, o.url, o.summary]),
      );
    case 'getApplicationMetadata': {
      const doc = documents.getApplicationMetadata;
      return [
        table(['Limit', 'Value'], Object.entries(doc.limits)),
        '',
        `Capabilities: ${doc.capabilities.join(', ')}.`,
        '',
        `Languages: ${doc.languages.join(', ')}. Data residency: ${doc.data_residency}`,
      ].join('\n');
    }
    case 'getCsvSchema':
      return Object.entries(documents.getCsvSchema.files)
        .map(([kind, file]) =>
          [
            `## ${kind}`,
            '',
            `${file.purpose} At most ${file.max_rows} rows, ${file.max_bytes} bytes. Example: ${file.example_url}`,
            '',
            table(
              ['Column', 'Type', 'Required', 'Nullable', 'Description'],
              file.columns.map((c) => [c.name, c.type, c.required, c.nullable, c.description]),
            ),
          ].join('\n'),
        )
        .join('\n\n');
    case 'getObjective': {
      const doc = documents.getObjective;
      return [
        doc.summary,
        '',
        table(
          ['Term', 'Weight', 'Formula', 'Charged per'],
          doc.terms.map((t) => [t.id, t.weight, t.formula, t.charged_per]),
        ),
        '',
        '## Hard constraints',
        '',
        ...doc.hard_constraints.map((c, i) => `${i + 1}. ${c}`),
        '',
        '## Plan summary',
        '',
        doc.plan_summary.description,
        '',
        table(
          ['Field', 'Type', 'Description'],
          doc.plan_summary.fields.map((f) => [f.name, f.type, f.description]),
        ),
      ].join('\n');
    }
    case 'getExamples':
      return table(
        ['Example', 'Bookings', 'Guests', 'Tables', 'Penalty', 'Guests file'],
        documents.getExamples.examples.map((e) => [e.title, e.bookings, e.guests, e.tables, e.penalty, e.files.guests]),
      );
    case 'getEventFileSchema': {
      const doc = documents.getEventFileSchema;
      return [
        doc.description,
        '',
        table(
          ['Member', 'Value'],
          [
            ['format', doc.format],
            ['version', doc.version],
            ['file_extension', doc.file_extension],
            ['media_type', doc.media_type],
          ],
        ),
      ].join('\n');
    }
    default:
      return '';
  }
}

function buildMarkdownAlternate(id: OperationId, documents: ApiDocuments): string {
  const op = OPERATIONS.find((o) => o.operationId === id)!;
  const prose = details(id, documents);
  return [
    `# ${op.operationId}: GET ${op.path}`,
    '',
    `${op.summary} Part of the ${SERVICE.name} read-only API ${SERVICE.apiVersion}.`,
    '',
    ...(prose ? [prose, ''] : []),
    '## Document',
    '',
    '```json',
    JSON.stringify(documents[id], null, 2),
    '```',
    '',
  ].join('\n');
}

export function markdownPathOf(jsonPath: string): string {
  return jsonPath.replace(/\.json$/, '.md');
}

export function buildAllMarkdown(documents: ApiDocuments): Map<string, string> {
  return new Map(OPERATIONS.map((op) => [markdownPathOf(op.path), buildMarkdownAlternate(op.operationId, documents)]));
}
