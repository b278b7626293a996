import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import App from './App';

/**
 * A data router (not `<BrowserRouter>`): react-router blocks navigations only in a data router, and
 * the forms' unsaved-changes guard (common/UnsavedChangesGuard.tsx) relies on it. react-admin
 * renders its own routes under the one catch-all route.
 *
 * Router updates are not transitions (`useTransitions={false}`): signed out, react-admin's guard logs
 * out and navigates to the login page, and its store reset re-renders the guard at once, which
 * interrupts a transition to the login page and starts the next one, hundreds of pushState calls
 * over 12 to 18 s of blank page. Applied at once, the first navigation ends it.
 */
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);
