import { createContext, startTransition, use, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { data, useLocation, useParams, type Params } from 'react-router-dom';
import { languageFromQuery, type LanguageId } from '@qahve/config';
import { currentLanguageId } from '../i18n';
import { ApiError } from './api';

/**
 * A page's data: what its route's loader (app/routes.tsx) read. On the server react-router's static
 * handler runs the loaders (entry-server.tsx) and the page renders with their results; they travel
 * to the browser as JSON, and its first render (hydration) reads them from there. On the next pages
 * the browser runs the same loaders: a page reads its data with React's `use`, and since the
 * router changes pages in a transition, the current page stays on screen until the next one's
 * data and code are in.
 */

/** What the server tells the loaders of a request: the language it renders in (entry-server.tsx). */
export interface ServerContext {
  languageId: LanguageId;
}

/** What a route's loader gets (react-router passes it more; the pages' loaders need no more). */
export interface LoaderArgs {
  request: Request;
  params: Params;
  /** On the server only. */
  context?: unknown;
}
export type Loader = (args: LoaderArgs) => unknown;

/** A read the page shows: its answer, or why it failed (each page shows its own error state). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: { status: number; message: string } };

export async function loaded<T>(read: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    return { ok: false, error: { status, message: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * A page's data. A read that failed makes it a 503: the page shows its error state (with a retry)
 * and the answer is neither kept by the server's cache nor by a CDN.
 */
export function pageData<T extends Record<string, Loaded<unknown>>>(reads: T) {
  return Object.values(reads).every((read) => read.ok) ? data(reads) : data(reads, { status: 503 });
}

/** A page the address does not name (an unknown branch): answered 404 with the not-found page. */
export const notFound = <T,>(value: T) => data(value, { status: 404 });

/**
 * The language a loader reads in: on the server, the request's (which the server decided:
 * `?lang`, else the cookie, else az); in the browser, `?lang` of the new address, else the
 * language on screen.
 */
export function requestLanguage({ request, context }: LoaderArgs): LanguageId {
  const server = context as ServerContext | undefined;
  return server?.languageId ?? languageFromQuery(new URL(request.url).search) ?? currentLanguageId();
}

/** What a loader's `data(value, init)` holds, or what it returned. */
type Unwrapped<T> = T extends { data: infer D; init: unknown } ? D : T;
export type LoaderData<L extends (...args: never[]) => unknown> = Unwrapped<Awaited<ReturnType<L>>>;

/** `data(value, { status })` (react-router's DataWithResponseInit) carries its value in `data`. */
function unwrap(result: unknown): unknown {
  const wrapped = result as { type?: unknown; data?: unknown } | null;
  return wrapped && typeof wrapped === 'object' && wrapped.type === 'DataWithResponseInit' ? wrapped.data : result;
}

type Read = Promise<unknown> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: unknown };

