// What the customer's and the staff's pages of a request share: the conversation, oldest first
// (the staff's replies set apart), and the form that adds a message to it (plain, no script).
import { FormCard } from '@/components/ui/form-card';
import { TextareaField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { MESSAGE_MAX_LENGTH } from './support.schema';
import type { MessageView } from './support-view.server';

export function MessageList({ title, messages }: { title: string; messages: MessageView[] }) {
  return (
    <section aria-labelledby="support-messages-title">
      <h2 id="support-messages-title" className="text-xl font-semibold">
        {title}
      </h2>
      <ol className="mt-4 grid gap-4">
        {messages.map((m) => (
          <li
            key={m.id}
            data-from={m.fromStaff ? 'staff' : 'customer'}
            className={cn(
              'rounded-lg border p-4',
              m.fromStaff ? 'border-brand/30 bg-brand/5 sm:ml-8' : 'bg-background sm:mr-8',
            )}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
              <span className="font-semibold">{m.author}</span>
              <time dateTime={m.iso} className="text-muted-foreground tabular-nums">
                {m.when}
              </time>
            </p>
            <p className="mt-2 break-words whitespace-pre-wrap">{m.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

interface MessageFormProps {
  state: FormState;
  requestId: string;
  title: string;
  label: string;
  hint?: string;
  submit: string;
}

export function MessageForm({ state, requestId, title, label, hint, submit }: MessageFormProps) {
  return (
    <FormCard
      id="support-message"
      title={title}
      state={state}
      message={state.formError ?? state.errors?.requestId}
      creates
      className=""
      testId="message-form"
      submitLabel={submit}
    >
      <input type="hidden" name="requestId" value={requestId} />
      <TextareaField
        id="support-message"
        label={label}
        required
        hint={hint}
        error={state.errors?.message}
        name="message"
        maxLength={MESSAGE_MAX_LENGTH}
        rows={5}
        defaultValue={state.values?.message}
      />
    </FormCard>
  );
}
