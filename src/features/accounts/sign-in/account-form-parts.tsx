// What the account form islands share: their strings, links and props, and small pieces (links,
// hidden fields, a new-password field with the rule under it).
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { MessageKey } from '@/i18n/translate';
import { FORM_COMMON_KEYS, type FormState } from '@/lib/forms/form-state';

/** Spec §9: the login gives up waiting after 10 s. */
export const LOGIN_TIMEOUT_MS = 10_000;

/** Every string the account islands show; the page picks them in its language. */
export const ACCOUNT_KEYS = [
  'account.email',
  'account.password',
  'account.firstName',
  'account.lastName',
  'account.newPassword',
  'account.confirmPassword',
  'account.passwordRule',
  'account.emailInvalid',
  'account.rateLimited',
  'account.networkError',
  'account.error',
  'account.login.forgot',
  'account.login.submit',
  'account.login.busy',
  'account.login.required',
  'account.login.timeout',
  'account.login.invalid',
  'account.login.unverified',
  'account.login.suspended',
  'account.login.linkExpired',
  'account.login.noAccount',
  'account.login.signupLink',
  'account.signup.submit',
  'account.signup.busy',
  'account.signup.required',
  'account.signup.failed',
  'account.signup.confirmTitle',
  'account.signup.confirmText',
  'account.signup.hasAccount',
  'account.signup.loginLink',
  'account.forgot.submit',
  'account.forgot.busy',
  'account.forgot.required',
  'account.forgot.sent',
  'account.forgot.failed',
  'account.forgot.backToLogin',
  'account.reset.submit',
  'account.reset.busy',
  'account.reset.required',
  'account.reset.mismatch',
  'account.reset.done',
  'account.reset.invalid',
  'account.reset.askAgain',
  'account.reset.failed',
  ...FORM_COMMON_KEYS,
] as const satisfies readonly MessageKey[];

export type AccountStrings = Record<(typeof ACCOUNT_KEYS)[number], string>;

/** Links every account form may show, already in the page's language. */
export interface AccountLinks {
  login: string;
  signup: string;
  forgot: string;
}

export interface AccountFormProps {
  t: AccountStrings;
  links: AccountLinks;
  state: FormState;
  /** Hidden fields the action needs: the page's language, the remembered page, the reset token. */
  hidden: Record<string, string>;
  /** The form's confirmation, after a post without JavaScript (its flash). */
  done?: boolean;
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-semibold text-brand underline-offset-4 hover:underline">
      {children}
    </a>
  );
}

/** 'Already have an account? Login' under a form. */
export function SwitchLine({ text, href, link }: { text: string; href: string; link: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {text} <TextLink href={href}>{link}</TextLink>
    </p>
  );
}

export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** A new-password field with the password rule shown under it and read with it. */
export function NewPasswordField({
  id,
  name,
  label,
  hint,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: boolean;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1.5">
      <FormField id={id} label={label}>
        {(p) => (
          <Input
            {...p}
            name={name}
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={error || undefined}
            aria-describedby={hint ? hintId : undefined}
          />
        )}
      </FormField>
      {hint && (
        <p id={hintId} className="text-xs leading-relaxed text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
