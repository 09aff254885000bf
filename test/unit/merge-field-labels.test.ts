/**
 * Each field a merge or a two-tab question can name reads as a word of the planner's language,
 * never as the member's name in the code ("reservedFor").
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fieldLabel } from '../../src/i18n/field-labels.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { BOOKING_FIELDS } from '../../src/model/guest-diff.ts';
import { TABLE_MERGE_FIELDS } from '../../src/model/record-merge.ts';

describe('the names of merged fields', () => {
  for (const lang of ['en', 'he'] as const) {
    it(`names every booking and table field in words (${lang})`, () => {
      const i18n = createI18n(lang);
      const t = (key: string, params?: Record<string, string | number>) => i18n.t(key, params);
      for (const field of [...BOOKING_FIELDS, ...TABLE_MERGE_FIELDS]) {
        const label = fieldLabel(field, t);
        assert.notEqual(label, field, `${field} has a label`);
        assert.doesNotMatch(label, /^(merge|attribute)\./, `${field}'s label is a message, not its key`);
      }
      assert.equal(fieldLabel('reservedFor', t), lang === 'he' ? 'שמור עבור' : 'Reserved for');
      assert.equal(fieldLabel('sortUnder', t), lang === 'he' ? 'מיון לפי' : 'Sort under');
    });
  }
});
