import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  AGE_BANDS,
  shownText,
  PRODUCT_CRITERIA,
  publicMessage,
  QUALITY_LEVELS,
  SATISFACTION_LEVELS,
  SERVICE_CRITERIA,
  SURVEY_SUCCESS_VISIBLE_MS,
  TEXT_LIMITS,
  type ContactSource,
  type LanguageId,
} from '@qahve/config';
import { useLocation } from 'react-router-dom';
import { useLanguageId, useTranslation } from '../../i18n';
import { ApiError, clientApi } from '../../shared/api';
import { usePageData, useReload } from '../../shared/pageData';
import { useSite } from '../../shared/site';
import { usePageMeta } from '../../shared/usePageMeta';
import { RequiredMark } from '../../shared/ui/RequiredMark';
import type { surveyLoader } from './loader';
import {
  answersFromForm,
  buildSubmission,
  criterionField,
  criterionLabels,
  EMPTY_ANSWERS,
  firstProblem,
  type Criterion,
  type SurveyAnswers,
  type SurveyField,
} from './submission';
import '../../shared/ui/forms.css';
import './survey.css';

/** The name in the current language, else the Azerbaijani or any other (shownText), otherwise "Unnamed". */
function sourceName(source: ContactSource, languageId: LanguageId, unnamed: string) {
  const name = shownText(source.contactSourceDictionaries, languageId, 'name')?.trim();
  return name || unnamed;
}

interface Option<T> {
  value: T;
  label: string;
}

const QUESTIONS: readonly SurveyField[] = ['gender', 'age', 'qualityPoint', 'contactSourceId', 'comment'];

/** The API's messages for the form's questions (it may name other parts of its body too). */
function questionErrors(errors: Record<string, string>): Partial<Record<SurveyField, string>> {
  return Object.fromEntries(QUESTIONS.filter((q) => errors[q]).map((q) => [q, errors[q]]));
}

