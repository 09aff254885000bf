/** Names, versions and policies the service publishes. */
export const SERVICE = {
  name: 'Seating Optimizer',
  description:
    "Read-only JSON API that publishes the file formats, limits and objective function of a browser-based event seating optimizer. The optimization runs in a Web Worker in the user's browser; nothing is computed or stored server-side.",
  applicationDescription:
    'Seats the guests of a wedding or a gala dinner at tables: import a guests file and a tables file, let the optimizer keep groups together and conflicts apart, adjust by hand, and export the seating plan. Runs offline in your browser; guest lists never leave the device.',
  apiVersion: 'v1',
  /** Date the published contract last changed (RFC 3339 full-date). */
  contractUpdated: '2026-11-25',
  sourceCodeUrl: undefined as string | undefined,
  price: { amount: '0', currency: 'USD' },
  dataResidency: "The user's own browser (IndexedDB); guest data never leaves the device.",
  persistence: "Nothing is stored server-side; each visitor's workspace lives in their own browser's IndexedDB.",
} as const;

export const LANGUAGES = ['en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CAPABILITIES = [
  'csv-import',
  'csv-export',
  'hierarchical-groups',
  'cohesion-strength',
  'keep-apart',
  'table-pinning',
  'worker-solver',
  'lower-bound',
  'manual-editing',
  'offline',
  'installable',
  'local-workspace',
  'rtl',
  'embeddable',
  'cli',
] as const;

export const DEPRECATION = {
  noticePeriodDays: 180,
  signalledBy: ['Deprecation', 'Sunset', 'Link'],
  /** operationIds scheduled for removal; empty while none is. */
  currentlyDeprecated: [] as string[],
  /** RFC 8594 sunset date of the current major version, null while none is set. */
  sunset: null as string | null,
} as const;

export const VERSIONING = {
  scheme: 'Major version in the URL path (/api/v1); additive changes appear in place, clients ignore unknown members.',
  breakingChanges: 'A breaking change is published under a new major path (/api/v2) and never mutates /api/v1.',
} as const;

/** The id of the published demo example (api-contract 1.6). */
export const DEMO_EXAMPLE_ID = 'demo';
