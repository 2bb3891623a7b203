// The form primitives render what a form without JavaScript needs: a native select with its
// choices, a label tied to its control and message, the submission key only where a form creates.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormCard } from './form-card';
import { SelectField } from './fields';
import { Select } from './select';

const state = { action: '/suporte?_action=support.create', submission: 'key-1' };

describe('form primitives', () => {
  it('a Select is a native select with a prompt that cannot be chosen, or a "none" that can', () => {
    const prompt = renderToStaticMarkup(
      <Select name="category" required defaultValue="" prompt="Escolha" options={[{ value: 'a', label: 'A' }]} />,
    );
    expect(prompt).toMatch(/^<select[^>]*name="category"[^>]*required=""/);
    expect(prompt).toContain('<option value="" disabled="" selected="">Escolha</option><option value="a">A</option>');
    const none = renderToStaticMarkup(<Select name="m" none="Nenhum" options={[{ value: 5, label: '5' }]} />);
    expect(none).toContain('<option value="">Nenhum</option><option value="5">5</option>');
  });

  it('a SelectField says required once: to the browser and beside the label; its message is described', () => {
    const html = renderToStaticMarkup(
      <SelectField id="c" label="Categoria" required error="Escolha uma" name="c" options={[]} />,
    );
    expect(html).toContain('<label');
    expect(html).toContain('for="c"');
    expect(html).toMatch(/<select[^>]*id="c"[^>]*aria-invalid="true"[^>]*aria-describedby="c-error"/);
    expect(html).toMatch(/<select[^>]*required=""/);
    expect(html).toContain('id="c-error"');
  });

  it('a FormCard posts to its action, is named by its title, and carries the key only when it creates', () => {
    const creates = renderToStaticMarkup(
      <FormCard id="new-request" title="Novo chamado" state={state} creates submitLabel="Enviar">
        <input name="subject" />
      </FormCard>,
    );
    expect(creates).toMatch(/^<form [^>]*method="post"/);
    expect(creates).toMatch(/^<form [^>]*action="\/suporte\?_action=support.create"/);
    expect(creates).toContain('aria-labelledby="new-request-title"');
    expect(creates).toContain('<h2 id="new-request-title"');
    expect(creates).toContain('<input type="hidden" name="submission" value="key-1"/>');
    expect(creates).toContain('<button type="submit"');
    const edits = renderToStaticMarkup(
      <FormCard id="assign" title="Responsável" state={state} submitLabel="Salvar">
        <input name="assigneeId" />
      </FormCard>,
    );
    expect(edits).not.toContain('name="submission"');
  });

  it("a FormCard's hint stands under its title", () => {
    const html = renderToStaticMarkup(
      <FormCard id="reply" title="Responder" hint="Vai para ana@example.com" state={state} submitLabel="Enviar">
        <input name="message" />
      </FormCard>,
    );
    expect(html).toMatch(/<\/h2><p class="[^"]*">Vai para ana@example.com<\/p>/);
  });
});
