import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawStream, texts } from '@fr/contracts';
import { startTestSystem, type TestSystem } from '../testing/test-system';
import { runDrawNowCli } from './draw-now-cli';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

const env = { LOG_LEVEL: 'silent', NODE_ENV: 'test' };
const target = () => ({ databaseUrl: system.database.url, redisUrl: null, dataDir: system.dataDir, port: 0 });

describe('npm run draw:now', () => {
  it('closes and draws the open period once, and names it; a second run on that period draws nothing', async () => {
    const printed: string[] = [];
    const print = (line: string) => printed.push(line);
    expect(await runDrawNowCli(['nba-silver'], env, print, target())).toBe(0);
    const drawId = /\/raffles\/draws\/([\w-]+)$/.exec(printed.at(-1)!)![1]!;
    expect(printed.at(-2)).toBe(texts.server.drawNowNoEntries(drawId));
    expect(await runDrawNowCli(['nba-silver', drawId], env, print, target())).toBe(0);
    expect(printed.at(-2)).toBe(texts.server.drawNowAlreadyDrawn(drawId));
    const events = await system.services.store.read(drawStream(drawId));
    expect(events.filter((e) => e.type === 'DrawCompleted')).toHaveLength(1);
    expect(events.find((e) => e.type === 'DrawClosed')!.data).toMatchObject({ closedEarly: { by: 'draw-now (command line)' } });
  });

  it('refuses production, an unknown raffle and a wrong command line', async () => {
    const printed: string[] = [];
    const print = (line: string) => printed.push(line);
    expect(await runDrawNowCli(['nba-silver'], { NODE_ENV: 'production' }, print, target())).toBe(1);
    expect(printed.at(-1)).toBe(`Refused: ${texts.server.drawNowRefusedInProduction}`);
    expect(await runDrawNowCli(['nhl-silver'], env, print, target())).toBe(1);
    expect(printed.at(-1)).toBe(`Refused: ${texts.server.raffleNotFound}`);
    expect(await runDrawNowCli([], env, print, target())).toBe(2);
  });
});
