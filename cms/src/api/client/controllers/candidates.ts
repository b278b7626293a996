import fs from 'node:fs/promises';
import { camelizeKeys, candidateSchema, detectDocumentKind, publicMessage } from '@qahve/config';
import type { Context } from 'koa';
import { fieldError, validate } from '../../../lib/http/api-error';
import { CvStorageUnavailable } from '../../../lib/candidates/cv-store';
import { cvProblem } from '../../../lib/candidates/document-check';
import { queueNotification } from '../../../lib/notifications/queue';
import { requestLocale } from '../../../lib/http/request-locale';
import { serviceOf } from '../../../lib/registry/services';

interface UploadedFile {
  filepath: string;
  size: number;
}

function filesOf(ctx: Context): Record<string, UploadedFile | UploadedFile[]> {
  return (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
}

export default {
  /**
   * A CV application: text fields and one PDF or DOCX, checked by content (the size by the parser),
   * without active content and not a zip bomb (docs/security.md, "CVs and personal data").
   */
  async create(ctx: Context) {
    const locale = requestLocale(ctx);
    const candidate = validate(candidateSchema(locale), camelizeKeys(ctx.request.body ?? {}));
    const files = filesOf(ctx);
    const resume = files.resumeFile ?? files.ResumeFile;
    if (!resume || Array.isArray(resume)) throw fieldError(400, 'resumeFile', publicMessage(locale, 'fileRequired'));
    const bytes = new Uint8Array(await fs.readFile(resume.filepath));
    const kind = detectDocumentKind(bytes);
    if (!kind) throw fieldError(400, 'resumeFile', publicMessage(locale, 'fileType'));
    const problem = cvProblem(bytes, kind);
    if (problem) throw fieldError(400, 'resumeFile', publicMessage(locale, problem));
    // The temporary upload is removed after the request (upload-limits); only this copy stays.
    const id = await serviceOf(strapi, 'api::candidate.candidate')
      .apply(candidate, { bytes, kind })
      .catch((error: unknown) => {
        throw error instanceof CvStorageUnavailable ? error.in(locale) : error;
      });
    // Queued in this request, sent apart (docs/notifications.md): the mail server never holds the visitor up.
    await queueNotification('newCandidate', { candidateId: id });
    ctx.status = 201;
    ctx.body = { id, message: publicMessage(locale, 'cvSubmitted') };
  },
};
