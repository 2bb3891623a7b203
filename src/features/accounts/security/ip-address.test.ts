// The approximate place shown for a session's IP address: private and loopback said as such, a
// public address with its host part hidden, anything else unknown.
import { describe, expect, it } from 'vitest';
import { describeIp } from './ip-address';

describe('describeIp', () => {
  it('hides the host part of a public address', () => {
    expect(describeIp('203.0.113.45')).toEqual({ kind: 'public', masked: '203.0.113.x' });
    expect(describeIp('::ffff:198.51.100.7')).toEqual({ kind: 'public', masked: '198.51.100.x' });
    expect(describeIp('2001:db8:85a3::8a2e:370:7334')).toEqual({ kind: 'public', masked: '2001:db8:85a3:…' });
    expect(describeIp('[2804:14c:0:1::1]')).toEqual({ kind: 'public', masked: '2804:14c:0:…' });
  });

  it('says loopback and private networks are so', () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(describeIp(ip), ip).toEqual({ kind: 'loopback' });
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '100.64.0.1',
      '169.254.1.1',
      'fd12:3456::1',
      'fe80::1',
      '::',
    ]) {
      expect(describeIp(ip), ip).toEqual({ kind: 'private' });
    }
    for (const ip of ['172.15.0.1', '172.32.0.1', '100.128.0.1', '192.169.0.1'])
      expect(describeIp(ip).kind, ip).toBe('public');
  });

  it('knows nothing of what is not an address', () => {
    for (const ip of [
      null,
      undefined,
      '',
      'unknown',
      '256.1.1.1',
      '1.2.3',
      '1.2.3.4.5',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      'g::1',
      '<script>',
    ]) {
      expect(describeIp(ip), String(ip)).toEqual({ kind: 'unknown' });
    }
  });
});
