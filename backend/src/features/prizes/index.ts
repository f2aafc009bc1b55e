import { prizesProjector } from '@fr/projections';
import { createSchema } from '../../platform/database';
import { loadOrCreateSecret } from '../../platform/data-dir';
import { defineFeature } from '../../feature';
import { createTokenCipher } from '../../platform/token-cipher';
import type { AppServices } from '../../services';
import { fulfilmentRoutes } from './fulfilment-routes';
import { prizesRoutes } from './prizes-routes';
import { shippingAddressSchemaSql } from './shipping-address-store';
import { taxDetailsSchemaSql } from './tax-details-store';

export { awardPrize, forfeitPrize } from './draw-prizes';
export { fulfilmentDetail } from './fulfilment';
export { prizesSlice } from './prizes-slice';
// The privacy feature exports a winner's tax details (masked) and erases them after the law's retention period.
// The privacy feature erases the shipping addresses with the account at once (no law asks to keep them).
export { forgetShippingAddressesOf, shippingAddressesOf } from './shipping-address-store';
export { eraseTaxDetailsStoredBefore, maskedTaxRecordsOf, newestTaxRecordOf, type TaxRecord } from './tax-details-store';

/**
 * The same key as the fantasy provider tokens (TOKEN_ENCRYPTION_KEY, else the data folder's token key); each sealed
 * value is bound to its own row, so the two kinds of secret cannot be swapped. The raffles feature opens a prize's
 * shipping address with it too, when its admin forfeit answers with the prize.
 */
export const prizesCipher = async (config: AppServices['config']) =>
  createTokenCipher(config.tokenEncryptionKey ?? (await loadOrCreateSecret(config.dataDir, 'token-key')));

/** The prize catalogue and the winner's path: won prizes, eligible claims (tax details kept encrypted) and redeeming. */
export const prizesFeature = defineFeature({
  name: 'prizes',
  projectors: [prizesProjector],
  async open(services) {
    const { config, pool } = services;
    await createSchema(pool, taxDetailsSchemaSql, shippingAddressSchemaSql);
    const cipher = await prizesCipher(config);
    return { routers: [prizesRoutes(services, cipher), fulfilmentRoutes(services, cipher)] };
  },
});
