/**
 * The embed's theming API as the built custom-elements.json publishes it: every `--seating-*`
 * property the style modules read is documented on `<seating-planner>` with the default the tokens
 * fall back to, every part the planner draws or passes on from its inner elements is documented,
 * and nothing else is.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { CUSTOM_ELEMENTS_MANIFEST_PATH } from '../../src/embed/api.ts';
import { builtFile, builtRules } from '../support/site.ts';

interface Documented {
  name: string;
  description?: string;
  default?: string;
}
interface Declaration {
  tagName?: string;
  cssProperties?: Documented[];
  cssParts?: Documented[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

const source = (file: string) => readFileSync(join(BUILD_PATHS.root, file), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

function styleModules(): string[] {
  return ['src/components', 'src/embed'].flatMap((folder) =>
    readdirSync(join(BUILD_PATHS.root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.styles.ts'))
      .map((name) => source(join(folder, name))),
  );
}

/** The parts a template draws (`part="a b"`) and passes on (`<inner exportparts="a, b:c">`), by name as the host sees it. */
function partsOf(template: string): { drawn: string[]; passedOn: { tag: string; inner: string; outer: string }[] } {
  assert.doesNotMatch(template, /\b(?:export)?parts?=\$\{/, 'part names are written out, so the docs can be checked');
  const drawn = [...template.matchAll(/\bpart="([^"]+)"/g)].flatMap((m) => m[1]!.trim().split(/\s+/));
  const passedOn = [...template.matchAll(/<([a-z][\w-]*)\b[^>]*\bexportparts="([^"]+)"/g)].flatMap((m) =>
    m[2]!.split(',').map((entry) => {
      const [inner = '', outer = inner] = entry.split(':').map((name) => name.trim());
      return { tag: m[1]!, inner, outer };
    }),
  );
  return { drawn, passedOn };
}

describe('the embed’s theming API in custom-elements.json', () => {
  builtRules();
  const manifest = JSON.parse(builtFile(CUSTOM_ELEMENTS_MANIFEST_PATH)) as Manifest;
  const planner = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'seating-planner');
  const tokens = source('src/components/ui/tokens.styles.ts');

  it('documents every --seating-* custom property the styles read, and no other', () => {
    const read = styleModules().flatMap((module) => [...module.matchAll(/var\((--seating-[\w-]+)/g)].map((m) => m[1]!));
    assert.ok(read.length > 0, 'the styles read public custom properties');
    assert.deepEqual(sorted((planner?.cssProperties ?? []).map((p) => p.name)), sorted(read));
  });

  it('gives each custom property a description and the default the tokens fall back to', () => {
    for (const property of planner?.cssProperties ?? []) {
      assert.ok(property.description, `${property.name} has a description`);
      const fallback = new RegExp(`var\\(${property.name}, ([^;]+)\\);`).exec(tokens)?.[1];
      assert.equal(property.default, fallback, `${property.name}: the documented default is the one the tokens use`);
    }
  });

  it('documents every part the planner draws or passes on, and no other', () => {
    const { drawn, passedOn } = partsOf(source('src/embed/seating-planner.ts'));
    assert.ok(drawn.length > 0 && passedOn.length > 0);
    assert.deepEqual(sorted((planner?.cssParts ?? []).map((p) => p.name)), sorted([...drawn, ...passedOn.map((p) => p.outer)]));
    for (const part of planner?.cssParts ?? []) assert.ok(part.description, `${part.name} has a description`);
  });

  it('passes on only parts its inner elements draw', () => {
    for (const { tag, inner } of partsOf(source('src/embed/seating-planner.ts')).passedOn) {
      const file = readdirSync(join(BUILD_PATHS.root, 'src/components'), { recursive: true, encoding: 'utf8' }).find((name) =>
        name.endsWith(`/${tag}.ts`),
      );
      assert.ok(file, `<${tag}> has a file named after it`);
      assert.ok(partsOf(source(join('src/components', file))).drawn.includes(inner), `<${tag}> draws a part named ${inner}`);
    }
  });
});
