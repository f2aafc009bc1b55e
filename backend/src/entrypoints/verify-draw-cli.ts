import { parseArgs } from 'node:util';
import { z } from 'zod';
import { drawProofResponseSchema, verifyDrawProof, type DrawProofResponse } from '@fr/contracts';
import { BLS_G1_SCHEME, beaconSchedule, verifyRound } from '../features/raffles';
import { QUICKNET } from '../platform/beacon-config';

/**
 * `npm run verify-draw -- <drawId> [--url BASE]`: re-computes a draw from its public proof alone, as anyone could,
 * with the same algorithm as the server and the proof page. Exit status 0 when everything matches, 1 when something
 * does not (or the draw is not done yet), 2 for a wrong command line or a proof that cannot be fetched.
 */

const USAGE = 'Usage: npm run verify-draw -- <drawId> [--url BASE]   (BASE defaults to PUBLIC_URL, else http://127.0.0.1:3000)';
const FETCH_TIMEOUT_MS = 15_000;

interface Check {
  label: string;
  ok: boolean;
  detail: string;
}

/** A wrong command line: exit 2 with the usage. */
class UsageError extends Error {}
/** No proof to check (unreachable, unknown draw, not a proof): exit 2. */
class ProofUnavailableError extends Error {}

function commandLine(args: string[], env: NodeJS.ProcessEnv): { drawId: string; base: string } {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { url: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [drawId, ...rest] = parsed.positionals;
  if (!drawId || rest.length > 0) throw new UsageError('Give exactly one draw id.');
  return { drawId, base: (parsed.values.url ?? env.PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '') };
}

async function fetchProof(base: string, drawId: string): Promise<DrawProofResponse> {
  const url = `${base}/api/raffles/draws/${encodeURIComponent(drawId)}/proof`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new ProofUnavailableError(`Could not reach ${url}: ${(error as Error).message}`);
  }
  if (response.status === 404) throw new ProofUnavailableError(`No draw ${drawId} at ${base}.`);
  if (!response.ok) throw new ProofUnavailableError(`${url} answered ${response.status}.`);
  const parsed = drawProofResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ProofUnavailableError(`${url} did not answer with a draw proof:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The beacon's part: the round is the one fixed before the close, and its value is what the beacon's key signed. */
function beaconChecks(proof: DrawProofResponse): Check[] {
  const { beacon } = proof;
  const fixedRound = beaconSchedule.roundAfter(new Date(proof.closesAt), beacon);
  const checks: Check[] = [
    {
      label: 'Beacon round',
      ok: proof.beaconRound === fixedRound,
      detail: `round ${proof.beaconRound}; the first round after the close (${proof.closesAt}) is ${fixedRound}`,
    },
  ];
  if (proof.beaconRandomness === null || proof.beaconSignature === null) return checks;
  if (beacon.scheme !== BLS_G1_SCHEME) {
    return [...checks, { label: 'Beacon signature', ok: false, detail: `scheme ${beacon.scheme} is not one this tool verifies` }];
  }
  const round = { round: proof.beaconRound, randomness: proof.beaconRandomness, signature: proof.beaconSignature };
  checks.push({
    label: 'Beacon signature',
    ok: verifyRound(beacon.publicKey, round),
    detail: `the value of round ${proof.beaconRound} is the hash of a signature by key ${beacon.publicKey.slice(0, 16)}…`,
  });
  // A key taken from the proof itself only shows consistency; quicknet's key is known independently.
  if (beacon.chainHash === QUICKNET.chainHash) {
    checks.push({
      label: 'Beacon key',
      ok: beacon.publicKey === QUICKNET.publicKey,
      detail: 'the proof names drand quicknet; its key must be the one quicknet publishes',
    });
  }
  return checks;
}

/** The draw's part, by the shared algorithm: commitment, entry list and winner order. */
function drawChecks(proof: DrawProofResponse): Check[] {
  let check;
  try {
    check = verifyDrawProof(proof);
  } catch (error) {
    // A list the algorithm refuses (an entry id twice): no winner can come from it.
    return [{ label: 'Entry list', ok: false, detail: (error as Error).message }];
  }
  return [
    { label: 'Seed commitment', ok: check.commitmentMatches, detail: `sha256(seed) = ${proof.seedCommitment}` },
    { label: 'Entry list', ok: check.entryListMatches, detail: `hash ${proof.entryListHash}` },
    {
      label: 'Winners',
      ok: check.winnersMatch,
      detail: `published ${JSON.stringify(proof.winners)}, re-computed ${JSON.stringify(check.recomputed)}`,
    },
  ];
}

function report(proof: DrawProofResponse): { lines: string[]; ok: boolean } {
  const lines = [
    `Draw ${proof.drawId} (${proof.raffleName}), status ${proof.status}${proof.drawnAt ? `, drawn ${proof.drawnAt}` : ''}`,
    `Period ${proof.opensAt} to ${proof.closesAt}; ${proof.entries.length} entries, ${proof.totalTickets} tickets`,
    `Beacon: ${proof.beacon.name} (${proof.beacon.kind}), chain ${proof.beacon.chainHash}${proof.beacon.url ? `, ${proof.beacon.url}` : ''}`,
  ];
  if (proof.beacon.kind === 'local') {
    lines.push('Warning: the local demo beacon is not a public randomness source; whoever runs the system holds its key.');
  }
  if (proof.seed === null || proof.beaconRandomness === null || proof.entryListHash === null) {
    lines.push('', 'Not drawn yet: the seed and the beacon value are published with the result. Nothing to verify.');
    return { lines, ok: false };
  }
  const checks = [...drawChecks(proof), ...beaconChecks(proof)];
  const ok = checks.every((c) => c.ok);
  lines.push('', ...checks.map((c) => `${c.ok ? 'OK  ' : 'FAIL'} ${c.label}: ${c.detail}`), '');
  lines.push(ok ? 'The draw re-computes to the published winners.' : 'The draw does NOT match its proof.');
  return { lines, ok };
}

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  try {
    const { drawId, base } = commandLine(args, env);
    const { lines, ok } = report(await fetchProof(base, drawId));
    console.log(lines.join('\n'));
    return ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof ProofUnavailableError) console.error(error.message);
    else throw error;
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2), process.env);
