import { renderToString } from 'react-dom/server';
import { createStaticHandler, StaticRouter } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE_ID,
  languageFromQuery,
  localeOf,
  requestLanguageId,
  type PageRequest,
  type RenderedPage,
  type RendererOptions,
  type SiteRenderer,
} from '@qahve/config';
import { clientBuild } from 'virtual:client-build';
import { App } from './app/App';
import { handoverScript, type Handover } from './app/handover';
import { modulesScript } from './app/modules';
import { routes, type PageHandle } from './app/routes';
import { catalogueRead } from './pages/product/loader';
import { cataloguePaths, listedProducts } from './pages/product/catalogue';
import { answersFromForm, buildSubmission, criterionLabels } from './pages/survey/submission';
import { robotsTxt, sitemapXml } from './app/seo';
import { DEFAULT_NS, localeModule, Translator, TranslatorContext, type Messages } from './i18n';
import { clientApi, setTransport } from './shared/api';
import { PageReads, type ServerContext } from './shared/pageData';
import { loadRenderedParts } from './shared/renderedLazy';
import { headHtml, headTags, type HeadCollector } from './shared/head';

/**
 * The site's server renderer, built apart (`vite build --ssr`, web/dist-server/) with React,
 * react-router and every other package inside it, and run by the CMS (cms/src/lib/site/site-pages.ts).
 * For a request it runs the routes' loaders (react-router's static handler, data mode: matching,
 * loaders, the status of `data(…, { status })`), renders the same routes and pages the browser
 * runs, in the request's language, and writes them into the built index.html with the page's head,
 * its code and styles, and the data the browser hydrates with (docs/architecture.md, "Rendering a
 * page").
 */

