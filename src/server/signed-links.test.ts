import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { keyedName, randomToken, sameSecret, sign, storedHash, verify } from './signed-links';

const SECRET = 'test-secret-test-secret-test-secret-0123';
vi.stubEnv('AUTH_SECRET', SECRET);

const PASS = '0b0e3f4c-8c5e-4d55-9a57-2a8a3a2b1c10';
const VISIT = '5d1c2a8e-3f4b-4c6d-9e7f-1a2b3c4d5e6f';
const NOW = new Date('2030-01-01T10:00:00Z');
const HOUR = 3_600_000;

describe('signed links', () => {
  it('opens its subject until it expires, and nothing from then on', () => {
    const token = sign('gate-pass', PASS, new Date(NOW.getTime() + HOUR));
    expect(verify('gate-pass', token, NOW)).toBe(PASS);
    expect(verify('gate-pass', token, new Date(NOW.getTime() + HOUR - 1000))).toBe(PASS);
    expect(verify('gate-pass', token, new Date(NOW.getTime() + HOUR))).toBeUndefined();
    expect(verify('gate-pass', sign('gate-pass', PASS, new Date(NOW.getTime() - 1000)), NOW)).toBeUndefined();
  });

  it('opens nothing once a character is changed: the signature, the time or the subject', () => {
    const token = sign('visit-manage', VISIT, new Date(NOW.getTime() + HOUR));
    const [subject, expires, signature] = token.split('.') as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    expect(verify('visit-manage', `${subject}.${expires}.${flip(signature, 0)}`, NOW)).toBeUndefined();
    // The last character has spare bits: another spelling of the same bytes is refused too.
    expect(
      verify('visit-manage', `${subject}.${expires}.${flip(signature, signature.length - 1)}`, NOW),
    ).toBeUndefined();
    expect(verify('visit-manage', `${subject}.${Number(expires) + 3600}.${signature}`, NOW)).toBeUndefined();
    expect(verify('visit-manage', `${PASS}.${expires}.${signature}`, NOW)).toBeUndefined();
    expect(verify('visit-manage', `${token}.x`, NOW)).toBeUndefined();
    expect(verify('visit-manage', `${subject}.${expires}`, NOW)).toBeUndefined();
    expect(verify('visit-manage', '', NOW)).toBeUndefined();
  });

  it("does not open for another purpose: a pass's link is not a visit's", () => {
    const token = sign('gate-pass', VISIT, new Date(NOW.getTime() + HOUR));
    expect(verify('gate-pass', token, NOW)).toBe(VISIT);
    expect(verify('visit-manage', token, NOW)).toBeUndefined();
  });

  it('opens the links sent before this module, signed by the old pass and visit code, until they expire', () => {
    // Made by pass-token.server.ts and visit-token.server.ts (removed) with this secret, for 2030-01-01 12:00 UTC.
    const pass = `${PASS}.1893499200.ZhaDic_td-zBFzsQ_gVHjmKfv7D2VRuUtCh5M9IYS6k`;
    const visit = `${VISIT}.1893499200.6AsyWyoVegBrovZzQr4dDS4-zU6EvEmb1bL9N6oIX3Y`;
    expect(verify('gate-pass', pass, NOW)).toBe(PASS);
    expect(verify('visit-manage', visit, NOW)).toBe(VISIT);
    expect(sign('gate-pass', PASS, new Date('2030-01-01T12:00:00Z'))).toBe(pass);
    const after = new Date('2030-01-01T12:00:00Z');
    expect(verify('gate-pass', pass, after)).toBeUndefined();
    expect(verify('visit-manage', visit, after)).toBeUndefined();
  });

  it('refuses to sign a subject that would not survive in a link', () => {
    expect(() => sign('gate-pass', 'a.b', NOW)).toThrow();
    expect(() => sign('gate-pass', '', NOW)).toThrow();
  });
});

describe('keyed names and stored tokens', () => {
  it('names a staff calendar feed as it always has, so the addresses given out keep working', () => {
    const legacy = createHmac('sha256', SECRET).update('staff-calendar-feed:staff:1741064767089').digest('base64url');
    expect(keyedName('staff-calendar-feed', 'staff', '1741064767089')).toBe(legacy);
    expect(keyedName('staff-calendar-feed', 'staff', '1741064767090')).not.toBe(legacy);
  });

  it('keeps the hash that invitations and feeds were stored with (SHA-256, hex)', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
    expect(storedHash(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('compares secrets of any length', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', '')).toBe(true);
  });
});
