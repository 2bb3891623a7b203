// The staff's duplicate leads (server-rendered, no script): groups of leads sharing an address or
// a phone, each lead with a GET form choosing the lead to merge it into; that opens the
// confirmation step, a plain POST with both ids. Visitor text is rendered as text.
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { EmptyList, TableFrame } from '@/components/list-parts';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { StagePill } from '@/components/status-badges';
import type { DuplicatesListView, DuplicatesProps, MergeConfirmView } from './lead-duplicates-view.server';

type Labels = DuplicatesProps['labels'];
type Tabs = Parameters<typeof LinkTabs>[0];

function Groups({ view, l }: { view: DuplicatesListView; l: Labels }) {
  if (view.groups.length === 0) return <EmptyList>{l['leadDuplicates.empty']}</EmptyList>;
  return (
    <>
      {/* A lead in both an address and a phone group is listed twice: its fields' ids name the group. */}
      {view.groups.map((group, g) => (
        <section key={group.id} aria-label={group.title} className="mt-6" data-group={group.id}>
          <h2 className="text-lg font-semibold break-all">{group.title}</h2>
          <p className="text-sm text-muted-foreground">{group.count}</p>
          <TableFrame
            headings={[
              l['leadDuplicates.col.name'],
              l['leadDuplicates.col.email'],
              l['leadDuplicates.col.phone'],
              l['leadDuplicates.col.stage'],
              l['leadDuplicates.col.created'],
              l['leadDuplicates.col.merge'],
            ]}
            className="mt-2"
          >
            {group.members.map((m) => (
              <tr key={m.id} data-lead={m.id}>
                <th scope="row">
                  <a href={m.href} className="font-semibold break-words text-brand underline-offset-4 hover:underline">
                    {m.fullName}
                  </a>
                </th>
                <td data-label={l['leadDuplicates.col.email']} className="break-all">
                  {m.email}
                </td>
                <td data-label={l['leadDuplicates.col.phone']} className="whitespace-nowrap">
                  {m.phone}
                </td>
                <td data-label={l['leadDuplicates.col.stage']}>
                  <StagePill stage={m.stage} label={m.stageLabel} />
                </td>
                <td data-label={l['leadDuplicates.col.created']} className="whitespace-nowrap">
                  {m.created}
                </td>
                <td data-label={l['leadDuplicates.col.merge']} data-wide>
                  <form method="get" action={view.action} className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="unir" value={m.id} />
                    <label htmlFor={`merge-${g}-${m.id}`} className="sr-only">
                      {l['leadDuplicates.mergeInto']}
                    </label>
                    <Select
                      id={`merge-${g}-${m.id}`}
                      name="manter"
                      size="sm"
                      className="max-w-full min-w-0 flex-1"
                      options={m.mergeOptions}
                    />
                    <button type="submit" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                      {l['leadDuplicates.review']}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </TableFrame>
        </section>
      ))}
      <nav aria-label={l['leadDuplicates.title']} className="mt-6 flex flex-wrap justify-between gap-4">
        {view.firstHref ? (
          <a href={view.firstHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {l['leadDuplicates.first']}
          </a>
        ) : (
          <span />
        )}
        {view.nextHref && (
          <a href={view.nextHref} rel="next" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {l['leadDuplicates.next']}
          </a>
        )}
      </nav>
    </>
  );
}

function LeadCard({ title, lead, l }: { title: string; lead: MergeConfirmView['kept']; l: Labels }) {
  const rows: [string, React.ReactNode][] = [
    [l['leadDuplicates.col.email'], <span className="break-all">{lead.email}</span>],
    [l['leadDuplicates.col.phone'], lead.phone],
    [l['leadDuplicates.col.stage'], <StagePill stage={lead.stage} label={lead.stageLabel} />],
    [l['leadDuplicates.col.created'], lead.created],
  ];
  return (
    <section aria-label={title} className="rounded-lg border bg-background p-4" data-merge-side={title}>
      <h2 className="text-sm font-semibold text-muted-foreground uppercase">{title}</h2>
      <a href={lead.href} className="mt-1 block text-lg font-semibold break-words text-brand underline">
        {lead.fullName}
      </a>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Confirm({ view, l, form }: { view: MergeConfirmView; l: Labels; form: FormState }) {
  return (
    <div className="mt-6 max-w-4xl">
      <h2 className="text-xl font-semibold">{l['leadDuplicates.confirm.title']}</h2>
      <p className="mt-1 text-muted-foreground">{l['leadDuplicates.confirm.intro']}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <LeadCard title={l['leadDuplicates.confirm.kept']} lead={view.kept} l={l} />
        <LeadCard title={l['leadDuplicates.confirm.merged']} lead={view.merged} l={l} />
      </div>
      <p className="mt-4" data-merge-moves>
        {view.moves}
      </p>
      <p className="mt-2">
        {view.filled.length > 0 ? l['leadDuplicates.confirm.fills'] : l['leadDuplicates.confirm.fillsNone']}
      </p>
      {view.filled.length > 0 && (
        <ul className="mt-1 list-disc pl-6">
          {view.filled.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <form method="post" action={form.action} className="mt-4 grid gap-3">
        <FormAlert
          message={form.formError ?? (view.duplicates ? undefined : l['leadDuplicates.error.notDuplicates'])}
        />
        <input type="hidden" name="keepId" value={view.keepId} />
        <input type="hidden" name="mergeId" value={view.mergeId} />
        <div className="flex flex-wrap items-center gap-3">
          {view.duplicates && (
            <button type="submit" className={buttonVariants()} data-merge-submit>
              {l['leadDuplicates.confirm.submit']}
            </button>
          )}
          <a href={view.swapHref} className={buttonVariants({ variant: 'outline' })}>
            {l['leadDuplicates.confirm.swap']}
          </a>
          <a href={view.backHref} className={buttonVariants({ variant: 'link' })}>
            {l['leadDuplicates.confirm.cancel']}
          </a>
        </div>
      </form>
    </div>
  );
}

export function LeadDuplicatesPage({ props, form, tabs }: { props: DuplicatesProps; form: FormState; tabs: Tabs }) {
  const { labels: l, view } = props;
  return (
    <section>
      <AdminHeading title={l['leadDuplicates.title']} tabs={tabs} intro={l['leadDuplicates.intro']} />
      {view.mode === 'list' && <Groups view={view} l={l} />}
      {view.mode === 'confirm' && <Confirm view={view} l={l} form={form} />}
      {view.mode === 'gone' && (
        <div className="mt-6 max-w-3xl" data-merge-gone>
          <h2 className="text-xl font-semibold">{l['leadDuplicates.gone.title']}</h2>
          <FormAlert message={form.formError ?? l['leadDuplicates.gone.text']} />
          <a href={view.backHref} className={cn(buttonVariants({ variant: 'outline' }), 'mt-4')}>
            {l['leadDuplicates.confirm.cancel']}
          </a>
        </div>
      )}
    </section>
  );
}
