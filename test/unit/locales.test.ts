import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { ISSUE_CODES } from '../../src/model/issues.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf as "a.b.c" → text. */
function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/** Interpolation parameter names, without format ("{{found, number}}" → "found"). */
const paramsOf = (text: string): string[] => [...new Set([...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? ''))].sort();

const english = flatten(en as Tree);
const hebrew = flatten(he as Tree);

describe('locales', () => {
  it('have the same keys in English and Hebrew', () => {
    assert.deepEqual([...hebrew.keys()].filter((k) => !english.has(k)), [], 'keys only in he.json');
    assert.deepEqual([...english.keys()].filter((k) => !hebrew.has(k)), [], 'keys only in en.json');
  });

  it('use the same interpolation parameters in both languages', () => {
    const differing = [...english].filter(([key, text]) => JSON.stringify(paramsOf(text)) !== JSON.stringify(paramsOf(hebrew.get(key) ?? '')));
    assert.deepEqual(differing.map(([key]) => key), []);
  });

  it('have no empty message, and Hebrew messages are written in Hebrew', () => {
    assert.deepEqual([...english].filter(([, text]) => text.trim() === '').map(([k]) => k), []);
    // Templates that only join other messages have no words of their own.
    const templates = new Set(['problems.location.file', 'cli.problem_line']);
    const notHebrew = [...hebrew].filter(([key, text]) => !/[\u05d0-\u05ea]/.test(text) && !templates.has(key));
    assert.deepEqual(notHebrew.map(([k]) => k), []);
  });

  it('have a message for every issue code', () => {
    for (const code of ISSUE_CODES) {
      assert.ok(english.has(`problems.${code}`), `en: problems.${code}`);
      assert.ok(hebrew.has(`problems.${code}`), `he: problems.${code}`);
    }
  });
});
