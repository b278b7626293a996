import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_EXTENSION, formatPhone, type CandidateInput, type DocumentKind } from '@qahve/config';
import { factories } from '@strapi/strapi';

const UID = 'api::candidate.candidate';

/** CVs are personal data: they live outside the public folder, readable by this process only. */
export function cvStorageDir() {
  return path.resolve(process.env.CV_STORAGE_DIR || path.join(strapi.dirs.app.root, 'private', 'cvs'));
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Keeps the CV under a generated name first, then the row; a failed insert removes the file. */
  async apply(input: CandidateInput, cv: { bytes: Uint8Array; kind: DocumentKind }) {
    const dir = cvStorageDir();
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const fileName = `${randomUUID()}${DOCUMENT_EXTENSION[cv.kind]}`;
    const filePath = path.join(dir, fileName);
    await fs.writeFile(filePath, cv.bytes, { mode: 0o600, flag: 'wx' });
    try {
      const row = await strapi.db.query(UID).create({
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
      return row.id as number;
    } catch (error) {
      await fs.rm(filePath, { force: true });
      throw error;
    }
  },
}));
