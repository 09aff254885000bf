/** JSON Schemas (2020-12, as OpenAPI 3.1 uses) of every published document, shaped as api-contract section 2. */
import { ERROR_CODES } from '../contract/index.ts';

const str = { type: 'string' } as const;
const uri = { type: 'string', format: 'uri' } as const;
const int = { type: 'integer' } as const;
const strings = { type: 'array', items: str } as const;

function object(required: string[], properties: Record<string, unknown>, description?: string) {
  return { type: 'object', ...(description ? { description } : {}), required, properties };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const SCHEMAS: Record<string, unknown> = {
  Versioning: object([], {
    scheme: { ...str, description: 'Where the version appears.' },
    current: { ...str, description: 'Current major version.' },
    breaking_changes: { ...str, description: 'How a breaking change is delivered.' },
  }),
  DeprecationPolicy: object([], {
    url: { ...uri, description: 'The published policy.' },
    notice_period_days: { ...int, description: 'Minimum days between announcement and removal.' },
    signalled_by: { ...strings, description: 'Headers that signal a pending removal.' },
    currently_deprecated: { ...strings, description: 'operationIds scheduled for removal; empty when none.' },
    sunset: { type: ['string', 'null'], description: 'RFC 8594 sunset date of the current major version; null when none is set.' },
  }),
  Operation: object(['operationId', 'method', 'url', 'summary'], {
    operationId: { ...str, description: 'Equals the operationId in this OpenAPI description.' },
    method: { type: 'string', enum: ['GET'] },
    url: { ...uri, description: 'Absolute URL of the operation.' },
    summary: { ...str, description: 'One line.' },
  }),
  ApiIndex: object(['service', 'api_version', 'operations'], {
    service: { ...str, description: 'Service name.' },
    description: str,
    api_version: { ...str, pattern: '^v[0-9]+$', description: 'Major contract version.' },
    documentation_url: uri,
    openapi_url: uri,
    terms_of_service: uri,
    privacy_policy: uri,
    authentication: { type: 'string', enum: ['none'] },
    operations: { type: 'array', items: ref('Operation') },
    errors: object([], { format: str, documentation_url: uri, example_url: uri }),
    versioning: ref('Versioning'),
    deprecation_policy: ref('DeprecationPolicy'),
  }),
  ApplicationMetadata: object(['name', 'url', 'capabilities', 'limits'], {
    name: str,
    url: uri,
    application_url: uri,
    description: str,
    price: object([], { amount: str, currency: { type: 'string', pattern: '^[A-Z]{3}$' } }),
    authentication: { type: 'string', enum: ['none'] },
    requires_account: { type: 'boolean' },
    data_residency: str,
    languages: { ...strings, description: 'Interface languages as BCP 47 tags.' },
    capabilities: { ...strings, description: 'Stable identifiers of supported features.' },
    limits: object([], {
      max_guest_rows: { ...int, description: 'Largest number of guest rows accepted.' },
      max_tables: { ...int, description: 'Largest number of tables accepted.' },
      max_guests_file_bytes: { ...int, description: 'Largest accepted guests file in bytes.' },
      max_group_cohesion_strength: { ...int, description: 'Highest cohesion strength a group can be given.' },
      max_event_file_bytes: { ...int, description: 'Largest accepted .seating event file in bytes.' },
      max_workbook_unpacked_bytes: {
        ...int,
        description: 'Largest total size in bytes that the entries of an accepted .xlsx workbook unpack to.',
      },
      max_workbook_entry_bytes: {
        ...int,
        description: 'Largest size in bytes that any one entry of an accepted .xlsx workbook unpacks to.',
      },
      max_find_seat_link_text_bytes: {
        ...int,
        description: 'Largest unpacked list of names and tables, in bytes, that one find-my-seat link may carry.',
      },
      max_relay_rooms: { ...int, description: 'Rooms one plan-together relay keeps at once.' },
      max_relay_room_bytes: { ...int, description: 'Encrypted bytes a plan-together relay stores for one room.' },
      max_relay_message_bytes: { ...int, description: 'Largest encrypted update, in bytes, a plan-together relay accepts in one message.' },
      max_relay_room_devices: { ...int, description: 'Devices connected to one plan-together room at once.' },
    }),
    documentation_url: uri,
    developer_portal_url: uri,
    source_code_url: uri,
    versioning: ref('Versioning'),
    deprecation_policy: ref('DeprecationPolicy'),
  }),
  CsvColumn: object(['name', 'type', 'description'], {
    name: { ...str, description: 'Header as in the file.' },
    type: { type: 'string', enum: ['string', 'integer', 'number'] },
    required: { type: 'boolean', description: 'Whether the column must be present.' },
    nullable: { type: 'boolean', description: 'Whether an empty cell is accepted.' },
    minimum: { type: 'number', description: 'Smallest accepted value for numeric columns.' },
    description: str,
    examples: strings,
  }),
  CsvFileSchema: object(['purpose', 'media_type', 'columns'], {
    purpose: { ...str, description: 'What one row represents.' },
    media_type: { type: 'string', pattern: '^text/csv' },
    header_matching: { ...str, description: 'How header names are matched, with every other name (English and Hebrew) of each column.' },
    max_rows: int,
    max_bytes: int,
    example_url: uri,
    columns: { type: 'array', items: ref('CsvColumn') },
  }),
  CsvSchema: object(['api_version', 'files'], {
    api_version: str,
    documentation_url: uri,
    files: object(['guests', 'tables', 'seating_export'], {
      guests: ref('CsvFileSchema'),
      tables: ref('CsvFileSchema'),
      seating_export: ref('CsvFileSchema'),
    }),
    group_semantics: object([], { identity: str, default_strength: str, separators: strings }),
  }),
  Term: object(['id', 'weight', 'description'], {
    id: str,
    weight: { type: 'number' },
    formula: str,
    charged_per: str,
    description: str,
  }),
  Objective: object(['terms', 'hard_constraints'], {
    api_version: str,
    documentation_url: uri,
    summary: str,
    scaling: object([], { factor: int, rounding: str }),
    terms: { type: 'array', items: ref('Term') },
    search: object([], {
      construction: str,
      improvement: str,
      neighbourhoods: strings,
      evaluation: str,
      capacity: str,
      optimality: str,
      reseating: str,
    }),
    hard_constraints: strings,
    plan_summary: object(
      ['description', 'fields'],
      {
        description: str,
        fields: { type: 'array', items: object(['name', 'type', 'description'], { name: str, type: str, description: str }) },
      },
      'The summary object that the command line’s solve --json and score --json print: the plan in words.',
    ),
  }),
  Example: object(['id', 'title', 'description', 'bookings', 'guests', 'tables', 'penalty', 'files'], {
    id: str,
    title: str,
    description: str,
    bookings: { ...int, minimum: 0, description: 'Rows of the guests file.' },
    guests: { ...int, minimum: 0, description: 'Seats the bookings take in all.' },
    tables: { ...int, minimum: 0 },
    penalty: { ...int, minimum: 0, description: 'Reported penalty the scorer computes for the published seating file.' },
    files: object(['guests', 'tables', 'seating'], { guests: uri, tables: uri, seating: uri }),
  }),
  Examples: object(['api_version', 'examples'], {
    api_version: str,
    examples: { type: 'array', items: ref('Example') },
  }),
  Health: object(['status', 'api_version', 'contract_updated', 'documents'], {
    status: { type: 'string', enum: ['ok'] },
    api_version: str,
    contract_updated: { type: 'string', format: 'date', description: 'RFC 3339 date the contract last changed.' },
    documents: { ...strings, description: 'operationIds of the published documents.' },
  }),
  Sandbox: object(['api_version', 'base_url', 'side_effects', 'persistence', 'demo'], {
    api_version: str,
    base_url: { ...uri, description: 'Identical to production.' },
    side_effects: { type: 'string', enum: ['none'] },
    persistence: str,
    demo: object(['en', 'he', 'example_id', 'seeds'], {
      en: uri,
      he: uri,
      example_id: str,
      seeds: str,
    }),
  }),
  EventFileSchema: object(['api_version', 'format', 'version', 'file_extension', 'media_type', 'schema'], {
    api_version: str,
    documentation_url: uri,
    description: str,
    format: { ...str, description: 'The format member every event file carries.' },
    version: { ...int, minimum: 1, description: 'The newest file version the app reads and the one it writes; newer files are refused.' },
    file_extension: { ...str, pattern: '^\\.' },
    media_type: { ...str, description: 'The media type the installed app opens files of (web app manifest file_handlers).' },
    schema: {
      type: 'object',
      description: 'JSON Schema (2020-12) of an event file of this version; the app validates every file it opens with it.',
    },
  }),
  Problem: object(['type', 'title', 'status', 'code', 'detail'], {
    type: uri,
    title: str,
    status: { ...int, description: 'Authoritative HTTP status of the problem (the transport status may be 200).' },
    code: { ...str, description: 'Stable machine-readable error code.', examples: [...ERROR_CODES] },
    detail: str,
    resolution: str,
    documentation_url: uri,
  }),
};
