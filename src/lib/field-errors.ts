// A form's field messages: the first message key of each of its fields, from zod issues (browser)
// or an action's input error (`error.fields`). Shared by the contact, shipment and profile forms.
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

export function fieldErrorMapper<F extends string, K extends string>(fields: readonly F[], isKey: (value: unknown) => value is K) {
  const fromIssues = (issues: readonly FieldIssue[]) => {
    const errors: Partial<Record<F, K>> = {};
    for (const issue of issues) {
      const field = fields.find((f) => f === issue.path[0]);
      if (field && !errors[field] && isKey(issue.message)) errors[field] = issue.message;
    }
    return errors;
  };
  const fromActionFields = (actionFields: Record<string, string[] | undefined>) =>
    fromIssues(Object.entries(actionFields).map(([path, messages]) => ({ path: [path], message: messages?.[0] ?? '' })));
  return { fromIssues, fromActionFields };
}
