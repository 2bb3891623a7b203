// The forms anyone may post: the contact form and the account forms (sign in, sign up, password
// reset, sign out).
import {
  requestResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@/features/accounts/sign-in/account.schema';
import { leadSchema } from '@/features/sales/contact-form/lead.schema';
import { z } from '@/lib/forms/zod';
import { leads } from '@/server/db/schema';
import { STRONG_PASSWORD, stored, type FormTarget } from './types';

export const PUBLIC_TARGETS: readonly FormTarget[] = [
  {
    action: 'leads.submit',
    pages: ['/'],
    session: 'none',
    schema: leadSchema,
    sample: (u) => ({
      nome_completo: 'Ana Souza',
      email: `ana.${u.id}@example.com`,
      celular: '(84) 99999-9999',
      mensagem: 'Quero visitar o módulo 5.',
      modulo: '5',
      locale: 'pt-BR',
      pagina: '/',
      submission: u.uuid,
    }),
    stored: stored(
      leads,
      (r) => r.id,
      (r) => ({
        nome_completo: r.fullName,
        email: r.email,
        celular: r.phone,
        mensagem: r.message ?? undefined,
        modulo: r.moduleNumber ?? undefined,
        locale: r.locale,
        pagina: r.page,
      }),
      { multiline: ['mensagem'] },
    ),
  },
  {
    action: 'account.signIn',
    pages: ['/login'],
    session: 'none',
    schema: signInSchema,
    // Never the fuzz account: failed sign-ins would lock it (10 per 15 minutes).
    sample: (u) => ({
      email: `ninguem.${u.id}@example.com`,
      password: STRONG_PASSWORD,
      redirect: '/dashboard',
      locale: 'pt-BR',
    }),
  },
  {
    action: 'account.signUp',
    pages: ['/signup'],
    session: 'none',
    schema: signUpSchema,
    sample: (u) => ({
      firstName: 'Ana',
      lastName: 'Souza',
      email: `cliente.${u.id}@example.com`,
      password: STRONG_PASSWORD,
      locale: 'pt-BR',
    }),
  },
  {
    action: 'account.requestReset',
    pages: ['/forgot-password'],
    session: 'none',
    schema: requestResetSchema,
    sample: (u) => ({ email: `cliente.${u.id}@example.com`, locale: 'pt-BR' }),
  },
  {
    action: 'account.resetPassword',
    pages: ['/reset-password'],
    session: 'none',
    schema: resetPasswordSchema,
    sample: (u) => ({ token: u.id, newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, locale: 'pt-BR' }),
  },
  {
    action: 'account.signOut',
    pages: ['/', '/dashboard'],
    session: 'own',
    // Its input is declared in account.actions.ts, which only Astro can load: the same shape.
    schema: z.object({ next: z.optional(z.string()) }),
    sample: () => ({ next: '/' }),
  },
];
