import { act, render, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppRoutes, routes } from '../app/routes';
import { changeLanguage, i18n } from '../i18n';
import { PageDataProvider, PageReads } from '../shared/pageData';
import { it } from 'vitest';
import { LANGUAGE_IDS, LOCALES, type LanguageId } from '@qahve/config';

/** The current address, for assertions (`screen.getByTestId('location')`). */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `ui` inside a MemoryRouter at `route` (every path), with a location probe. */
export function renderAt(ui: ReactElement, route = '/', options?: RenderOptions) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <PageDataProvider reads={new PageReads()}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </PageDataProvider>
    </MemoryRouter>,
    options,
  );
}

/** renderAt for a page that suspends until its translations are loaded. */
export function renderSuspended(page: ReactElement, route = '/', options?: RenderOptions) {
  return renderAt(<Suspense fallback={null}>{page}</Suspense>, route, options);
}

/** Renders the whole site (app/routes.tsx, with its frame) at `path`; awaited, as renderPage. */
export async function renderApp(path: string, options?: RenderOptions) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <PageDataProvider reads={new PageReads()}>
          <AppRoutes />
          <LocationProbe />
        </PageDataProvider>
      </MemoryRouter>,
      options,
    );
  });
  return result;
}

function PageRoutes({ page }: { page: RouteObject }) {
  // The page's own route (its loader and its data), without the site's frame.
  return useRoutes([
    {
      path: '/',
      element: (
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      ),
      children: [page],
    },
  ]);
}

/**
 * Renders the page of the route `id` (app/routes.tsx: its loader, which reads through `fetch`, and
 * its component) at `path`, without the frame, with a location probe. Awaited: the page suspends
 * while its loader reads, and React retries it only within an awaited act().
 */
export async function renderPage(id: string, path: string, options?: RenderOptions) {
  const page = routes[0].children!.find((route) => route.id === id);
  if (!page) throw new Error(`No route ${id}`);
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <PageDataProvider reads={new PageReads()}>
          <PageRoutes page={page} />
          <LocationProbe />
        </PageDataProvider>
      </MemoryRouter>,
      options,
    );
  });
  return result;
}

/**
 * Puts the site back in a language between tests (the translator is one module-wide instance),
 * with the `namespaces` the test reads loaded in it.
 */
export async function resetLanguage(id: LanguageId = 2, ...namespaces: string[]) {
  await changeLanguage(id);
  localStorage.clear();
  document.cookie = 'languageId=; Path=/; Max-Age=0';
  await i18n.loadNamespaces(namespaces);
}

/**
 * One test a language (`%i` in the title: its id), the site switched to it first: `expected` holds what
 * the test looks for in each, by language id (1 en, 2 az, 3 ru).
 */
export function itInEachLanguage<T>(title: string, expected: Record<LanguageId, T>, test: (expected: T) => Promise<void>) {
  it.each(LANGUAGE_IDS)(title, async (id) => {
    await resetLanguage(id);
    await test(expected[id]);
  });
}

/** Loads `namespaces` in every language, for the tests that switch between them. */
export function loadInEveryLanguage(...namespaces: string[]) {
  return Promise.all(LOCALES.map((lng) => i18n.loadNamespaces(namespaces, lng)));
}
