// The lint rules on form markup: a raw <select> outside src/components/ui fails `npm run lint`, in
// a React component and in an Astro template alike; the Select primitive itself passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own configuration (its file globs, ignores and selectors), read without type
// information: these files are not on disk for the type checker, and only the syntax rule is asked.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

async function messages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const rawSelect = 'no-restricted-syntax: Use Select from src/components/ui/select';
const tsx = (markup: string) => `export function Choice() {\n  return ${markup};\n}\n`;

describe('the form-markup lint', () => {
  it('refuses a raw <select> in a feature component', async () => {
    const found = await messages('src/features/sales/leads/choice.tsx', tsx('<select name="stage" />'));
    expect(found.some((m) => m.startsWith(rawSelect))).toBe(true);
  });

  it('refuses a raw <select> in an Astro template', async () => {
    const page =
      '---\nconst stage = "new";\n---\n\n<form><select name="stage"><option>{stage}</option></select></form>\n';
    const found = await messages('src/pages/choice.astro', page);
    expect(found.some((m) => m.startsWith(rawSelect))).toBe(true);
  });

  it('keeps refusing a direct read of the query string beside it', async () => {
    const code = 'export const stage = (url: URL) => url.searchParams.get("stage");\n';
    const found = await messages('src/features/sales/leads/choice.tsx', code);
    expect(found).toContainEqual(expect.stringContaining("Read a query parameter with queryText or a list's schema"));
  });

  it('accepts the Select primitive, and a <select> inside src/components/ui', async () => {
    const use = "import { Select } from '@/components/ui/select';\n" + tsx('<Select name="stage" options={[]} />');
    expect(await messages('src/features/sales/leads/choice.tsx', use)).toEqual([]);
    expect(await messages('src/components/ui/choice.tsx', tsx('<select name="stage" />'))).toEqual([]);
  });
});
