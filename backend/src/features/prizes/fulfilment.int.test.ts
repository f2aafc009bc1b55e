import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prizeFulfilmentTexts,
  prizeWinnersExportFileName,
  texts,
  winnerContactEmailTexts,
  type AdminAuditResponse,
  type FulfilmentDetailResponse,
  type FulfilmentQueueResponse,
} from '@fr/contracts';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-helpers';
import { startSmtpStandIn, type SmtpStandIn } from '../../testing/smtp-stand-in';
import {
  declareEligibility,
  shippingAddress,
  signUpVerifiedPlayer,
  startTestSystem,
  type SignedUpPlayer,
  type TestSystem,
} from '../../testing/test-system';
import { awardPrize } from '../prizes';

let smtp: SmtpStandIn;
let system: TestSystem;
let admin: SignedInAdmin;
let finance: SignedInAdmin;
let auditor: SignedInAdmin;
const clock = new Date('2026-11-22T17:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  system = await startTestSystem({ smtp, env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  system.services.now = () => clock;
  [admin, finance, auditor] = await Promise.all([
    signInAdmin(system, 'admin'),
    signInAdmin(system, 'finance'),
    signInAdmin(system, 'auditor'),
  ]);
});
afterAll(async () => {
  await system?.close();
  await smtp?.close();
});

let draws = 0;
/** A prize won through the raffles' entry point by a new eligible player, on the given day of November. */
async function won(player: SignedUpPlayer, type: 'physical' | 'cash', value: number, day = 22): Promise<string> {
  draws += 1;
  const raffleId = type === 'cash' ? 'nba-gold' : 'nfl-bronze';
  const drawId = `${raffleId}-2026-10-${String(draws).padStart(2, '0')}`;
  const wonAt = new Date(Date.UTC(2026, 10, day, 17));
  await awardPrize(system.services, player.userId, {
    awardId: `${drawId}:0`,
    drawId,
    raffleId,
    prizeId: type === 'cash' ? 'cash-prize' : 'nfl-merch-pack',
    name: type === 'cash' ? '$1,000 Cash' : 'NFL Team Merchandise Pack',
    description: 'A prize.',
    value,
    type,
    wonAt: wonAt.toISOString(),
    claimDeadline: new Date(wonAt.getTime() + 14 * DAY).toISOString(),
  });
  return `${drawId}:0`;
}

async function winner(tag: string): Promise<SignedUpPlayer> {
  const player = await signUpVerifiedPlayer(system, tag);
  await declareEligibility(player);
  return player;
}

const taxDetails = { legalName: 'Ada Lovelace', addressLine: '12 Main St', city: 'Fresno', postalCode: '93650', taxId: '987-65-4321' };
const prizePath = (awardId: string, action = '') => `/api/admin/prizes/${encodeURIComponent(awardId)}${action}`;
const claim = (player: SignedUpPlayer, awardId: string, body: object) =>
  player.client.post(`/api/prizes/won/${encodeURIComponent(awardId)}/claim`, { acceptRules: true, ...body });
const detailOf = (response: { json?: unknown }) => response.json as FulfilmentDetailResponse;

