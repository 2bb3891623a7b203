// The admin's outbox (server-rendered, no script): filters by state and recipient or subject, and
// one page of emails as a table, each subject linking to the email as it was sent.
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import { controlClass } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { MailStatePill } from './mail-state-pill';
import type { MailListProps, MailRowView } from './mail-outbox-view.server';

const field = cn(controlClass, 'h-11');
const link = 'text-brand underline-offset-4 hover:underline';

function Filters({ labels: l, action, filters, stateOptions, clearHref }: MailListProps) {
  return (
    <form method="get" action={action} role="search" aria-label={l['adminMail.filter.label']} className="mt-8 grid gap-4 rounded-lg border bg-background p-4 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="mail-state">{l['adminMail.filter.state']}</Label>
        <select id="mail-state" name="estado" defaultValue={filters.state} className={field}>
          <option value="">{l['adminMail.filter.anyState']}</option>
          {stateOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="mail-q">{l['adminMail.filter.q']}</Label>
        <input id="mail-q" name="q" type="search" defaultValue={filters.query} className={field} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonVariants()}>{l['adminMail.filter.submit']}</button>
        {clearHref && <a href={clearHref} className={buttonVariants({ variant: 'link' })}>{l['adminMail.filter.clear']}</a>}
      </div>
    </form>
  );
}

function MailRow({ row }: { row: MailRowView }) {
  return (
    <tr className="border-t align-top" data-mail={row.id}>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">{row.date}</td>
      <td className="px-3 py-2">{row.cause.href ? <a href={row.cause.href} className={link}>{row.cause.label}</a> : row.cause.label}</td>
      <td className="break-all px-3 py-2">{row.to}</td>
      <td className="px-3 py-2"><a href={row.href} className={cn(link, 'font-medium')}>{row.subject}</a></td>
      <td className="px-3 py-2"><MailStatePill state={row.state} label={row.stateLabel} /></td>
      <td className="px-3 py-2 text-right tabular-nums">{row.attempts}</td>
      <td className="max-w-[16rem] break-words px-3 py-2 text-destructive" title={row.lastError}>{row.lastErrorPreview}</td>
    </tr>
  );
}

export function MailOutboxPage({ props }: { props: MailListProps }) {
  const { labels: l, countText, pagesText, previous, next, rows } = props;
  const head = 'px-3 py-2 font-semibold';
  return (
    <section>
      <h1 className="text-3xl font-bold text-brand">{l['adminMail.title']}</h1>
      <p className="mt-2 text-muted-foreground">{l['adminMail.intro']}</p>
      <Filters {...props} />
      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite" data-testid="mail-count">{countText}</p>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{l['adminMail.list.empty']}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg border bg-background">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className={head}>{l['adminMail.col.date']}</th>
                <th scope="col" className={head}>{l['adminMail.col.cause']}</th>
                <th scope="col" className={head}>{l['adminMail.col.to']}</th>
                <th scope="col" className={head}>{l['adminMail.col.subject']}</th>
                <th scope="col" className={head}>{l['adminMail.col.state']}</th>
                <th scope="col" className={cn(head, 'text-right')}>{l['adminMail.col.attempts']}</th>
                <th scope="col" className={head}>{l['adminMail.col.lastError']}</th>
              </tr>
            </thead>
            <tbody>{rows.map((row) => <MailRow key={row.id} row={row} />)}</tbody>
          </table>
        </div>
      )}
      <Pager pagesText={pagesText} previous={previous} next={next} previousLabel={l['adminMail.list.previous']} nextLabel={l['adminMail.list.next']} />
    </section>
  );
}
