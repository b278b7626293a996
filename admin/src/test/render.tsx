import { render } from '@testing-library/react';
import { memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { Console } from '../App';
import { createI18nProvider } from '../i18n';

/** An auth provider that is always signed in (the screens' tests). */
export const signedIn: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getIdentity: async () => ({ id: 1, fullName: 'admin@qahve.local' }),
  getPermissions: async () => undefined,
};

/** The whole console at `path` (relative to /admin), in Azerbaijani, with the given providers. */
export function renderConsole(path: string, { dataProvider, authProvider = signedIn }: { dataProvider: DataProvider; authProvider?: AuthProvider }) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Console dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider('az')} store={memoryStore()} />
    </MemoryRouter>,
  );
}
