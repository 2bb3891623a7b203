import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('turns a title into a lowercase, dash-separated slug', () => {
    expect(slugify('Global Supply Chain Optimization')).toBe('global-supply-chain-optimization');
  });
  it('drops accents and punctuation', () => {
    expect(slugify('Logística de Exportação: Melão & Caju!')).toBe('logistica-de-exportacao-melao-and-caju');
  });
  it('collapses separators and trims them at both ends', () => {
    expect(slugify('  Just-in-Time -- Manufacturing  ')).toBe('just-in-time-manufacturing');
  });
  it('keeps digits', () => {
    expect(slugify('24/7 Cold Chain for 120 Clinics')).toBe('24-7-cold-chain-for-120-clinics');
  });
});
