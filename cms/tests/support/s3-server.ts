import fs from 'node:fs/promises';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

const require = createRequire(import.meta.url);

export interface S3Request {
  method: string;
  /** The path and query, e.g. `/qahve-images/abc.jpg?x-id=PutObject` (path-style). */
  url: string;
  headers: IncomingHttpHeaders;
}

export interface S3Server {
  /** The endpoint, `http://127.0.0.1:<port>`, for S3_ENDPOINT. */
  url: string;
  /** The keys this server accepts (it checks each request's signature against them). */
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request it was sent, in order. */
  requests: S3Request[];
  /** A client signed with the accepted keys, to look into the buckets as their owner. */
  client: S3Client;
  keys: (bucket: string) => Promise<string[]>;
  object: (bucket: string, key: string) => Promise<Buffer | null>;
  stop: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: S3's REST API, SigV4 checks, objects on disk in a throwaway
 * folder) on a free local port, with the given buckets. It does not enforce ACLs: what a request
 * asked for (x-amz-acl) is in `requests`.
 */
export async function startS3Server(buckets: string[]): Promise<S3Server> {
  const S3rver = require('s3rver');
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');
  const accessKeyId = 'qahve-test-key';
  const secretAccessKey = 'qahve-test-secret-0123456789';
  DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);

  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = (await s3rver.run()) as { port: number };
  const httpServer: Server = s3rver.httpServer;
  const requests: S3Request[] = [];
  httpServer.prependListener('request', (req) => requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers }));

  const url = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint: url, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
  return {
    url,
    accessKeyId,
    secretAccessKey,
    requests,
    client,
    async keys(bucket) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async object(bucket, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      } catch {
        return null;
      }
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await got.Body!.transformToByteArray());
    },
    async stop() {
      if (!httpServer.listening) return;
      client.destroy();
      // The applications' S3 clients keep their connections alive; they must not hold the close up.
      httpServer.closeAllConnections();
      await s3rver.close();
      DUMMY_ACCOUNT.revokeAccessKey(accessKeyId);
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
