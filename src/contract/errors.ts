/**
 * The error codes the API answers with (api-contract section 7). Each is an RFC 9457 problem
 * document published at its own URL (which answers 200, so the service worker can precache it);
 * the documents, the OpenAPI description, the portal and the serving rules read them from here.
 */
import { API_BASE_PATH, PROBLEM_NOT_FOUND_PATH } from './operations.ts';

/** Every document of the API is read-only: these are the only methods it answers. */
export const READ_METHODS = ['GET', 'HEAD'] as const;

export interface ErrorSpec {
  /** The problem's status member. */
  readonly status: number;
  /** The HTTP status on the wire (200 where the static site cannot give the real one). */
  readonly transportStatus: number;
  readonly title: string;
  readonly detail: string;
  /** What to do about it; `indexUrl` is the absolute URL of the operation list. */
  readonly resolution: (indexUrl: string) => string;
  /** When it is answered, as the portal lists it. */
  readonly when: string;
  /** Where the problem document is published. */
  readonly path: string;
}

/** Error code → its problem. */
export const ERRORS = {
  endpoint_not_found: {
    status: 404,
    transportStatus: 200,
    title: 'Endpoint not found',
    detail:
      'No operation is published at this path under /api/. This site is static, so the HTTP status is 200; read the status member of this document.',
    resolution: (indexUrl: string) => `Fetch ${indexUrl} for the list of available operations.`,
    when: 'A GET of an unrecognised path under /api/.',
    path: PROBLEM_NOT_FOUND_PATH,
  },
  method_not_allowed: {
    status: 405,
    transportStatus: 405,
    title: 'Method not allowed',
    detail: `Every document of this API is read-only: it answers ${READ_METHODS.join(' and ')} only, as the Allow header says.`,
    resolution: (indexUrl: string) => `Send a ${READ_METHODS[0]} request; ${indexUrl} lists the available operations.`,
    when: `Any method other than ${READ_METHODS.join(' or ')} on a path under /api/, /openapi.json or the API catalog.`,
    path: `${API_BASE_PATH}/problems/method-not-allowed.json`,
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];
