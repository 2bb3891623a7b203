// The Security forms' rules and the messages they give.
import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/forms/validate-form';
import { z } from '@/lib/forms/zod';
import { changeEmailSchema, changePasswordSchema, revokeSessionSchema } from './security.schema';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};
const password = { currentPassword: 'Antiga123', newPassword: 'Nova12345', confirmPassword: 'Nova12345' };

describe('the change-password form', () => {
  it('takes the current password and a new one by the sign-up rule, typed twice', () => {
    expect(validateForm(changePasswordSchema, form(password))).toEqual({});
    expect(validateForm(changePasswordSchema, form({}))).toMatchObject({
      currentPassword: 'security.password.error.current',
      newPassword: 'security.password.error.new',
    });
    expect(
      validateForm(changePasswordSchema, form({ ...password, newPassword: 'fraca', confirmPassword: 'fraca' })),
    ).toEqual({ newPassword: 'account.passwordRule' });
    expect(
      validateForm(
        changePasswordSchema,
        form({ ...password, newPassword: 'semnumeroS', confirmPassword: 'semnumeroS' }),
      ),
    ).toEqual({ newPassword: 'account.passwordRule' });
    expect(validateForm(changePasswordSchema, form({ ...password, confirmPassword: 'Nova12346' }))).toEqual({
      confirmPassword: 'security.password.error.mismatch',
    });
    expect(
      validateForm(changePasswordSchema, form({ ...password, newPassword: 'Antiga123', confirmPassword: 'Antiga123' })),
    ).toEqual({ newPassword: 'security.password.error.same' });
  });

  it('refuses passwords past the longest Better Auth takes', () => {
    const long = `Aa1${'x'.repeat(126)}`;
    expect(validateForm(changePasswordSchema, form({ ...password, newPassword: long, confirmPassword: long }))).toEqual(
      { newPassword: 'account.passwordRule' },
    );
    expect(validateForm(changePasswordSchema, form({ ...password, currentPassword: long }))).toEqual({
      currentPassword: 'security.password.error.wrong',
    });
  });
});

describe('the change-email form', () => {
  it('takes one valid address', () => {
    expect(validateForm(changeEmailSchema, form({ newEmail: ' nova@example.com ' }))).toEqual({});
    expect(z.parse(changeEmailSchema, { newEmail: ' nova@example.com ' })).toEqual({ newEmail: 'nova@example.com' });
    expect(validateForm(changeEmailSchema, form({ newEmail: '' }))).toEqual({
      newEmail: 'security.email.error.required',
    });
    expect(validateForm(changeEmailSchema, form({ newEmail: 'nova@' }))).toEqual({ newEmail: 'account.emailInvalid' });
    expect(validateForm(changeEmailSchema, form({ newEmail: 'a\u0000b@example.com' }))).toEqual({
      newEmail: 'account.emailInvalid',
    });
  });
});

describe('the end-session form', () => {
  it('takes a session id, nothing else', () => {
    expect(validateForm(revokeSessionSchema, form({ sessionId: 'Vx3kQ9mZpL2aB7cD8eF0gH1iJ4kL5mN6' }))).toEqual({});
    for (const bad of ['', 'a b', "x' OR 1=1", 'a\u0000b', 'x'.repeat(65)]) {
      expect(validateForm(revokeSessionSchema, form({ sessionId: bad })), bad).toEqual({
        sessionId: 'security.sessions.error.notFound',
      });
    }
  });
});
