/** The workbook worker's entry: one file's bytes in, its sheets or the refusal out. */
import { readWorkbook } from '../spreadsheet/workbook-read.ts';
import { answerOf, type ReadWorkbookRequest } from './workbook-protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (message: MessageEvent<ReadWorkbookRequest>) => self.postMessage(answerOf(await readWorkbook(message.data.bytes)));
