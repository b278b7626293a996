import {
  Admin,
  CustomRoutes,
  Resource,
  ResourceContextProvider,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH, NOTIFICATIONS_PATH } from './account/paths';
import { authProvider as apiAuthProvider } from './api/authProvider';
import { createDataProvider, withTokenRefresh } from './api/dataProvider';
import { Dashboard } from './dashboard/Dashboard';
import { createI18nProvider, createStore } from './i18n';
import { AppNotification, createLayout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { theme } from './layout/theme';
import { RESOURCE_APIS, RESOURCE_MESSAGES, RESOURCES } from './resources';

export interface ConsoleProps {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  i18nProvider?: I18nProvider;
  store?: Store;
}

/**
 * The console at /admin (main.tsx puts it under `<BrowserRouter basename="/admin">`): sign-in at
 * /admin/login, the dashboard at /admin, one resource per folder of ./resources, and the route
 * names leading to them. Tests pass their own providers.
 */
export function Console({ dataProvider, authProvider = apiAuthProvider, i18nProvider, store }: ConsoleProps) {
  return (
    <Admin
      title="Admin"
      dataProvider={dataProvider ?? defaults.dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider ?? defaults.i18nProvider}
      store={store ?? defaults.store}
      theme={theme}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      notification={AppNotification}
      requireAuth
      disableTelemetry
    >
      {RESOURCES.map(
        ({ aliases: _aliases, menuOrder: _menuOrder, api: _api, routes: _routes, menu: _menu, messages: _messages, ...resource }) => (
          <Resource key={resource.name} {...resource} />
        ),
      )}
      <CustomRoutes>
        <Route path={CHANGE_PASSWORD_PATH} element={<ChangePassword />} />
        <Route path={NOTIFICATIONS_PATH} element={<NotificationSettings />} />
        {RESOURCES.flatMap(({ aliases }) =>
          Object.entries(aliases ?? {}).map(([from, to]) => <Route key={from} path={`/${from}`} element={<Navigate to={to} replace />} />),
        )}
        {RESOURCES.flatMap(({ name, routes }) =>
          Object.entries(routes ?? {}).map(([path, Screen]) => (
            <Route
              key={path}
              path={`/${path}`}
              element={
                <ResourceContextProvider value={name}>
                  <Screen />
                </ResourceContextProvider>
              }
            />
          )),
        )}
      </CustomRoutes>
    </Admin>
  );
}

const ChangePassword = lazy(() => import('./account/ChangePassword'));
const NotificationSettings = lazy(() => import('./account/NotificationSettings'));
const Layout = createLayout(RESOURCES);

/** The console's own data provider: every resource's API, the access token refreshed when it runs out. */
export const consoleDataProvider = () => withTokenRefresh(createDataProvider(RESOURCE_APIS));

/** The providers of the real console, made once. */
const defaults = {
  dataProvider: consoleDataProvider(),
  i18nProvider: createI18nProvider(RESOURCE_MESSAGES),
  store: createStore(),
};

export default function App() {
  return <Console />;
}
