import { describe, expect, it } from 'vitest';
import { limitAddressOf } from './client-address.js';

describe('limitAddressOf', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = limitAddressOf('2001:db8:abcd:12::1');
    expect(key).toBe('2001:db8:abcd:12::/64');
    for (const other of ['2001:db8:abcd:12:ffff:ffff:ffff:ffff', '2001:0db8:abcd:0012:0:0:0:7', '[2001:db8:abcd:12::9]', '2001:db8:abcd:12::1%eth0'])
      expect(limitAddressOf(other), other).toBe(key);
    expect(limitAddressOf('2001:db8:abcd:13::1')).not.toBe(key);
    expect(limitAddressOf('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 as it is, also when it reaches a dual-stack socket as ::ffff:a.b.c.d', () => {
    expect(limitAddressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddressOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(limitAddressOf('203.0.113.8')).not.toBe(limitAddressOf('203.0.113.7'));
  });

  it('leaves what is not an address as it is', () => {
    expect(limitAddressOf('unknown')).toBe('unknown');
    expect(limitAddressOf('')).toBe('');
  });
});
