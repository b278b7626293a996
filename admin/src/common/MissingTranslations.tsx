import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { missingLanguages, type Entry } from './dictionaries';

/** A badge on a list row whose record misses a text in some language. */
export function MissingTranslations({ source, field = 'name' }: { source: string; field?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const missing = missingLanguages(record[source] as Entry[] | undefined, field);
  if (missing.length === 0) return null;
  const codes = missing.map((code) => code.toUpperCase()).join(', ');
  const names = missing.map((code) => translate(`app.languages.${code}`)).join(', ');
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={translate('app.common.missing_translation', { languages: codes })}
      title={translate('app.common.missing_translation_title', { languages: names })}
      sx={{ ml: 1, fontWeight: 600, color: 'warning.dark', borderColor: 'warning.dark' }}
    />
  );
}
