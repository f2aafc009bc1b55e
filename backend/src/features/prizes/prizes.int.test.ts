import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_PRIZES_LIMIT, playerStream, prizeCatalogue, texts, type WonPrize } from '@fr/contracts';
import {
  declareEligibility,
  shippingAddress,
  signUpPlayer,
  signUpVerifiedPlayer,
  startTestSystem,
  type SignedUpPlayer,
  type TestSystem,
} from '../../testing/test-system';
import { createTokenCipher } from '../../platform/token-cipher';
import { awardPrize } from '../prizes';
import { taxDetailsContext } from './tax-details-store';

const key = randomBytes(32).toString('base64');
let system: TestSystem;
let clock: Date;
beforeAll(async () => {
  system = await startTestSystem({
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false', TOKEN_ENCRYPTION_KEY: key },
  });
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
});

const DAY = 86_400_000;
const taxDetails = {
  legalName: 'Ada Lovelace',
  addressLine: '12 St James Square',
  city: 'Boston',
  postalCode: '02116',
  taxId: '987-65-4321',
};
const eligible = { acceptRules: true, shippingAddress };

let draws = 0;
/** A verified player who declared an eligible date of birth and state, as the dialog asks before a first entry. */
async function winner(tag: string, declaration?: { dateOfBirth: string; state: string }): Promise<SignedUpPlayer> {
  const player = await signUpVerifiedPlayer(system, tag);
  await declareEligibility(player, declaration);
  return player;
}

/** A prize won now through the raffles' entry point, to claim within `days`. */
async function won(userId: string, value = 250, days = 14): Promise<string> {
  draws += 1;
  const drawId = `nfl-bronze-2026-11-${String(draws).padStart(2, '0')}`;
  await awardPrize(system.services, userId, {
    awardId: `${drawId}:0`,
    drawId,
    raffleId: 'nfl-bronze',
    prizeId: 'nfl-merch-pack',
    name: 'NFL Team Merchandise Pack',
    description: "Your team's jersey, cap and hoodie.",
    value,
    type: 'physical',
    wonAt: clock.toISOString(),
    claimDeadline: new Date(clock.getTime() + days * DAY).toISOString(),
  });
  return `${drawId}:0`;
}

const path = (awardId: string, action: 'claim' | 'redeem') => `/api/prizes/won/${encodeURIComponent(awardId)}/${action}`;
const claim = (player: SignedUpPlayer, awardId: string, body: object = eligible) => player.client.post(path(awardId, 'claim'), body);
const prizeOf = (response: { json?: Record<string, unknown> }) => response.json?.prize as WonPrize;

async function prizeEvents(userId: string, type: string) {
  return (await system.services.store.read(playerStream(userId))).filter((e) => e.type === type);
}

async function shippingRows(userId: string) {
  const { rows } = await system.services.pool.query<{ award_id: string; address_enc: string }>(
    'SELECT award_id, address_enc FROM prize_shipping_addresses WHERE user_id = $1',
    [userId],
  );
  return rows;
}

async function taxRows(userId: string) {
  const { rows } = await system.services.pool.query<{ award_id: string; redeem_code: string; details_enc: string }>(
    'SELECT award_id, redeem_code, details_enc FROM prize_tax_details WHERE user_id = $1',
    [userId],
  );
  return rows;
}

describe('the prize catalogue', () => {
  it('serves every prize, filters by category and features at most four', async () => {
    const all = (await system.client().get('/api/prizes')).json as { prizes: unknown[]; featured: Array<{ isFeatured: boolean }> };
    expect(all.prizes).toEqual(prizeCatalogue);
    expect(all.featured.length).toBeGreaterThan(0);
    expect(all.featured.length).toBeLessThanOrEqual(FEATURED_PRIZES_LIMIT);
    expect(all.featured.every((p) => p.isFeatured)).toBe(true);
    const cash = (await system.client().get('/api/prizes?category=cash')).json as {
      prizes: Array<{ category: string }>;
      featured: unknown[];
    };
    expect(cash.prizes.length).toBe(prizeCatalogue.filter((p) => p.category === 'cash').length);
    expect(cash.prizes.every((p) => p.category === 'cash')).toBe(true);
    expect(cash.featured).toEqual(all.featured);
    expect((await system.client().get('/api/prizes?category=yachts')).status).toBe(400);
  });
});

