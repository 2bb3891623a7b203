import { describe, expect, it } from 'vitest';
import { groupedKey, qrSvg, totpSecret } from './totp-key';

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

  it('draws the QR code as SVG', () => {
    const svg = qrSvg(URI);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('</svg>');
    expect(svg.length).toBeGreaterThan(1000);
  });
});
