// The upload form. Rendered on the server it is a plain multipart POST (works without
// JavaScript); hydrated, it checks type and size before sending, shows a progress bar while the
// file goes up, and on success reloads the list with its confirmation.
import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { controlClass } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Toaster } from '@/components/ui/toaster';
import { SelectField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import { successFlash } from '@/lib/flash';
import type { FormCommonKey, FormState } from '@/lib/forms/form-state';
import { ACCEPT_ATTRIBUTE } from './file-limits';
import type { DocumentLabels, UPLOAD_MESSAGE_KEYS } from './documents-view.server';

type Option = { value: string; label: string };
export type UploadStrings = DocumentLabels & Record<(typeof UPLOAD_MESSAGE_KEYS)[number] | FormCommonKey, string>;

export interface UploadFormProps {
  t: UploadStrings;
  state: FormState;
  typeOptions: Option[];
  shipmentOptions: Option[];
  /** Where the list is (the page reloads there after an upload). */
  next: string;
}

export default function UploadForm({ t, state, typeOptions, shipmentOptions, next }: UploadFormProps) {
  const [sent, setSent] = useState<number | undefined>(undefined);
  const form = useActionForm({
    action: 'documents.upload',
    schema: () => import('./document.schema').then((m) => m.uploadDocumentSchema),
    t,
    state,
    failure: { text: 'documents.upload.failed', toastTitle: 'documents.upload.failedTitle' },
    send: async (data) => {
      setSent(0);
      const { uploadWithProgress } = await import('./upload-request');
      try {
        return await uploadWithProgress(data, { next, flash: successFlash('documents.uploaded') }, setSent);
      } finally {
        setSent(undefined);
      }
    },
  });
  const v = form.values;
  return (
    <>
      <form
        {...form.formProps}
        encType="multipart/form-data"
        className="grid gap-4 sm:grid-cols-2"
        aria-labelledby="upload-title"
        data-testid="upload-form"
      >
        <h2 id="upload-title" className="text-xl font-semibold sm:col-span-2">
          {t['documents.upload.title']}
        </h2>
        <div className="sm:col-span-2">
          <FormAlert message={form.formError} />
        </div>
        <input type="hidden" name="submission" value={form.submission} />
        <FormField
          id="document-file"
          label={t['documents.upload.file']}
          required
          error={form.errors.file}
          hint={t['documents.upload.fileHint']}
          className="sm:col-span-2"
        >
          {(p) => (
            <input
              {...p}
              name="file"
              type="file"
              required
              accept={ACCEPT_ATTRIBUTE}
              disabled={form.busy}
              className={cn(controlClass, 'h-auto')}
            />
          )}
        </FormField>
        <SelectField
          id="document-type"
          label={t['documents.upload.type']}
          required
          error={form.errors.documentType}
          name="documentType"
          defaultValue={v.documentType ?? ''}
          disabled={form.busy}
          prompt="—"
          options={typeOptions}
        />
        <SelectField
          id="document-shipment"
          label={t['documents.upload.shipment']}
          error={form.errors.shipmentId}
          name="shipmentId"
          defaultValue={v.shipmentId ?? ''}
          disabled={form.busy}
          none={t['documents.upload.noShipment']}
          options={shipmentOptions}
        />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <SubmitButton
            busy={form.busy}
            label={t['documents.upload.submit']}
            busyLabel={t['documents.upload.submitting']}
          />
          {sent !== undefined && (
            <progress
              value={Math.round(sent * 100)}
              max={100}
              aria-label={t['documents.upload.progress']}
              className="h-2 w-48 accent-brand"
              data-testid="upload-progress"
            />
          )}
        </div>
      </form>
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