/** A radio group: fieldset + legend, the options as pills. */
function ChoiceGroup<T extends string | number | boolean>({
  name,
  legend,
  hint,
  required = false,
  options,
  value,
  onChange,
  error,
  errorId,
  className = '',
  legendClassName = 'survey-group__legend',
  firstRef,
  children,
}: {
  name: string;
  legend: string;
  hint?: string;
  required?: boolean;
  options: ReadonlyArray<Option<T>>;
  value: T | null | undefined;
  onChange: (value: T) => void;
  /** The validation message of this question, shown under it. */
  error?: string;
  errorId?: string;
  className?: string;
  legendClassName?: string;
  firstRef?: (el: HTMLInputElement | null) => void;
  children?: ReactNode;
}) {
  const hintId = useId();
  const invalid = Boolean(error);
  const describedBy = [hint ? hintId : '', invalid && errorId ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`survey-group ${invalid ? 'survey-group--invalid' : ''} ${className}`} aria-describedby={describedBy}>
      <legend className={legendClassName}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={hintId} className="survey-group__hint">
          {hint}
        </p>
      )}
      {children ?? (
        <div className="survey-choices">
          {options.map((o, i) => (
            <label key={String(o.value)} className="survey-choice">
              <input
                ref={i === 0 ? firstRef : undefined}
                className="survey-choice__input"
                type="radio"
                name={name}
                value={String(o.value)}
                checked={value === o.value}
                onChange={() => onChange(o.value)}
                required={required}
                aria-invalid={invalid || undefined}
              />
              <span className="survey-choice__label">{o.label}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="form-field__error survey-group__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * /survey (section id "survey", scrolled to the top on load): the customer survey.
 * The four choices are checked in order before sending and the first problem is shown (config's
 * "... seçilməyib!" messages in the visitor's language); the criteria and the comment are
 * optional. While sending the button is disabled and reads "Sending..."; success shows the thank
 * you for 2 s and resets every answer; failure shows the prefix plus the server's message.
 */
export default function SurveyPage() {
  const { t } = useTranslation('survey');
  const { languageId, locale } = useLanguageId();
  usePageMeta({ titleKey: 'survey:meta.title', descriptionKey: 'survey:meta.description' });
  const ids = useId();
  const location = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const { contactSources: sources } = usePageData<typeof surveyLoader>();
  const { reload, reloading } = useReload();
  // Posted without script and refused by the API: the visitor's answers and its messages, shown again.
  const { form: posted } = useSite();
  const [answers, setAnswers] = useState<SurveyAnswers>(() => (posted ? answersFromForm(posted.values) : EMPTY_ANSWERS));
  const [problems, setProblems] = useState<Partial<Record<SurveyField, string>>>(() => (posted ? questionErrors(posted.errors) : {}));
  const [sendError, setSendError] = useState<string | null>(() =>
    posted && Object.keys(questionErrors(posted.errors)).length === 0
      ? `${t('sendError')}${posted.message || t('common:errors.generic')}`
      : null,
  );
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState(false);
  const firstInputs = useRef<Partial<Record<SurveyField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(successTimer.current), []);

  const set = <K extends keyof SurveyAnswers>(key: K, value: SurveyAnswers[K]) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    setProblems((p) => {
      if (!(key in p)) return p;
      const rest = { ...p };
      delete rest[key as SurveyField];
      return rest;
    });
  };
  const rate = (criterion: Criterion, level: number) =>
    setAnswers((a) => ({ ...a, satisfaction: { ...a.satisfaction, [criterion]: level } }));

  const serviceLabels = t<string[]>('services.criteria', { returnObjects: true });
  const productLabels = t<string[]>('products.criteria', { returnObjects: true });
  const labels = criterionLabels(serviceLabels, productLabels);
  const levels = t<string[]>('levels', { returnObjects: true });
  const levelOptions = SATISFACTION_LEVELS.map((l, i) => ({ value: i, label: levels[i] ?? l }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    // A new send clears the previous error and success texts.
    setSendError(null);
    setSuccess(false);
    clearTimeout(successTimer.current);
    const found = firstProblem(answers, locale);
    setProblems(found ? { [found.field]: found.message } : {});
    if (found) {
      firstInputs.current[found.field]?.focus();
      return;
    }
    setSending(true);
    try {
      await clientApi.submitSurvey(buildSubmission(answers, labels, languageId), languageId);
      setAnswers(EMPTY_ANSWERS);
      setSuccess(true);
      successTimer.current = setTimeout(() => setSuccess(false), SURVEY_SUCCESS_VISIBLE_MS);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const detail = apiError?.isNetworkError ? t('common:errors.network') : apiError?.message || t('common:errors.generic');
      setSendError(`${t('sendError')}${detail}`);
    } finally {
      setSending(false);
    }
  };

  const errorId = (field: SurveyField) => `${ids}-${field}-error`;
  const errorOf = (field: SurveyField) => problems[field];
  /** What ties a required question's group to its answer, its message and the focus on a problem. */
  const question = <K extends Exclude<SurveyField, 'comment'>>(field: K) => ({
    required: true,
    value: answers[field],
    onChange: (value: SurveyAnswers[K]) => set(field, value),
    name: field,
    error: errorOf(field),
    errorId: errorId(field),
    firstRef: (el: HTMLInputElement | null) => {
      firstInputs.current[field] = el;
    },
  });

  // Without script the browser posts the form to this page (cms/src/lib/site/page-forms.ts), in the page's language.
  const action = `${location.pathname}${location.search}`;
  const ageBands = t<string[]>('age.bands', { returnObjects: true });
  const qualityLevels = t<string[]>('quality.levels', { returnObjects: true });
  const sourceItems = (sources.ok ? sources.data.items : []).map((s) => ({
    value: s.id,
    label: sourceName(s, languageId, t('contactSource.unnamed')),
  }));

  let sourceBody: ReactNode = undefined;
  if (!sources.ok) {
    sourceBody = (
      <div className="survey-group__note survey-group__note--error">
        <p role="alert">{t('contactSource.error')}</p>
        <button type="button" className="button button--outline survey-retry" onClick={reload} disabled={reloading}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (sourceItems.length === 0) {
    sourceBody = <p className="survey-group__note">{t('contactSource.empty')}</p>;
  }

  const criteria = (list: readonly Criterion[]) =>
    list.map((c) => (
      <ChoiceGroup
        key={c}
        name={criterionField(c)}
        legend={labels[c]}
        options={levelOptions}
        value={answers.satisfaction[c]}
        onChange={(v) => rate(c, v)}
        className="survey-criterion"
        legendClassName="survey-criterion__legend"
      />
    ));

  return (
    <section id="survey" className="page survey-page" aria-labelledby={`${ids}-title`}>
      <header className="survey-head">
        <h1 id={`${ids}-title`} className="page__title">
          {t('title')}
        </h1>
        <p className="page__lead">{t('lead')}</p>
      </header>

      <form className="survey-form" method="post" action={action} onSubmit={submit} noValidate aria-describedby={`${ids}-required`}>
        <p id={`${ids}-required`} className="survey-form__required">
          {t('required')}
        </p>

        <div className="form-card survey-card">
          <h2 className="survey-card__title">{t('about')}</h2>
          <ChoiceGroup
            legend={t('gender.legend')}
            options={[
              { value: true, label: t('gender.male') },
              { value: false, label: t('gender.female') },
            ]}
            {...question('gender')}
          />
          <ChoiceGroup
            legend={t('age.legend')}
            options={AGE_BANDS.map((band, i) => ({ value: i, label: ageBands[i] ?? band }))}
            {...question('age')}
          />
        </div>

        <div className="form-card survey-card">
          <h2 className="survey-card__title">{t('visit')}</h2>
          <ChoiceGroup
            legend={t('quality.legend')}
            hint={t('quality.hint')}
            options={QUALITY_LEVELS.map((level, i) => ({ value: i, label: qualityLevels[i] ?? level }))}
            {...question('qualityPoint')}
          />
          <ChoiceGroup
            legend={t('contactSource.legend')}
            hint={t('contactSource.hint')}
            options={sourceItems}
            {...question('contactSourceId')}
          >
            {sourceBody}
          </ChoiceGroup>
        </div>

        <div className="form-card survey-card">
          <h2 className="survey-card__title">{t('services.title')}</h2>
          <p className="survey-card__hint">{t('services.hint')}</p>
          {criteria(SERVICE_CRITERIA)}
        </div>

        <div className="form-card survey-card">
          <h2 className="survey-card__title">{t('products.title')}</h2>
          <p className="survey-card__hint">{t('products.hint')}</p>
          {criteria(PRODUCT_CRITERIA)}
        </div>

        <div className="form-card survey-card">
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${ids}-comment`}>
              {t('comment.label')} <span className="form-field__optional">({t('comment.optional')})</span>
            </label>
            <textarea
              ref={(el) => {
                firstInputs.current.comment = el;
              }}
              id={`${ids}-comment`}
              className="form-field__input"
              name="comment"
              rows={4}
              maxLength={TEXT_LIMITS.comment}
              placeholder={t('comment.placeholder')}
              value={answers.comment}
              onChange={(e) => set('comment', e.target.value)}
              aria-invalid={errorOf('comment') ? true : undefined}
              aria-describedby={errorOf('comment') ? errorId('comment') : undefined}
            />
            {errorOf('comment') && (
              <p id={errorId('comment')} className="form-field__error" role="alert">
                {errorOf('comment')}
              </p>
            )}
          </div>
        </div>

        <div className="survey-form__footer">
          {sendError && (
            <p className="form-alert form-alert--error" role="alert">
              {sendError}
            </p>
          )}
          <div role="status">{success && <p className="form-alert form-alert--success">{publicMessage(locale, 'surveySubmitted')}</p>}</div>
          <button type="submit" className="button survey-form__submit" disabled={sending}>
            {sending ? t('sending') : t('submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
