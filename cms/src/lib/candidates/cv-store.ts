/**
 * Where CVs are kept. By default in CV_STORAGE_DIR on this machine (mode 0600, outside public/); with
 * CV_S3_BUCKET in a private bucket of the S3-compatible store the images use (S3_ENDPOINT, S3_REGION,
 * keys), so that replicas on several hosts share them without a network file system. Either way no
 * URL reaches a CV: it leaves only through the console's authenticated download, which this
 * process streams (no signed URL that would work for whoever it is forwarded to).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { publicMessage, type LanguageCode } from '@qahve/config';
import { ApiError } from '../http/api-error';
import { missingS3Settings, s3Connection } from '../media/upload-provider';

type Env = Record<string, string | undefined>;

export interface StoredCv {
  stream: Readable;
  size: number;
}

export interface CvStore {
  /** Keeps a new CV under `name` (a name this process generated, never an existing one). */
  write(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The CV to stream, or null when it is not there (so that the download is a 404 before any header). */
  read(name: string): Promise<StoredCv | null>;
  /** Removes the CV; one that is not there is no error. */
  remove(name: string): Promise<void>;
}

/** A private bucket, or null for the local directory; throws on an incomplete or unsafe setup. */
export function cvBucket(env: Env = process.env) {
  const bucket = env.CV_S3_BUCKET;
  if (!bucket) return null;
  const missing = missingS3Settings(env, 'CV_S3_BUCKET');
  if (missing.length > 0) throw new Error(`CV_S3_BUCKET needs ${missing.join(', ')}`);
  // The images' bucket is publicly readable: a CV there would be one guessed URL away from anyone.
  if ((env.UPLOAD_PROVIDER || '').toLowerCase() === 's3' && bucket === env.S3_BUCKET) {
    throw new Error('CV_S3_BUCKET must be a private bucket of its own, not the images’ S3_BUCKET');
  }
  return { bucket, s3Options: s3Connection(env) };
}

function localStore(dir: string): CvStore {
  const file = (name: string) => path.join(dir, name);
  return {
    async write(name, bytes) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.writeFile(file(name), bytes, { mode: 0o600, flag: 'wx' });
    },
    async exists(name) {
      try {
        return (await fs.stat(file(name))).isFile();
      } catch {
        return false;
      }
    },
    async read(name) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file(name), 'r');
      } catch {
        return null;
      }
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },
    async remove(name) {
      await fs.rm(file(name), { force: true });
    },
  };
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

function bucketStore({ bucket, s3Options }: NonNullable<ReturnType<typeof cvBucket>>): CvStore {
  // The SDK waits for ever by default: a store that hangs must not hold a visitor's post for minutes.
  const client = new S3Client({ ...s3Options, requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 } });
  return {
    async write(name, bytes, contentType) {
      // No ACL: an object is readable by the bucket's owner only unless a grant says otherwise, and
      // buckets with ACLs disabled refuse the header anyway.
      await client
        .send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: bytes, ContentType: contentType }))
        .catch((error) => unavailable('store a CV', error));
    },
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        return unavailable('look for a CV', error);
      }
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        return { stream: object.Body as Readable, size: Number(object.ContentLength) };
      } catch (error) {
        if (notFound(error)) return null;
        return unavailable('read a CV', error);
      }
    },
    async remove(name) {
      // S3's delete answers alike whether the object was there or not.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name })).catch((error) => unavailable('remove a CV', error));
    },
  };
}

/**
 * The bucket could not be reached, or refused the request: answered 503 (Retry-After comes from
 * global::database-unavailable, with its DATABASE_RETRY_AFTER), never 500; the visitor sends the
 * CV again a little later. The cause is in the log.
 */
export class CvStorageUnavailable extends ApiError {
  constructor(
    readonly seconds = Number.parseInt(process.env.DATABASE_RETRY_AFTER ?? '', 10) || 5,
    locale: LanguageCode = 'en',
  ) {
    super(503, publicMessage(locale, 'serviceUnavailable', { seconds }));
  }

  /** The same answer in the visitor's language (the public form's). */
  in(locale: LanguageCode) {
    return new CvStorageUnavailable(this.seconds, locale);
  }
}

/** Every failure of the bucket but "no such CV" becomes CvStorageUnavailable, logged. */
function unavailable(operation: string, error: unknown): never {
  const e = error as { name?: string; message?: string; code?: string };
  strapi.log.error(
    `The CV bucket could not ${operation} (${e?.name ?? 'Error'}${e?.code ? ` ${e.code}` : ''}: ${e?.message ?? String(error)}): answering 503`,
  );
  throw new CvStorageUnavailable();
}

let current: { key: string; store: CvStore } | null = null;

/** The store the environment names; `localDir` is where CVs go without CV_S3_BUCKET. */
export function cvStore(localDir: string, env: Env = process.env): CvStore {
  const bucket = cvBucket(env);
  const key = JSON.stringify(bucket ?? localDir);
  if (current?.key !== key) current = { key, store: bucket ? bucketStore(bucket) : localStore(localDir) };
  return current.store;
}
