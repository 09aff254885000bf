/** What the commands need from the outside world; tests and the bin script provide it. */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readSync, realpathSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Translate } from '../i18n/format-issue.ts';

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** At most `maxBytes + 1` bytes of the file: a larger file, or an endless device or pipe, is told apart without reading it all. */
  readFile(path: string, maxBytes: number): Uint8Array;
  /** Replaces the file whole, or leaves it as it was when the writing fails. */
  writeFile(path: string, data: string | Uint8Array): void;
  /** Whether both paths name one existing regular file (through links, hard or symbolic). */
  sameFile(a: string, b: string): boolean;
}

/** Writing standard output failed (a closed pipe, a full disk): told in one line, never as a stack trace. */
export class OutputFailure extends Error {
  constructor(readonly reason: unknown) {
    super('standard output');
  }
}

export const nodeIO: CliIO = {
  stdout: (text) => {
    try {
      writeAll(1, text);
    } catch (error) {
      throw new OutputFailure(error);
    }
  },
  stderr: (text) => {
    try {
      writeAll(2, text);
    } catch {
      // Nowhere is left to tell that standard error failed.
    }
  },
  readFile: readBounded,
  writeFile: replaceFile,
  sameFile: (a, b) => {
    try {
      const [first, second] = [statSync(a), statSync(b)];
      return first.isFile() && second.isFile() && first.dev === second.dev && first.ino === second.ino;
    } catch {
      return false;
    }
  },
};

const CHUNK_BYTES = 1 << 16;

/** Standard input by its name: opened again through /proc it may refuse (a socket answers ENXIO), so its descriptor is read. */
const STANDARD_INPUT = '/dev/stdin';

function readBounded(path: string, maxBytes: number): Uint8Array {
  const fd = path === STANDARD_INPUT ? 0 : openSync(path, 'r');
  try {
    // Not by the size a stat gives: a device, a pipe or a file under /proc says 0 and has more.
    const wanted = maxBytes + 1;
    const bytes = new Uint8Array(wanted);
    let filled = 0;
    while (filled < wanted) {
      const read = retryingWhenBusy(() => readSync(fd, bytes, filled, Math.min(CHUNK_BYTES, wanted - filled), null));
      if (read === 0) break;
      filled += read;
    }
    return bytes.subarray(0, filled);
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/**
 * A regular file (or a new one) is written to a temporary file beside it and renamed into place, so a
 * failed write leaves the old file whole. A device or a pipe (`/dev/stdout`, `/dev/full`) is written as it is.
 */
function replaceFile(path: string, data: string | Uint8Array): void {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  let target = path;
  let mode = 0o666;
  try {
    target = realpathSync(path);
    const stat = statSync(target);
    if (!stat.isFile()) {
      writeWhole(openSync(target, 'w'), bytes);
      return;
    }
    mode = stat.mode & 0o7777;
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temporary, 'wx', mode);
    writeWhole(fd, bytes, true);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function writeWhole(fd: number, bytes: Uint8Array, sync = false): void {
  try {
    writeAll(fd, bytes);
    if (sync) fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Every byte, synchronously: a pipe that is full for a moment is waited for, an error is thrown. */
function writeAll(fd: number, data: string | Uint8Array): void {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  let written = 0;
  while (written < bytes.length) written += retryingWhenBusy(() => writeSync(fd, bytes, written, bytes.length - written));
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** A non-blocking pipe answers EAGAIN while it is full (or empty): wait a moment and try again. */
function retryingWhenBusy(call: () => number): number {
  for (;;) {
    try {
      return call();
    } catch (error) {
      if (!isCode(error, 'EAGAIN')) throw error;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}

const codeOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined;

const isCode = (error: unknown, code: string): boolean => codeOf(error) === code;

/** File-system failures the CLI words itself (cli.reasons.<code>); others show their code. */
const WORDED_FAILURES = [
  'ENOENT',
  'EACCES',
  'EISDIR',
  'ENOTDIR',
  'ENOSPC',
  'EIO',
  'EPIPE',
  'EROFS',
  'EDQUOT',
  'EFBIG',
  'EPERM',
  'ENAMETOOLONG',
  'ENXIO',
] as const;

/** Failures where the path is right and the disk or the reader is not: their advice is not "check the folder". */
const DEVICE_FAILURES: readonly string[] = ['ENOSPC', 'EIO', 'EPIPE', 'EDQUOT', 'EFBIG', 'ENXIO'];

const isWorded = (code: string): code is (typeof WORDED_FAILURES)[number] => (WORDED_FAILURES as readonly string[]).includes(code);

/** The reason an fs call failed, short ("no such file or directory"), never a stack. */
export function failureReason(error: unknown, t: Translate): string {
  const code = codeOf(error);
  if (code !== undefined) return isWorded(code) ? t(`cli.reasons.${code}`) : code;
  return error instanceof Error ? error.message : String(error);
}

/** The one line that tells why a file (or standard output) could not be written. */
export function writeFailure(t: Translate, path: string | null, error: unknown): string {
  const reason = failureReason(error, t);
  if (path === null) return t('cli.errors.cannot_write_output', { reason });
  const code = codeOf(error) ?? '';
  return t(DEVICE_FAILURES.includes(code) ? 'cli.errors.cannot_write_device' : 'cli.errors.cannot_write', { path, reason });
}

/** Writes a command's output file; false (the reason told on standard error) when it cannot be written. */
export function writeOutput(io: CliIO, t: Translate, path: string, data: string | Uint8Array): boolean {
  try {
    io.writeFile(path, data);
    return true;
  } catch (error) {
    io.stderr(`seating-optimizer: ${writeFailure(t, path, error)}\n`);
    return false;
  }
}
