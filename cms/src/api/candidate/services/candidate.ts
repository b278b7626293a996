import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  API_PREFIX,
  dateRangeOf,
  DOCUMENT_EXTENSION,
  DOCUMENT_MIME,
  formatPhone,
  MODERATION_MESSAGES as MM,
  searchKey,
  type CandidateAdminListQuery,
  type CandidateDetail,
  type CandidateInput,
  type CandidateListItem,
  type DocumentKind,
} from '@qahve/config';
import { factories } from '@strapi/strapi';
import { ApiError, notFound } from '../../../lib/http/api-error';
import { isConnectionLoss } from '../../../lib/http/database-unavailable';
import { purgeEntity, recordErasure } from '../../../lib/history';
import { cvStore } from '../../../lib/candidates/cv-store';
import { notePending } from '../../../lib/media/pending-files';
import { allOf, chosenOrNewest } from '../../../lib/http/list-query';
import { paged, pageWindow } from '../../../lib/http/paging';
import { containsAnyWhere } from '../../../lib/content/text-search';

const UID = 'api::candidate.candidate';

/** CVs are personal data: they live outside the public folder, readable by this process only. */
export function cvStorageDir() {
  return path.resolve(process.env.CV_STORAGE_DIR || path.join(strapi.dirs.app.root, 'private', 'cvs'));
}

/** That folder, or the private bucket of CV_S3_BUCKET (lib/candidates/cv-store.ts). */
const cvs = () => cvStore(cvStorageDir());

