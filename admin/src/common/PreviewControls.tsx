import type { ReactNode } from 'react';
import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANGUAGES, type LanguageCode } from '@qahve/config';
import type { PreviewDevice } from './PreviewFrame';

export interface PreviewView {
  page: string;
  lang: LanguageCode;
  device: PreviewDevice;
}

/** One choice among a few, as pressed buttons in a labelled group (a click on the chosen one keeps it). */
function Choice<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: Array<{ value: T; text: ReactNode; name?: string; lang?: string }>;
}) {
  return (
    <ToggleButtonGroup exclusive size="small" value={value} aria-label={label} onChange={(_, next: T | null) => next && onChange(next)}>
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} aria-label={option.name} lang={option.lang} sx={{ px: 1.25, py: 0.25 }}>
          {option.text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The site's languages, Azerbaijani (the default) first. */
const PREVIEW_LANGUAGES = (['az', 'en', 'ru'] as const).map((code) => LANGUAGES.find((language) => language.code === code)!);

/** A page's name in the select: its path, the home page by name. */
const pageName = (page: string, translate: (key: string) => string) => (page === '/' ? `${translate('app.preview.home')} (/)` : page);

/** The preview's page (a select, when the item shows on more than one), its language and its screen width. */
export function PreviewControls({ pages, view, onChange }: { pages: string[]; view: PreviewView; onChange: (view: PreviewView) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {pages.length > 1 ? (
        <TextField
          select
          size="small"
          label={translate('app.preview.page')}
          value={view.page}
          onChange={(event) => onChange({ ...view, page: event.target.value })}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          {pages.map((page) => (
            <option key={page} value={page}>
              {pageName(page, translate)}
            </option>
          ))}
        </TextField>
      ) : null}
      <Choice
        label={translate('app.preview.language')}
        value={view.lang}
        onChange={(lang) => onChange({ ...view, lang })}
        options={PREVIEW_LANGUAGES.map(({ code, name }) => ({ value: code, text: code.toUpperCase(), name, lang: code }))}
      />
      <Choice
        label={translate('app.preview.width')}
        value={view.device}
        onChange={(device) => onChange({ ...view, device })}
        options={(['phone', 'desktop'] as const).map((device) => ({ value: device, text: translate(`app.preview.${device}`) }))}
      />
    </Stack>
  );
}
