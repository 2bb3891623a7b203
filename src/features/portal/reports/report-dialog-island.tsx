// Generate Report (Overview's Quick Actions). Server-rendered it is a <details> holding the plain
// form (works without JavaScript); once hydrated (client:load) it becomes the spec's dialog: the
// file is fetched, Cancel and close are blocked while it is generated, a toast says how it went
// and the browser saves it under the server's file name.
import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast, Toaster } from '@/components/ui/toaster';
import { reportFileName } from './report-options';
import type { ReportChoices, ReportFormat, ReportType } from './report-request.schema';
import { ReportForm } from './report-form';
import type { ReportDialogLabels } from './report-labels';

export interface ReportDialogProps {
  labels: ReportDialogLabels;
  /** What the form's selects offer (the request schema's values). */
  choices: ReportChoices;
  lang: string;
  /** Today in the site's time zone: the file name's date when the answer does not give one. */
  today: string;
}

const FORM_ID = 'report-form';

function savedName(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;
}

export default function ReportDialog({ labels: l, choices, lang, today }: ReportDialogProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!hydrated) {
    return (
      <details className="w-full" data-report-fallback>
        <summary className={buttonVariants({ variant: 'outline' })}>{l['reports.open']}</summary>
        <div className="mt-4 max-w-md">
          <ReportForm labels={l} choices={choices} lang={lang} formId={FORM_ID}>
            <Button type="submit" variant="accent">
              {l['reports.generate']}
            </Button>
          </ReportForm>
        </div>
      </details>
    );
  }

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query = new URLSearchParams([...data].map(([k, v]) => [k, String(v)]));
    const type = String(data.get('type')) as ReportType;
    setBusy(true);
    try {
      const response = await fetch(`${event.currentTarget.action}?${query}`, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = savedName(response, reportFileName(type, String(data.get('format')) as ReportFormat, today));
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
      setOpen(false);
      toast({
        title: l['reports.success.title'],
        description: l['reports.success.body'].replace('{type}', l[`reports.noun.${type}`]),
        variant: 'success',
      });
    } catch {
      toast({ title: l['reports.error.title'], description: l['reports.error.body'], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
        <DialogTrigger asChild>
          <Button variant="outline" data-report-open>
            {l['reports.open']}
          </Button>
        </DialogTrigger>
        <DialogContent
          closeLabel={l['reports.close']}
          size="sm"
          onCancel={(e) => busy && e.preventDefault()}
          aria-busy={busy}
        >
          <DialogHeader>
            <DialogTitle>{l['reports.title']}</DialogTitle>
            <DialogDescription>{l['reports.intro']}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <ReportForm labels={l} choices={choices} lang={lang} formId={FORM_ID} onSubmit={generate} disabled={busy} />
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
              {l['reports.cancel']}
            </Button>
            <Button type="submit" form={FORM_ID} variant="accent" disabled={busy}>
              {busy ? l['reports.generating'] : l['reports.generate']}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Toaster closeLabel={l['reports.close']} />
    </>
  );
}
