import { describe, expect, it } from 'vitest';
import { translate } from '@/i18n/translate';
import { validateForm } from '@/lib/forms/validate-form';
import { bookVisitSchema, cancelVisitSchema, rescheduleVisitSchema } from './visits.schema';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const valid = {
  nome_completo: 'Maria da Silva',
  empresa: 'Transportes Potiguar',
  email: 'maria@example.com',
  celular: '(84) 99999-0000',
  modulo: '7',
  horario: '2026-12-02T12:00:00.000Z',
};

describe('the visit forms', () => {
  it('take a complete booking, the module optional', () => {
    expect(validateForm(bookVisitSchema, form(valid))).toEqual({});
    expect(validateForm(bookVisitSchema, form({ ...valid, modulo: '' }))).toEqual({});
  });

  it('name each missing or wrong field, in both languages', () => {
    const errors = validateForm(bookVisitSchema, form({ email: 'x', celular: '12', empresa: 'A'.repeat(121) }));
    expect(errors).toMatchObject({
      nome_completo: 'leads.error.nameRequired',
      email: 'leads.error.emailInvalid',
      celular: 'leads.error.phoneRequired',
      empresa: 'visits.error.companyTooLong',
      horario: 'visits.error.slotRequired',
    });
    expect(translate('pt-BR', 'visits.error.slotRequired')).toBe('Escolha um horário.');
    expect(translate('en', 'visits.error.slotRequired')).toBe('Pick a time.');
    expect(validateForm(bookVisitSchema, form({ ...valid, empresa: '  ' }))).toEqual({
      empresa: 'visits.error.companyRequired',
    });
  });

  it("take the visit's link for a move or a cancel", () => {
    expect(validateForm(rescheduleVisitSchema, form({ horario: valid.horario }))).toEqual({
      token: 'visits.error.link',
    });
    expect(validateForm(cancelVisitSchema, form({ token: 'abc' }))).toEqual({});
    expect(validateForm(cancelVisitSchema, form({ token: 'a'.repeat(301) }))).toEqual({ token: 'visits.error.link' });
  });
});
