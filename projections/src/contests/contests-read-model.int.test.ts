import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type FedEvent, type ReadModelHarness } from '../testing/read-model-harness';
import { contestsProjector } from './contests-projector';
import { contestParticipants, conversionsOfClick, findAffiliateClick } from './contests-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(contestsProjector);
});
afterAll(async () => {
  await model?.close();
});

const click = (clickId: string, userId: string, contestId: string, clickedAt: string): FedEvent => ({
  type: 'AffiliateClickRecorded',
  data: {
    clickId,
    userId,
    contestId,
    platform: 'DraftKings',
    url: `https://partners.example/go/draftkings?sub_id=${clickId}`,
    clickedAt,
  },
});

it('keeps clicks, distinct participants per contest and attributed conversions, and is unchanged by a replay', async () => {
  await model.feed(
    click('clk_a', 'u1', 'contest-1', '2026-11-01T10:00:00.000Z'),
    // The same player back on another day is one participant still.
    click('clk_b', 'u1', 'contest-1', '2026-11-02T10:00:00.000Z'),
    click('clk_c', 'u2', 'contest-1', '2026-11-02T11:00:00.000Z'),
    click('clk_d', 'u2', 'contest-2', '2026-11-02T12:00:00.000Z'),
    {
      type: 'AffiliateConversionRecorded',
      data: {
        conversionId: 'draftkings:tx-1',
        partner: 'draftkings',
        platform: 'DraftKings',
        event: 'signup',
        transactionId: 'tx-1',
        clickId: 'clk_c',
        contestId: 'contest-1',
        userId: 'u2',
        commissionCents: 2500,
        occurredAt: null,
        recordedAt: '2026-11-02T12:30:00.000Z',
      },
    },
  );
  expect(await contestParticipants(model.pool)).toEqual(
    new Map([
      ['contest-1', 2],
      ['contest-2', 1],
    ]),
  );
  expect(await findAffiliateClick(model.pool, 'clk_c')).toEqual({
    clickId: 'clk_c',
    userId: 'u2',
    contestId: 'contest-1',
    platform: 'DraftKings',
    url: 'https://partners.example/go/draftkings?sub_id=clk_c',
    clickedAt: '2026-11-02T11:00:00.000Z',
  });
  expect(await findAffiliateClick(model.pool, 'clk_forged')).toBeNull();
  expect(await conversionsOfClick(model.pool, 'clk_c')).toEqual([
    expect.objectContaining({ conversionId: 'draftkings:tx-1', userId: 'u2', contestId: 'contest-1', commissionCents: 2500 }),
  ]);
  expect(await conversionsOfClick(model.pool, 'clk_a')).toEqual([]);

  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
