import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { changeLanguage } from '../i18n';
import type { LanguageId } from '@qahve/config';

/** The current address, for assertions (`screen.getByTestId('location')`). */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `ui` inside a MemoryRouter at `route` (every path), with a location probe. */
export function renderAt(ui: ReactElement, route = '/', options?: RenderOptions) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    options,
  );
}

/** Puts the site back in a language between tests (the translator is one module-wide instance). */
export async function resetLanguage(id: LanguageId = 2) {
  await changeLanguage(id);
  localStorage.clear();
}
