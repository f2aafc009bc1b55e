import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabasePool, type TestDatabase } from '@fr/projections/testing/test-database';
import '@fr/projections/testing/provided-context';
import { connectedPlayers, credentialsSchemaSql, loadCredentials, saveCredentials } from './credentials-store';
import { TokenDecryptionError, createTokenCipher } from '../../../platform/token-cipher';

let database: TestDatabase;
let pool: pg.Pool;
const cipher = createTokenCipher(randomBytes(32));

beforeAll(async () => {
  database = await createTestDatabase();
  pool = testDatabasePool(database.url, { max: 2 });
  await pool.query(credentialsSchemaSql);
  await pool.query(credentialsSchemaSql);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const account = (suffix: string, guid: string | null = 'GUID-1') => ({
  accessToken: `access-${suffix}`,
  refreshToken: `refresh-${suffix}`,
  expiresAt: new Date('2030-01-01T12:00:00.000Z'),
  providerUserId: guid,
});

describe('provider credentials', () => {
  it('round-trips tokens and keeps only ciphertext in the table', async () => {
    await saveCredentials(pool, cipher, 'user-a', 'yahoo', account('1'));
    expect(await loadCredentials(pool, cipher, 'user-a', 'yahoo')).toEqual(account('1'));
    const { rows } = await pool.query('SELECT access_token_enc, refresh_token_enc FROM provider_credentials');
    expect(JSON.stringify(rows)).not.toContain('access-1');
    expect(JSON.stringify(rows)).not.toContain('refresh-1');
    expect(await loadCredentials(pool, cipher, 'user-a', 'demo')).toBeNull();
    expect(await loadCredentials(pool, cipher, 'nobody', 'yahoo')).toBeNull();
  });

  it('overwrites on rotation and keeps the provider user id when the refresh does not repeat it', async () => {
    await saveCredentials(pool, cipher, 'user-b', 'yahoo', account('1', 'GUID-B'));
    const before = await pool.query(`SELECT updated_at FROM provider_credentials WHERE user_id = 'user-b'`);
    await saveCredentials(pool, cipher, 'user-b', 'yahoo', { ...account('2', null), expiresAt: new Date('2030-01-02T00:00:00Z') });
    expect(await loadCredentials(pool, cipher, 'user-b', 'yahoo')).toEqual({
      ...account('2', 'GUID-B'),
      expiresAt: new Date('2030-01-02T00:00:00Z'),
    });
    const after = await pool.query(
      `SELECT count(*)::int AS n, max(updated_at) AS updated_at FROM provider_credentials WHERE user_id = 'user-b'`,
    );
    expect(after.rows[0].n).toBe(1);
    expect(after.rows[0].updated_at.getTime()).toBeGreaterThanOrEqual(before.rows[0].updated_at.getTime());
  });

  it('lists the connected players of a provider', async () => {
    await saveCredentials(pool, cipher, 'user-c', 'demo', account('c'));
    expect(await connectedPlayers(pool, 'yahoo')).toEqual(['user-a', 'user-b']);
    expect(await connectedPlayers(pool, 'demo')).toEqual(['user-c']);
  });

  it('refuses rows sealed with another key or copied to another player', async () => {
    await expect(loadCredentials(pool, createTokenCipher(randomBytes(32)), 'user-a', 'yahoo')).rejects.toThrow(TokenDecryptionError);
    await pool.query(
      `INSERT INTO provider_credentials (user_id, provider, access_token_enc, refresh_token_enc, expires_at)
       SELECT 'user-x', provider, access_token_enc, refresh_token_enc, expires_at FROM provider_credentials WHERE user_id = 'user-a'`,
    );
    await expect(loadCredentials(pool, cipher, 'user-x', 'yahoo')).rejects.toThrow(TokenDecryptionError);
  });
});
