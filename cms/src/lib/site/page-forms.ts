import type { Server } from 'node:http';
import { localeOf, publicMessage, requestLanguageId, type LanguageId, type SiteRenderer, type SubmittedForm } from '@qahve/config';
import type { Context } from 'koa';
import inject from 'light-my-request';
import { cvForm } from '../http/body/limits';

/**
 * The site's two forms as a browser without script sends them: `POST /career` (multipart, with the
 * CV) and `POST /survey` (urlencoded), to the page's own address. They are not handled twice: the
 * form goes on, inside this process, to the API call the page's script makes (POST
 * /api/v1/client/Candidates or Surveys), from the visitor's address, so that the API's rate limit,
 * body limits, validation and file checks decide. Its 201 answers 303 to /thanks in the visitor's
 * language; a refusal shows the page again with what the visitor typed and the API's messages.
 * Nothing the visitor typed goes into an address or a log line (the inner call's address holds the
 * language only).
 */

interface PageForm {
  /** The API call the page's script makes. */
  api: string;
  /** The content type the page's form posts. */
  type: 'multipart' | 'urlencoded';
  /** The most this form's body may be: a larger one is refused without being read to its end. */
  maxBytes: number;
}

const KB = 1024;
const multipart = cvForm.multipart!;

const PAGE_FORMS: Record<string, PageForm> = {
  '/career': {
    api: '/api/v1/client/Candidates',
    type: 'multipart',
    maxBytes: multipart.totalFileBytes + multipart.parts * multipart.fieldBytes,
  },
  '/survey': { api: '/api/v1/client/Surveys', type: 'urlencoded', maxBytes: 64 * KB },
};

/** The page form posted to this path, if any (paths match whatever their casing, like the routes). */
export function pageFormAt(path: string): PageForm | undefined {
  return PAGE_FORMS[path.toLowerCase().replace(/(.)\/$/, '$1')];
}

class BodyTooLarge extends Error {}

/** The request's body, at most `max` bytes (a larger one stops being read and is refused). */
async function readBody(ctx: Context, max: number): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length'));
  if (declared > max) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The text fields of a posted body (a file field is left out: it cannot be given back to the visitor). */
async function textFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    const form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
    form.forEach((value, name) => {
      if (typeof value === 'string' && !(name in fields)) fields[name] = value;
    });
  } catch {
    // Not a form the browser would send: nothing to give back.
  }
  return fields;
}

interface ApiAnswer {
  status: number;
  body: { message?: string; errors?: Array<{ field: string; message: string }> };
  retryAfter?: string;
}

/** The API's answer to the form, asked inside this process as if from the visitor's address. */
async function askApi(server: Server, ctx: Context, url: string, contentType: string, payload: Buffer): Promise<ApiAnswer> {
  const answer = await inject((req, res) => server.emit('request', req, res), {
    method: 'POST',
    url,
    remoteAddress: ctx.ip,
    headers: { 'Content-Type': contentType, Accept: 'application/json', 'Content-Length': String(payload.length) },
    payload,
  });
  let body: ApiAnswer['body'] = {};
  try {
    body = JSON.parse(answer.payload) as ApiAnswer['body'];
  } catch {
    // An answer without a JSON body (a proxy's, a crash's): the generic message below.
  }
  const retryAfter = answer.headers['retry-after'];
  return { status: answer.statusCode, body, retryAfter: retryAfter === undefined ? undefined : String(retryAfter) };
}

const THANKS = (languageId: LanguageId) => `/thanks/${languageId}?lang=${localeOf(languageId)}`;

/**
 * Answers a page form's post: 303 to /thanks, or the page again (with the API's status) with the
 * visitor's values and the API's messages in their language.
 */
export async function answerPageForm(ctx: Context, form: PageForm, site: SiteRenderer, server: Server) {
  const languageId = requestLanguageId(ctx.querystring, ctx.get('Cookie'));
  const locale = localeOf(languageId);
  const contentType = ctx.get('Content-Type');
  const expected = form.type === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';

  let submitted: SubmittedForm;
  let status: number;
  if (!contentType.toLowerCase().startsWith(expected)) {
    status = 415;
    submitted = { values: {}, errors: {}, message: publicMessage(locale, 'invalidRequest') };
  } else {
    let body: Buffer | null = null;
    try {
      body = await readBody(ctx, form.maxBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
    }
    if (!body) {
      // Unread, the rest of the upload would hold the connection: the answer closes it.
      ctx.set('Connection', 'close');
      status = 413;
      submitted =
        form.type === 'multipart'
          ? { values: {}, errors: { resumeFile: publicMessage(locale, 'fileTooBig') } }
          : { values: {}, errors: {}, message: publicMessage(locale, 'invalidRequest') };
    } else {
      const values = await textFields(body, contentType);
      const url = `${form.api}?languageId=${languageId}`;
      const answer =
        form.type === 'multipart'
          ? await askApi(server, ctx, url, contentType, body)
          : await askApi(server, ctx, url, 'application/json', Buffer.from(JSON.stringify(site.surveyBody(values, languageId))));
      if (answer.status === 201) {
        ctx.status = 303;
        ctx.set('Cache-Control', 'no-store');
        ctx.redirect(THANKS(languageId));
        return;
      }
      status = answer.status;
      if (answer.retryAfter) ctx.set('Retry-After', answer.retryAfter);
      const errors = Object.fromEntries((answer.body.errors ?? []).map(({ field, message }) => [field, message]));
      // Without a message of the API's (a crash), the page says its own generic one.
      submitted = { values, errors, message: answer.body.message };
    }
  }

  const page = await site.render({ url: ctx.url, cookie: ctx.get('Cookie'), form: submitted });
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Language', page.locale);
  ctx.body = page.html;
}