describe('the prize fulfilment queue', () => {
  let physical: string;
  let cash: string;
  let unclaimed: string;
  let player: SignedUpPlayer;
  let contactedUser: SignedUpPlayer;

  beforeAll(async () => {
    player = await winner('ful');
    physical = await won(player, 'physical', 250, 20);
    cash = await won(player, 'cash', 1000, 21);
    contactedUser = await winner('ful2');
    unclaimed = await won(contactedUser, 'physical', 250, 10);
    expect((await claim(player, physical, { shippingAddress })).status).toBe(200);
    expect((await claim(player, cash, { taxDetails })).status).toBe(200);
    await system.runner.catchUp();
  });

  it('lists won prizes by state, sport and days won, with the winner by name and the tax form without the tax id', async () => {
    const claimed = (await finance.client.get('/api/admin/prizes?state=claimed&sport=nba')).json as FulfilmentQueueResponse;
    expect(claimed.prizes.map((p) => p.awardId)).toEqual([cash]);
    expect(claimed.prizes[0]).toMatchObject({
      state: 'claimed',
      winner: { id: player.userId, kind: 'player', email: player.email },
      value: 1000,
      currency: 'USD',
      taxForm: 'complete',
      eligibility: { declared: true, eligible: true },
      proofUrl: `/raffles/draws/${cash.split(':')[0]}`,
    });
    expect(JSON.stringify(claimed)).not.toContain('987');
    const october = (await auditor.client.get('/api/admin/prizes?state=won&from=2026-11-01&to=2026-11-15')).json as FulfilmentQueueResponse;
    expect(october.prizes.map((p) => p.awardId)).toContain(unclaimed);
    expect(october.prizes.map((p) => p.awardId)).not.toContain(physical);
    expect((await admin.client.get('/api/admin/prizes?state=lost')).status).toBe(400);
  });

  it('shows the shipping address to admins only', async () => {
    expect(detailOf(await admin.client.get(prizePath(physical))).shippingAddress).toMatchObject(shippingAddress);
    expect(detailOf(await finance.client.get(prizePath(physical))).shippingAddress).toBeNull();
  });

  it('ships and delivers a claimed prize once, refuses a wrong state in words, and records who did it', async () => {
    const early = await admin.client.post(prizePath(physical, '/delivered'), {});
    expect([early.status, early.json]).toEqual([
      409,
      { error: 'conflict', message: texts.server.fulfilmentWrongState('delivered', 'claimed') },
    ]);
    const body = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    const shipped = await admin.client.post(prizePath(physical, '/shipped'), body);
    expect(shipped.status).toBe(200);
    expect(detailOf(shipped).prize).toMatchObject({ state: 'shipped', carrier: 'UPS', trackingNumber: body.trackingNumber });
    expect((await admin.client.post(prizePath(physical, '/shipped'), body)).status).toBe(200);
    expect((await admin.client.post(prizePath(physical, '/shipped'), { ...body, trackingNumber: '1Z000000' })).status).toBe(409);
    expect((await finance.client.post(prizePath(physical, '/delivered'), {})).status).toBe(403);
    const delivered = detailOf(await admin.client.post(prizePath(physical, '/delivered'), {}));
    expect(delivered.prize.state).toBe('delivered');
    expect(delivered.history.map((h) => [h.kind, h.by.name])).toEqual([
      ['won', prizeFulfilmentTexts.historyDetail.draw],
      ['claimed', expect.any(String)],
      ['shipped', admin.admin.username],
      ['delivered', admin.admin.username],
    ]);
    const paidPhysical = await admin.client.post(prizePath(physical, '/paid'), { paymentReference: 'ACH-1' });
    expect(paidPhysical.status).toBe(409);
    const events = (await system.services.store.read(`player-${player.userId}`)).filter((e) => e.type === 'PrizeShipped');
    expect(events).toHaveLength(1);
    await system.runner.catchUp();
    const audit = (await admin.client.get(`/api/admin/audit?personId=${player.userId}`)).json as AdminAuditResponse;
    expect(audit.entries.filter((e) => e.type.startsWith('Prize')).map((e) => [e.type, e.actor.name, e.summary])).toEqual([
      ['PrizeDelivered', admin.admin.username, `Prize ${physical}`],
      ['PrizeShipped', admin.admin.username, `Prize ${physical} · UPS tracking ${body.trackingNumber}`],
    ]);
  });

  it('marks a cash prize paid with its reference, and refuses to ship it', async () => {
    expect((await admin.client.post(prizePath(cash, '/shipped'), { carrier: 'UPS', trackingNumber: '1Z999AA1' })).status).toBe(409);
    const paid = detailOf(await admin.client.post(prizePath(cash, '/paid'), { paymentReference: 'ACH-20261122-1' }));
    expect(paid.prize).toMatchObject({ state: 'paid', paymentReference: 'ACH-20261122-1' });
    expect((await admin.client.post(prizePath('nfl-bronze-1999-01-01:0', '/paid'), { paymentReference: 'ACH-1' })).status).toBe(404);
  });

  it('e-mails the winner from a template once per contact, and records only that it was sent', async () => {
    const contactId = randomUUID();
    const first = await admin.client.post(prizePath(unclaimed, '/contact'), { template: 'claim_reminder', contactId });
    expect(first.status).toBe(200);
    expect((await admin.client.post(prizePath(unclaimed, '/contact'), { template: 'claim_reminder', contactId })).status).toBe(200);
    const subject = winnerContactEmailTexts.claim_reminder.subject('NFL Team Merchandise Pack');
    const mail = await smtp.waitFor((m) => m.subject === subject && m.to.includes(contactedUser.email));
    expect(mail.text).toContain('Claim it by');
    const events = (await system.services.store.read(`player-${contactedUser.userId}`)).filter((e) => e.type === 'PrizeWinnerContacted');
    expect(events.map((e) => Object.keys(e.data).sort())).toEqual([['adminId', 'awardId', 'contactId', 'sentAt', 'template', 'userId']]);
    await system.runner.catchUp();
    const audit = (await admin.client.get(`/api/admin/audit?personId=${contactedUser.userId}`)).json as AdminAuditResponse;
    expect(audit.entries.filter((e) => e.type === 'PrizeWinnerContacted').map((e) => [e.action, e.summary])).toEqual([
      ['E-mailed a winner', `Prize ${unclaimed} · Template: claim reminder`],
    ]);
  });

  it('exports the winners of a date range as CSV named by the range, for finance and not the auditor', async () => {
    const response = await finance.client.get('/api/admin/export/prize-winners?from=2026-11-20&to=2026-11-21');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(prizeWinnersExportFileName('2026-11-20', '2026-11-21'));
    const lines = response.text.trim().split('\n');
    expect(lines[0]).toBe(
      'winner_username,winner_email,winner_id,award_id,prize,prize_type,value,currency,won_at,claimed_at,fulfilled_at,tax_form,state',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${player.email},${player.userId},${physical},NFL Team Merchandise Pack,physical,250,USD`);
    expect(lines[1]).toMatch(/,not_needed,delivered$/);
    expect(lines[2]).toMatch(/,1000,USD,.*,complete,paid$/);
    expect((await auditor.client.get('/api/admin/export/prize-winners?from=2026-11-20&to=2026-11-21')).status).toBe(403);
    expect((await finance.client.get('/api/admin/export/prize-winners?from=2026-11-22&to=2026-11-20')).status).toBe(400);
  });
});
