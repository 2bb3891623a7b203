// The staff's page for one FAQ question: its texts in both languages in one plain POST form.
import { LinkTabs } from '@/components/link-tabs';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { FormState } from '@/lib/forms/form-state';
import { FaqQuestionFields } from './faq-question-fields';
import type { FaqEditProps } from './site-texts-view.server';

export function FaqEditPage({
  props,
  form,
  tabs,
}: {
  props: FaqEditProps;
  form: FormState;
  tabs: Parameters<typeof LinkTabs>[0];
}) {
  const l = props.labels;
  const values: Record<string, string | undefined> = { ...props.values, ...form.values };
  return (
    <section>
      <a href={props.back} className="text-sm font-semibold text-brand underline underline-offset-4">
        {l['siteTexts.faq.back']}
      </a>
      <h1 className="mt-3 text-3xl font-bold text-brand">{l['siteTexts.faq.editTitle']}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">{l['siteTexts.faq.intro']}</p>
      <div className="mt-4">
        <LinkTabs {...tabs} />
      </div>
      <form method="post" action={form.action} className="mt-6 grid gap-4 rounded-lg border bg-background p-4">
        <FormAlert message={form.formError} />
        <input type="hidden" name="id" value={props.values.id} />
        <input type="hidden" name="version" value={values.version} />
        <FaqQuestionFields idPrefix="faq-edit" labels={l} values={values} form={form} />
        <div>
          <button type="submit" className={buttonVariants()}>
            {l['siteTexts.faq.save']}
          </button>
        </div>
      </form>
    </section>
  );
}