/** Only names this service generated: a UUID and the extension of its kind. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx)$/;

interface CandidateRow {
  id: number;
  name: string;
  surname: string;
  number: string;
  email: string;
  resumeFile: string | null;
  resumeKind: DocumentKind | null;
  isFavourite: boolean;
  readAt: string | Date | null;
  createdAt: string | Date;
}

export const resumePathOf = (id: number) => `${API_PREFIX}/admin/Candidates/${id}/Resume`;

/** `cv-mammadova-12.pdf`: ASCII letters, digits and dashes only, whatever the surname holds. */
export function downloadName(row: Pick<CandidateRow, 'id' | 'surname'>, kind: DocumentKind) {
  const slug = searchKey(row.surname ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `cv-${slug ? `${slug}-` : ''}${row.id}${DOCUMENT_EXTENSION[kind]}`;
}

/** The stored CV's name of a row, if it is one of ours. */
function storedFile(row: Pick<CandidateRow, 'resumeFile' | 'resumeKind'>) {
  if (!row.resumeFile || !row.resumeKind || !STORED_NAME.test(row.resumeFile)) return null;
  return row.resumeFile;
}

/** A CV that a stopped process wrote but never stored a row for (pending-files) is removed. */
export async function recoverCv(fileName: string) {
  if (!STORED_NAME.test(fileName)) return;
  if (await strapi.db.query(UID).findOne({ where: { resumeFile: fileName } })) return;
  await cvs().remove(fileName);
}

export default factories.createCoreService(UID, ({ strapi }) => {
  const candidates = () => strapi.db.query(UID);

  /** Removes the rows (every row of their documents) and then their CVs; answers how many rows went. */
  async function eraseRows(rows: Array<Pick<CandidateRow, 'id' | 'resumeFile' | 'resumeKind'> & { documentId: string | null }>) {
    const files = rows.map(storedFile).filter((file): file is string => Boolean(file));
    const notes = await Promise.all(files.map((file) => notePending('cv', file)));
    const ids = rows.map((r) => r.id);
    const documentIds = rows.map((r) => r.documentId).filter((d): d is string => Boolean(d));
    const where = documentIds.length > 0 ? { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] } : { id: { $in: ids } };
    // Their personal data leaves the content history in the same transaction, and the console's erasure is recorded there.
    const count = await strapi.db.transaction(async ({ trx }) => {
      const { count: erased } = await candidates().deleteMany({ where });
      await purgeEntity(trx, 'Candidates', ids);
      await recordErasure(trx, UID, ids);
      return erased as number;
    });
    await Promise.all(files.map((file) => cvs().remove(file)));
    await Promise.all(notes.map((done) => done()));
    return count as number;
  }

  async function row(id: number) {
    const found = (await candidates().findOne({ where: { id } })) as CandidateRow | null;
    if (!found) throw notFound('Candidate');
    return found;
  }

  return {
    /** Keeps the CV under a generated name first, then the row; a failed insert removes the file. */
    async apply(input: CandidateInput, cv: { bytes: Uint8Array; kind: DocumentKind }) {
      const fileName = `${randomUUID()}${DOCUMENT_EXTENSION[cv.kind]}`;
      // Noted first: a process killed before the row is stored leaves a note, not an orphan CV.
      const done = await notePending('cv', fileName);
      await cvs().write(fileName, cv.bytes, DOCUMENT_MIME[cv.kind]);
      try {
        const created = await candidates().create({
          data: {
            name: input.name,
            surname: input.surname,
            number: formatPhone(input.number),
            email: input.email,
            resumeFile: fileName,
            resumeKind: cv.kind,
            isFavourite: false,
          },
        });
        await done();
        return created.id as number;
      } catch (error) {
        // A lost connection may have lost only the answer to a stored row: the note decides later.
        if (isConnectionLoss(error)) throw error;
        await cvs().remove(fileName);
        await done();
        throw error;
      }
    },

    /** The console's list: newest first (unless sorted otherwise), favourites only on request. */
    async listForAdmin(query: CandidateAdminListQuery) {
      const and: Record<string, unknown>[] = [];
      if (query.isFavourite !== undefined) and.push({ isFavourite: query.isFavourite });
      if (query.unread !== undefined) and.push({ readAt: query.unread ? { $null: true } : { $notNull: true } });
      const { from } = dateRangeOf(query);
      if (from) and.push({ createdAt: { $gte: from } });
      if (query.q) and.push(containsAnyWhere(UID, ['name', 'surname', 'email', 'number'], query.q));
      const where = allOf(and);
      const orderBy = chosenOrNewest(query);
      const [rows, total] = await Promise.all([
        candidates().findMany({
          select: ['id', 'name', 'surname', 'isFavourite', 'readAt', 'createdAt'],
          where,
          orderBy,
          ...pageWindow(query),
        }),
        candidates().count({ where }),
      ]);
      const items: CandidateListItem[] = (rows as CandidateRow[]).map(({ id, name, surname, isFavourite, readAt, createdAt }) => ({
        id,
        name,
        surname,
        isFavourite,
        isRead: readAt != null,
        createdAt: new Date(createdAt).toISOString(),
      }));
      return paged(items, total, query);
    },

    /**
     * The detail: `resumePath` is the download route when the CV is there, else null. Only an
     * administrator's GET admin/Candidates/{id} reads it, so reading it is opening the candidate: the
     * first read sets `readAt` (the dashboard's and the list's "unread"); later reads keep that time.
     */
    async detail(id: number): Promise<CandidateDetail & { isFavourite: boolean; createdAt: string; readAt: string }> {
      const found = await row(id);
      if (found.readAt == null) {
        // Only where still unset: two administrators opening it at once keep the first time.
        await candidates().updateMany({ where: { id, readAt: { $null: true } }, data: { readAt: new Date() } });
        found.readAt = ((await candidates().findOne({ where: { id }, select: ['readAt'] })) as CandidateRow | null)?.readAt ?? new Date();
      }
      const stored = storedFile(found);
      return {
        id: found.id,
        name: found.name,
        surname: found.surname,
        number: found.number,
        email: found.email,
        resumePath: stored && (await cvs().exists(stored)) ? resumePathOf(found.id) : null,
        isFavourite: found.isFavourite,
        createdAt: new Date(found.createdAt).toISOString(),
        readAt: new Date(found.readAt).toISOString(),
      };
    },

    /** Flips the favourite flag in one statement (two toggles never read the same old value). */
    async toggleFavourite(id: number) {
      const meta = strapi.db.metadata.get(UID);
      const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string }).columnName ?? attribute;
      // In the caller's transaction when there is one (the content history records the toggle with it).
      const count = await strapi.db.transaction(({ trx }) => {
        const schema = strapi.db.getSchemaName();
        return (schema ? trx(meta.tableName).withSchema(schema) : trx(meta.tableName)).where({ id }).update({
          [column('isFavourite')]: strapi.db.connection.raw('NOT ??', [column('isFavourite')]),
          [column('updatedAt')]: new Date(),
        });
      });
      if (count === 0) throw notFound('Candidate');
      const updated = await row(id);
      return { id: updated.id, isFavourite: updated.isFavourite };
    },

    /**
     * Erases a candidate for good (personal data: no soft delete): every row of its document, then
     * its CV. The CV is noted first, so that a process stopped in between leaves a note whose
     * recovery (recoverCv) removes the file once no row names it.
     */
    async erase(id: number) {
      const found = (await candidates().findOne({ where: { id }, select: ['id', 'documentId', 'resumeFile', 'resumeKind'] })) as
        (CandidateRow & { documentId: string | null }) | null;
      if (!found) throw notFound('Candidate');
      await eraseRows([found]);
      return { id: found.id };
    },

    /**
     * Erases every candidate who applied before `days` days ago, in batches; answers how many rows
     * went. Used by the retention job (bootstrap/cv-retention.ts).
     */
    async eraseOlderThan(days: number, now = Date.now()) {
      const before = new Date(now - days * 24 * 60 * 60 * 1000);
      let erased = 0;
      for (;;) {
        const rows = (await candidates().findMany({
          select: ['id', 'documentId', 'resumeFile', 'resumeKind'],
          where: { createdAt: { $lt: before } },
          orderBy: { id: 'asc' },
          limit: 100,
        })) as Array<CandidateRow & { documentId: string | null }>;
        if (rows.length === 0) return erased;
        erased += await eraseRows(rows);
      }
    },

    /** The CV to stream: an open stream (so a missing file is a 404 before any header), its type and name. */
    async resume(id: number) {
      const found = await row(id);
      const fileName = storedFile(found);
      if (!fileName || !found.resumeKind) throw new ApiError(404, MM.noResume);
      const stored = await cvs().read(fileName);
      if (!stored) throw new ApiError(404, MM.fileMissing);
      return {
        stream: stored.stream,
        size: stored.size,
        contentType: DOCUMENT_MIME[found.resumeKind],
        fileName: downloadName(found, found.resumeKind),
      };
    },
  };
});
