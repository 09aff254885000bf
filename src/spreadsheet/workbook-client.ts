/**
 * Reading a workbook off the page's thread: a worker unpacks and parses it (src/worker/workbook.worker.ts)
 * while the page keeps answering, and is stopped when it takes longer than its time budget. A file the
 * archive's directory already shows to be over a limit is refused here at once, unpacking nothing.
 */
import type { ReadWorkbookRequest, WorkbookAnswer } from '../worker/workbook-protocol.ts';
import { readOf } from '../worker/workbook-protocol.ts';
import { workbookFailure, type WorkbookRead } from './workbook-read.ts';
import { workbookWorkerUrl } from './workbook-worker-url.ts';

/** A guest list of ten thousand rows reads in a second or two; a file that takes this long is not one. */
const WORKBOOK_TIME_BUDGET_MS = 20_000;

export interface OffThreadOptions {
  /** The worker's script (default: the app's, or what the embed set). */
  workerUrl?: URL | string;
  budgetMs?: number;
}

/** Every sheet of a workbook as rows of text, or why it cannot be read (as `readWorkbook`), read in a worker. */
export function readWorkbookOffThread(bytes: Uint8Array, options: OffThreadOptions = {}): Promise<WorkbookRead> {
  const early = workbookFailure(bytes);
  if (early) return Promise.resolve(early);
  const budgetMs = options.budgetMs ?? WORKBOOK_TIME_BUDGET_MS;
  return new Promise((resolve) => {
    const worker = new Worker(options.workerUrl ?? workbookWorkerUrl(), { type: 'module' });
    const finish = (read: WorkbookRead) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(read);
    };
    const timer = setTimeout(() => finish({ failure: 'too_slow', seconds: Math.round(budgetMs / 1000) }), budgetMs);
    worker.onmessage = (message: MessageEvent<WorkbookAnswer>) => finish(readOf(message.data));
    // A worker that cannot start, or dies (out of memory), reads nothing.
    worker.onerror = () => finish({ failure: 'unreadable' });
    const copy = bytes.slice();
    const request: ReadWorkbookRequest = { type: 'read', bytes: copy };
    worker.postMessage(request, [copy.buffer]);
  });
}
