import { useEffect, useId, useRef, useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { required, TextInput, useLocaleState, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { LANGUAGES } from '@qahve/config';
import { exactlyThreeLanguages } from './dictionaries';

export interface DictionaryField {
  /** The entry's key: `name`, `description`, `content`. */
  name: string;
  /** A required text, with its validation message (ADMIN_MESSAGES). */
  requiredMessage?: string;
  multiline?: boolean;
}

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
 * record already holds). A tab whose inputs have an error is marked.
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
