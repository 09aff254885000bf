/** Serves the built site (dist/) with the build's serving rules. `PORT` overrides 8080. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkRelayUrl, DEFAULT_RELAY_URL } from '../serving/relay.ts';
import type { ServingRules } from '../serving/rules.ts';
import { createApp } from './app.ts';
import { BUILD_PATHS } from '../../scripts/paths.ts';

/** Listens on every interface (so a phone on the same network can open it) unless `host` is given. */
export function startServer(port: number, host?: string, relayUrl?: string) {
  const rules = JSON.parse(readFileSync(BUILD_PATHS.servingRules, 'utf8')) as ServingRules;
  const app = createApp({ distDir: resolve(BUILD_PATHS.dist), rules, ...(relayUrl ? { relayUrl } : {}) });
  return new Promise<import('node:http').Server>((resolvePromise, reject) => {
    const server = host ? app.listen(port, host, () => resolvePromise(server)) : app.listen(port, () => resolvePromise(server));
    server.on('error', reject);
  });
}

/** The port to serve on: PORT, else 8080; a PORT that is not a port number stops with what to write instead. */
export function portFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PORT?.trim() || '8080';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`PORT must be a whole number from 1 to 65535, such as PORT=8081 npm start; it is "${raw}".`);
    process.exit(1);
  }
  return port;
}

/** Serves on PORT (default 8080) and HOST (default: every interface), with RELAY_URL's relay, and says where. */
export async function serveFromEnv(): Promise<void> {
  const port = portFromEnv();
  let relayUrl: string;
  try {
    relayUrl = checkRelayUrl(process.env.RELAY_URL?.trim() || DEFAULT_RELAY_URL);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  try {
    await startServer(port, process.env.HOST, relayUrl);
    console.log(`Seating Optimizer is running at http://localhost:${port}/  (press Ctrl+C to stop)`);
    console.log(`Plan together connects to the relay at ${relayUrl} (start it with npm run relay; set RELAY_URL for another).`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE' ? `Port ${port} is in use. Stop the other server or choose another: PORT=8081 npm start` : String(error),
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await serveFromEnv();
