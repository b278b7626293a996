import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import App from './App';

/**
 * A data router (not `<BrowserRouter>`): react-router blocks navigations only in a data router, and
 * the forms' unsaved-changes guard (common/UnsavedChangesGuard.tsx) relies on it. react-admin
 * renders its own routes under the one catch-all route.
 */
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
