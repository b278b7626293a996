import { render } from '@testing-library/react';
import { memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Console } from '../App';
import { createI18nProvider } from '../i18n';
import { RESOURCE_MESSAGES } from '../resources';

/** An auth provider that is always signed in (the screens' tests). */
export const signedIn: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getIdentity: async () => ({ id: 1, fullName: 'admin@qahve.local' }),
  getPermissions: async () => undefined,
};

/**
 * The whole console at `path` (relative to /admin), in Azerbaijani, with the given providers, in a
 * data router as main.tsx has it (the unsaved-changes guard blocks navigations only there).
 */
export function renderConsole(
  path: string,
  { dataProvider, authProvider = signedIn }: { dataProvider: DataProvider; authProvider?: AuthProvider },
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Console
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={createI18nProvider(RESOURCE_MESSAGES, 'az')}
            store={memoryStore()}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
