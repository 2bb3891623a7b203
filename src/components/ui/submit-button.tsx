// A form's submit button: its busy label while the action runs. aria-disabled rather than
// disabled, so a keyboard user's focus stays on it; the form ignores a second submit meanwhile.
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  size?: 'default' | 'lg';
  className?: string;
}

export function SubmitButton({ busy, label, busyLabel, size = 'default', className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={cn(buttonVariants({ variant: 'accent', size }), 'aria-disabled:opacity-70', className)}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
