import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUICKNET } from '@fr/contracts/beacon';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
beforeAll(async () => {
  // A port nothing listens on: the drand relay is down.
  const closed = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  system = await startTestSystem({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRUST_PROXY_HOPS: '1',
      BEACON: 'drand',
      DRAND_URL: `http://127.0.0.1:${closed}`,
      DRAND_CHAIN_HASH: QUICKNET.chainHash,
      DRAND_PUBLIC_KEY: QUICKNET.publicKey,
    },
  });
});
afterAll(async () => {
  await system?.close();
});

it('lists the raffles while the drand relay cannot be reached, naming the beacon by its kind', async () => {
  const answer = await system.client().get('/api/raffles');
  expect(answer.status).toBe(200);
  expect(answer.json).toMatchObject({ beacon: { kind: 'drand', name: 'drand' } });
  expect((answer.json!.raffles as unknown[]).length).toBe(16);
});
