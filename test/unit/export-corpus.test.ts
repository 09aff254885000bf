/**
 * The exports corpus (test/fixtures/exports/): guest lists as wedding websites and planners export
 * them, each beside the invitations, people, children, declines and meals a planner would count by
 * hand. The app's reader (readInput, as the import step reads a file) and the command line's `check`
 * must both find them with no column chosen by hand.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CSV_FILES } from '../../src/contract/index.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readInput } from '../../src/csv/read-input.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { headcountText } from '../../src/i18n/headcount-text.ts';
import { headcount } from '../../src/model/headcount.ts';
import { peopleOf } from '../../src/model/records.ts';
import { cliFromSource } from './cli-source.ts';
import type { Headcount } from '../../src/model/headcount.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const folder = join(root, 'test/fixtures/exports');
const TABLES = join(root, 'test/fixtures/exports/tables.csv');

/** The headcount the file should give, and the people of some of its bookings. */
interface Expected extends Headcount {
  /** People's names of some bookings, one per seat ("" for a seat not named yet). */
  bookings: Record<string, string[]>;
  groups?: Record<string, string[]>;
}

const exports = readdirSync(folder).filter((name) => /\.(csv|xlsx)$/.test(name) && name !== 'tables.csv');

describe('the exports corpus, read as the app reads it', () => {
  it('holds at least eight export shapes, each with its expected counts', () => {
    assert.ok(exports.length >= 8, exports.join(', '));
  });
  for (const name of exports) {
    it(name, async () => {
      const expected = JSON.parse(readFileSync(join(folder, name.replace(/\.\w+$/, '.expected.json')), 'utf8')) as Expected;
      const bytes = new Uint8Array(readFileSync(join(folder, name)));
      const raw = await readInput(bytes, { file: 'guests', spec: CSV_FILES.guests }, name);
      const file = readGuestsFile(raw, name);
      assert.deepEqual(
        file.issues.filter((i) => i.severity === 'error'),
        [],
      );
      const count = headcount(file);
      assert.deepEqual(
        {
          invitations: count.invitations,
          people: count.people,
          children: count.children,
          declined: count.declined,
          pending: count.pending,
          plusOnes: count.plusOnes,
          meals: count.meals,
        },
        {
          invitations: expected.invitations,
          people: expected.people,
          children: expected.children,
          declined: expected.declined,
          pending: expected.pending,
          plusOnes: expected.plusOnes,
          meals: expected.meals,
        },
      );
      const byName = new Map(file.records.map((r) => [r.name, r]));
      for (const [booking, people] of Object.entries(expected.bookings)) {
        const record = byName.get(booking);
        assert.ok(record, `${booking} among ${[...byName.keys()].join(', ')}`);
        assert.deepEqual(
          peopleOf(record).map((p) => p.name),
          people,
          booking,
        );
      }
      for (const [booking, group] of Object.entries(expected.groups ?? {})) assert.deepEqual(byName.get(booking)?.group, group, booking);
      // Nobody is called by a flag's word.
      const names = file.records.flatMap((r) => [r.name, ...peopleOf(r).map((p) => p.name)]);
      assert.ok(!names.some((n) => /^(yes|no|כן|לא)$/i.test(n)), names.join(', '));
    });
  }
});

describe('the exports corpus, checked on the command line', () => {
  const t = createI18n('en').t;
  for (const name of exports) {
    it(name, () => {
      const expected = JSON.parse(readFileSync(join(folder, name.replace(/\.\w+$/, '.expected.json')), 'utf8')) as Expected;
      const result = spawnSync(process.execPath, [...cliFromSource(), 'check', join(folder, name), TABLES], {
        cwd: root,
        encoding: 'utf8',
      });
      assert.equal(result.status, 0, result.stderr);
      assert.ok(result.stdout.includes(headcountText(t, expected)), `${result.stdout}\nwanted: ${headcountText(t, expected)}`);
    });
  }
});
