import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { BLS_G1_SCHEME, beaconSchedule, chainHashOf, generateSecretKey, publicKeyOf, randomnessOf, signRound } from '../features/raffles';

export interface DrandStandInOptions {
  period?: number;
  /** Unix seconds of round 1; an hour ago by default, so recent rounds exist. */
  genesisTime?: number;
  now?: () => Date;
}

export interface DrandStandIn {
  /** The relay's base URL: the chain is under `{url}/{chainHash}`, as on api.drand.sh. */
  url: string;
  chainHash: string;
  publicKey: string;
  genesisTime: number;
  period: number;
  /**
   * Serves a forged round from now on: `signature` signs it with another key (its randomness recomputed to match, so
   * only the BLS check can tell), `randomness` changes the value and leaves the genuine signature.
   */
  tamper(round: number, part?: 'signature' | 'randomness'): void;
  close(): Promise<void>;
}

/**
 * A local drand relay for tests: drand's HTTP API (`/{chainHash}/info`, `/{chainHash}/public/{round}` and
 * `/public/latest`, JSON with drand's field names) for a `bls-unchained-g1-rfc9380` chain with a throwaway key. Like
 * drand, it answers 404 for a round whose time has not come.
 */
export async function startDrandStandIn(options: DrandStandInOptions = {}): Promise<DrandStandIn> {
  const now = options.now ?? (() => new Date());
  const period = options.period ?? 3;
  const genesisTime = options.genesisTime ?? Math.floor(now().getTime() / 1000) - 3600;
  const secretKey = generateSecretKey();
  const forger = generateSecretKey();
  const publicKey = publicKeyOf(secretKey);
  const groupHash = bytesToHex(sha256(hexToBytes(publicKey)));
  const beaconId = 'stand-in';
  const chainHash = chainHashOf({ period, genesisTime, publicKey, groupHash, beaconId });
  const info = {
    public_key: publicKey,
    period,
    genesis_time: genesisTime,
    hash: chainHash,
    groupHash,
    schemeID: BLS_G1_SCHEME,
    metadata: { beaconID: beaconId },
  };
  const tampered = new Map<number, 'signature' | 'randomness'>();

  function roundJson(round: number) {
    const genuine = signRound(secretKey, round);
    switch (tampered.get(round)) {
      case 'signature': {
        const forged = signRound(forger, round).signature;
        return { round, randomness: randomnessOf(forged), signature: forged };
      }
      case 'randomness':
        return { ...genuine, randomness: genuine.randomness.replace(/.$/, (d) => (d === '0' ? '1' : '0')) };
      default:
        return genuine;
    }
  }

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.split('/').filter(Boolean);
    if (request.method !== 'GET' || path[0] !== chainHash) return send(404, { error: 'unknown chain' });
    if (path.length === 2 && path[1] === 'info') return send(200, info);
    if (path.length !== 3 || path[1] !== 'public') return send(404, { error: 'not found' });
    const latest = beaconSchedule.roundAfter(now(), { genesisTime, period }) - 1;
    const round = path[2] === 'latest' ? latest : Number(path[2]);
    if (!Number.isSafeInteger(round) || round < 1 || round > latest) return send(404, { error: 'round not emitted' });
    return send(200, roundJson(round));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    chainHash,
    publicKey,
    genesisTime,
    period,
    tamper(round, part = 'signature') {
      tampered.set(round, part);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
