// The staff's form of a room (new or edit), posting without JavaScript.
import { FormCard } from '@/components/ui/form-card';
import { InputField, TextareaField } from '@/components/ui/fields';
import type { FormState } from '@/lib/forms/form-state';
import type { StaffRoomsProps } from './rooms-view.server';
import { ROOM_NAME_MAX_LENGTH, RULES_MAX_LENGTH } from './rooms.schema';

type Labels = StaffRoomsProps['labels'];

export function RoomForm({
  labels: l,
  state,
  title,
  room = {},
}: {
  labels: Labels;
  state: FormState;
  title: string;
  /** The saved room's values (editing); none for a new room. */
  room?: Record<string, string>;
}) {
  // After a failed post the values sent; else the room's.
  const v = state.values ?? room;
  const e = state.errors ?? {};
  const text = (name: keyof Labels, key: string, props: Record<string, unknown> = {}) => (
    <InputField
      id={`room-${key}`}
      label={l[name]}
      required
      error={e[key]}
      name={key}
      defaultValue={v[key]}
      {...props}
    />
  );
  return (
    <FormCard
      id="room-form"
      title={title}
      state={state}
      message={state.formError ?? e.roomId}
      columns={2}
      testId="room-form"
      submitLabel={l['rooms.admin.save']}
    >
      {room.roomId && <input type="hidden" name="roomId" value={room.roomId} />}
      {text('rooms.field.namePt', 'namePt', { maxLength: ROOM_NAME_MAX_LENGTH })}
      {text('rooms.field.nameEn', 'nameEn', { maxLength: ROOM_NAME_MAX_LENGTH })}
      {text('rooms.field.capacity', 'capacity', { inputMode: 'numeric', pattern: '[0-9]*' })}
      {text('rooms.field.cancelNoticeHours', 'cancelNoticeHours', { inputMode: 'numeric', pattern: '[0-9]*' })}
      {text('rooms.field.opens', 'opens', { type: 'time' })}
      {text('rooms.field.closes', 'closes', { type: 'time' })}
      {text('rooms.field.minMinutes', 'minMinutes', { inputMode: 'numeric', pattern: '[0-9]*' })}
      {text('rooms.field.maxMinutes', 'maxMinutes', { inputMode: 'numeric', pattern: '[0-9]*' })}
      {(['rulesPt', 'rulesEn'] as const).map((key) => (
        <TextareaField
          key={key}
          id={`room-${key}`}
          label={l[key === 'rulesPt' ? 'rooms.field.rulesPt' : 'rooms.field.rulesEn']}
          hint={l['rooms.field.rulesHint']}
          error={e[key]}
          className="sm:col-span-2"
          name={key}
          maxLength={RULES_MAX_LENGTH}
          rows={5}
          defaultValue={v[key]}
        />
      ))}
    </FormCard>
  );
}
