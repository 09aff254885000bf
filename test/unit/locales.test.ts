import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { LANGUAGES, type Language } from '../../src/contract/index.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
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

/** i18next plural keys end in a CLDR category ("guests_one", "guests_two"); languages have different ones. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Messages by key without the plural suffix; a plural key maps to all its forms. */
function byBaseKey(leaves: Map<string, string>): Map<string, { forms: Map<string, string> }> {
  const bases = new Map<string, { forms: Map<string, string> }>();
  for (const [key, text] of leaves) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const entry = bases.get(base) ?? { forms: new Map() };
    entry.forms.set(match ? (match[1] ?? '') : '', text);
    bases.set(base, entry);
  }
  return bases;
}

/**
 * Interpolation parameters used by any form, without format ("{{found, number}}" → "found").
 * `count` only selects the plural form, so a form may leave it out ("one guest").
 */
const paramsOf = (forms: Iterable<string>): string[] =>
  [...new Set([...forms].flatMap((text) => [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? '')))]
    .filter((p) => p !== 'count')
    .sort();

const locales: Record<Language, Map<string, { forms: Map<string, string> }>> = {
  en: byBaseKey(flatten(en)),
  he: byBaseKey(flatten(he)),
};

/** Every TypeScript file under src/, as one text. */
function sourceText(): string {
  const root = new URL('../../src/', import.meta.url);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(new URL(file, root), 'utf8'))
    .join('\n');
}

/**
 * The keys the source names: whole ('solver.start') or built from a template (`import.${kind}.title`,
 * where the placeholder stands for any part). The type check proves each such key exists; this finds
 * the messages nothing asks for.
 */
