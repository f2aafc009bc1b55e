import {
  HttpCachingChain,
  HttpChainClient,
  fetchBeacon,
  type ChainClient,
  type ChainInfo,
  type ChainOptions,
  type RandomnessBeacon as DrandRound,
} from 'drand-client';
import { BeaconUnavailableError, BeaconVerificationError, beaconSchedule, type BeaconInfo, type RandomnessBeacon } from './beacon';
import { randomnessOf } from './bls-signer';

export interface DrandBeaconOptions {
  /** The relay's base URL; the chain lives under `{url}/{chainHash}`. */
  url: string;
  /** The chain we trust: a relay serving another chain or key is refused. */
  chainHash: string;
  publicKey: string;
  now?: () => Date;
}

/** drand-client throws plain Errors; this is the one it throws for an `/info` naming another chain or key. */
const INFO_MISMATCH = 'did not match the verification params';

/**
 * drand through drand-client: chain info checked against the configured hash and key, every round's BLS signature
 * verified against that key, and its randomness checked to be sha256(signature).
 */
export function createDrandBeacon(options: DrandBeaconOptions): RandomnessBeacon {
  const chainUrl = `${options.url.replace(/\/+$/, '')}/${options.chainHash}`;
  const chainOptions: ChainOptions = {
    disableBeaconVerification: false,
    noCache: false,
    chainVerificationParams: { chainHash: options.chainHash, publicKey: options.publicKey },
  };
  const chain = new HttpCachingChain(chainUrl, chainOptions);
  const client = new HttpChainClient(chain, chainOptions);
  const now = options.now ?? (() => new Date());

  async function chainInfo(): Promise<ChainInfo> {
    try {
      return await chain.info();
    } catch (error) {
      if (error instanceof Error && error.message.includes(INFO_MISMATCH)) {
        throw new BeaconVerificationError(`${chainUrl} serves another chain or key than the configured one`, error);
      }
      throw new BeaconUnavailableError(`drand chain info from ${chainUrl} is unavailable`, error);
    }
  }

  const toBeaconInfo = (info: ChainInfo): BeaconInfo => ({
    kind: 'drand',
    name: `drand ${info.metadata?.beaconID ?? info.hash}`,
    chainHash: info.hash,
    publicKey: info.public_key,
    genesisTime: info.genesis_time,
    period: info.period,
    scheme: info.schemeID,
    url: chainUrl,
  });

  return {
    info: async () => toBeaconInfo(await chainInfo()),
    roundAfter: beaconSchedule.roundAfter,
    roundTime: beaconSchedule.roundTime,
    async fetchRound(round) {
      if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`No drand round ${round}`);
      const info = toBeaconInfo(await chainInfo());
      const due = beaconSchedule.roundTime(round, info);
      if (now() < due) throw new BeaconUnavailableError(`drand round ${round} is emitted at ${due.toISOString()}`);
      let served: DrandRound;
      try {
        served = await client.get(round);
      } catch (error) {
        throw new BeaconUnavailableError(`drand round ${round} could not be fetched from ${chainUrl}`, error);
      }
      // drand-client verifies the round already fetched (a client that serves it), so whatever fails from here on is
      // the round's fault, not the network's.
      const fetched: ChainClient = { options: chainOptions, chain: () => chain, get: async () => served, latest: async () => served };
      try {
        await fetchBeacon(fetched, round);
      } catch (error) {
        throw new BeaconVerificationError(`drand round ${round} from ${chainUrl} does not verify`, error);
      }
      if (served.round !== round || randomnessOf(served.signature) !== served.randomness) {
        throw new BeaconVerificationError(`drand round ${round} from ${chainUrl} does not verify`);
      }
      return { round, randomness: served.randomness, signature: served.signature };
    },
  };
}
