import { describe, expect, it } from 'vitest';
import { groupedKey, totpSecret } from './totp-key';

const URI =
  'otpauth://totp/Parque%20Log%C3%ADstico:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Parque&digits=6&period=30';

describe('the enrolment key', () => {
  it('reads the secret of a TOTP URI and nothing else', () => {
    expect(totpSecret(URI)).toBe('JBSWY3DPEHPK3PXP');
    expect(totpSecret('https://example.com/?secret=X')).toBeUndefined();
    expect(totpSecret('not a uri')).toBeUndefined();
  });

  it('groups the key by four for typing', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  });
});
