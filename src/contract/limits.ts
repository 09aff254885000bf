/**
 * Hard limits the application enforces. Published in ApplicationMetadata.limits and in the
 * max_rows / max_bytes members of the CSV schemas; the import, the solver and the CLI read them here.
 */
export const LIMITS = {
  max_guest_rows: 10_000,
  max_tables: 5_000,
  max_guests_file_bytes: 2_097_152,
  max_group_cohesion_strength: 10,
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
