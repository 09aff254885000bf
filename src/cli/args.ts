/** The command line's grammar: which command, which files, which options. */
import { parseArgs } from 'node:util';

export type CommandName = 'solve' | 'score' | 'check';

export interface SolveSettings {
  out?: string;
  timeLimitMs?: number;
  iterations?: number;
  seed?: number;
  json: boolean;
}

export type UsageError = 'no_command' | 'unknown_command' | 'file_count' | 'bad_option' | 'option_not_for_command' | 'not_whole_number';

export type ParsedArgs =
  | { kind: 'help' }
  | { kind: 'command'; command: CommandName; files: string[]; settings: SolveSettings }
  /** A usage error: the message key under cli.errors and its parameters. */
  | { kind: 'usage-error'; key: UsageError; params: Record<string, string | number> };

const FILES_NEEDED: Record<CommandName, number> = { solve: 2, score: 3, check: 2 };

/** Which commands each option applies to. */
const OPTION_COMMANDS: Record<string, readonly CommandName[]> = {
  out: ['solve'],
  'time-limit': ['solve'],
  iterations: ['solve'],
  seed: ['solve'],
  json: ['solve', 'score'],
};

/** Whole-number options and the smallest value each accepts. */
const NUMBER_MINIMUM = { 'time-limit': 1, iterations: 0, seed: 0 } as const;

const isCommand = (name: string): name is CommandName => Object.hasOwn(FILES_NEEDED, name);

export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        out: { type: 'string' },
        'time-limit': { type: 'string' },
        iterations: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'usage-error', key: 'bad_option', params: { detail: error instanceof Error ? error.message : String(error) } };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const [command, ...files] = positionals;
  if (command === undefined) return { kind: 'usage-error', key: 'no_command', params: {} };
  if (!isCommand(command)) return { kind: 'usage-error', key: 'unknown_command', params: { command } };
  if (files.length !== FILES_NEEDED[command]) {
    return { kind: 'usage-error', key: 'file_count', params: { command, expected: FILES_NEEDED[command], found: files.length } };
  }
  for (const [option, commands] of Object.entries(OPTION_COMMANDS)) {
    if (values[option as keyof typeof values] !== undefined && !commands.includes(command)) {
      return { kind: 'usage-error', key: 'option_not_for_command', params: { option, command } };
    }
  }
  const settings: SolveSettings = { json: values.json === true };
  if (values.out !== undefined) settings.out = values.out;
  const numbers: Partial<Record<keyof typeof NUMBER_MINIMUM, number>> = {};
  for (const [option, min] of Object.entries(NUMBER_MINIMUM) as [keyof typeof NUMBER_MINIMUM, number][]) {
    const text = values[option];
    if (text === undefined) continue;
    const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
    if (!(value >= min)) return { kind: 'usage-error', key: 'not_whole_number', params: { option, min, value: text } };
    numbers[option] = value;
  }
  if (numbers['time-limit'] !== undefined) settings.timeLimitMs = numbers['time-limit'];
  if (numbers.iterations !== undefined) settings.iterations = numbers.iterations;
  if (numbers.seed !== undefined) settings.seed = numbers.seed;
  return { kind: 'command', command, files, settings };
}
