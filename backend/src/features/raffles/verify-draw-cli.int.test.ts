import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICKNET } from '@fr/contracts/beacon';
import { DRAW_PICKS, entryListHash, seedCommitment, selectWinners, type DrawProofResponse } from '@fr/contracts';
import { beaconSchedule } from './beacon/beacon';
import { generateSecretKey, publicKeyOf, signRound } from './beacon/bls-signer';

/**
 * A proof whose draw re-computes and whose round is signed, by a key of our own: everything verify-draw can check
 * against the proof itself holds, so only trusting the beacon's key independently of the proof can refuse it.
 */
function selfConsistentProof(
  beacon: Pick<DrawProofResponse['beacon'], 'kind' | 'name' | 'chainHash'>,
  secretKey: string,
): DrawProofResponse {
  const closesAt = '2026-11-26T04:59:00.000Z';
  const info = {
    ...beacon,
    publicKey: publicKeyOf(secretKey),
    genesisTime: QUICKNET.genesisTime,
    period: QUICKNET.period,
    scheme: QUICKNET.scheme,
    url: null,
  };
  const round = signRound(secretKey, beaconSchedule.roundAfter(new Date(closesAt), info));
  const seed = 'ab'.repeat(32);
  const entries = [
    { entryId: 'e1', pseudonym: 'p1', tickets: 3 },
    { entryId: 'e2', pseudonym: 'p2', tickets: 1 },
  ];
  const listHash = entryListHash(entries);
  const winners = selectWinners(entries, { seed, entryListHash: listHash, beaconRandomness: round.randomness }, DRAW_PICKS);
  return {
    drawId: 'nfl-bronze-2026-11-25',
    raffleId: 'nfl-bronze',
    raffleName: 'NFL Bronze',
    status: 'drawn',
    opensAt: '2026-11-25T05:00:00.000Z',
    closesAt,
    seedCommitment: seedCommitment(seed),
    seed,
    entryListHash: listHash,
    entries,
    totalTickets: 4,
    beacon: info,
    beaconRound: round.round,
    beaconRandomness: round.randomness,
    beaconSignature: round.signature,
    picks: DRAW_PICKS,
    winners,
    currentPick: 0,
    winnerPseudonym: null,
    yourPseudonym: null,
    drawnAt: '2026-11-26T05:00:00.000Z',
  };
}

const secretKey = generateSecretKey();
const proofs: Record<string, DrawProofResponse> = {
  'quicknet-hash-other-key': selfConsistentProof({ kind: 'drand', name: 'drand quicknet', chainHash: QUICKNET.chainHash }, secretKey),
  'quicknet-name-other-chain': selfConsistentProof({ kind: 'drand', name: 'drand quicknet', chainHash: 'cd'.repeat(32) }, secretKey),
  local: selfConsistentProof({ kind: 'local', name: 'Local demo beacon', chainHash: 'ef'.repeat(32) }, secretKey),
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const drawId = /^\/api\/raffles\/draws\/([^/]+)\/proof$/.exec(request.url ?? '')?.[1];
    const proof = drawId ? proofs[drawId] : undefined;
    response.writeHead(proof ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(proof ?? { error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const cli = (...args: string[]) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'backend/src/entrypoints/verify-draw-cli.ts', ...args, '--url', base],
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
    );
  });

describe('npm run verify-draw trusts no beacon key the proof names itself', () => {
  it.each(['quicknet-hash-other-key', 'quicknet-name-other-chain'])('refuses a forged quicknet proof (%s)', async (drawId) => {
    const { code, out } = await cli(drawId);
    expect(code, out).toBe(1);
    expect(out).toContain('FAIL Beacon key');
    // Everything the proof can vouch for itself holds: the key alone gives the forgery away.
    expect(out).toContain('OK   Beacon signature');
    expect(out).toContain('OK   Winners');
  });

  it('accepts a chain the verifier pins on the command line, with its key', async () => {
    const pinned = proofs['quicknet-name-other-chain']!.beacon;
    const { code, out } = await cli('quicknet-name-other-chain', '--chain-hash', pinned.chainHash, '--public-key', pinned.publicKey);
    expect(code, out).toBe(0);
    expect((await cli('quicknet-name-other-chain', '--chain-hash', pinned.chainHash)).code).toBe(2);
  });

  it('reports a local demo beacon as not publicly verifiable unless --allow-local', async () => {
    const refused = await cli('local');
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain('not publicly verifiable');
    const allowed = await cli('local', '--allow-local');
    expect(allowed.code, allowed.out).toBe(0);
  });
});
