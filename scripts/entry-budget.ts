/**
 * The app's entry budget (docs/decisions/0029-entry-budget.md): what a first visit must download
 * before the planner's shell can draw — the entry script and every chunk it imports statically — is
 * held to a gzip budget, and the build fails when it grows past it. Also lists what the app page
 * preloads beside its entry: those static imports and the page's own messages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Language } from '../src/contract/service.ts';

/** build/app-chunks.json, written by rollup.config.mjs: each chunk of the app by file name. */
export type ChunkGraph = Record<string, { imports: string[]; dynamicImports: string[]; modules: string[] }>;

/** The app's entry, as Rollup names it under dist/assets/. */
export const APP_ENTRY = 'app.js';

/** At most this many bytes of gzip for the entry and its static imports. */
export const ENTRY_BUDGET_BYTES = 60 * 1024;

/** The entry and every chunk it reaches through static imports, the entry first. */
export function staticClosure(graph: ChunkGraph, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = graph[file];
    if (!chunk) throw new Error(`The chunk graph has no ${file} (imported by the entry ${entry}).`);
    seen.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry);
  return [...seen];
}

/** The chunk that holds a source module (a path from the repository's root). */
export function chunkOf(graph: ChunkGraph, module: string): string {
  const found = Object.entries(graph).find(([, chunk]) => chunk.modules.includes(module));
  if (!found) throw new Error(`No chunk of the app holds ${module}.`);
  return found[0];
}

/** The chunk that holds a language's messages (locales/<lang>.json), imported dynamically by the app. */
export function catalogueChunk(graph: ChunkGraph, lang: Language): string {
  return chunkOf(graph, `locales/${lang}.json`);
}

/**
 * What the first screen of a first visit loads after the entry: the shell, the planner and the view
 * it opens on an empty workspace (the import step). The app asks for them at once; the page preloads them.
 */
export const FIRST_SCREEN_MODULES = [
  'src/components/app/seating-app.ts',
  'src/state/planner.ts',
  'src/solver-client/solver-client.ts',
  'src/components/import/import-panel.ts',
];

/** The app page's preloads: the entry's static imports, the page's messages, and the first screen's chunks with theirs. */
export function firstScreenPreloads(graph: ChunkGraph, lang: Language, entry = APP_ENTRY): string[] {
  const files = new Set([
    ...staticClosure(graph, entry),
    catalogueChunk(graph, lang),
    ...FIRST_SCREEN_MODULES.flatMap((module) => staticClosure(graph, chunkOf(graph, module))),
  ]);
  files.delete(entry);
  return [...files];
}

/** Packages of plan together (decision 0040), read when an event is first shared or joined: never on the first screen. */
export const SHARED_ONLY_PACKAGES = ['yjs', 'y-protocols', 'y-indexeddb', 'lib0'];

/** The message that fails the build when the first screen would load a package meant for later; null when it loads none. */
export function firstScreenProblem(graph: ChunkGraph, lang: Language): string | null {
  const held = firstScreenPreloads(graph, lang).flatMap((file) =>
    (graph[file]?.modules ?? [])
      .filter((module) => SHARED_ONLY_PACKAGES.some((name) => module.includes(`node_modules/${name}/`)))
      .map((module) => `${module} (in ${file})`),
  );
  if (held.length === 0) return null;
  return [
    `The first screen would load plan together's code: ${held.join(', ')}.`,
    'Import it with import() where an event is shared or joined (src/state/shared-events.ts), never statically from the planner.',
  ].join('\n');
}

export interface EntrySize {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** The message that fails the build when the entry is over its budget; null within it. */
export function entryBudgetProblem(size: EntrySize, budgetBytes: number): string | null {
  if (size.gzipBytes <= budgetBytes) return null;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const largest = [...size.files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return [
    `The app's entry is ${kib(size.gzipBytes)} gzip, over its budget of ${kib(budgetBytes)} (scripts/entry-budget.ts).`,
    `It is what a first visit downloads before the planner draws: ${largest.map((f) => `${f.file} ${kib(f.gzipBytes)}`).join(', ')}.`,
    'Load what the first screen does not show with import() where it is first needed (docs/decisions/0029-entry-budget.md).',
  ].join('\n');
}

/** Gzip sizes of the entry and its static imports in a built dist/assets/. */
export function measureEntry(assetsDir: string, graph: ChunkGraph, entry = APP_ENTRY): EntrySize {
  const files = staticClosure(graph, entry).map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(assetsDir, file))).length }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
