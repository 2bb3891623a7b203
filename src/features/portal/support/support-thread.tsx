// What the customer's and the staff's pages of a request share: the conversation, oldest first
// (the staff's replies set apart), and the form that adds a message to it (plain, no script).
import { CardHeading } from '@/components/card-heading';
import { Facts, type Fact } from '@/components/facts';
import { TitledSection } from '@/components/titled-section';
import { SupportBadge } from '@/components/status-badges';
import { FormCard } from '@/components/ui/form-card';
import { TextareaField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { MESSAGE_MAX_LENGTH } from './support.schema';
import type { MessageView, RequestView } from './support-view.server';

/** The top of a request's page: the way back, the subject with its status, and its facts. */
export function ThreadHeader({
  back,
  request: r,
  facts,
  factsClassName,
}: {
  back: { href: string; label: string };
  request: Pick<RequestView, 'subject' | 'status' | 'statusLabel'>;
  facts: readonly (Fact | false | null | undefined | '')[];
  factsClassName: string;
}) {
  return (
    <div>
      <a href={back.href} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
        ← {back.label}
      </a>
      <CardHeading as="h1" title={r.subject} titleClassName="text-3xl font-bold text-brand" className="mt-4">
        <SupportBadge status={r.status} label={r.statusLabel} />
      </CardHeading>
      <Facts className={`mt-4 grid gap-x-6 gap-y-2 text-sm ${factsClassName}`} facts={facts} />
    </div>
  );
}

/** A request in a list: its subject linking to the conversation, its status and its facts. */
export function RequestCard({
  request: r,
  heading,
  className,
  facts,
  factsClassName,
}: {
  request: Pick<RequestView, 'id' | 'href' | 'subject' | 'status' | 'statusLabel'>;
  heading: 'h2' | 'h3';
  className: string;
  facts: readonly (Fact | false | null | undefined | '')[];
  factsClassName: string;
}) {
  return (
    <li className={className} data-request={r.id}>
      <CardHeading
        as={heading}
        title={r.subject}
        href={r.href}
        titleClassName={heading === 'h3' ? 'text-lg font-semibold' : undefined}
      >
        <SupportBadge status={r.status} label={r.statusLabel} />
      </CardHeading>
      <Facts className={`mt-3 grid gap-x-6 gap-y-2 text-sm ${factsClassName}`} facts={facts} />
    </li>
  );
}

/** A request's shipment, linked to its page. */
export function ShipmentLink({ shipment }: { shipment: { href: string; tracking: string } }) {
  return (
    <a href={shipment.href} className="text-brand underline-offset-4 hover:underline">
      {shipment.tracking}
    </a>
  );
}

export function MessageList({ title, messages }: { title: string; messages: MessageView[] }) {
  return (
    <TitledSection id="support-messages" title={title}>
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
    </TitledSection>
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
