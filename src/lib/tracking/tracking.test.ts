import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl, parseS10, s10CheckDigit } from './carrier-code';
import { mintTrackingNumber, parseTrackingNumber } from './tracking-number';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('tracking numbers', () => {
  it('mints PLP-XXXXX-XXXXX numbers that parse back to themselves, never with punctuation', () => {
    for (let i = 0; i < 2000; i++) {
      const number = mintTrackingNumber(randomInt);
      expect(number).toMatch(/^PLP-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{4}[0-9A-HJKMNP-Z]$/);
      expect(parseTrackingNumber(number)).toEqual({ ok: true, trackingNumber: number });
    }
  });

  it('reads what people type: case, spaces, hyphens, no prefix, O for 0 and I/L for 1', () => {
    const number = mintTrackingNumber(() => 0); // PLP-00000-0000 + check
    expect(number).toBe('PLP-00000-00000');
    expect(parseTrackingNumber(' plp 00000 0000o ')).toEqual({ ok: true, trackingNumber: number });
    expect(parseTrackingNumber('0000000000')).toEqual({ ok: true, trackingNumber: number });
    for (let i = 0; i < 50; i++) {
      const minted = mintTrackingNumber(randomInt);
      const typed = minted
        .toLowerCase()
        .replaceAll('1', i % 2 ? 'l' : 'I')
        .replaceAll('0', 'O')
        .replaceAll('-', ' ');
      expect(parseTrackingNumber(typed)).toEqual({ ok: true, trackingNumber: minted });
    }
  });

  it('catches every single mistyped symbol and every swap of two different neighbours', () => {
    for (let n = 0; n < 30; n++) {
      const number = mintTrackingNumber(randomInt);
      const symbols = number.replace(/^PLP-|-/g, '');
      for (let i = 0; i < symbols.length; i++) {
        for (const other of ALPHABET) {
          if (other === symbols[i]) continue;
          const typo = symbols.slice(0, i) + other + symbols.slice(i + 1);
          expect(parseTrackingNumber(typo).ok, `${number} with ${other} at ${i}`).toBe(false);
        }
        const a = symbols[i];
        const b = symbols[i + 1];
        if (b !== undefined && a !== b) {
          const swapped = symbols.slice(0, i) + b + a + symbols.slice(i + 2);
          expect(parseTrackingNumber(swapped).ok, `${number} swapped at ${i}`).toBe(false);
        }
      }
    }
  });

  it('tells a wrong check symbol from something that is not a tracking number at all', () => {
    expect(parseTrackingNumber('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseTrackingNumber('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(parseTrackingNumber('PLP-00000-00001')).toEqual({ ok: false, reason: 'checksum' });
    for (const bad of [
      'PLP-123',
      'hello',
      'PLP-00000-0000!',
      "'; DROP TABLE shipments;--",
      'AA123456785BR',
      'x'.repeat(5000),
      'PLP-0000U-00000',
    ]) {
      expect(parseTrackingNumber(bad)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('still finds numbers minted before check symbols, exactly as written', () => {
    expect(parseTrackingNumber('plp-abcd2345')).toEqual({ ok: true, trackingNumber: 'PLP-ABCD2345' });
    expect(parseTrackingNumber('PLPLUVW2345')).toEqual({ ok: true, trackingNumber: 'PLP-LUVW2345' });
  });
});

describe('carrier codes', () => {
  it('computes the S10 check digit (10 becomes 0, 11 becomes 5)', () => {
    // The UPU's own example, EE123456785GB.
    expect(s10CheckDigit('12345678')).toBe(5);
    expect(parseS10('EE123456785GB')).toBe('EE123456785GB');
    expect(parseS10('ra 473124829 br')).toBe('RA473124829BR');
    expect(parseS10('RA473124828BR')).toBeUndefined();
    expect(parseS10('RA47312482BR')).toBeUndefined();
    const serials = Array.from({ length: 3000 }, (_, i) =>
      String(i * 33331)
        .padStart(8, '0')
        .slice(-8),
    );
    const digits = new Set(serials.map(s10CheckDigit));
    expect([...digits].every((d) => d >= 0 && d <= 9)).toBe(true);
    expect(digits.has(0) && digits.has(5)).toBe(true);
  });

  it('links Correios codes to the Correios tracking page', () => {
    expect(carrierTrackingUrl('correios', 'RA473124829BR')).toBe(
      'https://rastreamento.correios.com.br/app/index.php?objetos=RA473124829BR',
    );
    expect(carrierTrackingUrl('other', 'X1')).toBeUndefined();
  });
});
