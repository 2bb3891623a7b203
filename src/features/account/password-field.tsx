// A new-password field with the password rule shown under it and read with it.
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';

interface PasswordWithHintProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  invalid: boolean;
  autoComplete: 'new-password';
}

export function PasswordWithHint({ id, name, label, hint, invalid, autoComplete }: PasswordWithHintProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1.5">
      <FormField id={id} label={label}>
        {(p) => (
          <Input {...p} name={name} type="password" autoComplete={autoComplete} required aria-invalid={invalid || undefined} aria-describedby={hint ? hintId : undefined} />
        )}
      </FormField>
      {hint && (
        <p id={hintId} className="text-xs leading-relaxed text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
