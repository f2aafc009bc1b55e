import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXPORTS_PER_ADMIN, analyticsDay, texts } from '@fr/contracts';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-helpers';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let finance: SignedInAdmin;
beforeAll(async () => {
  system = await startTestSystem();
  finance = await signInAdmin(system, 'finance');
  // A ledger far larger than every socket buffer between the server and a client that stops reading (megabytes):
  // such a download stalls with its cursor open. Written straight into the read model, as a fixture.
  await system.services.pool.query(
    `INSERT INTO ledger_entries (event_id, account, lot, counter_account, amount, balance_after, lot_balance_after, reason,
       command_id, actor, correlation_id, stream_id, event_position, occurred_at)
     SELECT 'stall-' || i, 'player:stall', 'earned', 'system:mint', 1, i, i, 'stall_fixture', 'stall-command-' || i,
       'stall-actor', 'stall-correlation', 'player-stall', lpad(i::text, 20, '0'), $1::timestamptz
     FROM generate_series(1, 100000) AS i`,
    // Dated by the product's clock, as the export's day is.
    [system.services.now()],
  );
});
afterAll(async () => {
  await system?.close();
});

/** Starts a download and stops reading as soon as its headers are in. */
const stalledDownload = (path: string) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const cookie = [...finance.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    get(`${system.url}${path}`, { headers: { cookie, 'x-forwarded-for': finance.client.ip } }, (response) => {
      response.pause();
      resolve(response);
    }).on('error', reject);
  });

it('keeps the pool answering while one finance session stalls ten ledger downloads', async () => {
  const day = analyticsDay(system.services.now());
  const downloads = await Promise.all(Array.from({ length: 10 }, () => stalledDownload(`/api/admin/export/ledger?from=${day}&to=${day}`)));
  try {
    // Every other request still finds a connection: the same session's, and others'.
    expect((await finance.client.get('/api/admin/analytics/revenue')).status).toBe(200);
    const other = await signInAdmin(system, 'admin');
    expect((await other.client.get('/api/admin/dashboard/overview')).status).toBe(200);
    expect((await other.client.get(`/api/admin/export/platforms`)).status).toBe(200);
    // Because the session holds at most its share of connections: the rest of its downloads were refused.
    expect(downloads.filter((d) => d.statusCode === 200)).toHaveLength(EXPORTS_PER_ADMIN);
    const refused = downloads.filter((d) => d.statusCode === 429);
    expect(refused).toHaveLength(10 - EXPORTS_PER_ADMIN);
    refused[0]!.resume();
    const body = await new Promise<string>((resolve) => {
      let text = '';
      refused[0]!.on('data', (chunk: Buffer) => (text += chunk.toString())).on('end', () => resolve(text));
    });
    expect(JSON.parse(body)).toEqual({ error: 'rate_limited', message: texts.server.exportsBusy(EXPORTS_PER_ADMIN) });
  } finally {
    for (const download of downloads) download.destroy();
  }
});
