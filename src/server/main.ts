/** Serves the built site (dist/) with the build's serving rules. `PORT` overrides 8080. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ServingRules } from '../serving/rules.ts';
import { createApp } from './app.ts';
import { BUILD_PATHS } from '../../scripts/paths.ts';

/** Listens on every interface (so a phone on the same network can open it) unless `host` is given. */
export function startServer(port: number, host?: string) {
  const rules = JSON.parse(readFileSync(BUILD_PATHS.servingRules, 'utf8')) as ServingRules;
  const app = createApp({ distDir: resolve(BUILD_PATHS.dist), rules });
  return new Promise<import('node:http').Server>((resolvePromise, reject) => {
    const server = host ? app.listen(port, host, () => resolvePromise(server)) : app.listen(port, () => resolvePromise(server));
    server.on('error', reject);
  });
}

/** Serves on PORT (default 8080) and HOST (default: every interface), and says where. */
export async function serveFromEnv(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  try {
    await startServer(port, process.env.HOST);
    console.log(`Seating Optimizer is running at http://localhost:${port}/  (press Ctrl+C to stop)`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE' ? `Port ${port} is in use. Stop the other server or choose another: PORT=8081 npm start` : String(error),
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await serveFromEnv();
