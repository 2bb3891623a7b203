// Reports on the admin overview (client:load). Without JavaScript: a customer search (a plain GET
// form: the page comes back with the customers it found in the report form's select), then the
// report form (one customer or all). Hydrated: the search and the select become one combobox in
// the form. The download comes from the same endpoint as the Overview's.
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useHydrated } from '@/components/use-hydrated';
import { CustomerCombobox } from './customer-combobox';
import { ReportForm } from './report-form';
import { ALL_CUSTOMERS } from './report-request.schema';
import type { StaffReportProps } from './staff-report.server';

function CustomerSearch({ labels: l, search }: Pick<StaffReportProps, 'labels' | 'search'>) {
  return (
    <form method="get" action={`${search.action}#relatorios`} role="search" className="grid gap-1.5">
      <Label htmlFor="staff-report-customer-search">{l['reports.customer.search']}</Label>
      <div className="flex gap-2">
        <Input
          id="staff-report-customer-search"
          type="search"
          name="cliente"
          defaultValue={search.query}
          maxLength={100}
          autoComplete="off"
          aria-describedby="staff-report-customer-hint"
        />
        <Button type="submit" variant="outline">
          {l['reports.customer.searchSubmit']}
        </Button>
      </div>
      <p id="staff-report-customer-hint" className="text-sm text-muted-foreground">
        {l['reports.customer.searchHint']}
      </p>
      {search.foundText ? (
        <p role="status" className="text-sm font-medium" data-customer-matches>
          {search.foundText}
        </p>
      ) : null}
    </form>
  );
}

export default function StaffReports({ labels: l, choices, lang, customers, customer, search }: StaffReportProps) {
  const hydrated = useHydrated();
  return (
    <section id="relatorios" aria-labelledby="staff-report-title" className="rounded-lg border bg-background p-6">
      <h2 id="staff-report-title" className="text-xl font-bold text-brand">
        {l['reports.staff.title']}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{l['reports.staff.intro']}</p>
      <div className="mt-4 grid max-w-md gap-6">
        {hydrated ? null : <CustomerSearch labels={l} search={search} />}
        <ReportForm
          labels={l}
          choices={choices}
          lang={lang}
          formId="staff-report-form"
          customers={hydrated ? undefined : { label: l['reports.field.customer'], options: customers, value: customer }}
          before={
            hydrated ? (
              <CustomerCombobox
                label={l['reports.field.customer']}
                allLabel={l['reports.customer.all']}
                hint={l['reports.customer.searchHint']}
                failed={l['reports.customer.searchFailed']}
                endpoint={search.endpoint}
                found={customers.filter(([id]) => id !== ALL_CUSTOMERS).map(([id, label]) => ({ id, label }))}
                chosen={customer}
                status={search.foundText}
              />
            ) : null
          }
        >
          <Button type="submit" variant="accent">
            {l['reports.generate']}
          </Button>
        </ReportForm>
      </div>
    </section>
  );
}
