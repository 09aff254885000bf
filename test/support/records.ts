/** A booking record as a guests file row would give it: no strength, no keep-aparts, no table, unless `more` says so. */
import type { GuestRecord } from '../../src/model/records.ts';

export const guestRecord = (name: string, size: number, group: string[] = [], more: Partial<GuestRecord> = {}): GuestRecord => ({
  name,
  size,
  group,
  strength: null,
  avoid: [],
  table: null,
  ...more,
});
