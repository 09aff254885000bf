/** The one typed source of every number and name the service publishes. */
export * from './limits.ts';
export * from './csv-columns.ts';
export * from './guest-columns.ts';
export * from './table-columns.ts';
export * from './seating-columns.ts';
export * from './csv-files.ts';
export * from './objective.ts';
export * from './search.ts';
export * from './service.ts';
export * from './operations.ts';
export * from './examples.ts';
export * from './errors.ts';
export * from './room.ts';
export * from './rsvp.ts';
export * from './event-file.ts';
export * from './plan-summary.ts';
export * from './relay-protocol.ts';
