// The staff's list of the site's image slots (server-rendered, no script): each with its current
// image, whether it is the shipped drawing, an upload, or an upload being processed or failed, and
// a link to its page.
import { Picture } from '@/components/picture';
import { StatusPill, type PillTone } from '@/components/ui/status-pill';
import type { SitePhotosProps, SlotStatus } from './site-photos-view.server';
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';

export const STATUS_TONES: Record<SlotStatus, PillTone> = {
  shipped: 'grey',
  uploaded: 'green',
  encoding: 'blue',
  failed: 'red',
};

export function SitePhotosPage({ props, tabs }: { props: SitePhotosProps; tabs: Parameters<typeof LinkTabs>[0] }) {
  const l = props.labels;
  return (
    <section>
      <AdminHeading title={l['sitePhotos.title']} tabs={tabs} intro={l['sitePhotos.intro']} />
      {props.groups.map((group) => (
        <section key={group.group} aria-labelledby={`fotos-${group.group}`} className="mt-10">
          <h2 id={`fotos-${group.group}`} className="text-xl font-semibold">
            {group.title}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {group.slots.map((slot) => (
              <li
                key={slot.name}
                className="overflow-hidden rounded-lg border bg-background"
                data-photo-slot={slot.name}
              >
                <div className="aspect-[16/9] bg-muted">
                  <Picture
                    image={slot.image}
                    alt={slot.alt}
                    sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="block size-full"
                    imgClassName="size-full object-cover"
                  />
                </div>
                <div className="grid gap-2 p-4">
                  <p className="font-semibold">{slot.label}</p>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <StatusPill
                      tone={STATUS_TONES[slot.status]}
                      label={slot.statusLabel}
                      data-photo-status={slot.status}
                    />
                    <a href={slot.href} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
                      {l['sitePhotos.change']}
                      <span className="sr-only">: {slot.label}</span>
                    </a>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
