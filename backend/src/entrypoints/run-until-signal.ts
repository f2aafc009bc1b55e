import { utimes, writeFile } from 'node:fs/promises';
import { startSystem, type SystemOptions } from '../system/system';

const HEARTBEAT_MS = 10_000;

/**
 * Starts the system and stops it cleanly on SIGTERM / SIGINT (docker stop, Ctrl+C). With HEARTBEAT_FILE set, touches
 * that file every 10 s while the event loop is alive, so a container health check can tell a hung process apart.
 */
export async function runUntilSignal(options: SystemOptions): Promise<void> {
  const system = await startSystem(options);
  const heartbeatFile = process.env.HEARTBEAT_FILE;
  const beat = async () => {
    if (!heartbeatFile) return;
    const now = new Date();
    await utimes(heartbeatFile, now, now).catch(() => writeFile(heartbeatFile, now.toISOString()));
  };
  await beat();
  const heartbeat = heartbeatFile ? setInterval(() => void beat(), HEARTBEAT_MS) : null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (heartbeat) clearInterval(heartbeat);
    system.services.log.info({ signal }, 'shutting down');
    await system.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
