// One image slot for the staff (a plain POST form, multipart, that works without JavaScript): its
// current image with the focal point, the state of an upload being processed or the reason the last
// one failed, the form (a new photo, the alt texts in both languages, the focal point) and the way
// back to the shipped drawing.
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { StatusPill } from '@/components/ui/status-pill';
import { InputField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { STATUS_TONES } from './site-photos-page';
import type { SitePhotoProps } from './site-photos-view.server';
import { ALT_MAX_LENGTH } from './site-photos.schema';
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';

function Notice({ tone, children }: { tone: 'info' | 'error'; children: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-photo-notice={tone}
      className={cn(
        'rounded-md border p-3 text-sm font-medium',
        tone === 'error'
          ? 'border-destructive/40 bg-destructive/5 text-destructive'
          : 'border-blue-300 bg-blue-50 text-blue-900',
      )}
    >
      {children}
    </p>
  );
}

export interface SitePhotoPageProps {
  props: SitePhotoProps;
  save: FormState;
  reset: FormState;
  /** The preview with its focal point (focal-point-picker.tsx), an island the page passes in its slot. */
  preview?: ReactNode;
  /** The Site section's tabs (site-tabs.ts), under the heading. */
  tabs: Parameters<typeof LinkTabs>[0];
}

export function SitePhotoPage({ props, save, reset, preview, tabs }: SitePhotoPageProps) {
  const l = props.labels;
  const v: Record<string, string | undefined> = { ...props.values, version: props.version, ...save.values };
  const e = save.errors ?? {};
  return (
    <section className="grid gap-6">
      <AdminHeading
        title={props.slot.label}
        tabs={tabs}
        badge={
          <StatusPill
            tone={STATUS_TONES[props.slot.status]}
            label={props.slot.statusLabel}
            data-photo-status={props.slot.status}
          />
        }
      />
      {props.pending && <Notice tone="info">{props.pending}</Notice>}
      {props.failure && <Notice tone="error">{props.failure}</Notice>}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="grid content-start gap-2">
          {preview}
          <figcaption className="text-sm text-muted-foreground">{l['sitePhotos.current']}</figcaption>
        </figure>
        <div className="grid content-start gap-6">
          <form
            method="post"
            action={save.action}
            encType="multipart/form-data"
            className="grid gap-4 rounded-lg border bg-background p-4"
            data-photo-form
          >
            <h2 className="text-lg font-semibold">{l['sitePhotos.replace']}</h2>
            <FormAlert message={save.formError} />
            <input type="hidden" name="slot" value={props.slot.name} />
            <input type="hidden" name="version" value={v.version} />
            <FormField id="photo-file" label={l['sitePhotos.field.file']} hint={l.fileHint} error={e.file}>
              {(p) => (
                <input
                  {...p}
                  type="file"
                  name="file"
                  accept="image/jpeg,image/png,image/webp,image/avif,image/heic,.jpg,.jpeg,.png,.webp,.avif,.heic"
                  className="text-sm file:mr-3 file:rounded-md file:border file:bg-muted file:px-3 file:py-2 file:font-semibold"
                />
              )}
            </FormField>
            {(['altPt', 'altEn'] as const).map((name) => (
              <InputField
                key={name}
                id={`photo-${name}`}
                label={l[`sitePhotos.field.${name}`]}
                required
                hint={l['sitePhotos.hint.alt']}
                error={e[name]}
                name={name}
                defaultValue={v[name]}
                maxLength={ALT_MAX_LENGTH}
              />
            ))}
            {props.slot.focal ? (
              <fieldset className="grid gap-3 sm:grid-cols-2">
                <legend className="mb-1 text-sm font-semibold">{l['sitePhotos.focal']}</legend>
                {(['focalX', 'focalY'] as const).map((name) => (
                  <InputField
                    key={name}
                    id={`photo-${name}`}
                    label={l[`sitePhotos.field.${name}`]}
                    required
                    error={e[name]}
                    type="number"
                    name={name}
                    min={0}
                    max={100}
                    step={1}
                    inputMode="numeric"
                    defaultValue={v[name]}
                  />
                ))}
                <p className="text-xs text-muted-foreground sm:col-span-2">{l['sitePhotos.hint.focal']}</p>
              </fieldset>
            ) : (
              <>
                <input type="hidden" name="focalX" value="50" />
                <input type="hidden" name="focalY" value="50" />
              </>
            )}
            <button type="submit" className={cn(buttonVariants(), 'justify-self-end')}>
              {l['sitePhotos.save']}
            </button>
          </form>
          {props.canReset && (
            <form
              method="post"
              action={reset.action}
              className="grid gap-3 rounded-lg border bg-background p-4"
              data-photo-reset
            >
              <FormAlert message={reset.formError} />
              <input type="hidden" name="slot" value={props.slot.name} />
              <input type="hidden" name="version" value={props.version} />
              <p className="text-sm text-muted-foreground">{l['sitePhotos.resetHint']}</p>
              <button type="submit" className={cn(buttonVariants({ variant: 'outline' }), 'justify-self-start')}>
                {l['sitePhotos.reset']}
              </button>
            </form>
          )}
        </div>
      </div>
      <p>
        <a href={props.listHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          ← {l['sitePhotos.back']}
        </a>
      </p>
    </section>
  );
}
