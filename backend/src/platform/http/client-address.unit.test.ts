import { describe, expect, it } from 'vitest';
import { clientAddress, clientBucket, clientNetwork } from './client-address';

describe('rate-limit buckets', () => {
  it('counts an IPv6 client per /64, however the address is written', () => {
    const bucket = '2001:0db8:0001:0002::/64';
    expect(clientBucket('2001:db8:1:2::1')).toBe(bucket);
    expect(clientBucket('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(bucket);
    expect(clientBucket('2001:DB8:1:2:0:0:0:7')).toBe(bucket);
    expect(clientBucket('2001:db8:1:2::1%eth0')).toBe(bucket);
    expect(clientBucket('2001:db8:1:3::1')).not.toBe(bucket);
    expect(clientBucket('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientBucket('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('counts IPv4 clients per address, IPv4-mapped ones included', () => {
    expect(clientBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(clientBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientBucket('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('client address behind trusted proxies', () => {
  const socket = '172.18.0.5';

  it('trusts no forwarded header without proxies', () => {
    expect(clientAddress('203.0.113.7', socket, 0)).toBe(socket);
  });

  it('takes the entry the outermost trusted proxy wrote, whatever the client wrote left of it', () => {
    expect(clientAddress('203.0.113.7', socket, 1)).toBe('203.0.113.7');
    expect(clientAddress('1.1.1.1, 203.0.113.7', socket, 1)).toBe('203.0.113.7');
    expect(clientAddress('1.1.1.1, 203.0.113.7, 198.51.100.2', socket, 2)).toBe('203.0.113.7');
    expect(clientAddress('1.1.1.1,2001:db8::1', socket, 1)).toBe('2001:db8::1');
  });

  it('takes the socket address when the header passed fewer proxies than trusted (the client may have written all of it)', () => {
    expect(clientAddress('203.0.113.7', socket, 2)).toBe(socket);
    expect(clientAddress('1.1.1.1, 203.0.113.7', socket, 3)).toBe(socket);
    expect(clientAddress(undefined, socket, 1)).toBe(socket);
    expect(clientAddress('', socket, 1)).toBe(socket);
  });

  it('takes the socket address when the trusted entry is no address', () => {
    expect(clientAddress('unknown', socket, 1)).toBe(socket);
    expect(clientAddress('203.0.113.7, ', socket, 1)).toBe(socket);
  });
});

describe('the network a session is shown from', () => {
  it('keeps only an IPv4 /24, also when written IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.77')).toBe('203.0.113.x');
    expect(clientNetwork('::ffff:198.51.100.9')).toBe('198.51.100.x');
  });

  it('keeps only an IPv6 /48', () => {
    expect(clientNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(clientNetwork('2001:0db8:0000:1::5')).toBe('2001:db8:0::/48');
  });

  it('shows nothing for what is not an address', () => {
    expect(clientNetwork('')).toBe('');
  });
});
