/**
 * Hebrew that agrees (issue 57): a message that names a person needs no gender after the name, a
 * prefix attaches to a name without a hyphen, and the planner is "you", not "the planner".
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import he from '../../locales/he.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const all = leaves(he);
const at = (key: string) => all.find(([k]) => k === key)![1];

/** Parameters that are names of bookings, people, tables or groups (not numbers, files or units). */
const NAME_PARAM = '(?:name|other|table|booking|group|a|b|names|otherTable)';

describe('the Hebrew copy', () => {
  it('attaches a prefix letter to a name without a hyphen or maqaf ("בשולחן אבירים", not "ב-שולחן אבירים")', () => {
    const hyphened = new RegExp(`(?:^|[\\s„"(])[בלמוהשכ][-־]\\u2068?\\{\\{${NAME_PARAM}\\}\\}`, 'u');
    assert.deepEqual(
      all.filter(([, text]) => hyphened.test(text)).map(([key]) => key),
      [],
    );
  });

  it('says after a name what needs no gender: the refusals a planner meets when moving a guest', () => {
    const gendered = /\{\{name\}\}\u2069? (?:לא )?(?:יכול|יכולה|יכולים|צריך|צריכה|צריכים|זקוק|זקוקה|זקוקים|חייב|חייבת|חייבים)/u;
    for (const key of [
      'refusal.reservedTable',
      'refusal.full',
      'refusal.seatInvalid',
      'refusal.requirementUnmet',
      'refusal.togetherBroken',
      'edit.swapOffer',
    ])
      assert.doesNotMatch(at(key), gendered, key);
  });

  it('keeps a degree sign inside the isolate of its number, so it reads "15°" and not "°15" in right-to-left text', () => {
    const loose = all.filter(([, text]) => /°(?!\u2069)/u.test(text)).map(([key]) => key);
    assert.deepEqual(loose, []);
  });

  it('calls the automatic seating by what it is in the undo list, not "the planner\'s"', () => {
    assert.doesNotMatch(at('history.solve'), /המתכנן/);
  });

  it('puts no verb that agrees with a person right after a name in the unmet wishes and the reasons under a booking', () => {
    // "{{name}} רוצים", "{{other}} מעדיפים", "{{name}} צריכים": the wish or "the booking of {{name}}" is the subject instead.
    const agreeing = new RegExp(
      `(?<!של \\u2068?)\\{\\{${NAME_PARAM}\\}\\}\\u2069? (?:לא )?(?:רוצים|רוצה|מעדיפים|מעדיף|מעדיפה|צריכים|צריך|צריכה|מוצמדים|מוצמד|מוצמדת|יושבים|יושב|יושבת)`,
      'u',
    );
    const checked = all.filter(
      ([key]) => (key.startsWith('wishes.unmet.') && !key.startsWith('wishes.unmet.fix.')) || key.startsWith('why.'),
    );
    assert.ok(checked.length > 20);
    assert.deepEqual(
      checked.filter(([, text]) => agreeing.test(text)).map(([key]) => key),
      [],
    );
  });

  it('names no key a touch screen lacks in the refusal of a cell another tab changed', () => {
    assert.doesNotMatch(at('refusal.editedElsewhereCell'), /Enter|Escape/);
  });
});
