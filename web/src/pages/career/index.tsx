import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { candidateSchema, CV_RETENTION_DEFAULT_DAYS, publicMessage, TEXT_LIMITS } from '@qahve/config';
import { useLanguageId, useTranslation } from '../../i18n';
import { ApiError, clientApi, isAbortError } from '../../shared/api';
import { CONTACT_EMAIL, useSite } from '../../shared/site';
import { usePageMeta } from '../../shared/usePageMeta';
import { checkCv, fileSize } from './cvFile';
import { isBlankPhone, PHONE_PREFIX, typePhone } from './phone';
import { LineIcon } from '../../shared/ui/LineIcon';
import '../../shared/ui/forms.css';
import './career.css';

type TextField = 'name' | 'surname' | 'number' | 'email';
type Field = TextField | 'resumeFile';
const ORDER: readonly Field[] = ['name', 'surname', 'number', 'email', 'resumeFile'];
const EMPTY: Record<TextField, string> = { name: '', surname: '', number: '', email: '' };

/** The messages of the form's own fields. */
function pick(errors: Record<string, string>): Partial<Record<Field, string>> {
  return Object.fromEntries(ORDER.filter((f) => errors[f]).map((f) => [f, errors[f]]));
}

/**
 * /career: "Apply to work with us!" and the CV form. Every field is required; the phone
 * is formatted as it is typed; the CV is checked (PDF or DOCX by content, at most 2 MB) as soon
 * as it is chosen and again before sending. Messages sit next to their fields. While sending, a
 * progress bar shows the upload; success goes to /thanks/<languageId>; a refusal shows the
 * server's message next to its field.
 */
