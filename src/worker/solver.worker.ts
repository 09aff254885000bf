/** The solver worker's entry: messages in, the run loop, events out. */
import { SolverRunLoop } from './run-loop.ts';
import type { SolverRequest } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const loop = new SolverRunLoop((event, transfer) => self.postMessage(event, transfer ?? []));
self.onmessage = (message: MessageEvent<SolverRequest>) => loop.handle(message.data);
