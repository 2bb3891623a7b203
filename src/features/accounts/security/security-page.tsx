// Settings → Security (server-rendered, no script): the change-password and change-email forms and
// the active sessions, each of the others with its own sign-out form.
import { SettingsSection } from '@/components/settings-section';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { InputField } from '@/components/ui/fields';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import type { SecurityLabels, SecurityProps, SessionView } from './security-view.server';

export interface SecurityForms {
  password: FormState;
  email: FormState;
  revokeSession: FormState;
  revokeOthers: FormState;
}

function PasswordForm({ labels: l, state }: { labels: SecurityLabels; state: FormState }) {
  const { field } = bindFields(state, 'security');
  return (
    <SettingsSection id="security-password" title={l['security.password.title']} intro={l['security.password.intro']}>
      <form method="post" action={state.action} className="mt-5 grid max-w-md gap-4" data-testid="change-password">
        <FormAlert message={state.formError} />
        <InputField
          label={l['security.password.current']}
          required
          {...field('currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <InputField
          label={l['security.password.new']}
          required
          hint={l['security.password.hint']}
          {...field('newPassword')}
          type="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={128}
        />
        <InputField
          label={l['security.password.confirm']}
          required
          {...field('confirmPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
        />
        <button type="submit" className={`${buttonVariants()} justify-self-start`}>
          {l['security.password.submit']}
        </button>
      </form>
    </SettingsSection>
  );
}

function EmailForm({
  labels: l,
  email,
  linkError,
  state,
}: {
  labels: SecurityLabels;
  email: string;
  linkError?: string;
  state: FormState;
}) {
  const { field } = bindFields(state, 'security');
  return (
    <SettingsSection id="security-email" title={l['security.email.title']} intro={l['security.email.intro']}>
      <p className="mt-4 text-sm">
        {l['security.email.current']}:{' '}
        <strong className="break-all" data-testid="current-email">
          {email}
        </strong>
      </p>
      <form method="post" action={state.action} className="mt-5 grid max-w-md gap-4" data-testid="change-email">
        <FormAlert message={state.formError ?? linkError} />
        <InputField
          label={l['security.email.new']}
          required
          {...field('newEmail')}
          type="email"
          autoComplete="email"
          maxLength={255}
        />
        <button type="submit" className={`${buttonVariants()} justify-self-start`}>
          {l['security.email.submit']}
        </button>
      </form>
    </SettingsSection>
  );
}

function SessionItem({
  labels: l,
  session: s,
  action,
}: {
  labels: SecurityLabels;
  session: SessionView;
  action: string;
}) {
  const titleId = `session-${s.id}`;
  return (
    <li className="rounded-lg border p-4" data-session={s.current ? 'current' : 'other'}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold">
          {s.device}
        </h3>
        {s.current && (
          <span className="rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-semibold text-brand">
            {l['security.sessions.current']}
          </span>
        )}
      </div>
      <Facts
        className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3"
        facts={[
          { label: l['security.sessions.place'], value: s.place },
          { label: l['security.sessions.lastSeen'], value: s.lastSeen, className: 'tabular-nums' },
          { label: l['security.sessions.signedIn'], value: s.signedIn, className: 'tabular-nums' },
        ]}
      />
      {!s.current && (
        <form method="post" action={action} className="mt-3">
          <input type="hidden" name="sessionId" value={s.id} />
          <button
            type="submit"
            aria-describedby={titleId}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {l['security.sessions.end']}
          </button>
        </form>
      )}
    </li>
  );
}

function Sessions({
  labels: l,
  sessions,
  forms,
}: {
  labels: SecurityLabels;
  sessions: SessionView[];
  forms: SecurityForms;
}) {
  const error = [forms.revokeSession, forms.revokeOthers]
    .flatMap((s) => [s.formError, ...Object.values(s.errors ?? {})])
    .find(Boolean);
  const others = sessions.some((s) => !s.current);
  return (
    <SettingsSection id="security-sessions" title={l['security.sessions.title']} intro={l['security.sessions.intro']}>
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
      <ul className="mt-4 grid gap-3" data-testid="sessions">
        {sessions.map((s) => (
          <SessionItem key={s.id} labels={l} session={s} action={forms.revokeSession.action} />
        ))}
      </ul>
      {others ? (
        <form method="post" action={forms.revokeOthers.action} className="mt-4">
          <button type="submit" className={buttonVariants({ variant: 'outline' })}>
            {l['security.sessions.endOthers']}
          </button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">{l['security.sessions.noOthers']}</p>
      )}
    </SettingsSection>
  );
}

export function SecurityPage({ labels, email, linkError, sessions, forms }: SecurityProps & { forms: SecurityForms }) {
  return (
    <div className="grid gap-6">
      <PasswordForm labels={labels} state={forms.password} />
      <EmailForm labels={labels} email={email} linkError={linkError} state={forms.email} />
      <Sessions labels={labels} sessions={sessions} forms={forms} />
    </div>
  );
}
