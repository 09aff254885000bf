/**
 * The one message contract between the page and the workbook worker, which unpacks and parses an
 * .xlsx file off the page's thread: the file's bytes in, its sheets or the refusal out.
 */
import type { SheetRows, WorkbookFailure, WorkbookRead } from '../spreadsheet/workbook-read.ts';

/** The file's bytes, transferred (the page keeps a copy of its own). */
export interface ReadWorkbookRequest {
  readonly type: 'read';
  readonly bytes: Uint8Array;
}

export type WorkbookAnswer =
  { readonly type: 'sheets'; readonly sheets: SheetRows[] } | { readonly type: 'refused'; readonly failure: WorkbookFailure };

export function answerOf(read: WorkbookRead): WorkbookAnswer {
  return 'sheets' in read ? { type: 'sheets', sheets: read.sheets } : { type: 'refused', failure: read };
}

export function readOf(answer: WorkbookAnswer): WorkbookRead {
  return answer.type === 'sheets' ? { sheets: answer.sheets } : answer.failure;
}
