/** The command line's grammar, run in-process: every usage error exits with 2 and shows the usage. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseCliArgs } from '../../src/cli/args.ts';
import type { CliIO } from '../../src/cli/io.ts';
import { runCli } from '../../src/cli/main.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const GUESTS = `${root}test/fixtures/cli/guests.csv`;
const TABLES = `${root}test/fixtures/cli/tables.csv`;

function runInProcess(...argv: string[]): { status: number; stdout: string; stderr: string; written: Map<string, string> } {
  let stdout = '';
  let stderr = '';
  const written = new Map<string, string>();
  const io: CliIO = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    readFile: (path) => readFileSync(path),
    writeFile: (path, data) => void written.set(path, typeof data === 'string' ? data : new TextDecoder().decode(data)),
    sameFile: () => false,
  };
  const status = runCli(argv, io);
  // Only find my seat answers asynchronously, and these tests never print it.
  if (typeof status !== 'number') throw new Error('Expected a command that answers at once.');
  return { status, stdout, stderr, written };
}

describe('command-line arguments', () => {
  it('exits with 2, the reason and the usage for every kind of usage error', () => {
    const cases: [string[], string][] = [
      [[], 'No command given.'],
      [['seat', GUESTS, TABLES], 'Unknown command “seat”.'],
      [['solve', GUESTS], '“solve” needs 2 file names (given: 1).'],
      [['score', GUESTS, TABLES], '“score” needs 3 file names (given: 2).'],
      [['check', GUESTS, TABLES, TABLES], '“check” needs 2 file names (given: 3).'],
      [['solve', GUESTS, TABLES, '--seed', 'abc'], 'The option --seed needs a whole number of at least 0; “abc” is not one.'],
      [['solve', GUESTS, TABLES, '--iterations=-5'], 'The option --iterations needs a whole number of at least 0; “-5” is not one.'],
      [['solve', GUESTS, TABLES, '--time-limit', '0'], 'The option --time-limit needs a whole number of at least 1; “0” is not one.'],
      [['solve', GUESTS, TABLES, '--time-limit', '1.5'], 'The option --time-limit needs a whole number of at least 1; “1.5” is not one.'],
      [['solve', GUESTS, TABLES, '--out'], "Invalid option: Option '--out <value>' argument missing"],
      [['check', GUESTS, TABLES, '--json'], 'The option --json does not apply to “check”.'],
      [['score', GUESTS, TABLES, GUESTS, '--out', 'x.csv'], 'The option --out does not apply to “score”.'],
      [['score', GUESTS, TABLES, GUESTS, '--seed', '3'], 'The option --seed does not apply to “score”.'],
    ];
    for (const [args, message] of cases) {
      const { status, stdout, stderr } = runInProcess(...args);
      assert.equal(status, 2, args.join(' '));
      assert.equal(stdout, '');
      assert.ok(stderr.startsWith(`seating-optimizer: ${message}\n\nUsage: seating-optimizer`), stderr);
    }
  });

  it('reads the solve options', () => {
    assert.deepEqual(
      parseCliArgs(['solve', 'g.csv', 't.csv', '--out', 'o.csv', '--time-limit', '500', '--iterations', '0', '--seed', '42', '--json']),
      {
        kind: 'command',
        command: 'solve',
        files: ['g.csv', 't.csv'],
        settings: { json: true, out: 'o.csv', timeLimitMs: 500, iterations: 0, seed: 42 },
      },
    );
    assert.deepEqual(parseCliArgs(['check', 'g.csv', '--help']), { kind: 'help' });
  });

  it('with --json and --out, writes the CSV only to the file', () => {
    const { status, stdout, written } = runInProcess('solve', GUESTS, TABLES, '--iterations', '500', '--json', '--out', 'plan.csv');
    assert.equal(status, 0);
    assert.ok(written.get('plan.csv')?.startsWith('\uFEFFtable,name,size,group,seat\r\n'));
    assert.doesNotMatch(stdout, /table,name/);
    assert.equal(typeof (JSON.parse(stdout) as { penalty: unknown }).penalty, 'number');
  });
});