export default function CareerPage() {
  const { t } = useTranslation('career');
  const { languageId, locale } = useLanguageId();
  usePageMeta({ titleKey: 'career:meta.title', descriptionKey: 'career:meta.description' });
  const navigate = useNavigate();
  const ids = useId();
  // The CMS's CV_RETENTION_DAYS, handed over by the server render; the default where no server rendered the page.
  // A form posted without script and refused by the API comes back with the visitor's values and its messages.
  const { cvRetentionDays, form: posted } = useSite();
  const location = useLocation();
  const retention = cvRetentionDays === undefined ? CV_RETENTION_DEFAULT_DAYS : cvRetentionDays;

  const [values, setValues] = useState<Record<TextField, string>>(() =>
    posted
      ? {
          name: posted.values.name ?? '',
          surname: posted.values.surname ?? '',
          number: posted.values.number ?? '',
          email: posted.values.email ?? '',
        }
      : EMPTY,
  );
  const [file, setFile] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() => (posted ? pick(posted.errors) : {}));
  const [formError, setFormError] = useState<string | null>(() =>
    posted && Object.keys(pick(posted.errors)).length === 0 ? posted.message || t('common:errors.generic') : null,
  );
  const [progress, setProgress] = useState<number | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const fileCheck = useRef(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const sending = progress !== null;
  const fieldId = (f: Field) => `${ids}-${f}`;
  const errorId = (f: Field) => `${ids}-${f}-error`;

  const setError = (field: Field, message: string | undefined) =>
    setErrors((e) => {
      if (e[field] === message) return e;
      const next = { ...e };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });

  const change = (field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'number' ? typePhone(value) : value }));
    setError(field, undefined);
  };

  const clearFile = () => {
    fileCheck.current += 1;
    setFile(null);
    setChecking(false);
    if (refs.current.resumeFile) refs.current.resumeFile.value = '';
  };

  const chooseFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    if (!chosen) return;
    const check = ++fileCheck.current;
    setChecking(true);
    setError('resumeFile', undefined);
    const problem = await checkCv(chosen);
    if (check !== fileCheck.current) return; // another file was chosen meanwhile
    setChecking(false);
    if (problem) {
      clearFile();
      setError('resumeFile', publicMessage(locale, problem));
      return;
    }
    setFile(chosen);
  };

  const focusFirst = (bad: Partial<Record<Field, string>>) => {
    const first = ORDER.find((f) => bad[f]);
    if (first) refs.current[first]?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || checking) return;
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    const number = isBlankPhone(values.number) ? '' : values.number;
    const parsed = candidateSchema(locale).safeParse({ ...values, number });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TextField;
        found[field] ??= issue.message;
      }
    }
    if (!file) {
      found.resumeFile = errors.resumeFile ?? publicMessage(locale, 'fileRequired');
    } else {
      const problem = await checkCv(file);
      if (problem) {
        clearFile();
        found.resumeFile = publicMessage(locale, problem);
      }
    }
    if (!parsed.success || Object.keys(found).length) {
      setErrors(found);
      focusFirst(found);
      return;
    }

    const form = new FormData();
    form.append('name', parsed.data.name);
    form.append('surname', parsed.data.surname);
    form.append('number', parsed.data.number);
    form.append('email', parsed.data.email);
    form.append('resumeFile', file!, file!.name);

    controller.current = new AbortController();
    setErrors({});
    setProgress(0);
    try {
      await clientApi.submitCandidate(form, languageId, {
        signal: controller.current.signal,
        onProgress: (fraction) => setProgress(fraction),
      });
      void navigate(`/thanks/${languageId}`);
    } catch (error) {
      if (isAbortError(error)) return;
      setProgress(null);
      const apiError = error instanceof ApiError ? error : new ApiError(0, String(error));
      const fromServer: Partial<Record<Field, string>> = {};
      for (const f of ORDER) {
        const message = apiError.fieldMessage(f);
        if (message) fromServer[f] = message;
      }
      if (Object.keys(fromServer).length) {
        if (fromServer.resumeFile) clearFile();
        setErrors(fromServer);
        focusFirst(fromServer);
      } else {
        setFormError(apiError.isNetworkError ? t('common:errors.network') : apiError.message || t('common:errors.generic'));
      }
      return;
    }
  };

  const describedBy = (f: Field, ...extra: string[]) => [...extra, errors[f] ? errorId(f) : ''].filter(Boolean).join(' ') || undefined;

  const textField = (
    field: TextField,
    props: { type: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'text'; placeholder?: string },
  ) => (
    <div className={`form-field career-form__${field}`}>
      <label className="form-field__label" htmlFor={fieldId(field)}>
        {t(`form.${field}`)}
      </label>
      <input
        ref={(el) => {
          refs.current[field] = el;
        }}
        id={fieldId(field)}
        className="form-field__input"
        name={field}
        required
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        maxLength={field === 'number' ? undefined : field === 'email' ? TEXT_LIMITS.email : TEXT_LIMITS.personName}
        value={values[field]}
        onChange={(e) => change(field, e.target.value)}
        onFocus={field === 'number' ? () => values.number === '' && setValues((v) => ({ ...v, number: PHONE_PREFIX })) : undefined}
        onBlur={field === 'number' ? () => isBlankPhone(values.number) && setValues((v) => ({ ...v, number: '' })) : undefined}
        disabled={sending}
        {...props}
      />
      {errors[field] && (
        <p id={errorId(field)} className="form-field__error">
          {errors[field]}
        </p>
      )}
    </div>
  );

  const percent = Math.round((progress ?? 0) * 100);

  return (
    <div className="page career-page">
      <div className="career-layout">
        <div className="career-intro">
          <h1 className="page__title">{t('title')}</h1>
          <p className="page__lead">{t('lead')}</p>
          <section className="career-perks" aria-labelledby={`${ids}-perks`}>
            <h2 id={`${ids}-perks`} className="career-perks__title">
              {t('perks.title')}
            </h2>
            <ul className="career-perks__list">
              {t<string[]>('perks.items', { returnObjects: true }).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section className="career-privacy" aria-labelledby={`${ids}-privacy`}>
            <h2 id={`${ids}-privacy`} className="career-privacy__title">
              {t('privacy.title')}
            </h2>
            <p>{t('privacy.kept')}</p>
            <p>{retention === null ? t('privacy.periodOff') : t('privacy.period', { count: retention })}</p>
            <p>
              {t('privacy.erase')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
          </section>
        </div>

        <form
          className="form-card career-form"
          method="post"
          encType="multipart/form-data"
          action={`${location.pathname}${location.search}`}
          onSubmit={submit}
          noValidate
          aria-label={t('form.label')}
          aria-busy={sending || undefined}
        >
          <p className="career-form__required">{t('form.required')}</p>
          <div className="career-form__grid">
            {textField('name', { type: 'text', autoComplete: 'given-name' })}
            {textField('surname', { type: 'text', autoComplete: 'family-name' })}
            {textField('number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '+994 XX XXX XX XX' })}
            {textField('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          </div>

          <div className="form-field career-file">
            <span className="form-field__label" id={`${ids}-file-label`}>
              {t('form.file')}
            </span>
            <p className="form-field__hint" id={`${ids}-file-hint`}>
              {t('form.fileHint')}
            </p>
            <div
              className={`career-file__box${errors.resumeFile ? ' career-file__box--invalid' : ''}${file ? ' career-file__box--chosen' : ''}`}
            >
              <input
                ref={(el) => {
                  refs.current.resumeFile = el;
                }}
                id={fieldId('resumeFile')}
                className="career-file__input"
                type="file"
                name="resumeFile"
                accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                required
                aria-labelledby={`${ids}-file-label ${ids}-file-button`}
                aria-describedby={describedBy('resumeFile', `${ids}-file-hint`)}
                aria-invalid={errors.resumeFile ? true : undefined}
                onChange={chooseFile}
                disabled={sending}
              />
              <label htmlFor={fieldId('resumeFile')} className="career-file__button" id={`${ids}-file-button`}>
                <LineIcon>
                  <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
                </LineIcon>
                {file ? t('form.change') : t('form.choose')}
              </label>
              {checking && (
                <span className="career-file__status" role="status">
                  {t('form.checking')}
                </span>
              )}
              {file && !checking && (
                <div className="career-file__chosen">
                  <span className="career-file__name" role="status">
                    {t('form.selected', { name: file.name, size: fileSize(file.size, locale) })}
                  </span>
                  <button type="button" className="pill career-file__remove" onClick={clearFile} disabled={sending}>
                    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                    {t('form.remove')}
                  </button>
                </div>
              )}
            </div>
            {errors.resumeFile && (
              <p id={errorId('resumeFile')} className="form-field__error" role="alert">
                {errors.resumeFile}
              </p>
            )}
          </div>

          {sending && (
            <div className="career-progress">
              <label htmlFor={`${ids}-progress`} className="career-progress__label">
                {t('form.progress')} <span aria-hidden="true">{percent}%</span>
              </label>
              <progress id={`${ids}-progress`} className="career-progress__bar" max={100} value={percent}>
                {percent}%
              </progress>
            </div>
          )}

          {formError && (
            <p className="form-alert form-alert--error" role="alert">
              {formError}
            </p>
          )}

          <button type="submit" className="button career-form__submit" disabled={sending || checking}>
            {sending ? t('form.sending') : t('form.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
