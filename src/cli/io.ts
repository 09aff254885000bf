/** What the commands need from the outside world; tests and the bin script provide it. */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Translate } from '../i18n/format-issue.ts';

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(path: string): Uint8Array;
  writeFile(path: string, text: string): void;
}

export const nodeIO: CliIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: (path) => readFileSync(path),
  writeFile: (path, text) => writeFileSync(path, text, 'utf8'),
};

/** File-system failures the CLI words itself (cli.reasons.<code>); others show their code. */
const WORDED_FAILURES = ['ENOENT', 'EACCES', 'EISDIR', 'ENOTDIR'] as const;

const isWorded = (code: string): code is (typeof WORDED_FAILURES)[number] => (WORDED_FAILURES as readonly string[]).includes(code);

/** The reason an fs call failed, short ("no such file or directory"), never a stack. */
export function failureReason(error: unknown, t: Translate): string {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined;
  if (code !== undefined) return isWorded(code) ? t(`cli.reasons.${code}`) : code;
  return error instanceof Error ? error.message : String(error);
}

/** Writes a command's output file; false (the reason told on standard error) when it cannot be written. */
export function writeOutput(io: CliIO, t: Translate, path: string, text: string): boolean {
  try {
    io.writeFile(path, text);
    return true;
  } catch (error) {
    io.stderr(`${t('cli.errors.cannot_write', { path, reason: failureReason(error, t) })}\n`);
    return false;
  }
}
