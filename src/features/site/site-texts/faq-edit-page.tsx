// The staff's page for one FAQ question: its texts in both languages in one plain POST form.
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
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
      <a href={props.back} className="mb-3 inline-block text-sm font-semibold text-brand underline underline-offset-4">
        {l['siteTexts.faq.back']}
      </a>
      <AdminHeading title={l['siteTexts.faq.editTitle']} tabs={tabs} intro={l['siteTexts.faq.intro']} />
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
