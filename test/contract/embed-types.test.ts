/**
 * /embed/seating-planner.d.ts: a host page written in TypeScript compiles against the built file
 * alone (no source, no node_modules) with the planner, its attributes, methods, events and details
 * typed; the file declares exactly the values the bundle exports and the elements the manifest
 * describes; and the server sends it as TypeScript to any origin.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ts from 'typescript';
import { CUSTOM_ELEMENTS_MANIFEST_PATH, EMBED_BUNDLE_PATH, EMBED_TYPES_MEDIA_TYPE, EMBED_TYPES_PATH } from '../../src/embed/api.ts';
import { builtFile, builtRules, startTestServer } from '../support/site.ts';

interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: { name: string; fieldName?: string }[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

/** A host page's script. Each `@ts-expect-error` fails the compile if the types it tries turn into `any`. */
const HOST_PAGE = `
import type { Issue, SeatingErrorKind, SeatingPlanSummary } from './seating-planner.js';

const planner = document.querySelector('seating-planner');
if (!planner) throw new Error('The page has no planner');
planner.lang = 'he';
planner.readonly = true;
const language: 'en' | 'he' = planner.language;
const state: unknown = planner.plannerState;
const ready: Promise<boolean> = planner.updateComplete;
const reloaded: Promise<void> = planner.reloadSources();

planner.addEventListener('seating-change', (event) => {
  const summary: SeatingPlanSummary = event.detail;
  const table: string | undefined = summary.seating['Noa & Daniel'];
  const penalty: number | null = summary.penalty;
  console.log(summary.workspace, summary.unseated.length, table, penalty);
});
planner.addEventListener('seating-solved', (event) => {
  const penalty: number = event.detail.penalty;
  const optimal: boolean = event.detail.optimal;
  console.log(penalty, optimal);
});
document.addEventListener('seating-error', (event) => {
  const kind: SeatingErrorKind = event.detail.kind;
  const issues: Issue[] = event.detail.issues;
  console.log(kind, event.detail.message, issues[0]?.line, issues[0]?.column);
});

const second = document.createElement('seating-planner');
second.workspace = 'gala';
document.querySelector('import-panel')?.setAttribute('examples-base', '/plans/');

// @ts-expect-error the workspace is a name
planner.workspace = 3;
// @ts-expect-error seating-solved has no such field
planner.addEventListener('seating-solved', (event) => event.detail.score);
// @ts-expect-error a planner has no such method
planner.solve();

export { language, state, ready, reloaded };
`;

/** Every attribute the manifest gives an element, set through its property (generated, so a new attribute is tried too). */
function attributeLines(elements: Declaration[]): string {
  return elements
    .flatMap((element) =>
      (element.attributes ?? [])
        .filter((a) => a.fieldName)
        .map((a) => `{ const e = document.createElement('${element.tagName!}'); e.${a.fieldName!} = e.${a.fieldName!}; }`),
    )
    .join('\n');
}

/** Compiles the files together, strictly, against the DOM's types only; returns the diagnostics. */
function compile(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'embed-types-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const program = ts.createProgram(
      Object.keys(files).map((name) => join(dir, name)),
      {
        strict: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        types: [],
        noEmit: true,
        skipLibCheck: false,
      },
    );
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null;
      const place = where ? `${d.file!.fileName.slice(dir.length + 1)}:${String(where.line + 1)}` : '';
      return `${place} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Names in the last `export { a as B, C }` of a file. */
function exportedNames(text: string, keyword: 'export' | 'export type'): string[] {
  const lists = [...text.matchAll(new RegExp(`${keyword.replace(' ', '\\s+')}\\s*\\{([^}]*)\\}`, 'g'))];
  const list = lists.at(-1)?.[1] ?? '';
  return list
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!,
    )
    .filter(Boolean)
    .sort();
}

describe('the embed’s TypeScript declarations', () => {
  builtRules();
  const declarations = builtFile(EMBED_TYPES_PATH);
  const manifest = JSON.parse(builtFile(CUSTOM_ELEMENTS_MANIFEST_PATH)) as Manifest;
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);

  it('type a host page’s planner, its attributes, methods, events and details, with nothing but the DOM', () => {
    const diagnostics = compile({
      'seating-planner.d.ts': declarations,
      'host-page.ts': HOST_PAGE + attributeLines(elements),
    });
    assert.deepEqual(diagnostics, []);
  });

  it('still catch a host page’s mistakes', () => {
    const diagnostics = compile({
      'seating-planner.d.ts': declarations,
      'host-page.ts': `document.querySelector('seating-planner')!.readonly = 'yes';`,
    });
    assert.equal(diagnostics.length, 1, diagnostics.join('\n'));
    assert.match(diagnostics[0]!, /host-page\.ts:1 Type 'string' is not assignable to type 'boolean'/);
  });

  it('declare exactly the values the bundle exports', () => {
    assert.deepEqual(exportedNames(declarations, 'export'), exportedNames(builtFile(EMBED_BUNDLE_PATH), 'export'));
  });

  it('map every element the manifest describes to its tag', () => {
    const map = /interface SeatingPlannerTagNameMap \{([^}]*)\}/.exec(declarations)?.[1] ?? '';
    const tags = [...map.matchAll(/'([a-z-]+)':/g)].map((m) => m[1]!);
    assert.deepEqual(tags.sort(), elements.map((e) => e.tagName!).sort());
  });

  describe('over HTTP', () => {
    let site: { base: string; close: () => Promise<void> };
    before(async () => (site = await startTestServer()));
    after(() => site.close());

    it('are served beside the bundle as TypeScript, to any origin', async () => {
      const response = await fetch(site.base + EMBED_TYPES_PATH, { headers: { Origin: 'https://venue.example' } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), EMBED_TYPES_MEDIA_TYPE);
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
      assert.equal(await response.text(), declarations);
    });
  });
});
