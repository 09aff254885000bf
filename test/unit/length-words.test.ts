/**
 * Lengths in the planner's language (issue 57): Hebrew reads metres as מ׳ and feet as רגל, never
 * the Latin "m" or "ft"; English keeps "m" and "ft". The same words label the fields and the scale bar.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unitSymbol, writeLength } from '../../src/i18n/length-unit.ts';

describe('lengths in the planner’s language', () => {
  it('writes metres as מ׳ and feet as רגל in Hebrew, m and ft in English', () => {
    assert.equal(writeLength('he', 4.5, 'm'), '4.5 מ׳');
    assert.equal(writeLength('he', 15, 'ft'), '15 רגל');
    assert.equal(writeLength('en', 4.5, 'm'), '4.5 m');
    assert.equal(writeLength('en', 15, 'ft'), '15 ft');
  });

  it('rounds to the digits asked for', () => {
    assert.equal(writeLength('he', 13.456, 'm', 2), '13.46 מ׳');
    assert.equal(writeLength('en', 13.456, 'm', 0), '13 m');
  });

  it('names the unit alone for a field’s label, with no Latin letter in Hebrew', () => {
    assert.equal(unitSymbol('he', 'm'), 'מ׳');
    assert.equal(unitSymbol('he', 'ft'), 'רגל');
    assert.equal(unitSymbol('en', 'm'), 'm');
    assert.equal(unitSymbol('en', 'ft'), 'ft');
  });
});
