// The tenant's Rooms page (server-rendered, no script): each room with its facts and rules, the
// coming days' bookings of every room, paged (the tenant's own named, others only "booked"), the
// booking form and the tenant's own bookings with their cancel buttons.
import { EmptyList } from '@/components/list-parts';
import { PageHeading } from '@/components/page-heading';
import { PagedList } from '@/components/paged-list';
import { TitledSection } from '@/components/titled-section';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormCard } from '@/components/ui/form-card';
import { InputField, SelectField } from '@/components/ui/fields';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import type { TenantRoomsProps } from './rooms-view.server';

function BookingForm({ props, state }: { props: TenantRoomsProps; state: FormState }) {
  const l = props.labels;
  const { field } = bindFields(state, 'room');
  return (
    <FormCard
      id="book-room"
      title={l['rooms.form.title']}
      state={state}
      creates
      columns={2}
      testId="book-room"
      submitLabel={l['rooms.form.submit']}
      submit={{ size: 'lg' }}
    >
      <SelectField
        label={l['rooms.form.room']}
        required
        {...field('roomId', props.rooms[0]?.id)}
        options={props.rooms.map((r) => ({ value: r.id, label: r.name }))}
      />
      <InputField label={l['rooms.form.day']} required type="date" {...field('day')} min={props.today} />
      <InputField label={l['rooms.form.start']} required type="time" {...field('start')} />
      <InputField label={l['rooms.form.end']} required type="time" {...field('end')} />
    </FormCard>
  );
}

export function TenantRoomsPage({
  props,
  book,
  cancel,
}: {
  props: TenantRoomsProps;
  book: FormState;
  cancel: FormState;
}) {
  const l = props.labels;
  return (
    <section className="grid gap-8">
      <PageHeading title={l['rooms.title']} intro={l['rooms.intro']} introClassName="max-w-3xl" />
      {props.rooms.length === 0 ? (
        <EmptyList className="" testId="no-rooms">
          {l['rooms.none']}
        </EmptyList>
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2">
            {props.rooms.map((room) => (
              <li key={room.id} className="portal-card grid content-start gap-3" data-room={room.id}>
                <h2 className="text-xl font-semibold break-words">{room.name}</h2>
                <ul className="grid gap-1 text-sm text-muted-foreground">
                  {room.facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
                {room.rulesHtml && (
                  <details>
                    <summary className="cursor-pointer py-2 font-semibold">{l['rooms.rules']}</summary>
                    <div className="prose-sm break-words" dangerouslySetInnerHTML={{ __html: room.rulesHtml }} />
                  </details>
                )}
              </li>
            ))}
          </ul>
          <section aria-labelledby="coming-title" className="portal-card grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="coming-title" className="text-xl font-semibold">
                {l['rooms.coming']}
              </h2>
              {props.coming.rows.length > 0 && (
                <p className="text-sm text-muted-foreground">{props.coming.countText}</p>
              )}
            </div>
            <PagedList
              rows={props.coming.rows}
              empty={<p className="text-sm text-muted-foreground">{l['rooms.comingNone']}</p>}
              className="grid gap-1 text-sm"
              testId="room-coming"
              list={props.coming}
              pagerClassName="mt-2"
            >
              {(b) => (
                <li key={b.id} className="flex flex-wrap justify-between gap-x-4">
                  <span>
                    <span className="font-medium">{b.room}</span> · <span className="tabular-nums">{b.when}</span>
                  </span>
                  <span className={b.own ? 'font-semibold' : 'text-muted-foreground'}>{b.who}</span>
                </li>
              )}
            </PagedList>
          </section>
          <BookingForm props={props} state={book} />
        </>
      )}
      <TitledSection id="own-bookings" title={l['rooms.own.title']}>
        <FormAlert message={cancel.formError ?? cancel.errors?.bookingId} />
        <PagedList
          rows={props.own}
          empty={
            <p className="mt-4 text-muted-foreground" data-testid="own-bookings-empty">
              {l['rooms.own.none']}
            </p>
          }
          className="mt-4 grid gap-3"
          testId="own-bookings"
          list={props}
        >
          {(b) => (
            <li
              key={b.id}
              className="portal-card flex flex-wrap items-center justify-between gap-3"
              data-booking={b.id}
            >
              <div>
                <p className="font-semibold">{b.room}</p>
                <p className="text-sm tabular-nums">{b.when}</p>
              </div>
              {b.cancellable ? (
                <form method="post" action={cancel.action}>
                  <input type="hidden" name="bookingId" value={b.id} />
                  <button type="submit" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                    {l['rooms.own.cancel']}
                  </button>
                </form>
              ) : (
                <span className="text-sm text-muted-foreground">{l['rooms.own.tooLate']}</span>
              )}
            </li>
          )}
        </PagedList>
      </TitledSection>
    </section>
  );
}
