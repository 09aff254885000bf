/**
 * Hard limits the application enforces. Published in ApplicationMetadata.limits and in the
 * max_rows / max_bytes members of the CSV schemas; the import, the solver and the CLI read them here.
 */
export const LIMITS = {
  max_guest_rows: 10_000,
  max_tables: 5_000,
  max_guests_file_bytes: 2_097_152,
  max_group_cohesion_strength: 10,
  /** A .seating file is refused above this size before it is parsed; a 10,000-booking event with notes writes about 8 MB. */
  max_event_file_bytes: 16_777_216,
  /** What all the entries of an .xlsx workbook unpack to together, read from its directory and held while unpacking. */
  max_workbook_unpacked_bytes: 67_108_864,
  /** What any one entry of an .xlsx workbook unpacks to (a sheet, its shared strings, a picture). */
  max_workbook_entry_bytes: 33_554_432,
  /** The names and tables one find-my-seat link carries, as unpacked text; a link that fits a printed code holds a few KB. */
  max_find_seat_link_text_bytes: 65_536,
  /** Rooms one plan-together relay keeps (`npm run relay`); a device opening a room beyond them is turned away. */
  max_relay_rooms: 1_000,
  /** Encrypted bytes a relay keeps for one room; a 2,000-booking event's first share is a few hundred KB. */
  max_relay_room_bytes: 67_108_864,
  /** The largest encrypted update a relay takes in one message; a larger one closes that device's connection. */
  max_relay_message_bytes: 8_388_608,
  /** Devices connected to one room at once. */
  max_relay_room_devices: 50,
} as const;

/** Rules of single cells that are not published as limits but appear in column descriptions. */
export const FIELD_RULES = {
  bookingNameMaxLength: 200,
  tableNameMaxLength: 100,
  tableCapacityMin: 1,
  tableCapacityMax: 100,
  /** A tables file holds at most max_tables short rows; this bounds it before parsing. */
  tablesFileMaxBytes: 1_048_576,
} as const;
