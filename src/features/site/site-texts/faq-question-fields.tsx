// A FAQ question's texts in both languages, as the create and edit forms both show them.
import { InputField, TextareaField } from '@/components/ui/fields';
import type { FormState } from '@/lib/forms/form-state';
import { FAQ_ANSWER_MAX_LENGTH, FAQ_QUESTION_MAX_LENGTH } from './site-texts.schema';

type Labels = Record<
  | 'siteTexts.faq.field.questionPt'
  | 'siteTexts.faq.field.answerPt'
  | 'siteTexts.faq.field.questionEn'
  | 'siteTexts.faq.field.answerEn',
  string
>;

const LANGUAGES = [
  ['questionPt', 'answerPt', 'siteTexts.faq.field.questionPt', 'siteTexts.faq.field.answerPt'],
  ['questionEn', 'answerEn', 'siteTexts.faq.field.questionEn', 'siteTexts.faq.field.answerEn'],
] as const;

export function FaqQuestionFields({
  idPrefix,
  labels,
  values,
  form,
}: {
  idPrefix: string;
  labels: Labels;
  values: Record<string, string | undefined>;
  form: FormState;
}) {
  const e = form.errors ?? {};
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {LANGUAGES.map(([question, answer, questionLabel, answerLabel]) => (
        <div key={question} className="grid content-start gap-4">
          <InputField
            id={`${idPrefix}-${question}`}
            label={labels[questionLabel]}
            required
            error={e[question]}
            name={question}
            defaultValue={values[question]}
            maxLength={FAQ_QUESTION_MAX_LENGTH}
          />
          <TextareaField
            id={`${idPrefix}-${answer}`}
            label={labels[answerLabel]}
            required
            error={e[answer]}
            name={answer}
            defaultValue={values[answer]}
            maxLength={FAQ_ANSWER_MAX_LENGTH}
            rows={6}
          />
        </div>
      ))}
    </div>
  );
}
