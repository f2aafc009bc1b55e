import { DomainError } from '../platform/errors';
import { startSystem, type SystemOptions } from '../system/system';
import { drawNowFromCommandLine } from '../features/raffles';
import { drawProofPath, texts } from '@fr/contracts';

const USAGE = 'Usage: npm run draw:now -- <raffleId> [drawId]   (e.g. nfl-bronze; development and demo mode only)';

/** Who the audit trail names for a period the command line closed. */
const DRAW_NOW_CLI_ACTOR = 'draw-now (command line)';

/**
 * `npm run draw:now -- <raffleId> [drawId]`: closes the raffle's open period (or the one named) and draws it at once,
 * with the same provable draw as a scheduled close, on the database `npm start` uses. Exit status 0 when drawn (or
 * already drawn), 1 when refused (production, an unknown raffle, a period not open now), 2 for a wrong command line.
 */
export async function runDrawNowCli(
  args: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
  system: SystemOptions = {},
): Promise<number> {
  const [raffleId, drawId, ...rest] = args;
  if (!raffleId || rest.length > 0) {
    print(USAGE);
    return 2;
  }
  // Refused before anything is opened: a production database is not touched at all.
  if (env.NODE_ENV === 'production') {
    print(`Refused: ${texts.server.drawNowRefusedInProduction}`);
    return 1;
  }
  const opened = await startSystem({ env, ...system, roles: { api: false, projections: true, workers: false } });
  try {
    const { drawId: drawn, outcome } = await drawNowFromCommandLine(opened.services, raffleId, drawId ?? null, DRAW_NOW_CLI_ACTOR);
    await opened.services.waitForAllCommitted();
    const message =
      outcome === 'drawn'
        ? texts.server.drawNowDrawn(drawn)
        : outcome === 'no_entries'
          ? texts.server.drawNowNoEntries(drawn)
          : texts.server.drawNowAlreadyDrawn(drawn);
    print(message);
    print(`Proof: ${opened.config.publicUrl}${drawProofPath(drawn)}`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    print(`Refused: ${error.message}`);
    return 1;
  } finally {
    await opened.stop();
  }
}
