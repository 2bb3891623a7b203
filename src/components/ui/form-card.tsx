// A form on a card, server-rendered so it posts without JavaScript: its title (which names the
// form), its message, the submission key of a form that creates something, its fields and its
// submit button.
import type { VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { SUBMISSION_FIELD } from '@/lib/forms/submission';

interface FormCardProps {
  /** The title's id is `${id}-title`; the title names the form for assistive technology. */
  id: string;
  title: string;
  /** A line under the title: what the form is for, or what it will do. */
  hint?: string;
  state: Pick<FormState, 'action' | 'formError' | 'submission'>;
  /** The message over the fields: the form's error unless a hidden field's may also be it. */
  message?: string;
  /** Carries the submission key, so a post sent twice creates its record once (lib/forms/submission.ts). */
  creates?: boolean;
  submitLabel: string;
  submit?: Pick<VariantProps<typeof buttonVariants>, 'variant' | 'size'>;
  /** Two columns from the small breakpoint up; the title, the message and the submit take both. */
  columns?: 1 | 2;
  /** A form beside others on a page (a request's side panel): tighter, with a smaller title. */
  compact?: boolean;
  /** For a form that sends files. */
  multipart?: boolean;
  /** The card's look, in place of the portal's card. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function FormCard({
  id,
  title,
  hint,
  state,
  message = state.formError,
  creates,
  submitLabel,
  submit,
  columns = 1,
  compact,
  multipart,
  className = 'portal-card',
  testId,
  children,
}: FormCardProps) {
  const wide = columns === 2 ? 'sm:col-span-2' : undefined;
  return (
    <form
      method="post"
      action={state.action}
      encType={multipart ? 'multipart/form-data' : undefined}
      className={cn(className, 'grid', compact ? 'gap-3' : 'gap-4', columns === 2 && 'sm:grid-cols-2')}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <h2 id={`${id}-title`} className={cn(compact ? 'text-lg' : 'text-xl', 'font-semibold', wide)}>
        {title}
      </h2>
      {hint && <p className={cn('text-sm wrap-anywhere text-muted-foreground', wide)}>{hint}</p>}
      {wide ? (
        <div className={wide}>
          <FormAlert message={message} />
        </div>
      ) : (
        <FormAlert message={message} />
      )}
      {creates && <input type="hidden" name={SUBMISSION_FIELD} value={state.submission} />}
      {children}
      <div className={wide}>
        <button type="submit" className={buttonVariants(submit)}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
