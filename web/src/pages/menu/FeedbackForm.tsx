import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { reviewSchema, TEXT_LIMITS } from '@qahve/config';
import { useLanguageId, useTranslation } from '../../i18n';
import { clientApi } from '../../shared/api';
import { RequiredMark } from '../../shared/ui/RequiredMark';
import '../../shared/ui/forms.css';

type Field = 'name' | 'surname' | 'email' | 'feedback';
const FIELDS: readonly Field[] = ['name', 'surname', 'email', 'feedback'];
const EMPTY: Record<Field, string> = { name: '', surname: '', email: '', feedback: '' };

/**
 * The review form of a product: name, e-mail and feedback must be non-empty after
 * trimming, surname is optional. When that fails nothing is sent and no message is shown (as the
 * spec asks), but the fields are marked aria-invalid and the first one gets the focus, so that
 * keyboard and screen-reader users learn what is missing. Sends the trimmed values, all four of
 * the API's body (a blank surname as an empty string).
 * Loaded on demand (with zod, through config's reviewSchema) when the form is first opened.
 */
export default function FeedbackForm({
  id,
  productId,
  onSent,
  onFailed,
}: {
  id: string;
  productId: number;
  onSent: () => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation('menu');
  const { languageId, locale } = useLanguageId();
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    refs.current.name?.focus();
    return () => {
      mounted.current = false;
    };
  }, []);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid.has(field)) setInvalid((s) => new Set([...s].filter((f) => f !== field)));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const parsed = reviewSchema(locale).safeParse(values);
    if (!parsed.success) {
      const bad = new Set(parsed.error.issues.map((i) => i.path[0] as Field));
      setInvalid(bad);
      refs.current[FIELDS.find((f) => bad.has(f))!]?.focus();
      return;
    }
    setInvalid(new Set());
    setSending(true);
    try {
      await clientApi.submitReview(productId, { ...parsed.data, surname: parsed.data.surname ?? '' }, languageId);
      if (mounted.current) setValues(EMPTY);
      onSent();
    } catch {
      onFailed();
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  const input = (field: Exclude<Field, 'feedback'>, type: string, autoComplete: string, required: boolean) => (
    <div className="form-field">
      <label className="form-field__label" htmlFor={`${fieldId}-${field}`}>
        {t(`form.${field}`)}
        {required ? <RequiredMark /> : <span className="form-field__optional"> ({t('form.optional')})</span>}
      </label>
      <input
        ref={(el) => {
          refs.current[field] = el;
        }}
        id={`${fieldId}-${field}`}
        className="form-field__input"
        type={type}
        name={field}
        autoComplete={autoComplete}
        maxLength={field === 'email' ? TEXT_LIMITS.email : TEXT_LIMITS.personName}
        value={values[field]}
        onChange={(e) => change(field, e.target.value)}
        aria-required={required || undefined}
        aria-invalid={invalid.has(field) || undefined}
      />
    </div>
  );

  return (
    <form id={id} className="feedback-form" onSubmit={submit} noValidate aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`} className="feedback-form__title">
        {t('form.title')}
      </h3>
      <p className="feedback-form__hint">{t('form.hint')}</p>
      <div className="feedback-form__row">
        {input('name', 'text', 'given-name', true)}
        {input('surname', 'text', 'family-name', false)}
      </div>
      {input('email', 'email', 'email', true)}
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${fieldId}-feedback`}>
          {t('form.feedback')}
          <RequiredMark />
        </label>
        <textarea
          ref={(el) => {
            refs.current.feedback = el;
          }}
          id={`${fieldId}-feedback`}
          className="form-field__input"
          name="feedback"
          rows={4}
          maxLength={TEXT_LIMITS.feedback}
          value={values.feedback}
          onChange={(e) => change('feedback', e.target.value)}
          aria-required
          aria-invalid={invalid.has('feedback') || undefined}
        />
      </div>
      <button type="submit" className="button feedback-form__submit" disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
