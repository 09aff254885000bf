/** What `npm test` repeats at its end, so the one failure of a CI run is in the last lines its log shows. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failureDigest } from '../../scripts/test-digest.ts';

const CHECKS_WITH_A_LINT_ERROR = [
  '> seating-optimizer@1.0.0 test:checks',
  '> run-p --continue-on-error --aggregate-output typecheck lint test:node',
  '',
  '> seating-optimizer@1.0.0 lint:code',
  '> eslint . --max-warnings 0',
  '',
  '/repo/src/state/merge.ts',
  '  12:3  error  Unsafe assignment of an `any` value  @typescript-eslint/no-unsafe-assignment',
  '',
  '✖ 1 problem (1 error, 0 warnings)',
  '> seating-optimizer@1.0.0 test:node',
  '> node --test test/unit/run.ts',
  '✔ test/unit/names.test.ts (12ms)',
  'ℹ fail 0',
  'ERROR: "lint:code" exited with 1.',
  'ERROR: "lint" exited with 1.',
].join('\n');

describe('the digest npm test prints after a failure', () => {
  it('names the failed part and repeats its error lines, and nothing of the parts that passed', () => {
    const digest = failureDigest(CHECKS_WITH_A_LINT_ERROR);
    assert.equal(digest[0], '--- lint:code');
    assert.ok(digest.some((line) => line.includes('12:3  error  Unsafe assignment')));
    assert.ok(!digest.some((line) => line.includes('names.test.ts')));
  });

  it('keeps the failing tests of a run that names no part, as the end-to-end step prints them', () => {
    const e2e = ['▶ end-to-end', '  ✔ opens the demo (812ms)', '  ✖ keeps a move made in each tab (6689ms)', 'ℹ fail 1'].join('\n');
    assert.deepEqual(failureDigest(e2e), ['--- ', '  ✖ keeps a move made in each tab (6689ms)']);
  });

  it('shows the last lines of a failed part whose output has no line that looks like an error', () => {
    const quiet = [
      '> seating-optimizer@1.0.0 lint:format',
      '> prettier --check',
      'src/a.ts',
      'src/b.ts',
      'ERROR: "lint:format" exited with 1.',
    ].join('\n');
    assert.deepEqual(failureDigest(quiet), [
      '--- lint:format',
      '> prettier --check',
      'src/a.ts',
      'src/b.ts',
      'ERROR: "lint:format" exited with 1.',
    ]);
  });
});