/** A read whose result is there already, which `use` takes without suspending. */
function settled(value: unknown): Read {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

interface Shown {
  url: string;
  load: () => Promise<unknown>;
}

/**
 * The reads of the pages shown and visited, by route and address (the last few, so that going back
 * shows a page as it was). `reload()` reads the page on screen again and forgets the rest.
 */
export class PageReads {
  private readonly reads = new Map<string, Read>();
  private readonly rendered: Map<string, unknown>;
  private readonly shown = new Map<string, Shown>();
  private generation = 0;
  private pending = 0;
  private readonly listeners = new Set<() => void>();

  /** `loaderData` of the server's render, by route id: what each route's first read is. */
  constructor(loaderData: Record<string, unknown> = {}) {
    this.rendered = new Map(Object.entries(loaderData));
  }

  private key(routeId: string, url: string, generation = this.generation) {
    return `${generation}\n${routeId}\n${url}`;
  }

  private start(load: () => Promise<unknown>): Read {
    const read = load().then(unwrap) as Read;
    this.track(read);
    return read;
  }

  read(routeId: string, url: string, load: () => Promise<unknown>): Read {
    const key = this.key(routeId, url);
    let read = this.reads.get(key);
    if (!read && this.rendered.has(routeId)) {
      read = settled(this.rendered.get(routeId));
      this.rendered.delete(routeId);
      this.reads.set(key, read);
    }
    if (!read) {
      read = this.start(load);
      this.reads.set(key, read);
      while (this.reads.size > 20) this.reads.delete(this.reads.keys().next().value!);
    }
    return read;
  }

  /** A route on screen with its read (RouteData), for `reload`; answers its removal. */
  show(routeId: string, shown: Shown) {
    this.shown.set(routeId, shown);
    return () => {
      if (this.shown.get(routeId) === shown) this.shown.delete(routeId);
    };
  }

  /**
   * Reads the routes on screen again; once every read is in, they are the reads of the next
   * generation and the rest is forgotten. The page meanwhile stays as it is (no suspense).
   */
  async reload() {
    const next = this.generation + 1;
    const reads = [...this.shown].map(([routeId, { url, load }]) => {
      const read = this.start(load);
      this.reads.set(this.key(routeId, url, next), read);
      return read.catch(() => undefined);
    });
    await Promise.all(reads);
    this.generation = next;
    this.rendered.clear();
    for (const key of [...this.reads.keys()]) if (!key.startsWith(`${next}\n`)) this.reads.delete(key);
  }

  /** Reads under way (the progress bar). */
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly busy = () => this.pending > 0;

  private track(read: Read) {
    read.status = 'pending';
    this.changePending(1);
    read
      .then(
        (value) => Object.assign(read, { status: 'fulfilled', value }),
        () => Object.assign(read, { status: 'rejected' }),
      )
      .finally(() => this.changePending(-1));
  }

  private changePending(by: number) {
    this.pending += by;
    // Not during the render that started the read.
    queueMicrotask(() => this.listeners.forEach((listener) => listener()));
  }
}

interface PageDataState {
  reads: PageReads;
  generation: number;
  reload: () => void;
  reloading: boolean;
}

const PageDataContext = createContext<PageDataState | null>(null);
const RouteDataContext = createContext<unknown>(undefined);

/** Holds the reads; `reload` reads the page on screen again (it stays as it is until the answers are in). */
export function PageDataProvider({ reads, children }: { reads: PageReads; children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    void reads.reload().then(() =>
      startTransition(() => {
        setGeneration((n) => n + 1);
        setReloading(false);
      }),
    );
  };
  return <PageDataContext value={{ reads, generation, reload, reloading }}>{children}</PageDataContext>;
}

function usePageDataState() {
  const state = useContext(PageDataContext);
  if (!state) throw new Error('A page renders inside <PageDataProvider>');
  return state;
}

/**
 * A route's page with what its loader read for the current address (`url`: what the data
 * depends on; the path and query by default).
 */
export function RouteData({
  routeId,
  loader,
  url,
  children,
}: {
  routeId: string;
  loader: Loader;
  url?: (location: { pathname: string; search: string }) => string;
  children: ReactNode;
}) {
  const { reads } = usePageDataState();
  const location = useLocation();
  const params: Params = useParams();
  const address = `${location.pathname}${location.search}`;
  const key = url ? url(location) : address;
  const load = () =>
    Promise.resolve(loader({ request: new Request(new URL(address, globalThis.location?.origin ?? 'http://localhost')), params }));
  const read = reads.read(routeId, key, load);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is new each render; the key says when it reads something else
  useEffect(() => reads.show(routeId, { url: key, load }), [reads, routeId, key]);
  return <RouteDataContext value={use(read as Promise<unknown>)}>{children}</RouteDataContext>;
}

/** The page's data: `usePageData<typeof menuLoader>()`. */
export function usePageData<L extends (...args: never[]) => unknown>(): LoaderData<L> {
  return useContext(RouteDataContext) as LoaderData<L>;
}

/** Reads the page's data again (a retry after a failure, a new language): `{ reload, reloading }`. */
export function useReload() {
  const { reload, reloading } = usePageDataState();
  return { reload, reloading };
}

/** Whether a page's data is being read (the next page, or the current one again). */
export function usePageDataBusy() {
  const { reads } = usePageDataState();
  return useSyncExternalStore(reads.subscribe, reads.busy, () => false);
}
