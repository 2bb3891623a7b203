// Checks a form in the browser with its action's schema, reading the FormData the way Astro's
// form actions do (an empty field is missing; number fields become numbers), so both sides agree.
// Islands load it with their schema on first use (use-action-form.ts).
import { z } from './zod';

type ObjectSchema = z.ZodMiniObject;
interface Def {
  type: string;
  innerType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
}

const wrappers = new Set(['optional', 'nullable', 'default']);

/** The object Astro's form handler would build from `data` for this (flat) schema. */
export function formValues(schema: ObjectSchema, data: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema._zod.def.shape)) {
    let def = (field as { _zod: { def: Def } })._zod.def;
    const optional = def.type === 'optional';
    while (wrappers.has(def.type) && def.innerType) def = def.innerType._zod.def;
    while (def.type === 'pipe' && def.in) def = def.in._zod.def;
    const value = data.get(name);
    if (def.type === 'boolean') values[name] = value === 'true' ? true : value === 'false' ? false : data.has(name);
    else if (!value) values[name] = optional ? undefined : null;
    else values[name] = def.type === 'number' ? Number(value) : value;
  }
  return values;
}

/** The first message key of each invalid field (or of the form, under ''), or {} when valid. */
export function validateForm(schema: ObjectSchema, data: FormData): Record<string, string> {
  const result = z.safeParse(schema, formValues(schema, data));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