interface Manifest {
  [key: string]: { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
}

const { manifest, styles } = clientBuild as { manifest: Manifest; styles: Record<string, string> };

/**
 * A style sheet of the build, carried in the page: its first paint waits for no other request. The
 * disabled link that follows names the file (without loading it), so that the browser's code, which
 * adds the style sheets of the pages it loads, knows this one is there.
 */
function inlineStyle(file: string) {
  const css = styles[file];
  if (css === undefined) throw new Error(`No style sheet ${file} in the build`);
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled=""/>`;
}

/** The app's entry (main.tsx, which index.html loads) and the page's loader (boot.ts). */
const appEntry = manifest['index.html'];
const loader = manifest['src/boot.ts'];
if (!appEntry?.isEntry || !loader?.isEntry) throw new Error('web/dist has not the entries index.html and src/boot.ts');

/**
 * index.html with its own style sheets carried inline too, and, instead of the app's entry and its
 * preloads, the page's loader and what it imports, at low priority: the page is whole without the
 * app (it makes it interactive), which the loader fetches and starts once the page is up (boot.ts
 * says why). The tags written here are spelled as React writes its own (self-closed, `disabled=""`):
 * one spelling in the page, which .htmlvalidate.mjs holds it to.
 */
const entryScript = `<script type="module" crossorigin src="/${appEntry.file}"></script>`;
const template = (clientBuild.template as string)
  .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) => inlineStyle(file))
  .replace(/ *<link rel="modulepreload"[^>]*>\n?/g, '')
  .replace(
    entryScript,
    [loader.file, ...(loader.imports ?? []).map((key) => manifest[key].file)]
      .map((file, index) =>
        index === 0
          ? `<script type="module" crossorigin="" fetchpriority="low" src="/${file}"></script>`
          : `<link rel="modulepreload" crossorigin="" fetchpriority="low" href="/${file}"/>`,
      )
      .join('\n    '),
  );
if (!template.includes(loader.file)) throw new Error(`web/dist/index.html has no ${entryScript} to replace with the page's loader`);

// Every translation, for every language; each request reads them through a translator of its own.
const translations = import.meta.glob<Messages>('./i18n/locales/*/*.json', { eager: true, import: 'default' });
const store: Record<string, Record<string, Messages>> = {};
for (const [file, messages] of Object.entries(translations)) {
  const [, , , lng, name] = file.split('/');
  (store[lng] ??= {})[name.replace(/\.json$/, '')] = messages;
}
const noLoading = () => Promise.reject(new Error('The server has every translation'));

/**
 * The built index.html, around the marks where a page goes: its language; its head, first the
 * title, meta tags and picture preloads (right after the charset and viewport, so that the
 * pictures are asked for first), last its own styles; its markup; its data and the code it runs.
 */
function templateParts(html: string) {
  const viewport = /<meta name="viewport"[^>]*>\n?/.exec(html);
  const headEnd = html.indexOf('</head>');
  const root = '<div id="root"></div>';
  const rootAt = html.indexOf(root);
  if (!viewport || headEnd < 0 || rootAt < 0 || !/<html lang="[^"]*">/.test(html))
    throw new Error('web/dist/index.html is not the template the renderer expects');
  const langAt = html.indexOf('<html lang="') + '<html lang="'.length;
  const firstAt = viewport.index + viewport[0].length;
  return {
    beforeLang: html.slice(0, langAt),
    headStart: html.slice(html.indexOf('">', langAt), firstAt),
    headRest: html.slice(firstAt, headEnd),
    beforeRoot: html.slice(headEnd, rootAt) + '<div id="root">',
    afterRoot: '</div>' + html.slice(rootAt + root.length),
  };
}
const parts = templateParts(template);

/**
 * The code a page runs, for the loader to fetch (boot.ts): the app's entry first, then the chunks
 * it imports, the page's module and its chunks, and its translations in the language; and the
 * page's styles.
 */
function pageAssets(pages: PageHandle[], locale: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  scripts.add(appEntry.file);
  appEntry.imports?.forEach(visit);
  for (const page of pages) {
    visit(page.module);
    page.namespaces.filter((ns) => ns !== DEFAULT_NS).forEach((ns) => visit(localeModule(locale, ns)));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The page's HTML. Nothing may suspend here (the lazy parts are loaded up front, every translation is
 * there, the data is read): a part left suspended would be sent as a fallback for the browser to
 * render, and React would report it there. That is a bug, and fails the request.
 */
function renderToHtml(element: React.ReactNode): { hints: string; body: string } {
  const html = renderToString(element);
  if (html.includes('<!--$!-->')) throw new Error('A part of the page suspended on the server');
  // React puts its resource hints (the preloads of the page's first and high-priority pictures)
  // before the markup when it does not render the <head> itself: they belong in the head.
  const hints = /^(?:<link [^>]*\/>)*/.exec(html)![0];
  return { hints, body: html.slice(hints.length) };
}

export function createRenderer({ fetch, origin: configured, cvRetentionDays }: RendererOptions): SiteRenderer {
  setTransport(fetch);
  const ready = loadRenderedParts();
  const origin = configured.replace(/\/+$/, '');
  const handler = createStaticHandler(routes);

  async function render({ url, cookie = '', signal, form }: PageRequest): Promise<RenderedPage> {
    const address = new URL(url, 'http://site.invalid');
    const languageId = requestLanguageId(address.search, cookie);
    const locale = localeOf(languageId);
    const byCookie = languageFromQuery(address.search) === undefined;
    const request = new Request(address, { headers: cookie ? { Cookie: cookie } : {}, signal });

    await ready;
    const serverContext: ServerContext = { languageId };
    const context = await handler.query(request, { requestContext: serverContext });
    if (context instanceof Response) {
      return { status: context.status, html: '', locale, byCookie, location: context.headers.get('Location') ?? undefined };
    }
    // The loaders catch their reads' failures (the page shows them): anything else is a bug.
    if (context.errors) throw Object.values(context.errors)[0];

    const translator = new Translator(locale, noLoading, DEFAULT_NS, store);
    const head: HeadCollector = {};
    const { hints, body } = renderToHtml(
      <TranslatorContext value={translator}>
        <StaticRouter location={url}>
          <App site={{ origin, head, cvRetentionDays, form }} reads={new PageReads(context.loaderData)} />
        </StaticRouter>
      </TranslatorContext>,
    );

    const pages = context.matches.map((m) => m.route.handle as PageHandle | undefined).filter((h): h is PageHandle => Boolean(h?.module));
    const { scripts, styles: pageStyles } = pageAssets(pages, locale);
    const meta = head.meta;
    const lines = (tags: string[]) =>
      tags
        .filter(Boolean)
        .map((tag) => `    ${tag}\n`)
        .join('');
    const first = lines([meta ? headHtml(meta.title, headTags(meta)) : '', hints]);
    const last = lines(pageStyles.map(inlineStyle));

    const handover: Handover = { locale, origin, cvRetentionDays, form, loaderData: context.loaderData };
    const html =
      parts.beforeLang +
      locale +
      parts.headStart +
      first +
      parts.headRest +
      last +
      '  ' +
      parts.beforeRoot +
      body +
      parts.afterRoot.replace('</body>', `${handoverScript(handover)}\n  ${modulesScript(scripts.map((file) => `/${file}`))}\n  </body>`);
    return { status: context.statusCode, html, locale, byCookie };
  }

  return {
    render,
    surveyBody: (fields, languageId) => {
      const labels = store[localeOf(languageId)]?.survey as { services: { criteria: string[] }; products: { criteria: string[] } };
      return buildSubmission(answersFromForm(fields), criterionLabels(labels.services.criteria, labels.products.criteria), languageId);
    },
    sitemapXml: async () => {
      // Each branch but the first has a page of its own (the first is /interior's), and so has each
      // tab and page of the catalogue; without them (the API failing) the sitemap still lists the
      // site's pages.
      const [branches, catalogue] = await Promise.all([
        clientApi.branches().catch(() => undefined),
        Promise.all([
          clientApi.categories({ languageId: DEFAULT_LANGUAGE_ID }),
          clientApi.products(catalogueRead(DEFAULT_LANGUAGE_ID)),
        ]).catch(() => undefined),
      ]);
      const shown = (branches?.items ?? []).filter((b) => !b.isDeleted);
      return sitemapXml(origin, [
        ...shown.slice(1).map((b) => `/interior/${b.id}`),
        ...(catalogue ? cataloguePaths(catalogue[0].items, listedProducts(catalogue[1].items)) : []),
      ]);
    },
    robotsTxt: () => robotsTxt(origin),
  };
}
