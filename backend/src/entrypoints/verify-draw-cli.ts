import { parseArgs } from 'node:util';
import { z } from 'zod';
import { drawProofResponseSchema, verifyDrawProof, type DrawProofResponse } from '@fr/contracts';
import { BLS_G1_SCHEME, beaconTrust, QUICKNET, verifyRound, type PinnedChain } from '@fr/contracts/beacon';
import { beaconSchedule } from '../features/raffles';

/**
 * `npm run verify-draw -- <drawId> [--url BASE] [--chain-hash HEX --public-key HEX] [--allow-local]`: re-computes a
 * draw from its public proof alone, as anyone could, with the same algorithm as the server and the proof page. The
 * beacon must be a chain known independently of the proof (quicknet, or the one given on the command line): a key the
 * proof names itself proves nothing. Exit status 0 when everything matches, 1 when something does not (or the draw is
 * not done yet, or it used the local demo beacon without --allow-local), 2 for a wrong command line or a proof that
 * cannot be fetched.
 */

const USAGE = [
  'Usage: npm run verify-draw -- <drawId> [--url BASE] [--chain-hash HEX --public-key HEX] [--allow-local]',
  '  --url          the server (default PUBLIC_URL, else http://127.0.0.1:3000)',
  '  --chain-hash, --public-key   a drand chain you trust besides quicknet (both, as its /info publishes them)',
  "  --allow-local  accept a draw on the local demo beacon (its key is the operator's: not publicly verifiable)",
].join('\n');
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

/** What the verifier trusts, from the command line: never from the proof. */
interface Trust {
  pinned: PinnedChain[];
  allowLocal: boolean;
}

const HEX = /^[0-9a-fA-F]+$/;

function commandLine(args: string[], env: NodeJS.ProcessEnv): { drawId: string; base: string; trust: Trust } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        url: { type: 'string' },
        'chain-hash': { type: 'string' },
        'public-key': { type: 'string' },
        'allow-local': { type: 'boolean', default: false },
      },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [drawId, ...rest] = parsed.positionals;
  if (!drawId || rest.length > 0) throw new UsageError('Give exactly one draw id.');
  const { 'chain-hash': chainHash, 'public-key': publicKey } = parsed.values;
  if ((chainHash === undefined) !== (publicKey === undefined)) throw new UsageError('Give --chain-hash and --public-key together.');
  const pinned: PinnedChain[] = [QUICKNET];
  if (chainHash !== undefined && publicKey !== undefined) {
    if (!HEX.test(chainHash) || !HEX.test(publicKey)) throw new UsageError('--chain-hash and --public-key are hex.');
    pinned.push({ chainHash, publicKey });
  }
  return {
    drawId,
    base: (parsed.values.url ?? env.PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    trust: { pinned, allowLocal: parsed.values['allow-local'] },
  };
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

/** Whether the proof's beacon is one the verifier trusts: a pinned drand chain, or the local one when allowed. */
function beaconKeyCheck(proof: DrawProofResponse, trust: Trust): Check {
  const { beacon } = proof;
  const label = 'Beacon key';
  switch (beaconTrust(beacon, trust.pinned)) {
    case 'pinned':
      return { label, ok: true, detail: `chain ${beacon.chainHash.slice(0, 16)}… with the key it publishes` };
    case 'mismatch':
      return {
        label,
        ok: false,
        detail: `chain ${beacon.chainHash.slice(0, 16)}… named with another key, hash or timing than the trusted chain's`,
      };
    case 'unknown_chain':
      return {
        label,
        ok: false,
        detail: `chain ${beacon.chainHash.slice(0, 16)}… is not quicknet; give --chain-hash and --public-key if you trust it`,
      };
    case 'local':
      return trust.allowLocal
        ? { label, ok: true, detail: "local demo beacon accepted by --allow-local: its key is the operator's own" }
        : {
            label,
            ok: false,
            detail: 'the local demo beacon is not publicly verifiable (whoever runs the system holds its key); --allow-local accepts it',
          };
  }
}

/**
 * The beacon's part: the round is the one fixed before the close, its value is what the beacon's key signed, and that
 * key is a trusted chain's.
 */
function beaconChecks(proof: DrawProofResponse, trust: Trust): Check[] {
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
  checks.push(beaconKeyCheck(proof, trust));
  if (beacon.scheme !== BLS_G1_SCHEME) {
    return [...checks, { label: 'Beacon signature', ok: false, detail: `scheme ${beacon.scheme} is not one this tool verifies` }];
  }
  const round = { round: proof.beaconRound, randomness: proof.beaconRandomness, signature: proof.beaconSignature };
  checks.push({
    label: 'Beacon signature',
    ok: verifyRound(beacon.publicKey, round),
    detail: `the value of round ${proof.beaconRound} is the hash of a signature by key ${beacon.publicKey.slice(0, 16)}…`,
  });
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

function report(proof: DrawProofResponse, trust: Trust): { lines: string[]; ok: boolean } {
  const lines = [
    `Draw ${proof.drawId} (${proof.raffleName}), status ${proof.status}${proof.drawnAt ? `, drawn ${proof.drawnAt}` : ''}`,
    `Period ${proof.opensAt} to ${proof.closesAt}; ${proof.entries.length} entries, ${proof.totalTickets} tickets`,
    `Beacon: ${proof.beacon.name} (${proof.beacon.kind}), chain ${proof.beacon.chainHash}${proof.beacon.url ? `, ${proof.beacon.url}` : ''}`,
  ];
  if (proof.seed === null || proof.beaconRandomness === null || proof.entryListHash === null) {
    lines.push('', 'Not drawn yet: the seed and the beacon value are published with the result. Nothing to verify.');
    return { lines, ok: false };
  }
  const checks = [...drawChecks(proof), ...beaconChecks(proof, trust)];
  const ok = checks.every((c) => c.ok);
  lines.push('', ...checks.map((c) => `${c.ok ? 'OK  ' : 'FAIL'} ${c.label}: ${c.detail}`), '');
  lines.push(ok ? 'The draw re-computes to the published winners.' : 'The draw does NOT match its proof.');
  return { lines, ok };
}

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  try {
    const { drawId, base, trust } = commandLine(args, env);
    const { lines, ok } = report(await fetchProof(base, drawId), trust);
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
