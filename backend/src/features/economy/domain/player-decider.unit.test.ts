import { describe, expect, it } from 'vitest';
import { challengeCatalogue, findOffer, type BoostOffer } from '@fr/contracts';
import { balanceOf } from '../../ledger/domain/wallet';
import { playerDecider, type PlayerCommand } from './player-decider';
import type { PlayerEvent } from './player-state';

const userId = 'u1';
const NY = 'America/New_York';
const day = (d: number) => new Date(Date.UTC(2026, 10, d, 17));

function run(commands: Array<[PlayerCommand, Date?]>, history: PlayerEvent[] = []): PlayerEvent[] {
  const events = [...history];
  for (const [command, now = day(22)] of commands) {
    events.push(...playerDecider.decide(command, events.reduce(playerDecider.evolve, playerDecider.initialState()), { userId, now }));
  }
  return events;
}
const state = (events: PlayerEvent[]) => events.reduce(playerDecider.evolve, playerDecider.initialState());
const grant = (amount: number): PlayerEvent => ({ type: 'CoinsCredited', data: { userId, amount, lot: 'earned', from: 'mint', reason: 'signup_grant', commandId: 'signup-grant' } });
const checkIn: PlayerCommand = { type: 'CheckIn', timeZone: NY };
const complete = (challengeId: string): PlayerCommand => ({ type: 'CompleteChallenge', challengeId, source: 'sync', sourceRef: 'x' });
const offer = (id: string, level: number) => findOffer(id, level) as BoostOffer;
const buy = (commandId: string, o: BoostOffer, quotedCost?: number): PlayerCommand => ({ type: 'PurchaseBoost', commandId, boostId: `b-${commandId}`, offer: o, quotedCost });

describe('daily check-in', () => {
  it('pays 50 plus 50 per completed sign-up or sync challenge, at most 950', () => {
    expect(balanceOf(state(run([[checkIn]])).wallet)).toBe(50);
    const two = run([[complete('sync-draftkings')], [complete('signup-fanduel')], [checkIn]]);
    expect(two.find((e) => e.type === 'DailyCheckInClaimed')?.data).toMatchObject({ reward: 150, bonusChallenges: 2 });
    const all = challengeCatalogue.filter((c) => c.type === 'platform_signup' || c.type === 'platform_sync').map((c) => [complete(c.id)] as [PlayerCommand]);
    expect(all).toHaveLength(19);
    expect(run([...all, [checkIn]]).find((e) => e.type === 'DailyCheckInClaimed')?.data).toMatchObject({ reward: 950, bonusChallenges: 19 });
  });

  it('refuses a second claim the same day with "already completed today"', () => {
    const first = run([[checkIn]]);
    expect(() => run([[checkIn, new Date(Date.UTC(2026, 10, 23, 4))]], first)).toThrow(/already completed today/);
  });

  it('completes the 3-day streak challenge on the third consecutive day, once', () => {
    const events = run([[checkIn, day(20)], [checkIn, day(21)], [checkIn, day(22)], [checkIn, day(23)]]);
    expect(events.filter((e) => e.type === 'ChallengeCompleted').map((e) => e.data.challengeId)).toEqual(['streak-3']);
    expect(state(events).lastCheckIn?.streak).toBe(4);
  });
});

describe('challenges and bonuses', () => {
  it('credits a challenge reward once', () => {
    const events = run([[complete('sync-draftkings')], [complete('sync-draftkings')]]);
    expect(balanceOf(state(events).wallet)).toBe(250);
  });

  it('pays a category bonus only when the whole category is done, and only once', () => {
    const deposit = challengeCatalogue.filter((c) => c.type === 'first_deposit');
    expect(() => run([[complete(deposit[0]!.id)], [{ type: 'ClaimBonus', category: 'deposit' }]])).toThrow(/Complete every challenge/);
    const done = run(deposit.map((c) => [complete(c.id)] as [PlayerCommand]));
    const claimed = run([[{ type: 'ClaimBonus', category: 'deposit' }]], done);
    expect(balanceOf(state(claimed).wallet) - balanceOf(state(done).wallet)).toBe(50_000);
    expect(() => run([[{ type: 'ClaimBonus', category: 'deposit' }]], claimed)).toThrow(/already been claimed/);
  });

  it('pays the ultimate bonus only when every challenge is done, today check-in included', () => {
    const everything = challengeCatalogue.filter((c) => c.type !== 'daily').map((c) => [complete(c.id)] as [PlayerCommand]);
    const done = run(everything);
    expect(() => run([[{ type: 'ClaimBonus', category: 'all' }]], done)).toThrow(/every challenge/);
    const claimed = run([[checkIn], [{ type: 'ClaimBonus', category: 'all' }]], done);
    expect(claimed.at(-1)?.data).toMatchObject({ amount: 1_000_000, reason: 'ultimate_bonus' });
  });
});

describe('shop', () => {
  it('buys a boost with coins, never below zero, with the spec message when short', () => {
    const rich = run([[buy('c1', offer('performance-boost', 1))]], [grant(600)]);
    expect(balanceOf(state(rich).wallet)).toBe(100);
    expect(() => run([[buy('c2', offer('tier-upgrade', 1))]], rich)).toThrow('You need 1500 coins to purchase this tier upgrade. You have 100 coins.');
  });

  it('applies the same purchase command once', () => {
    const once = run([[buy('c1', offer('performance-boost', 1))], [buy('c1', offer('performance-boost', 1))]], [grant(5000)]);
    expect(once.filter((e) => e.type === 'BoostPurchased')).toHaveLength(1);
    expect(() => run([[buy('c1', offer('performance-boost', 2))]], once)).toThrow(/Idempotency-Key/);
  });

  it("refuses a tier upgrade whose quoted cost is not the server's price", () => {
    expect(() => run([[buy('c1', offer('tier-upgrade', 1), 1)]], [grant(5000)])).toThrow(/price has changed/);
  });
});

describe('applying boosts', () => {
  const bought = run([[buy('c1', offer('prize-multiplier', 1))]], [grant(5000)]);
  const team = { teamId: 't1', userId, name: 'Chiefs Kingdom', isActive: false };
  const apply = (t = team as typeof team | null, boostId = 'b-c1'): PlayerCommand => ({ type: 'ApplyBoost', boostId, team: t, week: '2026-11-17' });

  it('applies an owned boost to an inactive team of the player, once', () => {
    const applied = run([[apply()]], bought);
    expect(applied.at(-1)).toMatchObject({ type: 'BoostApplied', data: { code: 'tickets_2x', teamName: 'Chiefs Kingdom' } });
    expect(() => run([[apply()]], applied)).toThrow(/already been applied/);
  });

  it("refuses another player's boost or team, and active teams", () => {
    expect(() => run([[apply(team, 'someone-elses')]], bought)).toThrow(/Boost not found/);
    expect(() => run([[apply({ ...team, userId: 'u2' })]], bought)).toThrow(/Team not found/);
    expect(() => run([[apply(null)]], bought)).toThrow(/Team not found/);
    expect(() => run([[apply({ ...team, isActive: true })]], bought)).toThrow(/not playing/);
  });
});

describe('coin purchases', () => {
  it('credits a package once per payment: paid coins as purchased, bonus coins as earned', () => {
    const command: PlayerCommand = { type: 'CompleteCoinPurchase', paymentId: 'cs_1', provider: 'stripe', amount: 2500, bonus: 500, priceCents: 999 };
    const events = run([[command], [command]]);
    expect(state(events).wallet).toMatchObject({ purchased: 2500, earned: 500 });
  });
});
