import { describe, expect, it } from 'vitest';
import { fallbackProjections, gameWeekOf, inGameWindow, platforms } from '@fr/contracts';
import { ProviderRejectedError, type ConnectedAccount, type ProviderTeam } from '../fantasy-provider';
import { createDemoProvider, isDemoProvider, renderDemoAuthorizePage } from './demo-provider';

const HOUR = 60 * 60 * 1000;
const provider = createDemoProvider({ publicUrl: 'http://localhost:3000/', seed: 'test-seed' });
const week = gameWeekOf(new Date('2024-11-06T12:00:00Z'));
const noTokens = async () => undefined;

async function connect(state: string, on = provider): Promise<ConnectedAccount> {
  const code = /id="demo-code">([^<]+)</.exec(renderDemoAuthorizePage(on, state))?.[1];
  expect(code).toMatch(/^DEMO-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return on.exchangeCode(code!);
}

const teamsAt = (account: ConnectedAccount, at: Date) => provider.fetchTeams(account, noTokens, at);

describe('demo provider', () => {
  it('sends the player to the local authorize page', () => {
    const url = new URL(provider.authorizationUrl('abc&d'));
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/demo-provider/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: 'abc&d', client_id: 'demo' });
    expect(isDemoProvider(provider)).toBe(true);
    expect(() => renderDemoAuthorizePage({ ...provider, id: 'yahoo' }, 's')).toThrow();
    expect(renderDemoAuthorizePage(provider, ' ')).not.toContain('demo-code');
  });

  it('accepts only codes it derived from a state, forgiving case and spaces', async () => {
    const account = await connect('state-1');
    expect(account.providerUserId).toMatch(/^demo-/);
    const code = /id="demo-code">([^<]+)</.exec(renderDemoAuthorizePage(provider, 'state-1'))![1]!;
    expect(await provider.exchangeCode(`  ${code.toLowerCase()} `)).toEqual(account);
    const tampered = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    await expect(provider.exchangeCode(tampered)).rejects.toThrow(ProviderRejectedError);
    await expect(provider.exchangeCode('DEMO-0000-0000-0000')).rejects.toThrow(ProviderRejectedError);
    await expect(provider.exchangeCode('')).rejects.toThrow(ProviderRejectedError);
    const otherSeed = createDemoProvider({ publicUrl: 'http://x', seed: 'other' });
    await expect(otherSeed.exchangeCode(code)).rejects.toThrow(ProviderRejectedError);
    await expect(provider.fetchTeams({ ...account, accessToken: `${account.accessToken}x` }, noTokens, week.start)).rejects.toThrow(
      ProviderRejectedError,
    );
  });

  it('gives each player six realistic teams across sports and platforms', async () => {
    const teams = await teamsAt(await connect('state-1'), new Date(week.start.getTime() + 50 * HOUR));
    expect(teams.map((t) => t.sport).sort()).toEqual(['MLB', 'MLB', 'NBA', 'NBA', 'NFL', 'NFL']);
    expect(teams.map((t) => t.name)).toEqual(expect.arrayContaining(Object.keys(fallbackProjections)));
    expect(new Set(teams.map((t) => t.platform)).size).toBeGreaterThan(1);
    expect(teams.every((t) => (platforms as readonly string[]).includes(t.platform) && t.league !== '')).toBe(true);
    const projected = teams.flatMap((t) => (t.projectedPoints === null ? [] : [t.projectedPoints]));
    expect(projected).toHaveLength(5);
    expect(projected.every((p) => p >= 90 && p <= 160)).toBe(true);
    const other = await teamsAt(await connect('state-2'), new Date(week.start.getTime() + 50 * HOUR));
    expect(other.map((t) => t.teamKey)).not.toEqual(teams.map((t) => t.teamKey));
    expect(new Set([...teams, ...other].map((t) => t.teamKey)).size).toBe(12);
  });

  it('is deterministic for a seed, a player and an instant', async () => {
    const at = new Date(week.start.getTime() + 100 * HOUR + 17 * 60_000);
    const again = createDemoProvider({ publicUrl: 'http://elsewhere', seed: 'test-seed' });
    expect(await again.fetchTeams(await connect('state-1', again), noTokens, at)).toEqual(await teamsAt(await connect('state-1'), at));
  });

  it('starts every week at 0, rises only during game windows and ends at its final score', async () => {
    const account = await connect('state-3');
    const before = await teamsAt(account, new Date(week.start.getTime() + HOUR));
    expect(before.every((t) => t.currentPoints === 0 && !t.isActive && t.gameProgress === 0)).toBe(true);
    let previous: ProviderTeam[] = before;
    // Half-hour steps from the hour-aligned week start: each step lies inside one hour, in a window or not.
    for (let at = week.start.getTime() + 30 * 60_000; at < week.end.getTime(); at += 30 * 60_000) {
      const now = new Date(at);
      const teams = await teamsAt(account, now);
      teams.forEach((team, i) => {
        const earlier = previous[i]!;
        expect(team.teamKey).toBe(earlier.teamKey);
        expect(team.projectedPoints).toBe(earlier.projectedPoints);
        expect(team.currentPoints).toBeGreaterThanOrEqual(earlier.currentPoints);
        expect(team.gameProgress).toBeGreaterThanOrEqual(earlier.gameProgress);
        expect(team.isActive).toBe(inGameWindow(team.sport, now));
        if (inGameWindow(team.sport, new Date(at - 1))) expect(team.currentPoints).toBeGreaterThan(earlier.currentPoints);
        else expect(team.currentPoints).toBe(earlier.currentPoints);
      });
      previous = teams;
    }
    const final = await teamsAt(account, new Date(week.end.getTime() - 1));
    expect(final).toEqual(await teamsAt(account, new Date(week.end.getTime() - 2 * HOUR)));
    for (const team of final) {
      expect(team.gameProgress).toBe(1);
      const base = team.projectedPoints ?? fallbackProjections[team.name]!;
      expect(team.currentPoints / base).toBeGreaterThanOrEqual(0.79);
      expect(team.currentPoints / base).toBeLessThanOrEqual(1.61);
    }
    const nextWeek = await teamsAt(account, week.end);
    expect(nextWeek.every((t) => t.currentPoints === 0)).toBe(true);
  });

  it('lets some teams beat their projection by 10% and keeps others below it', async () => {
    for (const state of ['a', 'b', 'c', 'd']) {
      const final = await teamsAt(await connect(state), new Date(week.end.getTime() - 1));
      const ratios = final.map((t) => t.currentPoints / (t.projectedPoints ?? fallbackProjections[t.name]!));
      expect(ratios.some((r) => r >= 1.1)).toBe(true);
      expect(ratios.some((r) => r < 1)).toBe(true);
    }
  });
});