function keysNamedIn(source: string): (key: string) => boolean {
  const literals = new Set([...source.matchAll(/['"`]([\w.]+)['"`]/g)].map((m) => m[1]));
  const templates = [...source.matchAll(/`((?:[\w.]|\$\{[^`}]*\})+)`/g)]
    .map((m) => m[1] ?? '')
    .filter((template) => template.replace(/\$\{[^}]*\}/g, '').includes('.'))
    .map(
      (template) =>
        new RegExp(
          `^${template
            .split(/\$\{[^}]*\}/)
            .map(escapeRegExp)
            .join('.+')}$`,
        ),
    );
  return (key) => literals.has(key) || templates.some((template) => template.test(key));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Keys that messages nest ("$t(count.guests, …)"): i18next resolves them when the outer message is shown. */
const nestedKeys = (lang: Language) =>
  new Set(
    [...locales[lang].values()].flatMap(({ forms }) =>
      // A nested key may end in a parameter ($t(room.object.{{object}})): it names every key it can become.
      [...forms.values()].flatMap((text) => [...text.matchAll(/\$t\(([\w.]+(?:\{\{\w+\}\})?)/g)].map((m) => m[1] ?? '')),
    ),
  );

/** Whether a nested key (which may end in a parameter) names `key`. */
const nestedMatches = (nested: string, key: string) =>
  nested.includes('{{')
    ? key.startsWith(nested.slice(0, nested.indexOf('{{'))) && !key.slice(nested.indexOf('{{')).includes('.')
    : nested === key;

/**
 * English messages that put a number right before a noun ("{{capacity}} seats") would read "1 seats";
 * they say the number through a plural form instead. These never count fewer than two: a file over
 * the row limit, a booking larger than the largest table, seats needed beyond what pinned tables have.
 */
const NEVER_ONE = new Set([
  'problems.too_many_rows',
  'problems.pinned_over_capacity',
  'problems.booking_too_large',
  'problems.total_over_capacity',
  'problems.seating_over_capacity',
  // More people than the largest table seats: always two or more.
  'problems.hard_rules_conflict_seats',
]);
const COUNTED_NOUN = /\{\{[^}]+\}\}\s+(free\s+)?(bookings|guests|seats|tables|points|problems|warnings|rows|people)\b/;

/** Sections the site generator reads whole from the JSON (`en.page`), not through t(). */
const READ_AS_SECTIONS = ['page', 'install', 'findSeat.page'];

describe('locales', () => {
  it('have the same keys in English and Hebrew', () => {
    assert.deepEqual(
      [...locales.he.keys()].filter((k) => !locales.en.has(k)),
      [],
      'keys only in he.json',
    );
    assert.deepEqual(
      [...locales.en.keys()].filter((k) => !locales.he.has(k)),
      [],
      'keys only in en.json',
    );
  });

  it('give every plural message each form its language needs', () => {
    for (const lang of LANGUAGES) {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, { forms }] of locales[lang]) {
        if (forms.has('')) continue;
        const missing = categories.filter((c) => !forms.has(c));
        assert.deepEqual(missing, [], `${lang}: ${key}`);
      }
    }
  });

  it('use the same interpolation parameters in both languages', () => {
    const differing = [...locales.en].filter(([key, { forms }]) => {
      const hebrew = locales.he.get(key);
      return hebrew !== undefined && JSON.stringify(paramsOf(forms.values())) !== JSON.stringify(paramsOf(hebrew.forms.values()));
    });
    assert.deepEqual(
      differing.map(([key]) => key),
      [],
    );
  });

  it('have no empty message, and the Hebrew problem and CLI messages are written in Hebrew', () => {
    // Templates that only join other messages have no words of their own; other sections may
    // rightly hold a word in another language (the name of the language switched to).
    const templates = new Set(['problems.location.file', 'cli.problem_line']);
    const checked = (key: string) => (key.startsWith('problems.') || key.startsWith('cli.')) && !templates.has(key);
    for (const lang of LANGUAGES) {
      for (const [key, { forms }] of locales[lang]) {
        for (const text of forms.values()) {
          assert.notEqual(text.trim(), '', `${lang}: ${key} is empty`);
          if (lang === 'he' && checked(key)) assert.match(text, /[\u05d0-\u05ea]/, `he: ${key} has no Hebrew`);
        }
      }
    }
  });

  it('have a message for every issue code', () => {
    for (const code of ISSUE_CODES) {
      assert.ok(locales.en.has(`problems.${code}`), `en: problems.${code}`);
      assert.ok(locales.he.has(`problems.${code}`), `he: problems.${code}`);
    }
  });

  it('hold no message that the code never asks for', () => {
    const source = sourceText();
    for (const section of READ_AS_SECTIONS) assert.ok(source.includes(`en.${section}`), `nothing reads the section ${section}`);
    const inSource = keysNamedIn(source);
    const nested = nestedKeys('en');
    const named = (key: string) => inSource(key) || [...nested].some((n) => nestedMatches(n, key));
    const unused = [...locales.en.keys()].filter(
      (key) => !named(key) && !READ_AS_SECTIONS.some((section) => key.startsWith(`${section}.`)),
    );
    assert.deepEqual(unused, []);
  });

  it('nest only messages that exist in both languages', () => {
    for (const lang of LANGUAGES) {
      const missing = [...nestedKeys(lang)].filter((nested) => ![...locales[lang].keys()].some((key) => nestedMatches(nested, key)));
      assert.deepEqual(missing, [], `${lang}: nested keys without a message`);
    }
  });

  it('say a counted number through a plural form, so one is never "1 bookings"', () => {
    const bare = [...locales.en]
      .filter(([key, { forms }]) => forms.has('') && !NEVER_ONE.has(key) && COUNTED_NOUN.test(forms.get('') ?? ''))
      .map(([key]) => key);
    assert.deepEqual(bare, []);
    const en = createI18n('en');
    const he = createI18n('he');
    assert.equal(en.t('import.guestsSummary', { bookings: 1, guests: 1 }), '1 booking, 1 guest');
    assert.equal(en.t('import.guestsSummary', { bookings: 1234, guests: 2 }), '1,234 bookings, 2 guests');
    assert.equal(en.t('tables.fillLabel', { used: 1, capacity: 1 }), '1 of 1 seat filled');
    assert.equal(he.t('import.guestsSummary', { bookings: 1, guests: 2 }), 'הזמנה אחת, שני אורחים');
    assert.equal(he.t('import.tablesSummary', { tables: 5, seats: 1 }), '5 שולחנות, מקום אחד');
  });
});
