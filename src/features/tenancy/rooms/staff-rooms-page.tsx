// The staff's Rooms page: the rooms (each linking to its form), the new-room form and every
// upcoming booking, paged and filtered by room, each with a cancel button (the tenant is told).
import { AdminHeading } from '@/components/admin-heading';
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import type { FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import { RoomForm } from './room-form';
import type { StaffRoomsProps } from './rooms-view.server';

export function StaffRoomsPage({
  props,
  tabs,
  save,
  cancel,
}: {
  props: StaffRoomsProps;
  tabs: Parameters<typeof AdminHeading>[0]['tabs'];
  save: FormState;
  cancel: FormState;
}) {
  const l = props.labels;
  return (
    <section className="grid gap-8">
      <AdminHeading title={l['rooms.admin.title']} tabs={tabs} />
      <section aria-labelledby="rooms-title" className="grid gap-4">
        <h2 id="rooms-title" className="text-xl font-semibold">
          {l['rooms.admin.rooms']}
        </h2>
        {props.rooms.length === 0 ? (
          <p className="text-muted-foreground">{l['rooms.admin.noRooms']}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2" data-testid="staff-rooms">
            {props.rooms.map((room) => (
              <li key={room.id} className="portal-card grid content-start gap-2" data-room={room.id}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 className="min-w-0 text-lg font-semibold break-words">{room.name}</h3>
                  <a href={room.editHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                    {l['rooms.admin.edit']}
                  </a>
                </div>
                <ul className="grid gap-1 text-sm text-muted-foreground">
                  {room.facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RoomForm labels={l} state={save} title={l['rooms.admin.new']} />
      <section aria-labelledby="bookings-title" className="grid gap-4">
        <h2 id="bookings-title" className="text-xl font-semibold">
          {l['rooms.admin.bookings']}
        </h2>
        <form method="get" action={props.filterAction} className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1.5 text-sm font-medium">
            {l['rooms.admin.filter']}
            <Select
              name="sala"
              defaultValue={props.room}
              none={l['rooms.admin.allRooms']}
              options={props.rooms.map((room) => ({ value: room.id, label: room.name }))}
            />
          </label>
          <button type="submit" className={buttonVariants({ variant: 'outline' })}>
            {l['rooms.admin.filterSubmit']}
          </button>
        </form>
        {props.countText && <p className="text-sm text-muted-foreground">{props.countText}</p>}
        <FormAlert message={cancel.formError ?? cancel.errors?.bookingId} />
        {props.bookings.length === 0 ? (
          <p className="text-muted-foreground">{l['rooms.admin.noBookings']}</p>
        ) : (
          <ul className="grid gap-3" data-testid="staff-bookings">
            {props.bookings.map((b) => (
              <li key={b.id} className="portal-card grid gap-3 sm:grid-cols-[1fr_auto]" data-booking={b.id}>
                <Facts
                  className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2"
                  facts={[
                    { label: l['rooms.col.room'], value: b.room, className: 'font-semibold break-words' },
                    { label: l['rooms.col.when'], value: b.when, className: 'tabular-nums' },
                    { label: l['rooms.col.tenant'], value: b.tenant, className: 'break-words' },
                    { label: l['rooms.col.by'], value: b.by, className: 'break-words' },
                    { label: l['rooms.col.status'], value: b.statusLabel },
                  ]}
                />
                {b.status === 'booked' && (
                  <form method="post" action={cancel.action} className="self-center">
                    <input type="hidden" name="bookingId" value={b.id} />
                    <button type="submit" className={buttonVariants({ variant: 'outline' })}>
                      {l['rooms.admin.cancel']}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pager
          pagesText={props.pagesText}
          previous={props.previous}
          next={props.next}
          previousLabel={l['rooms.list.previous']}
          nextLabel={l['rooms.list.next']}
        />
      </section>
    </section>
  );
}
