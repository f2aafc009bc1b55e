import { hkdfSync } from 'node:crypto';
import type { Config } from '../config';
import { loadOrCreateSecret } from '../data-dir';
import { createTokenCipher, parseTokenKey, type TokenCipher } from '../token-cipher';

export { withPersonalData } from './personal-data-store';
export { createPersonalKeys, personalKeysSchemaSql, type PersonalKeys } from './personal-keys';
export { sealLegacyEvents } from './legacy-events';

/**
 * The token key (TOKEN_ENCRYPTION_KEY, else the data folder's) wraps the players' data keys, and a key derived from
 * it keys the claim streams' hashes: every process needs the same one, and changing it needs a migration.
 */
export async function personalDataSecrets(
  config: Pick<Config, 'tokenEncryptionKey' | 'dataDir'>,
): Promise<{ cipher: TokenCipher; streamKey: Buffer }> {
  const key = parseTokenKey(config.tokenEncryptionKey ?? (await loadOrCreateSecret(config.dataDir, 'token-key')));
  return { cipher: createTokenCipher(key), streamKey: Buffer.from(hkdfSync('sha256', key, '', 'claim-stream-ids', 32)) };
}
