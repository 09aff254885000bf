import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeLocalizer } from '../../src/i18n/localizer.ts';
import { LANGUAGES } from '../../src/contract/service.ts';

// The localizer writes small whole numbers without Intl (a phone's first load): they must read
// exactly as each language's Intl.NumberFormat writes them, and larger or other numbers go to Intl.
for (const lang of LANGUAGES) {
  test(`${lang}: every number the localizer writes reads as Intl.NumberFormat writes it`, () => {
    const { n } = makeLocalizer(lang, (key) => key);
    const intl = new Intl.NumberFormat(lang);
    for (const value of [0, 1, 7, 42, 999, 1000, 12_345, -1, -40, 2.5, 0.125]) {
      assert.equal(n(value), intl.format(value), `${value}`);
    }
    for (let value = 0; value < 1000; value++) assert.equal(n(value), intl.format(value));
    const percent = { style: 'percent' } as const;
    assert.equal(n(1, percent), new Intl.NumberFormat(lang, percent).format(1));
  });
}
