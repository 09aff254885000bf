/**
 * The room a plan is drawn in: the numbers and names the tables file's position columns and the
 * room tags (near dance floor, away from speakers) are published with. Lengths are metres, angles
 * degrees clockwise, positions measured from the room's top-left corner.
 */

export const ROOM_LIMITS = {
  /** The largest room side, and so the largest x or y a tables file may give. */
  roomMaxMetres: 500,
  /** Table sizes (length, width) a tables file may give. */
  tableMinMetres: 0.3,
  tableMaxMetres: 50,
  /** A room tag "near X" holds for a table whose edge is at most this far from X's edge. */
  nearMetres: 2,
  /** A room tag "away from X" holds for a table whose edge is at least this far from every X. */
  awayMetres: 6,
} as const;

/** The fixed objects a room can hold, each with its words in the two languages of the service. */
export const ROOM_OBJECT_KINDS = [
  { id: 'danceFloor', en: 'dance floor', he: 'רחבת הריקודים' },
  { id: 'stage', en: 'stage', he: 'הבמה' },
  { id: 'bar', en: 'bar', he: 'הבר' },
  { id: 'buffet', en: 'buffet', he: 'המזנון' },
  { id: 'entrance', en: 'entrance', he: 'הכניסה' },
  { id: 'exit', en: 'exit', he: 'היציאה' },
  { id: 'dj', en: 'DJ', he: 'הדי־ג׳יי' },
  { id: 'speakers', en: 'speakers', he: 'הרמקולים' },
  { id: 'cake', en: 'cake', he: 'העוגה' },
  { id: 'pillar', en: 'pillar', he: 'העמוד' },
] as const;

export type RoomObjectKind = (typeof ROOM_OBJECT_KINDS)[number]['id'];
export const ROOM_OBJECT_KIND_IDS: readonly RoomObjectKind[] = ROOM_OBJECT_KINDS.map((k) => k.id);

export type RoomTagRelation = 'near' | 'away';

/**
 * The spellings of a room tag, English first (the name the tag is shown and written with): "near
 * dance floor", "ליד רחבת הריקודים", "away from speakers", "רחוק מהרמקולים".
 */
export function roomTagSpellings(relation: RoomTagRelation, kind: RoomObjectKind): readonly string[] {
  const words = ROOM_OBJECT_KINDS.find((k) => k.id === kind)!;
  // Hebrew joins "from" (מ) to the word and drops the article's ה after it in speech, but both
  // spellings are common in writing, so both are read.
  const heBare = words.he.startsWith('ה') ? words.he.slice(1) : words.he;
  return relation === 'near'
    ? [`near ${words.en}`, `near the ${words.en}`, `ליד ${words.he}`, `ליד ${heBare}`]
    : [`away from ${words.en}`, `away from the ${words.en}`, `רחוק מ${words.he}`, `רחוק מ${heBare}`, `רחוק מ־${heBare}`];
}

/** How the published documents describe the room tags. */
export const ROOM_TAGS_DESCRIPTION =
  `Besides the tables file's own tags, every table has room tags computed from the floor plan: "near X" when its edge is at most ` +
  `${ROOM_LIMITS.nearMetres} m from the edge of an X, and "away from X" when it is at least ${ROOM_LIMITS.awayMetres} m from every X, ` +
  `for X one of ${ROOM_OBJECT_KINDS.map((k) => k.en).join(', ')} (Hebrew: "ליד X", "רחוק מX").`;
