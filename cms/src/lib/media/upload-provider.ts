/**
 * Where uploaded images live. By default on this machine's disk (public/uploads, served at /uploads);
 * with UPLOAD_PROVIDER=s3 in an S3-compatible bucket, so that several replicas of the application
 * serve the same images. CVs never go through this provider: they stay in CV_STORAGE_DIR, which is
 * private (see api/candidate/services/candidate.ts and README "Production").
 */

type Env = Record<string, string | undefined>;

export interface LocalUploads {
  provider: 'local';
}

export interface S3Uploads {
  provider: 'aws-s3';
  providerOptions: {
    baseUrl?: string;
    rootPath?: string;
    s3Options: {
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      params: { Bucket: string; ACL?: string };
    };
  };
}

export type UploadProvider = LocalUploads | S3Uploads;

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : /^(1|true|yes)$/i.test(value);

/** How to reach the S3-compatible store (S3_ENDPOINT, S3_REGION, keys): the images' bucket and the CVs' share it. */
export function s3Connection(env: Env = process.env) {
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    // MinIO and most self-hosted stores answer only path-style requests (host/bucket/key).
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, !!endpoint),
    credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! } : undefined,
  };
}

/** The names missing from an S3 setup that needs `bucketVariable`: the two keys come together or not at all. */
export function missingS3Settings(env: Env, bucketVariable: string) {
  // Without keys the SDK's own chain applies (instance role, AWS_*).
  const required =
    env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY ? [bucketVariable, 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] : [bucketVariable];
  return required.filter((name) => !env[name]);
}

/** The upload plugin's provider settings, from the environment; throws on an incomplete S3 setup. */
export function uploadProvider(env: Env = process.env): UploadProvider {
  const kind = (env.UPLOAD_PROVIDER || 'local').toLowerCase();
  if (kind === 'local') return { provider: 'local' };
  if (kind !== 's3') throw new Error(`Unsupported UPLOAD_PROVIDER "${env.UPLOAD_PROVIDER}": use local or s3`);

  const missing = missingS3Settings(env, 'S3_BUCKET');
  if (missing.length > 0) throw new Error(`UPLOAD_PROVIDER=s3 needs ${missing.join(', ')}`);
  // An ACL header is refused by buckets with ACLs disabled (AWS's default since 2023, R2): `none` omits it.
  // The key stays, set to undefined: the provider adds public-read to params that have no ACL key at all.
  const acl = env.S3_ACL === 'none' ? undefined : env.S3_ACL || 'public-read';
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: env.S3_PUBLIC_URL || undefined,
      rootPath: env.S3_ROOT_PATH || undefined,
      s3Options: { ...s3Connection(env), params: { Bucket: env.S3_BUCKET!, ACL: acl } },
    },
  };
}

/**
 * Where the browser loads uploaded images from when not from this origin, for the
 * Content-Security-Policy: the public URL (a CDN) when one is set, else the bucket's own address as
 * the S3 client writes it into each file's URL. None for local uploads.
 */
export function uploadOrigins(provider: UploadProvider): string[] {
  if (provider.provider === 'local') return [];
  const { baseUrl, s3Options } = provider.providerOptions;
  if (baseUrl) return [new URL(baseUrl).origin];
  const bucket = s3Options.params.Bucket;
  if (!s3Options.endpoint) {
    const regional = `https://${bucket}.s3.${s3Options.region}.amazonaws.com`;
    // us-east-1 also answers at the global name, which some SDK versions write.
    return s3Options.region === 'us-east-1' ? [regional, `https://${bucket}.s3.amazonaws.com`] : [regional];
  }
  const endpoint = new URL(/^https?:\/\//.test(s3Options.endpoint) ? s3Options.endpoint : `https://${s3Options.endpoint}`);
  if (s3Options.forcePathStyle || endpoint.hostname.startsWith(`${bucket}.`)) return [endpoint.origin];
  return [`${endpoint.protocol}//${bucket}.${endpoint.host}`];
}
