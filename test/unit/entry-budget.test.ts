/**
 * The build refuses an app entry over its gzip budget (scripts/entry-budget.ts): what counts is
 * the entry and every chunk it imports statically, never what it loads with import(); the message
 * names the sizes and what to do.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  catalogueChunk,
  entryBudgetProblem,
  firstScreenPreloads,
  firstScreenProblem,
  measureEntry,
  staticClosure,
  type ChunkGraph,
} from '../../scripts/entry-budget.ts';

const GRAPH: ChunkGraph = {
  'app.js': {
    imports: ['chunks/lit.js'],
    dynamicImports: ['chunks/shell.js', 'chunks/planner.js', 'chunks/en.js', 'chunks/he.js'],
    modules: ['src/app/main.ts'],
  },
  'chunks/lit.js': { imports: ['chunks/shared.js'], dynamicImports: [], modules: ['node_modules/lit/index.js'] },
  'chunks/shared.js': { imports: [], dynamicImports: [], modules: ['src/contract/limits.ts'] },
  'chunks/planner.js': {
    imports: ['chunks/shared.js'],
    dynamicImports: [],
    modules: ['src/state/planner.ts', 'src/solver-client/solver-client.ts'],
  },
  'chunks/shell.js': { imports: ['chunks/lit.js'], dynamicImports: [], modules: ['src/components/app/seating-app.ts'] },
  'chunks/import-panel.js': { imports: ['chunks/shared.js'], dynamicImports: [], modules: ['src/components/import/import-panel.ts'] },
  'chunks/room-view.js': { imports: [], dynamicImports: [], modules: ['src/components/room/room-view.ts'] },
  'chunks/en.js': { imports: [], dynamicImports: [], modules: ['locales/en.json'] },
  'chunks/he.js': { imports: [], dynamicImports: [], modules: ['locales/he.json'] },
};

/** Writes a file of `size` bytes that gzip cannot shrink, with its folder. */
function writeIncompressible(path: string, size: number): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, randomBytes(size));
}

describe('the entry budget', () => {
  it('counts the entry and its static imports, not what it loads later', () => {
    assert.deepEqual(staticClosure(GRAPH, 'app.js'), ['app.js', 'chunks/lit.js', 'chunks/shared.js']);
  });

  it("finds each language's messages in a chunk of their own, and says so when they are bundled into the entry", () => {
    assert.equal(catalogueChunk(GRAPH, 'he'), 'chunks/he.js');
    const bundled: ChunkGraph = { 'app.js': { imports: [], dynamicImports: [], modules: ['src/app/main.ts', 'locales/en.json'] } };
    assert.equal(catalogueChunk(bundled, 'en'), 'app.js');
    assert.throws(() => catalogueChunk(bundled, 'he'), /locales\/he\.json/);
  });

  it("preloads the first screen and the page's own messages, never the other language's or a later view", () => {
    assert.deepEqual(firstScreenPreloads(GRAPH, 'he').sort(), [
      'chunks/he.js',
      'chunks/import-panel.js',
      'chunks/lit.js',
      'chunks/planner.js',
      'chunks/shared.js',
      'chunks/shell.js',
    ]);
  });

  it("fails a build whose first screen would load plan together's code, naming the module and what to do", () => {
    assert.equal(firstScreenProblem(GRAPH, 'en'), null);
    const yjsWithThePlanner: ChunkGraph = {
      ...GRAPH,
      'chunks/planner.js': { ...GRAPH['chunks/planner.js']!, imports: ['chunks/shared.js', 'chunks/yjs.js'] },
      'chunks/yjs.js': { imports: [], dynamicImports: [], modules: ['node_modules/yjs/dist/yjs.mjs'] },
    };
    const problem = firstScreenProblem(yjsWithThePlanner, 'en') ?? '';
    assert.match(problem, /node_modules\/yjs\/dist\/yjs\.mjs \(in chunks\/yjs\.js\)/);
    assert.match(problem, /import\(\)/);
    const yjsLater: ChunkGraph = {
      ...yjsWithThePlanner,
      'chunks/planner.js': { ...GRAPH['chunks/planner.js']!, dynamicImports: ['chunks/yjs.js'] },
    };
    assert.equal(firstScreenProblem(yjsLater, 'en'), null);
  });

  it('fails a build whose entry grows past the budget, with the sizes and what to do', () => {
    const budget = 60 * 1024;
    const within = { files: [{ file: 'app.js', gzipBytes: 40 * 1024 }], gzipBytes: 40 * 1024 };
    assert.equal(entryBudgetProblem(within, budget), null);
    const over = {
      files: [
        { file: 'app.js', gzipBytes: 50 * 1024 },
        { file: 'chunks/lit.js', gzipBytes: 12 * 1024 },
      ],
      gzipBytes: 62 * 1024,
    };
    const message = entryBudgetProblem(over, budget);
    assert.ok(message);
    assert.match(message, /62\.0 KB gzip, over its budget of 60\.0 KB/);
    assert.match(message, /app\.js 50\.0 KB, chunks\/lit\.js 12\.0 KB/);
    assert.match(message, /import\(\)/);
  });

  it('measures the built files: a large chunk loaded later does not count, one imported statically does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'entry-budget-'));
    try {
      for (const [file, size] of Object.entries({
        'app.js': 30_000,
        'chunks/lit.js': 20_000,
        'chunks/shared.js': 5_000,
        'chunks/planner.js': 90_000,
      })) {
        writeIncompressible(join(dir, file), size);
      }
      const size = measureEntry(dir, GRAPH);
      assert.deepEqual(
        size.files.map((f) => f.file),
        ['app.js', 'chunks/lit.js', 'chunks/shared.js'],
      );
      // Random bytes do not compress: gzip adds a little to each.
      assert.ok(size.gzipBytes > 55_000 && size.gzipBytes < 56_000, `${size.gzipBytes}`);
      assert.equal(entryBudgetProblem(size, 60 * 1024), null);
      const heavier: ChunkGraph = { ...GRAPH, 'app.js': { ...GRAPH['app.js']!, imports: ['chunks/lit.js', 'chunks/planner.js'] } };
      assert.match(entryBudgetProblem(measureEntry(dir, heavier), 60 * 1024) ?? '', /over its budget/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
