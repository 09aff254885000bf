/**
 * docs/architecture.md draws which folders of src/ import which: every arrow it draws exists in the
 * imports (type-only ones included) and none is missing, so the page a newcomer reads stays true.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { BUILD_PATHS } from '../../scripts/paths.ts';

const SRC = join(BUILD_PATHS.root, 'src');
const PAGE = join(BUILD_PATHS.root, 'docs', 'architecture.md');
const MAX_LINES = 200;
/** A hand-written file of src/ a reader takes in whole (GUIDE: files under ~450 lines). */
const MAX_SOURCE_LINES = 450;
/** Written by scripts/make-event-file-validator.ts, not by hand. */
const GENERATED = new Set(['contract/event-file-validate.ts']);
/** A function a reader follows in one sitting (GUIDE: functions under ~120 lines). */
const MAX_FUNCTION_LINES = 120;

/** `src/components/room/room-view.ts` → `components`: a top folder of src/ is one box of the drawing. */
const folderOf = (file: string) => relative(SRC, file).split('/')[0]!;

/** Folder → the other folders its files import. */
function importedFolders(): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>();
  for (const name of readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
    const file = join(SRC, name);
    const from = folderOf(file);
    if (!arrows.has(from)) arrows.set(from, new Set());
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName);
      const to = folderOf(target);
      if (target.startsWith(SRC) && to !== from) arrows.get(from)!.add(to);
    }
  }
  return arrows;
}

/** The page's table of imports: rows `| \`state\` | \`contract\`, \`model\` |` between its two markers. */
function drawnFolders(page: string): Map<string, Set<string>> {
  const table = /<!-- imports -->([\s\S]*?)<!-- \/imports -->/.exec(page)?.[1] ?? '';
  const arrows = new Map<string, Set<string>>();
  for (const row of table.split('\n')) {
    const cells = row.split('|').map((cell) => cell.trim());
    const from = /^`([a-z0-9-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (from) arrows.set(from, new Set([...(cells[2] ?? '').matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]!)));
  }
  return arrows;
}

const listed = (arrows: Map<string, Set<string>>) => [...arrows].flatMap(([from, tos]) => [...tos].map((to) => `${from} → ${to}`)).sort();

describe('docs/architecture.md', () => {
  const page = readFileSync(PAGE, 'utf8');

  it(`reads in ten minutes: at most ${MAX_LINES} lines`, () => {
    assert.ok(page.split('\n').length <= MAX_LINES, `${page.split('\n').length} lines`);
  });

  it('draws every folder of src/ and every import between folders, and no import that does not exist', () => {
    const real = importedFolders();
    const drawn = drawnFolders(page);
    assert.ok(real.has('state') && real.get('state')!.has('model'), 'the scan finds the imports');
    assert.deepEqual([...drawn.keys()].sort(), [...real.keys()].sort(), 'one row a folder of src/');
    const missing = listed(real).filter((arrow) => !listed(drawn).includes(arrow));
    const invented = listed(drawn).filter((arrow) => !listed(real).includes(arrow));
    assert.deepEqual({ missing, invented }, { missing: [], invented: [] });
  });
});

/** Every long function of a source file: where it starts and how many lines it spans, its body included. */
function longFunctions(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const long: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - first + 1;
      if (lines > MAX_FUNCTION_LINES) long.push(`src/${name}:${first + 1}: ${lines} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return long;
}

describe('src/', () => {
  const names = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !GENERATED.has(f));

  it(`holds no hand-written file over ${MAX_SOURCE_LINES} lines`, () => {
    assert.ok(names.length > 100, 'the scan finds the sources');
    const long = names
      .map((name) => ({ name, lines: readFileSync(join(SRC, name), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_SOURCE_LINES)
      .map(({ name, lines }) => `src/${name}: ${lines} lines`);
    assert.deepEqual(long, []);
  });

  it(`holds no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = names.flatMap((name) => longFunctions(name, readFileSync(join(SRC, name), 'utf8')));
    assert.ok(longFunctions('sample.ts', `function f() {${'\n'.repeat(MAX_FUNCTION_LINES)}}`).length === 1, 'the scan measures functions');
    assert.deepEqual(long, []);
  });
});
