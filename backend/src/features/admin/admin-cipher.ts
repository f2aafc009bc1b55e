import type { Config } from '../../platform/config';
import { loadOrCreateSecret } from '../../platform/data-dir';
import { createTokenCipher, type TokenCipher } from '../../platform/token-cipher';

/** The key TOTP secrets are sealed with: the server's token key, so the server and the admin scripts share it. */
export async function adminCipher(config: Pick<Config, 'tokenEncryptionKey' | 'dataDir'>): Promise<TokenCipher> {
  return createTokenCipher(config.tokenEncryptionKey ?? (await loadOrCreateSecret(config.dataDir, 'token-key')));
}
