import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keepUnmeasured } from '../../bench/results-sections.ts';

const old = [
  '# Solver benchmark',
  '',
  'Generated before.',
  '',
  '## Default time limit (2000 ms)',
  '',
  'old table',
  '',
  '## Lower bound against the MIP bound',
  '',
  'old bound',
  '',
  '## Lower bound before issue 15',
  '',
  'written by hand',
  '',
  '## Avoidable gap',
  '',
  'measured with --gap',
  '',
  '### A subsection',
  '',
  'still the gap',
  '',
  '## Targets',
  '',
  '| target | measured | verdict |',
  '| --- | --- | --- |',
  '| 300 bookings: within 1 % | 0.5 % above | met |',
  '| avoidable gap ≤ 1 % | worst 3 % | NOT met |',
  '',
].join('\n');

const fresh = [
  '# Solver benchmark',
  '',
  'Generated now.',
  '',
  '## Default time limit (2000 ms)',
  '',
  'new table',
  '',
  '## Lower bound against the MIP bound',
  '',
  'new bound',
  '',
  '## Targets',
  '',
  '| target | measured | verdict |',
  '| --- | --- | --- |',
  '| 300 bookings: within 1 % | 0.1 % above | met |',
  '',
].join('\n');

test('a full benchmark run keeps the sections it does not measure, in their place, with their targets', () => {
  const kept = keepUnmeasured(fresh, old);
  const headings = kept.split('\n').filter((l) => l.startsWith('## '));
  assert.deepEqual(headings, [
    '## Default time limit (2000 ms)',
    '## Lower bound against the MIP bound',
    '## Lower bound before issue 15',
    '## Avoidable gap',
    '## Targets',
  ]);
  assert.match(kept, /new table/);
  assert.doesNotMatch(kept, /old table|old bound/);
  assert.match(kept, /written by hand\n\n## Avoidable gap\n\nmeasured with --gap\n\n### A subsection\n\nstill the gap\n\n## Targets/);
  const targets = kept
    .slice(kept.indexOf('## Targets'))
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| ---'));
  assert.deepEqual(targets, [
    '| target | measured | verdict |',
    '| 300 bookings: within 1 % | 0.1 % above | met |',
    '| avoidable gap ≤ 1 % | worst 3 % | NOT met |',
  ]);
});

test('a run that measures every section keeps nothing of the old results', () => {
  assert.equal(keepUnmeasured(fresh, fresh), fresh);
});
