import { render } from '@testing-library/react';
import type { LanguageCode } from '@qahve/config';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { createI18nProvider } from '../i18n';

/** What the form holds for `name` (what a save would send), as an output labelled `label`. */
export function FormValue({ name, label }: { name: string; label: string }) {
  return <output aria-label={label}>{String(useWatch({ name }))}</output>;
}

/** Renders `ui` (a field kind in its form) in the console's `locale`, for `resource`, without the app around it. */
export function renderFieldKind(locale: LanguageCode, resource: string, ui: ReactNode) {
  return render(
    <AdminContext i18nProvider={createI18nProvider([], locale)}>
      <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
    </AdminContext>,
  );
}
