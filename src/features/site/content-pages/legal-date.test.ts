import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './legal-date';

describe('formatLegalDate', () => {
  it('writes the fixed date in each language, whatever the time zone', () => {
    expect(formatLegalDate('pt-BR')).toBe('22 de novembro de 2026');
    expect(formatLegalDate('en')).toBe('November 22, 2026');
  });
});
