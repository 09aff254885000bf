/**
 * Ids the app numbered, in what was stored before they were marked. Apart from the model's other
 * modules, so the workspace's upgrade (in the app's first download) does not bring them along.
 */
import { sameName } from './names.ts';

type Identified = { readonly id?: string | undefined; readonly name: string; idGenerated?: boolean };

/**
 * Bookings stored or saved before numbered ids were marked (a version 1 `.seating` file, an older
 * workspace): an id of the numbered shape of the booking's own name ("David Cohen #2" on David Cohen)
 * is marked as the app's, as it was then taken to be. Nothing else ever reads an id's shape.
 */
export function withOldGeneratedIdsMarked<T extends Identified>(records: readonly T[]): T[] {
  return records.map((record) => {
    const numbered = record.id === undefined || record.idGenerated !== undefined ? null : /^(.*) #\d+$/u.exec(record.id);
    return numbered !== null && sameName(numbered[1]!, record.name) ? { ...record, idGenerated: true } : record;
  });
}
