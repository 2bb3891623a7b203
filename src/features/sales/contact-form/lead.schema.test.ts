import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ptBR } from '@/i18n/pt-BR';
import { en } from '@/i18n/en';
import { validateForm } from '@/lib/forms/validate-form';
import { leadSchema, type LeadInput } from './lead.schema';

type LeadField = keyof LeadInput;
const validateLeadForm = (data: FormData) => validateForm(leadSchema, data);

const valid = {
  nome_completo: 'Maria da Silva',
  email: 'maria@example.com',
  celular: '(84) 99999-0000',
  mensagem: 'Quero visitar o módulo 7.',
  locale: 'pt-BR',
  pagina: '/',
};

/** The Portuguese message of the first problem with `field`, as the form would show it. */
function messageFor(field: LeadField, value: unknown) {
  const result = z.safeParse(leadSchema, { ...valid, [field]: value });
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  return issue && ptBR[issue.message as keyof typeof ptBR];
}

describe('lead schema', () => {
  it('accepts a complete lead and trims every text', () => {
    const result = z.safeParse(leadSchema, {
      ...valid,
      nome_completo: '  José Conceição  ',
      email: ' jose@example.com ',
      celular: ' +55 84 99999-0000 ',
      mensagem: '  Olá  ',
      modulo: 7,
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      nome_completo: 'José Conceição',
      email: 'jose@example.com',
      celular: '+55 84 99999-0000',
      mensagem: 'Olá',
      modulo: 7,
    });
  });

  it('nome_completo: required, at most 100 characters, letters and spaces only', () => {
    expect(messageFor('nome_completo', null)).toBe('Nome completo é obrigatório');
    expect(messageFor('nome_completo', '   ')).toBe('Nome completo é obrigatório');
    expect(messageFor('nome_completo', 'A')).toBe('Nome completo é obrigatório');
    expect(messageFor('nome_completo', 'A'.repeat(101))).toBe('Nome muito longo');
    expect(messageFor('nome_completo', 'A'.repeat(100))).toBeUndefined();
    expect(messageFor('nome_completo', 'Maria 2')).toBe('Nome deve conter apenas letras e espaços');
    expect(messageFor('nome_completo', 'Ana <b>')).toBe('Nome deve conter apenas letras e espaços');
    expect(messageFor('nome_completo', 'Ângela Müller Çarşı')).toBeUndefined();
    // The same accent typed as a combining mark (NFD), as some keyboards send it.
    expect(messageFor('nome_completo', 'Jose\u0301 Lima')).toBeUndefined();
  });

  it('email: valid and at most 255 characters', () => {
    expect(messageFor('email', null)).toBe('Email inválido');
    expect(messageFor('email', 'maria@')).toBe('Email inválido');
    expect(messageFor('email', 'maria example.com')).toBe('Email inválido');
    expect(messageFor('email', `${'a'.repeat(250)}@example.com`)).toBe('Email muito longo');
    expect(messageFor('email', 'maria.silva+site@empresa.com.br')).toBeUndefined();
  });

  it('celular: 10 to 20 characters of digits, spaces, parentheses, hyphen and plus', () => {
    expect(messageFor('celular', null)).toBe('Celular é obrigatório');
    expect(messageFor('celular', '8499999')).toBe('Celular é obrigatório');
    expect(messageFor('celular', '+55 (84) 99999-0000 0')).toBe('Celular muito longo');
    expect(messageFor('celular', '84 9999x-0000')).toBe('Formato de celular inválido');
    expect(messageFor('celular', '84999990000')).toBeUndefined();
    expect(messageFor('celular', '+55 (84) 99999-0000')).toBeUndefined();
  });

  it('mensagem: optional, at most 1000 characters', () => {
    expect(messageFor('mensagem', undefined)).toBeUndefined();
    expect(messageFor('mensagem', 'x'.repeat(1000))).toBeUndefined();
    expect(messageFor('mensagem', 'x'.repeat(1001))).toBe('Mensagem muito longa');
  });

  it('modulo: optional whole number from 1 to 18', () => {
    expect(messageFor('modulo', undefined)).toBeUndefined();
    expect(messageFor('modulo', 18)).toBeUndefined();
    for (const bad of [0, 19, 2.5, Number.NaN]) expect(messageFor('modulo', bad)).toBe('Escolha um módulo de 1 a 18.');
  });

  it('has an English translation for every message it can give', () => {
    const result = z.safeParse(leadSchema, {
      nome_completo: '1',
      email: 'x',
      celular: 'y',
      mensagem: 'x'.repeat(1001),
      modulo: 40,
    });
    const keys = result.error?.issues.map((i) => i.message as keyof typeof en) ?? [];
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) expect(en[key], key).toBeTruthy();
  });
});

describe('validateLeadForm (the browser side)', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.set(k, v);
    return data;
  };

  it('returns one message key per invalid field, empty fields counted as missing', () => {
    expect(validateLeadForm(form({ nome_completo: '', email: '', celular: '', mensagem: '', modulo: '' }))).toEqual({
      nome_completo: 'leads.error.nameRequired',
      email: 'leads.error.emailInvalid',
      celular: 'leads.error.phoneRequired',
    });
  });

  it('returns nothing for a valid form', () => {
    expect(validateLeadForm(form({ ...valid, modulo: '7', empresa_site: '' }))).toEqual({});
  });
});
