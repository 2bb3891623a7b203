import { describe, expect, it } from 'vitest';
import { BACKUP_CODE_ALPHABET, newBackupCodes, normaliseBackupCode } from './backup-codes';

describe('backup codes', () => {
  it("use Crockford's base32: no I, L, O or U, no lower case", () => {
    expect(BACKUP_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(BACKUP_CODE_ALPHABET).size).toBe(32);
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[ILOUa-z]/);
  });

  it('come ten at a time in three groups of four, every character from the alphabet, all different', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('draw every character of the alphabet, none more than chance allows', () => {
    const counts = new Map<string, number>();
    for (const code of newBackupCodes(2000))
      for (const c of code.replace(/-/g, '')) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...BACKUP_CODE_ALPHABET].sort().join(''));
    // 24,000 draws over 32 characters: 750 each expected; a standard deviation is about 27.
    for (const [c, n] of counts) expect(Math.abs(n - 750), c).toBeLessThan(150);
  });

  it('are read back as typed on paper: any case, spaces or no dashes, O for 0, I and L for 1', () => {
    expect(normaliseBackupCode('7kq2-m9xd-4hrt')).toBe('7KQ2-M9XD-4HRT');
    expect(normaliseBackupCode(' 7KQ2 M9XD 4HRT ')).toBe('7KQ2-M9XD-4HRT');
    expect(normaliseBackupCode('7KQ2M9XD4HRT')).toBe('7KQ2-M9XD-4HRT');
    expect(normaliseBackupCode('OIL2-M9XD-4HRT')).toBe('0112-M9XD-4HRT');
    expect(normaliseBackupCode('7KQ2-M9XD-4HRU')).toBeUndefined();
    expect(normaliseBackupCode('7KQ2-M9XD-4HR')).toBeUndefined();
  });

  it('still take the older codes exactly as they were made (case kept)', () => {
    expect(normaliseBackupCode('WiVlp-THlOj')).toBe('WiVlp-THlOj');
    expect(normaliseBackupCode('WiVlpTHlOj')).toBe('WiVlp-THlOj');
    expect(normaliseBackupCode('WiVlp-THlO!')).toBeUndefined();
  });
});
