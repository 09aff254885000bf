/** `npm run relay`: the plan-together relay on RELAY_PORT (default 8787), keeping rooms in RELAY_DATA (default ./relay-data). */
import { relayOptionsFromEnv, startRelay } from '../src/server/relay.ts';

const options = relayOptionsFromEnv();
if (typeof options === 'string') {
  console.error(options);
  process.exit(1);
}
try {
  const relay = await startRelay(options);
  console.log(`Plan-together relay on ws://localhost:${relay.port}/, keeping rooms in ${options.dataDir}  (press Ctrl+C to stop)`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `Port ${options.port} is in use. Choose another: RELAY_PORT=8788 npm run relay` : String(error));
  process.exit(1);
}
