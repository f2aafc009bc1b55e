import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QUICKNET } from '@fr/contracts/beacon';
import { rafflesTexts, type DrawProofResponse } from '@fr/contracts/raffles';
import { makeDrawnProof } from '../../testing/raffle-fixtures';
import { BeaconCheck } from './beacon-check';
import { beaconVerdict } from './beacon-verdict';

const t = rafflesTexts.proof.beaconCheck;

/** Quicknet round 1000 as drand serves it (the server's bls-signer test proves the same values). */
const QUICKNET_ROUND_1000 = {
  beaconRound: 1000,
  beaconSignature: 'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
  beaconRandomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
};
/** drand-client's own test vector for the scheme: a real signature, by a key that is not quicknet's. */
const WALKTHROUGH = {
  publicKey:
    '81d320f220ee9c79e60e19dedc838c31e3ab919b15481e9feb52f643628c4f6a13fdc52129493875a818109d767272ca0541cbcdcea9335f2870d781b39b845ba8cbd44fdfe4967781cf72ca5917fc9398bcf97ca0548ed5a709016c4b1ff0f3',
  beaconRound: 38,
  beaconRandomness: 'b2fc21325a24904a6a9e81a6c63f65f6cec3f0b2400df3f4a56b214770e9ccca',
  beaconSignature: '95c93585c513ebbcb4777ff15599b3140e5ec0295faa0e483f3deadd88fa6d43f0d3703e3a4ce106e8fd6c6987f32126',
};

const quicknetBeacon: DrawProofResponse['beacon'] = {
  ...QUICKNET,
  kind: 'drand',
  name: 'drand quicknet',
  url: `${QUICKNET.url}/${QUICKNET.chainHash}`,
};
const onQuicknet = (round: Partial<DrawProofResponse> = {}): DrawProofResponse => ({
  ...makeDrawnProof(),
  beacon: quicknetBeacon,
  ...QUICKNET_ROUND_1000,
  ...round,
});
/** One hex digit of the signature changed: still hex, no longer quicknet's signature of the round. */
const tampered = (hex: string) => `${hex.slice(0, 10)}${hex[10] === '0' ? '1' : '0'}${hex.slice(11)}`;

describe("the proof page's beacon check", () => {
  it("verifies a real quicknet round against quicknet's key, and refuses a tampered one", async () => {
    expect(await beaconVerdict(onQuicknet())).toEqual({ state: 'verified' });
    expect(await beaconVerdict(onQuicknet({ beaconSignature: tampered(QUICKNET_ROUND_1000.beaconSignature) }))).toEqual({
      state: 'invalid',
    });
    // The signature of another round, or a randomness that is not the signature's hash, proves nothing either.
    expect(await beaconVerdict(onQuicknet({ beaconRound: 1001 }))).toEqual({ state: 'invalid' });
    expect(await beaconVerdict(onQuicknet({ beaconRandomness: tampered(QUICKNET_ROUND_1000.beaconRandomness) }))).toEqual({
      state: 'invalid',
    });
  });

  it('does not take the key a proof names on trust: a real signature by another key is no quicknet round', async () => {
    const { publicKey, ...round } = WALKTHROUGH;
    expect(await beaconVerdict(onQuicknet({ beacon: { ...quicknetBeacon, publicKey }, ...round }))).toEqual({ state: 'untrusted' });
    const local = { ...makeDrawnProof().beacon, publicKey };
    expect(await beaconVerdict(onQuicknet({ beacon: local, ...round }))).toEqual({ state: 'local' });
    expect(await beaconVerdict(onQuicknet({ beacon: { ...quicknetBeacon, scheme: 'pedersen-bls-chained' } }))).toEqual({
      state: 'unsupported',
      scheme: 'pedersen-bls-chained',
    });
    expect(await beaconVerdict({ ...onQuicknet(), status: 'closed', beaconRandomness: null, beaconSignature: null })).toEqual({
      state: 'pending',
    });
  });

  it('says in words what it found', async () => {
    const { unmount } = render(<BeaconCheck proof={onQuicknet()} />);
    await waitFor(() => expect(screen.getByTestId('beacon-check').dataset.state).toBe('verified'));
    expect(screen.getByTestId('beacon-check').textContent).toBe(t.verified);
    unmount();
    render(<BeaconCheck proof={onQuicknet({ beaconSignature: tampered(QUICKNET_ROUND_1000.beaconSignature) })} />);
    await waitFor(() => expect(screen.getByTestId('beacon-check').dataset.state).toBe('invalid'));
    expect(screen.getByTestId('beacon-check').textContent).toBe(t.invalid);
  });
});
