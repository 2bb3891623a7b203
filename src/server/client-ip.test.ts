import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const request = (headers: Record<string, string> = {}) => new Request('http://localhost/', { headers });

describe('clientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For by default', () => {
    const context = { request: request({ 'x-forwarded-for': '203.0.113.9' }), clientAddress: '192.0.2.1' };
    expect(clientIp(context, false)).toBe('192.0.2.1');
  });

  it('takes the first X-Forwarded-For hop when a proxy is trusted', () => {
    const context = { request: request({ 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1' }), clientAddress: '10.0.0.1' };
    expect(clientIp(context, true)).toBe('203.0.113.9');
    expect(clientIp({ request: request(), clientAddress: '10.0.0.1' }, true)).toBe('10.0.0.1');
  });

  it('shares one bucket when the address is unknown', () => {
    const context = {
      request: request(),
      get clientAddress(): string {
        throw new Error('clientAddress is not available');
      },
    };
    expect(clientIp(context, false)).toBe('unknown');
  });
});