describe("the winner's path", () => {
  it('lists an awarded prize as pending, claims it once with a redeem code, and redeems it once', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await winner('win');
    const awardId = await won(player.userId);
    const listed = (await player.client.get('/api/prizes/won')).json as { prizes: WonPrize[] };
    expect(listed.prizes).toEqual([
      {
        id: awardId,
        name: 'NFL Team Merchandise Pack',
        value: 250,
        type: 'physical',
        status: 'pending',
        wonDate: clock.toISOString(),
        claimDeadline: new Date(clock.getTime() + 14 * DAY).toISOString(),
        description: "Your team's jersey, cap and hoodie.",
        redeemCode: null,
        prizeId: 'nfl-merch-pack',
        drawId: awardId.split(':')[0],
        raffleId: 'nfl-bronze',
        taxDetailsRequired: false,
        shippingAddressRequired: true,
      },
    ]);

    const early = await player.client.post(path(awardId, 'redeem'));
    expect(early.status).toBe(422);
    expect(early.json).toEqual({ error: 'business_rule', message: texts.server.prizeNotClaimed });

    const claimed = await claim(player, awardId);
    expect(claimed.status).toBe(200);
    expect(prizeOf(claimed)).toMatchObject({
      id: awardId,
      status: 'claimed',
      redeemCode: expect.stringMatching(/^([A-Z2-7]{4}-){3}[A-Z2-7]{4}$/),
    });
    const again = await claim(player, awardId, { ...eligible, shippingAddress: { ...shippingAddress, city: 'Sacramento' } });
    expect(again.json).toEqual(claimed.json);
    expect(await prizeEvents(player.userId, 'PrizeClaimed')).toHaveLength(1);
    expect(((await player.client.get('/api/prizes/won')).json as { prizes: WonPrize[] }).prizes[0]).toEqual(prizeOf(claimed));

    const redeemed = await player.client.post(path(awardId, 'redeem'));
    expect(prizeOf(redeemed)).toEqual({ ...prizeOf(claimed), status: 'redeemed' });
    expect((await player.client.post(path(awardId, 'redeem'))).json).toEqual(redeemed.json);
    expect(await prizeEvents(player.userId, 'PrizeRedeemed')).toHaveLength(1);
  });

  it('refuses a claim before the e-mail is verified with 403 and changes nothing', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await signUpPlayer(system, 'unv');
    const awardId = await won(player.userId);
    const refused = await claim(player, awardId);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: 'forbidden', message: texts.server.verifyEmailToClaim });
    expect(await prizeEvents(player.userId, 'PrizeClaimed')).toHaveLength(0);
  });

  it.each([
    ['under 18', { dateOfBirth: '2010-01-01', state: 'CA' }, texts.server.claimUnderage(18)],
    ['18 in Alabama', { dateOfBirth: '2008-01-01', state: 'AL' }, texts.server.claimUnderage(19)],
    ['20 in Massachusetts', { dateOfBirth: '2006-01-01', state: 'MA' }, texts.server.claimUnderage(21)],
    ['in a void state', { dateOfBirth: '1990-05-01', state: 'NY' }, texts.server.claimVoidState],
  ])('refuses a claim %s with 422 and changes nothing', async (_case, eligibility, message) => {
    clock = new Date('2026-11-22T17:00:00Z');
    // Eligible when the prize was won; the declaration changed since, and the claim checks it again.
    const player = await winner('inel');
    const awardId = await won(player.userId);
    await declareEligibility(player, eligibility);
    const refused = await claim(player, awardId, { ...eligible, taxDetails });
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({ error: 'business_rule', message });
    expect(await prizeEvents(player.userId, 'PrizeClaimed')).toEqual([]);
    expect(await taxRows(player.userId)).toEqual([]);
    expect(await shippingRows(player.userId)).toEqual([]);
    expect(((await player.client.get('/api/prizes/won')).json as { prizes: WonPrize[] }).prizes[0]!.status).toBe('pending');
  });

  it.each([
    [{ ...eligible, acceptRules: false }],
    [{ ...eligible, taxDetails: { ...taxDetails, taxId: '12345' } }],
    [{ ...eligible, shippingAddress: { ...shippingAddress, postalCode: '9365' } }],
    [{ ...eligible, shippingAddress: { ...shippingAddress, postalCode: '93650-12' } }],
    [{ ...eligible, shippingAddress: { ...shippingAddress, state: 'XX' } }],
    [{ ...eligible, shippingAddress: { ...shippingAddress, name: '' } }],
    [{ ...eligible, shippingAddress: { ...shippingAddress, line1: undefined } }],
  ])('refuses the malformed claim %j with 400', async (body) => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await winner('bad');
    const awardId = await won(player.userId);
    const refused = await claim(player, awardId, body);
    expect(refused.status).toBe(400);
    expect(refused.json!.error).toBe('validation_failed');
    expect(await prizeEvents(player.userId, 'PrizeClaimed')).toEqual([]);
  });

  it('asks a shipping address for a physical prize, keeps it encrypted outside the log and takes a ZIP+4', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await winner('ship');
    const awardId = await won(player.userId);
    const missing = await claim(player, awardId, { acceptRules: true });
    expect([missing.status, missing.json]).toEqual([422, { error: 'business_rule', message: texts.server.shippingAddressRequired }]);
    expect(await shippingRows(player.userId)).toEqual([]);
    const address = { ...shippingAddress, line2: 'Apt 4', postalCode: '93650-1234' };
    const claimed = await claim(player, awardId, { acceptRules: true, shippingAddress: address });
    expect(prizeOf(claimed)).toMatchObject({ status: 'claimed', shippingAddressRequired: true });
    const rows = await shippingRows(player.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.address_enc).not.toContain('Fresno');
    const cipher = createTokenCipher(key);
    expect(JSON.parse(cipher.decrypt(rows[0]!.address_enc, `prize-shipping:${player.userId}:${awardId}`))).toEqual(address);
    const { rows: leaks } = await system.services.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM es_events WHERE data::text ~ '(Fresno|93650-1234|Apt 4)'`,
    );
    expect(leaks[0]!.n).toBe(0);
  });

  it('asks a player who never declared their eligibility to declare first (403), and changes nothing', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await signUpVerifiedPlayer(system, 'undeclared');
    const awardId = await won(player.userId);
    const refused = await claim(player, awardId);
    expect([refused.status, refused.json]).toEqual([403, { error: 'eligibility_required', message: texts.server.eligibilityRequired }]);
    expect(await prizeEvents(player.userId, 'PrizeClaimed')).toEqual([]);
    expect(await shippingRows(player.userId)).toEqual([]);
  });

  it('requires tax details for $600 or more, keeps them encrypted outside the event log, once per claim', async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const player = await winner('tax');
    const awardId = await won(player.userId, 600);
    const missing = await claim(player, awardId);
    expect(missing.status).toBe(422);
    expect(missing.json).toEqual({ error: 'business_rule', message: texts.server.claimTaxDetailsRequired });

    const claimed = await claim(player, awardId, { ...eligible, taxDetails });
    expect(prizeOf(claimed)).toMatchObject({ status: 'claimed', taxDetailsRequired: true });
    const retried = await claim(player, awardId, { ...eligible, taxDetails: { ...taxDetails, taxId: '111-22-3333' } });
    expect(retried.json).toEqual(claimed.json);

    const rows = await taxRows(player.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ award_id: awardId, redeem_code: prizeOf(claimed).redeemCode });
    expect(rows[0]!.details_enc).not.toContain('Lovelace');
    const cipher = createTokenCipher(key);
    expect(JSON.parse(cipher.decrypt(rows[0]!.details_enc, taxDetailsContext(player.userId, awardId)))).toEqual(taxDetails);
    expect(() => cipher.decrypt(rows[0]!.details_enc, taxDetailsContext('someone-else', awardId))).toThrow();

    const [event] = await prizeEvents(player.userId, 'PrizeClaimed');
    expect(event!.data).toMatchObject({ taxDetailsOnFile: true, ageAtClaim: 36, state: 'CA' });
    const { rows: leaks } = await system.services.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM es_events
       WHERE data::text ~ '(987-?65-?4321|111-?22-?3333|Lovelace|1990-05-01)' OR metadata::text ~ '(987-?65-?4321|111-?22-?3333)'`,
    );
    expect(leaks[0]!.n).toBe(0);
  });

  it("answers someone else's prize with 404 and leaves it alone", async () => {
    clock = new Date('2026-11-22T17:00:00Z');
    const owner = await winner('own');
    const thief = await winner('thief');
    const awardId = await won(owner.userId);
    const stolen = await claim(thief, awardId);
    expect(stolen.status).toBe(404);
    expect(stolen.json).toEqual({ error: 'not_found', message: texts.server.prizeNotFound });
    expect((await thief.client.post(path(awardId, 'redeem'))).status).toBe(404);
    expect(((await thief.client.get('/api/prizes/won')).json as { prizes: unknown[] }).prizes).toEqual([]);
    expect(((await owner.client.get('/api/prizes/won')).json as { prizes: WonPrize[] }).prizes[0]!.status).toBe('pending');
    expect(await prizeEvents(thief.userId, 'PrizeClaimed')).toEqual([]);
  });

  it('refuses a claim after the deadline', async () => {
    clock = new Date('2026-11-01T17:00:00Z');
    const player = await winner('late');
    const awardId = await won(player.userId, 250, 14);
    clock = new Date('2026-11-15T17:00:01Z');
    const late = await claim(player, awardId);
    expect(late.status).toBe(422);
    expect(late.json).toEqual({ error: 'business_rule', message: texts.server.prizeClaimExpired });
    expect(await prizeEvents(player.userId, 'PrizeClaimed')).toEqual([]);
  });
});
