import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/forms/validate-form';
import { createPassSchema } from './gate-pass.schema';
import { displayPlate, maskDocument, normaliseCode, normaliseCpf, normalisePlate, normaliseRg } from './gate-identity';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return validateForm(createPassSchema, data);
};

describe('gate identity rules', () => {
  it('accepts a CPF only with its check digits, with or without punctuation', () => {
    expect(normaliseCpf('529.982.247-25')).toBe('52998224725');
    expect(normaliseCpf('52998224725')).toBe('52998224725');
    expect(normaliseCpf('529.982.247-24')).toBeUndefined();
    expect(normaliseCpf('111.111.111-11')).toBeUndefined();
    expect(normaliseCpf('5299822472')).toBeUndefined();
  });

  it('takes an RG as digits with an optional final X', () => {
    expect(normaliseRg('12.345.678-x')).toBe('12345678X');
    expect(normaliseRg('002.123.456')).toBe('002123456');
    expect(normaliseRg('ABC123')).toBeUndefined();
    expect(normaliseRg('123')).toBeUndefined();
  });

  it('normalises Mercosul and old plates to uppercase without the dash, and refuses others', () => {
    expect(normalisePlate('abc1d23')).toBe('ABC1D23');
    expect(normalisePlate('ABC-1234')).toBe('ABC1234');
    expect(normalisePlate('abc 1234')).toBe('ABC1234');
    expect(normalisePlate('AB-12345')).toBeUndefined();
    expect(normalisePlate('ABC1D2')).toBeUndefined();
    expect(normalisePlate('1BC1D23')).toBeUndefined();
    expect(displayPlate('ABC1234')).toBe('ABC-1234');
    expect(displayPlate('ABC1D23')).toBe('ABC1D23');
  });

  it('reads a code as typed, with look-alikes and a dash, and refuses other lengths or letters', () => {
    expect(normaliseCode('ab12-cd34')).toBe('AB12CD34');
    expect(normaliseCode('AB1O-CDL4')).toBe('AB10CD14');
    expect(normaliseCode('AB12CD3')).toBeUndefined();
    expect(normaliseCode('AB12CD3U')).toBeUndefined();
  });

  it('masks a document to its last characters', () => {
    expect(maskDocument('cpf', '52998224725')).toBe('•••.•••.•7-25');
    expect(maskDocument('rg', '12345678X')).toBe('RG ••••••78X');
  });

  it('asks a visitor for a valid document and a truck for its plate, operation and carrier', () => {
    const base = { module: '3', name: 'Maria Souza', start: '2026-11-27T08:00', end: '2026-11-27T12:00' };
    expect(form({ ...base, kind: 'visitor', document: '529.982.247-24' })).toEqual({
      document: 'gatePasses.error.document',
    });
    expect(form({ ...base, kind: 'truck', plate: 'XX-1', operation: '' })).toEqual({
      plate: 'gatePasses.error.plate',
      operation: 'gatePasses.error.operation',
      company: 'gatePasses.error.carrier',
    });
    expect(form({ ...base, kind: 'truck', plate: 'ABC1234', operation: 'swap', company: 'X' })).toEqual({
      operation: 'gatePasses.error.operation',
    });
    const good = form({
      ...base,
      kind: 'truck',
      plate: 'abc-1234',
      operation: 'unload',
      company: 'Rápido Nordeste',
    });
    expect(good).toEqual({});
    expect(form({ ...base, kind: 'visitor', document: '12345678', end: '2026-11-27T07:00' })).toEqual({
      end: 'gatePasses.error.order',
    });
  });
});
