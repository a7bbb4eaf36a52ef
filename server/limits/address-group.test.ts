import { describe, expect, it } from 'vitest';
import { addressBlock, addressGroup } from './address-group.ts';

describe('addressGroup', () => {
  it('keeps IPv4 addresses whole', () => {
    expect(addressGroup('192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts an IPv6 /64 as one client, however the address is written', () => {
    const a = addressGroup('2001:db8:1:2:aaaa::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(a);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('leaves anything else as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});

describe('addressBlock', () => {
  it('names the IPv6 /48 around a client, and nothing for IPv4', () => {
    expect(addressBlock('2001:db8:aa:1::1')).toBe('2001:db8:aa::/48');
    expect(addressBlock('2001:db8:aa:ff00::9')).toBe('2001:db8:aa::/48');
    expect(addressBlock('203.0.113.7')).toBeNull();
    expect(addressBlock('::ffff:203.0.113.7')).toBeNull();
  });
});
