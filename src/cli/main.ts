/** `seating-optimizer solve | score | check | print | diff | merge`: the same reading, checks, messages and solver as the app. */
import { SCALING } from '../contract/index.ts';
import { createI18n } from '../i18n/i18n.ts';
import type { Translate } from '../i18n/format-issue.ts';
import { DEFAULT_SEED, DEFAULT_TIME_LIMIT_MS } from '../solver/index.ts';
import { DEFAULT_LABEL_SHEET, LABEL_SHEETS } from '../print/index.ts';
import { parseCliArgs, type CommandName, type SolveSettings } from './args.ts';
import { EXIT_BAD_INPUT, EXIT_OK, runCheck, runScore, runSolve } from './commands.ts';
import { nodeIO, OutputFailure, writeFailure, type CliIO } from './io.ts';
import { runDiff } from './diff-command.ts';
import { runMerge } from './merge-command.ts';
import { runPrint } from './print-command.ts';
import { UnreadableFile } from './load.ts';

const EXIT_USAGE = 2;

/** The exit status; a promise of it for the documents made asynchronously (find my seat). */
export function runCli(argv: readonly string[], io: CliIO = nodeIO): number | Promise<number> {
  const i18n = createI18n('en');
  const t: Translate = (key, params) => i18n.t(key, params);
  const usage = `${t('cli.usage', {
    timeLimit: DEFAULT_TIME_LIMIT_MS,
    seed: DEFAULT_SEED,
    factor: SCALING.factor,
    labelSheets: LABEL_SHEETS.map((sheet) => sheet.id).join(', '),
    labelSheet: DEFAULT_LABEL_SHEET,
  })}\n`;
  const parsed = parseCliArgs(argv);
  if (parsed.kind === 'help') {
    io.stdout(usage);
    return EXIT_OK;
  }
  if (parsed.kind === 'usage-error') {
    io.stderr(`seating-optimizer: ${t(`cli.errors.${parsed.key}`, parsed.params)}\n\n${usage}`);
    return EXIT_USAGE;
  }
  const { out, from } = parsed.settings;
  // Checked before anything is read: the output would replace the file the command reads.
  const input =
    out === undefined ? undefined : [...parsed.files, ...(from === undefined ? [] : [from])].find((path) => io.sameFile(out, path));
  if (out !== undefined && input !== undefined) {
    io.stderr(`seating-optimizer: ${t('cli.errors.out_is_input', { out, input })}\n`);
    return EXIT_USAGE;
  }
  /** A file that cannot be read, or standard output that cannot be written: one line, never a stack trace. */
  const failed = (error: unknown): number => {
    if (error instanceof UnreadableFile) io.stderr(`seating-optimizer: ${error.message}\n`);
    else if (error instanceof OutputFailure) io.stderr(`seating-optimizer: ${writeFailure(t, null, error.reason)}\n`);
    else throw error;
    return EXIT_BAD_INPUT;
  };
  try {
    const status = runCommand(io, t, parsed.command, parsed.files, parsed.settings);
    return typeof status === 'number' ? status : status.catch(failed);
  } catch (error) {
    return failed(error);
  }
}

function runCommand(io: CliIO, t: Translate, command: CommandName, files: string[], settings: SolveSettings): number | Promise<number> {
  switch (command) {
    case 'check':
      return runCheck(io, t, files);
    case 'solve':
      return runSolve(io, t, files, settings);
    case 'score':
      return runScore(io, t, files, settings);
    case 'print':
      return runPrint(io, t, files, settings);
    case 'diff':
      return runDiff(io, t, files, settings);
    case 'merge':
      return runMerge(io, t, files, settings);
  }
}
