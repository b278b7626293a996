import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  required,
  TextInput,
  useGetList,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { LANGUAGES, TRANSLATED_RESOURCES, type LanguageCode, type TranslationItem } from '@qahve/config';
import { exactlyThreeLanguages } from './dictionaries';

/** A dark amber and a dark red: MUI's warning and error colours are below 4.5:1 as text on white. */
const STATUS_COLOR = { missing: '#b00020', stale: '#8a4b00' } as const;

/**
 * The saved record's translation problems (GET admin/Translations of its id: docs/translations.md), by
 * language; none on a create, for a resource whose texts are not tracked, or when the call fails.
 */
function useTranslationProblems(): Partial<Record<LanguageCode, TranslationItem[]>> {
  const record = useRecordContext();
  const apiPath = useResourceDefinition().options?.apiPath as string | undefined;
  const tracked = record?.id !== undefined && apiPath !== undefined && TRANSLATED_RESOURCES.includes(apiPath);
  const { data } = useGetList<TranslationItem>(
    'translations',
    { filter: { resource: apiPath, entityId: record?.id }, pagination: { page: 1, perPage: 100 } },
    { enabled: tracked },
  );
  const byLocale: Partial<Record<LanguageCode, TranslationItem[]>> = {};
  if (!tracked) return byLocale;
  for (const item of data ?? []) (byLocale[item.locale] ??= []).push(item);
  return byLocale;
}

/** Puts another language's texts of these fields into language `index`'s inputs, to translate from. */
function CopyFrom({ source, fields, index }: { source: string; fields: DictionaryField[]; index: number }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
      {LANGUAGES.map((other, j) => {
        if (j === index) return null;
        const language = translate(`app.languages.${other.code}`);
        return (
          <Button
            key={other.code}
            size="small"
            title={translate('app.common.copy_from_title', { language })}
            onClick={() => {
              for (const field of fields) {
                const text: unknown = getValues(`${source}.${j}.${field.name}`);
                setValue(`${source}.${index}.${field.name}`, typeof text === 'string' ? text : '', { shouldDirty: true });
              }
            }}
          >
            {translate('app.common.copy_from', { language })}
          </Button>
        );
      })}
    </Stack>
  );
}

export interface DictionaryField {
  /** The entry's key: `name`, `description`, `content`, `imageAlt`. */
  name: string;
  /** A required text, with its validation message (ADMIN_MESSAGES). */
  requiredMessage?: string;
  multiline?: boolean;
  /** A message key shown under the input (`app.common.image_alt_hint`). */
  helperText?: string;
}

/** A picture's description for those who cannot see it (alt text): optional, in each language; screen readers read it, and a browser shows it where the picture does not load. */
export const IMAGE_ALT_FIELD: DictionaryField = { name: 'imageAlt', helperText: 'app.common.image_alt_hint' };

export interface DictionaryInputsProps {
  /** The form's list: `productDictionaries`, whose entries are in LANGUAGE_IDS order (see api/multipart.ts). */
  source: string;
  fields: DictionaryField[];
  /** Skip the required rules (edit forms validate nothing). */
  noValidation?: boolean;
}

/**
 * Texts in three languages, one tab per language (like react-admin's TranslatableInputs, but for
 * the API's dictionary lists: the tab of language n edits `source.n.field`, whose `languageId` the
 * record already holds). A tab whose inputs have an error is marked. On a saved record, a language whose
 * texts are missing or out of date (docs/translations.md) says so on its tab and above its inputs; every tab
 * can take another language's texts to translate from.
 */
