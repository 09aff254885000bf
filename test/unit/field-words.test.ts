/**
 * Fields are named in words in the planner's language: the CLI's clash lines say "reserved for" and
 * "sort under" (in Hebrew too), and no catalogue string, in either language, holds a code member name.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runMerge } from '../../src/cli/merge-command.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { utf8 } from './csv-helpers.ts';

/** A word written the way code names members: a lower-case start with a capital inside ("reservedFor"). */
const CAMEL = /\b[a-z]+[A-Z][A-Za-z]*\b/;

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => strings(v, path ? `${path}.${key}` : key));
}

/** The merge's standard error for three files (BASE, OURS, THEIRS) in a language. */
function mergeErrors(lang: 'en' | 'he', files: readonly string[]): string {
  const i18n = createI18n(lang);
  let errors = '';
  const io = {
    stdout: () => undefined,
    stderr: (text: string) => (errors += text),
    readFile: (path: string) => utf8(files[Number(path)]!),
    writeFile: () => undefined,
    sameFile: () => false,
  };
  runMerge(io, (key, params) => i18n.t(key, params), ['0', '1', '2'], {} as never);
  return errors;
}

const GUESTS = (sortUnder: string) => `name,size,sort_under\nYossi Ben David,2,${sortUnder}\nNoa Levi,1,\n`;
const TABLES = (reservedFor: string) => `name,capacity,reserved_for\nT1,10,${reservedFor}\nT2,8,\n`;

describe('fields in words', () => {
  for (const [lang, sortUnder, reservedFor] of [
    ['en', 'sort under', 'reserved for'],
    ['he', 'מיון לפי', 'שמור עבור'],
  ] as const) {
    it(`the CLI names a clashing field in words (${lang})`, () => {
      const guests = mergeErrors(lang, [GUESTS(''), GUESTS('Ben David'), GUESTS('David')]);
      assert.match(guests, new RegExp(`"Yossi Ben David", ${sortUnder}: \\S+ Ben David, \\S+ David`));
      const tables = mergeErrors(lang, [TABLES(''), TABLES('Bride'), TABLES('Groom')]);
      assert.match(tables, new RegExp(`"T1", ${reservedFor}: \\S+ Bride, \\S+ Groom`));
      assert.doesNotMatch(guests + tables, CAMEL);
    });

    it(`no ${lang} catalogue string holds a code member name`, () => {
      const catalogue = JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${lang}.json`, import.meta.url)), 'utf8')) as unknown;
      const named = strings(catalogue).filter(([, text]) => CAMEL.test(text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, '')));
      assert.deepEqual(named, []);
    });
  }
});
