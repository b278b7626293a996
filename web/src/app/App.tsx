import { PageDataProvider, type PageReads } from '../shared/pageData';
import { SiteContext, type Site } from '../shared/site';
import { AppRoutes } from './routes';

/**
 * The site, inside a router: react-router's BrowserRouter in the browser (main.tsx), StaticRouter on
 * the server (entry-server.tsx); the same tree in both, so that the browser hydrates what the
 * server rendered.
 */
export function App({ site, reads }: { site: Site; reads: PageReads }) {
  return (
    <SiteContext value={site}>
      <PageDataProvider reads={reads}>
        <AppRoutes />
      </PageDataProvider>
    </SiteContext>
  );
}
