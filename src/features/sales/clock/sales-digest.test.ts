import { describe, expect, it } from 'vitest';
import { digestMoment } from './sales-digest.server';

// Fortaleza is UTC-3 all year.
const at = (fortalezaTime: string) => new Date(`2026-12-01T${fortalezaTime}:00-03:00`);

describe('the morning digest timer', () => {
  it('waits for 8:00, sends until noon, and skips a day it reaches only in the afternoon', () => {
    expect(digestMoment(at('07:59'))).toBe('wait');
    expect(digestMoment(at('08:00'))).toBe('send');
    expect(digestMoment(at('11:59'))).toBe('send');
    expect(digestMoment(at('12:00'))).toBe('skip');
    expect(digestMoment(at('22:12'))).toBe('skip');
  });
});