export function DictionaryInputs({ source, fields, noValidation = false }: DictionaryInputsProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [locale] = useLocaleState();
  const [tab, setTab] = useState(() =>
    Math.max(
      0,
      LANGUAGES.findIndex((l) => l.code === locale),
    ),
  );
  const { errors, submitCount } = useFormState({ name: source });
  const id = useId();
  const listErrors = (errors as Record<string, unknown>)[source] as Record<number, unknown> | undefined;
  const problems = useTranslationProblems();
  const own = new Set(fields.map((field) => field.name));
  const fieldLabel = (name: string) => translate(`resources.${resource}.fields.${name}`);

  // Once per submit (client or server errors), show the first language with an error when the open one has none.
  const handled = useRef(0);
  useEffect(() => {
    if (!listErrors || handled.current === submitCount) return;
    handled.current = submitCount;
    if (listErrors[tab]) return;
    const first = LANGUAGES.findIndex((_, i) => Boolean(listErrors[i]));
    if (first >= 0) setTab(first);
  }, [submitCount, listErrors, tab]);

  return (
    <Box sx={{ width: '100%', maxWidth: 720, border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}>
      {/* The three tabs share the width: on a phone their names would not fit side by side otherwise. */}
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        variant="fullWidth"
        aria-label={translate(`resources.${resource}.fields.${source}`)}
        sx={{
          '& .MuiTab-root': {
            minWidth: 0,
            px: { xs: 0.5, sm: 2 },
            fontSize: { xs: 12.5, sm: 14 },
            letterSpacing: { xs: 0, sm: undefined },
          },
        }}
      >
        {LANGUAGES.map((language, i) => {
          const hasError = Boolean(listErrors?.[i]);
          const found = (problems[language.code] ?? []).filter((item) => own.has(item.field));
          const status = found.some((item) => item.status === 'missing') ? 'missing' : found.length > 0 ? 'stale' : null;
          return (
            <Tab
              key={language.code}
              id={`${id}-tab-${i}`}
              aria-controls={`${id}-panel-${i}`}
              label={
                <span>
                  {/* The language's own name, upper-cased by its own rules. */}
                  <span lang={language.code}>{translate(`app.languages.${language.code}`)}</span>
                  {hasError ? (
                    <Typography component="span" color="error" sx={{ ml: 0.5 }} aria-hidden="true">
                      ●
                    </Typography>
                  ) : null}
                  {status ? ' ' : null}
                  {status ? (
                    <Typography
                      component="span"
                      data-translation={status}
                      sx={{ fontSize: '0.75em', fontWeight: 600, color: STATUS_COLOR[status], textTransform: 'none' }}
                    >
                      {`(${translate(`app.common.translation_${status}`)})`}
                    </Typography>
                  ) : null}
                </span>
              }
              sx={hasError ? { color: 'error.main' } : undefined}
            />
          );
        })}
      </Tabs>
      {LANGUAGES.map((language, i) => (
        // Every tab stays mounted (hidden), so that the inputs of all three languages are validated.
        <Box
          key={language.code}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={tab !== i}
          sx={{ px: 2, pt: 1 }}
        >
          {(problems[language.code] ?? [])
            .filter((item) => own.has(item.field))
            .map((item) => (
              <Alert key={item.id} severity={item.status === 'missing' ? 'error' : 'warning'} sx={{ mb: 1, py: 0 }}>
                {translate(`app.common.translation_field_${item.status}`, { field: fieldLabel(item.field) })}
              </Alert>
            ))}
          <CopyFrom source={source} fields={fields} index={i} />
          {fields.map((field) => {
            const validate: Validator[] = [];
            if (!noValidation && field.requiredMessage) validate.push(required(field.requiredMessage));
            if (!noValidation) validate.push(exactlyThreeLanguages(source));
            return (
              <TextInput
                key={field.name}
                source={`${source}.${i}.${field.name}`}
                label={`${translate(`resources.${resource}.fields.${field.name}`)} (${translate(`app.languages.${language.code}`)})`}
                validate={validate}
                multiline={field.multiline}
                minRows={field.multiline ? 2 : undefined}
                helperText={field.helperText}
                fullWidth
              />
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

/** One name per language (`source.n.name`), each required with `requiredMessage` except on edit. */
export function LocalizedNameInputs({
  source,
  requiredMessage,
  edit = false,
}: {
  source: string;
  requiredMessage: string;
  edit?: boolean;
}) {
  return <DictionaryInputs source={source} fields={[{ name: 'name', requiredMessage }]} noValidation={edit} />;
}
