// Reports on the admin overview: the report form with a customer select (one customer or all),
// server-rendered with no script; the download comes from the same endpoint as the Overview's.
import { Button } from '@/components/ui/button';
import { ReportForm } from './report-form';
import type { StaffReportProps } from './staff-report.server';

export function StaffReportSection({ labels: l, choices, lang, customers }: StaffReportProps) {
  return (
    <section aria-labelledby="staff-report-title" className="rounded-lg border bg-background p-6">
      <h2 id="staff-report-title" className="text-xl font-bold text-brand">
        {l['reports.staff.title']}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{l['reports.staff.intro']}</p>
      <div className="mt-4 max-w-md">
        <ReportForm
          labels={l}
          choices={choices}
          lang={lang}
          formId="staff-report-form"
          customers={{ label: l['reports.field.customer'], options: customers }}
        >
          <Button type="submit" variant="accent">
            {l['reports.generate']}
          </Button>
        </ReportForm>
      </div>
    </section>
  );
}
