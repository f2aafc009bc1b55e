import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts';
import { cutOffWhenStalled, exportSlots } from './export-guard';

describe('a download whose client stops reading', () => {
  it('is cut off, and its body stream is ended (its cursor closed)', async () => {
    let cleanedUp = false;
    const body = Readable.from(
      (async function* () {
        try {
          for (;;) yield Buffer.alloc(64 * 1024, 'x');
        } finally {
          cleanedUp = true;
        }
      })(),
    );
    const server = createServer((_req, res) => {
      cutOffWhenStalled(res, 100);
      body.pipe(res);
      res.once('close', () => body.destroy());
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const response = await new Promise<IncomingMessage>((resolve) =>
        get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, resolve),
      );
      // Takes nothing more: the buffers fill and the server can write no further.
      response.pause();
      await once(body, 'close');
      expect(cleanedUp).toBe(true);
      response.destroy();
    } finally {
      server.close();
    }
  });
});

describe('export slots', () => {
  it('refuses an admin beyond the limit, not another admin, and gives a slot back once', () => {
    const slots = exportSlots(2);
    const first = slots.take('a');
    slots.take('a');
    expect(() => slots.take('a')).toThrow(expect.objectContaining({ status: 429, message: texts.server.exportsBusy(2) }));
    expect(() => slots.take('b')).not.toThrow();
    first.release();
    first.release();
    slots.take('a');
    expect(() => slots.take('a')).toThrow(expect.objectContaining({ status: 429 }));
  });
});
