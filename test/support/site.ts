/** Helpers shared by the Node tests of the published site. */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { startServer } from '../../src/server/main.ts';
import type { ServingRules } from '../../src/serving/rules.ts';

/** The members of an RFC 9457 problem document the tests read. */
export interface ProblemBody {
  type: string;
  status: number;
  code: string;
  title?: string;
  detail?: string;
  resolution?: string;
  documentation_url?: string;
}

export function builtRules(): ServingRules {
  try {
    return JSON.parse(readFileSync(BUILD_PATHS.servingRules, 'utf8')) as ServingRules;
  } catch {
    throw new Error('The site is not built: run `npm run build` first (npm test does it for you).');
  }
}

export function builtFile(sitePath: string): string {
  return readFileSync(`${BUILD_PATHS.dist}${sitePath}`, 'utf8');
}

/** Starts the real server on a free port of the loopback interface (with `relayUrl` as plan together's relay). */
export async function startTestServer(relayUrl?: string): Promise<{ base: string; close: () => Promise<void> }> {
  builtRules();
  const server: Server = await startServer(0, '127.0.0.1', relayUrl);
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
