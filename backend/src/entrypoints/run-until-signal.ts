import { startSystem, type SystemOptions } from '../system';

/** Starts the system and stops it cleanly on SIGTERM / SIGINT (docker stop, Ctrl+C). */
export async function runUntilSignal(options: SystemOptions): Promise<void> {
  const system = await startSystem(options);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    system.services.log.info({ signal }, 'shutting down');
    await system.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
