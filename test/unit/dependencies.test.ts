/**
 * Every package the code imports is declared in package.json, so a fresh `npm ci` runs it: a
 * package that is only there because another one depends on it can vanish or change version
 * under us. Imports are read by TypeScript's own pre-processor (static, dynamic, type-only, re-exports).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { BUILD_PATHS } from '../../scripts/paths.ts';

const ROOT = BUILD_PATHS.root;
const SOURCE_FOLDERS = ['src', 'sw', 'scripts', 'bench', 'test', 'bin'];
const SOURCE_FILE = /\.(ts|mts|mjs|js)$/;
const TSCONFIG = /(^|\/)tsconfig[^/]*\.json$/;

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

/** The files in the source folders, and those at the top (the rollup, web-test-runner and eslint configs, the tsconfigs). */
function projectFiles(): string[] {
  const inFolders = SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(ROOT, folder, file)),
  );
  return [...inFolders, ...readdirSync(ROOT).map((file) => join(ROOT, file))];
}

/** `lit/decorators.js` → `lit`, `@lit/context` → `@lit/context`; undefined for relative paths and Node's builtins. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** What ships: the site's and the command line's code (not the development server in src/server), the service worker and the bin. */
function shippedFiles(): string[] {
  return projectFiles().filter((file) => /^(src|sw|bin)\//.test(relative(ROOT, file)) && !relative(ROOT, file).startsWith('src/server/'));
}

/** Packages whose files the build copies into the site as they are (the print pack's fonts). */
function copiedByBuild(): Set<string> {
  const build = readFileSync(join(ROOT, 'scripts/build.ts'), 'utf8');
  return new Set([...build.matchAll(/node_modules\/((?:@[^/'"]+\/)?[^/'"]+)\//g)].map((match) => match[1]!));
}

/** Package → the files that import it. */
function importedPackages(files = projectFiles()): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files.filter((f) => SOURCE_FILE.test(f) && !f.endsWith('.d.ts'))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const name = packageOf(fileName);
      if (name) found.set(name, [...(found.get(name) ?? []), relative(ROOT, file)]);
    }
  }
  return found;
}

/** The `types` each tsconfig names are packages too (`node` is `@types/node`). */
function typePackages(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const config of projectFiles().filter((f) => TSCONFIG.test(f))) {
    const { config: parsed } = ts.readConfigFile(config, (path) => ts.sys.readFile(path)) as {
      config?: { compilerOptions?: { types?: string[] } };
    };
    for (const name of parsed?.compilerOptions?.types ?? []) {
      found.set(`@types/${name}`, [...(found.get(`@types/${name}`) ?? []), relative(ROOT, config)]);
    }
  }
  return found;
}

describe('dependencies', () => {
  it('names a package by its first path segment, or two for a scope, and skips relative paths and builtins', () => {
    assert.equal(packageOf('lit/decorators.js'), 'lit');
    assert.equal(packageOf('@web/test-runner-commands'), '@web/test-runner-commands');
    assert.equal(packageOf('ajv/dist/2020.js'), 'ajv');
    assert.equal(packageOf('node:fs'), undefined);
    assert.equal(packageOf('fs'), undefined);
    assert.equal(packageOf('../src/model/problem.ts'), undefined);
  });

  it('every package imported by the app, the service worker, scripts, benchmarks, tests and configs is declared in package.json', () => {
    const imported = importedPackages();
    assert.ok(imported.has('lit') && imported.has('playwright-core'), 'the scan finds imports');
    const undeclared = [...imported]
      .filter(([name]) => !declared.has(name))
      .map(([name, files]) => `${name} (imported by ${files.join(', ')})`);
    assert.deepEqual(undeclared, [], 'add each with npm install --save or --save-dev');
  });

  it('runtime dependencies are exactly what ships: the built site and the command line import them, or the build copies their files', () => {
    const shipped = importedPackages(shippedFiles());
    const copied = copiedByBuild();
    assert.ok(shipped.has('lit') && copied.has('@fontsource/rubik'), 'the scans find the shipped imports and the copied files');
    const runtime = Object.keys(manifest.dependencies ?? {});
    const toolsOnly = runtime.filter((name) => !shipped.has(name) && !copied.has(name));
    assert.deepEqual(toolsOnly, [], 'move these to devDependencies: nothing that ships imports them');
    const shippedAsDev = [...shipped.keys()]
      .filter((name) => !runtime.includes(name))
      .map((name) => `${name} (${shipped.get(name)!.join(', ')})`);
    assert.deepEqual(shippedAsDev, [], 'move these to dependencies: shipped code imports them');
  });

  it('every types package a tsconfig names is declared', () => {
    const named = typePackages();
    assert.ok(named.has('@types/node'), 'the scan finds the tsconfigs');
    const undeclared = [...named].filter(([name]) => !declared.has(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    assert.deepEqual(undeclared, []);
  });
});
