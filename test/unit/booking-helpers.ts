/** Bookings for unit tests, written as briefly as a test reads them. */
import type { GuestRecord } from '../../src/model/records.ts';

/** A booking of two with no group, wish or table, and whatever `extra` says. */
export const guest = (name: string, extra: Partial<GuestRecord> = {}): GuestRecord => ({
  name,
  size: 2,
  group: [],
  strength: null,
  avoid: [],
  table: null,
  ...extra,
});
