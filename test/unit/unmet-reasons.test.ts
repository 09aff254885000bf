/**
 * Why a wish is unmet and the fix that makes it win (src/solver/unmet-reasons.ts, src/state/wish-fix.ts):
 * on an event where a strength-7 family holds a wish back, the reason names the group and its strength in
 * both languages, each fix costs one booking moved, and after the fix and one re-seat the wish is met.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import type { TableRecord } from '../../src/model/records.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import type { Translate } from '../../src/i18n/format-issue.ts';
import { unmetWishWords } from '../../src/i18n/unmet-wish-words.ts';
import { PlanDeriver } from '../../src/state/derive.ts';
import { applyEdit } from '../../src/state/edits.ts';
import { explainedWishes, fixWishIntent } from '../../src/state/wish-fix.ts';
import { assignmentToSeating } from '../../src/state/seating-rules.ts';
import { solve } from '../../src/solver/index.ts';
import { explainUnmetWishes } from '../../src/solver/unmet-reasons.ts';
import { guestRecord as guest } from '../support/records.ts';

const TABLES: TableRecord[] = [
  { name: 'Table 1', capacity: 6 },
  { name: 'Table 2', capacity: 6 },
  { name: 'Table 3', capacity: 6 },
];

/**
 * Dana (Bride / Family, strength 7) would like to sit with Noa (Groom / Friends, strength 8). Dana leaving her
 * family's table costs 7 × 4 pairs = 28 against the wish's 25; Noa leaving his friends costs 8 × 4 = 32.
 */
function event(): EventContent {
  return {
    ...emptyContent('e'),
    guests: [
      guest('Dana', 1, ['Bride', 'Family'], { strength: 7, prefer: ['Noa'] }),
      guest('Mira', 2, ['Bride', 'Family'], { strength: 7 }),
      guest('Yael', 2, ['Bride', 'Family'], { strength: 7 }),
      guest('Noa', 1, ['Groom', 'Friends'], { strength: 8 }),
      guest('Eli', 2, ['Groom', 'Friends'], { strength: 8 }),
      guest('Ron', 2, ['Groom', 'Friends'], { strength: 8 }),
    ],
    tables: TABLES,
    seating: { Dana: 'Table 1', Mira: 'Table 1', Yael: 'Table 1', Noa: 'Table 2', Eli: 'Table 2', Ron: 'Table 2' },
  };
}

const translate = (lang: 'en' | 'he'): Translate => {
  const i18n = createI18n(lang);
  return (key, params) => i18n.t(key, params);
};

describe('an unmet wish explained', () => {
  it('names the group and strength that keep the booking at its table, in English and Hebrew', () => {
    const content = event();
    const derived = new PlanDeriver().derive(content);
    const [explained, ...more] = explainedWishes(content, derived);
    assert.ok(explained, 'the wish is unmet in the plan as seated');
    assert.equal(more.length, 0);
    assert.equal(explained.reason.kind, 'group');
    const en = unmetWishWords(derived.problem!, derived.assignment!, { t: translate('en'), lang: 'en' });
    assert.equal(en.reason(explained.reason), 'Why: Bride / Family, strength 7, keeps Dana at Table 1.');
    assert.equal(en.cost(explained), 'Cost: 1 booking moves (Dana to Table 2, 1 person); everyone else keeps their table.');
    assert.deepEqual(
      explained.fixes.map((fix) => en.fix(explained, fix)),
      ['Make it a must', 'Lower Bride / Family to strength 6'],
    );
    const he = unmetWishWords(derived.problem!, derived.assignment!, { t: translate('he'), lang: 'he' });
    assert.equal(he.reason(explained.reason), 'למה: Bride / Family, בחוזק 7, משאירה את Dana בTable 1.');
    assert.match(he.cost(explained), /^המחיר: הזמנה אחת עוברת/);
  });

  for (const fixKind of ['must', 'strength'] as const) {
    it(`is met after the fix (${fixKind}) and one re-seat, and stays met`, () => {
      const content = event();
      const derived = new PlanDeriver().derive(content);
      const [explained] = explainedWishes(content, derived);
      const fix = explained!.fixes.find((f) => f.kind === fixKind)!;
      const intent = fixWishIntent(content, derived, explained!, fix)!;
      const result = applyEdit(content, intent);
      if ('refusal' in result) assert.fail(`refused: ${result.refusal.reason}`);
      const fixed = result.next;
      assert.equal(fixed.seating['Dana'], 'Table 2', 'the fix moves Dana to Noa');
      assert.deepEqual(
        Object.entries(fixed.seating).filter(([name, table]) => content.seating[name] !== table),
        [['Dana', 'Table 2']],
        'no one else moved',
      );
      // One re-seat from scratch with the changed rules: the wish wins.
      const after = new PlanDeriver().derive(fixed);
      const solved = solve(after.problem!, { timeLimitMs: 60_000, iterations: 200_000, seed: 1 });
      const reseated = { ...fixed, seating: assignmentToSeating(fixed, solved.assignment) };
      assert.equal(reseated.seating['Dana'], reseated.seating['Noa']);
      assert.deepEqual(explainUnmetWishes(after.problem!, solved.assignment), []);
    });
  }

  it('says a table is full when the only move that meets the wish has no room', () => {
    const content: EventContent = {
      ...event(),
      tables: [
        { name: 'Table 1', capacity: 5 },
        { name: 'Table 2', capacity: 5 },
      ],
    };
    const derived = new PlanDeriver().derive(content);
    const [explained] = explainedWishes(content, derived);
    assert.equal(explained?.reason.kind, 'full');
    assert.deepEqual(explained.fixes, []);
    const en = unmetWishWords(derived.problem!, derived.assignment!, { t: translate('en'), lang: 'en' });
    assert.equal(en.reason(explained.reason), 'Why: Table 2 is full.');
  });

  it('names a keep-apart at the table the wish would take the booking to', () => {
    const base = event();
    const content: EventContent = {
      ...base,
      guests: base.guests.map((g) => (g.name === 'Dana' ? { ...g, avoid: ['Eli'] } : g.name === 'Eli' ? { ...g, avoid: ['Dana'] } : g)),
    };
    const derived = new PlanDeriver().derive(content);
    const [explained] = explainedWishes(content, derived);
    const en = unmetWishWords(derived.problem!, derived.assignment!, { t: translate('en'), lang: 'en' });
    // Dana cannot join Noa (Eli is there); Noa joining Dana is what is left, and his friends hold him.
    assert.equal(en.reason(explained!.reason), 'Why: Groom / Friends, strength 8, keeps Noa at Table 2.');
  });
});
