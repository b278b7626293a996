import { vi } from 'vitest';

/** One call the console made to the API: its method, its path under /api/v1/admin, and its body (JSON, or a multipart body's fields). */
export interface ApiCall {
  method: string;
  path: string;
  body?: unknown;
}

/** What the fake API answers a call; undefined is a 404. */
export type Answer = (call: ApiCall) => { status?: number; body?: unknown } | undefined;

const PREFIX = '/api/v1/admin/';

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://console');
  return `${pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : pathname}${search}`;
};

/** A multipart body's fields in order, a file as `file:<name>`. */
const fieldsOf = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${(value as File).name}`]);

/**
 * The API behind the console's own data provider, at the HTTP level: fetch (JSON calls) and
 * XMLHttpRequest (multipart calls, which http.ts sends with upload progress) both answered by `answer`.
 * Returns the calls as they are made; `vi.unstubAllGlobals()` undoes it.
 */
export function fakeApi(answer: Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  const reply = (call: ApiCall) => {
    calls.push(call);
    const answered = answer(call) ?? { status: 404, body: { message: `unexpected ${call.method} ${call.path}` } };
    return { status: answered.status ?? 200, text: answered.body === undefined ? '' : JSON.stringify(answered.body) };
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { status, text } = reply({
        method: init?.method ?? 'GET',
        path: pathOf(url),
        body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      return new Response(text || null, { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );

  class FakeXhr {
    upload: { onprogress?: unknown } = {};
    status = 0;
    responseText = '';
    timeout = 0;
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    private method = 'POST';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      setTimeout(() => {
        const { status, text } = reply({ method: this.method, path: pathOf(this.url), body: fieldsOf(body) });
        this.status = status;
        this.responseText = text;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}

/** The calls other than reads (GET): what buttons sent. */
export const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
