// The staff report form's customer, once its island has hydrated: a combobox (ARIA 1.2 pattern)
// that asks /api/customers for the accounts matching what is typed and puts the one chosen in the
// form's `customer` field ('all' until one is). Without JavaScript the same form has a plain
// search box and a select instead (staff-report-island.tsx).
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { ALL_CUSTOMERS } from './report-request.schema';

interface Choice {
  id: string;
  label: string;
}

export interface CustomerComboboxProps {
  label: string;
  allLabel: string;
  /** Said below the field before a search, and when a search fails. */
  hint: string;
  failed: string;
  endpoint: string;
  /** What the page was opened with (its `cliente` search): the accounts found and the one chosen. */
  found: Choice[];
  chosen: string;
  status: string | undefined;
}

export function CustomerCombobox({ label, allLabel, hint, failed, endpoint, ...initial }: CustomerComboboxProps) {
  const id = useId();
  const all: Choice = { id: ALL_CUSTOMERS, label: allLabel };
  const [found, setFound] = useState(initial.found);
  const [chosen, setChosen] = useState<Choice>(initial.found.find((c) => c.id === initial.chosen) ?? all);
  const [text, setText] = useState(chosen.id === ALL_CUSTOMERS ? '' : chosen.label);
  const [status, setStatus] = useState(initial.status ?? hint);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const choices = [all, ...found];

  useEffect(() => {
    if (!typed) return;
    const query = text.trim();
    const controller = new AbortController();
    const search = async () => {
      try {
        const response = await fetch(`${endpoint}?${new URLSearchParams({ cliente: query })}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { customers: Choice[]; status: string };
        setFound(body.customers);
        setStatus(body.status);
        setActive(-1);
      } catch {
        if (!controller.signal.aborted) setStatus(failed);
      }
    };
    const timer = setTimeout(() => void search(), 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, typed, endpoint, failed]);

  const choose = (choice: Choice) => {
    setChosen(choice);
    setText(choice.id === ALL_CUSTOMERS ? '' : choice.label);
    setTyped(false);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + choices.length) % choices.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Choosing, not sending the form.
      event.preventDefault();
      choose(choices[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div className="relative grid gap-1.5" data-customer-combobox>
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <Input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        placeholder={allLabel}
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTyped(true);
          setOpen(true);
          if (event.target.value.trim() === '') setChosen(all);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <input type="hidden" name="customer" value={chosen.id} />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute top-[4.75rem] z-20 max-h-72 w-full overflow-y-auto rounded-md border bg-background py-1 shadow-lg"
      >
        {choices.map((choice, i) => (
          <li
            key={choice.id}
            id={optionId(i)}
            role="option"
            aria-selected={choice.id === chosen.id}
            // Keeps the focus in the field, so the list is not closed before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(choice)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center px-3 text-sm',
              i === active && 'bg-muted',
              choice.id === chosen.id && 'font-semibold',
            )}
          >
            {choice.label}
          </li>
        ))}
      </ul>
      <p id={`${id}-status`} role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
    </div>
  );
}
