import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogueFieldsOf, catalogueSeed, coinPackages, offeredChallenges, prizeCatalogue } from '@fr/contracts';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { catalogueProjector } from './catalogue-projector';
import { liveCatalogue, liveChallenges, liveCoinPackages, livePrizes } from './catalogue-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(catalogueProjector);
});
afterAll(async () => {
  await model?.close();
});

const seedPackage = catalogueSeed.package[1]!;
const packageFields = catalogueFieldsOf('package', seedPackage.base);
const changed = (version: number, priceCents: number) => ({
  type: 'CatalogueItemChanged' as const,
  data: {
    kind: 'package' as const,
    itemId: seedPackage.itemId,
    version,
    fields: { ...packageFields, priceCents },
    previous: packageFields,
    commandId: `cmd-${version}`,
    adminId: 'a1',
    changedAt: `2026-11-2${version}T12:00:00.000Z`,
  },
});

it('starts from the constants, lays the newest change over its item, and is unchanged by a replay', async () => {
  expect(await liveCoinPackages(model.pool)).toEqual(coinPackages.map((p) => ({ ...p })));
  expect(await livePrizes(model.pool)).toEqual(prizeCatalogue);
  expect(await liveChallenges(model.pool)).toEqual(offeredChallenges);

  // The second change arrives before the first (another order on replay): the older one moves nothing.
  await model.feed(changed(2, 1299), changed(1, 1099));
  const packages = await liveCoinPackages(model.pool);
  expect(packages[1]).toEqual({ ...coinPackages[1], priceCents: 1299 });
  expect(packages.filter((_, i) => i !== 1)).toEqual(coinPackages.filter((_, i) => i !== 1).map((p) => ({ ...p })));
  expect((await liveCatalogue(model.pool, 'package'))[1]).toMatchObject({
    itemId: 'coins-2500',
    version: 2,
    changedBy: 'a1',
    changedAt: '2026-11-22T12:00:00.000Z',
  });

  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
