import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formatDay, formatMoney, siteToday } from '@/lib/format';
import { createChargeSchema } from './charges.schema';
import { parseBrl } from '@/lib/money';

describe('parseBrl', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['R$ 1.234,56', 123456],
    ['1.234', 123400],
    ['1.234.567,8', 123456780],
    ['0,01', 1],
    ['12', 1200],
    [' 99,9 ', 9990],
  ])('reads %s as %i centavos', (text, cents) => {
    expect(parseBrl(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,234.56', '12,345', '1.23.4', '1,2,3', '-5', '1e3', '12,345,678'])('refuses %j', (text) => {
    expect(parseBrl(text)).toBeUndefined();
  });
});

describe('the amount field', () => {
  const amount = (value: string) =>
    z.safeParse(createChargeSchema, {
      customerEmail: 'a@example.com',
      description: 'Aluguel',
      amount: value,
      dueDate: '2026-12-05',
    });

  it('stores centavos and refuses zero and more than R$ 10.000.000,00', () => {
    expect(amount('1.234,56').data?.amount).toBe(123456);
    expect(amount('10.000.000,00').data?.amount).toBe(1_000_000_000);
    expect(amount('10.000.000,01').success).toBe(false);
    expect(amount('0,00').success).toBe(false);
  });

  it('refuses a due date that is not a calendar day', () => {
    const parsed = z.safeParse(createChargeSchema, {
      customerEmail: 'a@example.com',
      description: 'x',
      amount: '1',
      dueDate: '2026-02-30',
    });
    expect(parsed.success).toBe(false);
  });
});

describe('money and day formatting', () => {
  it('writes BRL the way each language reads it', () => {
    expect(formatMoney(123456, 'pt-BR')).toBe('R$ 1.234,56');
    expect(formatMoney(123456, 'en')).toBe('R$1,234.56');
    expect(formatMoney(5, 'pt-BR')).toBe('R$ 0,05');
  });

  it('writes a calendar day without shifting it across time zones', () => {
    expect(formatDay('2026-12-05', 'pt-BR')).toBe('05/12/2026');
    expect(formatDay('2026-12-05', 'en')).toBe('12/5/26');
  });

  it('takes today in Fortaleza (UTC−3)', () => {
    expect(siteToday(new Date('2026-11-24T02:59:59Z'))).toBe('2026-11-23');
    expect(siteToday(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
  });
});
