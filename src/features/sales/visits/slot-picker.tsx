// The free slots as radio buttons grouped by day: a plain form control, no script.
export interface SlotDay {
  /** 'yyyy-MM-dd' */
  day: string;
  label: string;
  slots: { value: string; label: string }[];
}

interface SlotPickerProps {
  days: SlotDay[];
  legend: string;
  /** The slot chosen before a failed post. */
  chosen?: string;
  /** A slot not to offer (the visit's own). */
  without?: string;
  error?: string;
}

export function SlotPicker({ days, legend, chosen, without, error }: SlotPickerProps) {
  return (
    <fieldset className="grid gap-4" aria-describedby={error ? 'horario-error' : undefined}>
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {error && (
        <p id="horario-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="grid max-h-[28rem] gap-4 overflow-y-auto pr-1">
        {days.map((day) => {
          const slots = day.slots.filter((slot) => slot.value !== without);
          if (slots.length === 0) return null;
          return (
            <fieldset key={day.day} className="grid gap-2" data-testid="slot-day">
              <legend className="mb-1 text-sm font-semibold first-letter:uppercase">{day.label}</legend>
              <div className="flex flex-wrap gap-2">
                {slots.map((slot) => (
                  <label
                    key={slot.value}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm has-checked:border-brand has-checked:bg-brand/10 has-checked:font-semibold"
                  >
                    <input
                      type="radio"
                      name="horario"
                      value={slot.value}
                      required
                      defaultChecked={slot.value === chosen}
                      className="size-4 accent-brand"
                    />
                    {slot.label}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
