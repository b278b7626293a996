import { describe, expect, it } from 'vitest';
import { cvBucket } from '../src/lib/candidates/cv-store';
import { uploadOrigins, uploadProvider } from '../src/lib/media/upload-provider';

const s3 = { UPLOAD_PROVIDER: 's3', S3_BUCKET: 'qahve-images' };

describe('the upload provider chosen by the environment', () => {
  it('is the local disk by default', () => {
    expect(uploadProvider({})).toEqual({ provider: 'local' });
    expect(uploadProvider({ UPLOAD_PROVIDER: 'local' })).toEqual({ provider: 'local' });
    expect(uploadOrigins(uploadProvider({}))).toEqual([]);
  });

  it('is an S3 bucket with UPLOAD_PROVIDER=s3, publicly readable unless told otherwise', () => {
    expect(
      uploadProvider({ ...s3, S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_ROOT_PATH: 'images' }),
    ).toEqual({
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: undefined,
        rootPath: 'images',
        s3Options: {
          region: 'eu-central-1',
          endpoint: undefined,
          forcePathStyle: false,
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
          params: { Bucket: 'qahve-images', ACL: 'public-read' },
        },
      },
    });
    const withoutAcl = uploadProvider({ ...s3, S3_ACL: 'none' });
    // The key is kept, undefined: the provider adds public-read to params without one (s3-uploads.test.ts).
    expect(withoutAcl.provider === 'aws-s3' && withoutAcl.providerOptions.s3Options.params).toStrictEqual({
      Bucket: 'qahve-images',
      ACL: undefined,
    });
    // Without keys, the AWS SDK's own chain (instance role, AWS_* variables) applies.
    const keyless = uploadProvider(s3);
    expect(keyless.provider === 'aws-s3' && keyless.providerOptions.s3Options.credentials).toBeUndefined();
  });

  it('refuses an incomplete or unknown setup, naming what is missing', () => {
    expect(() => uploadProvider({ UPLOAD_PROVIDER: 's3' })).toThrow('UPLOAD_PROVIDER=s3 needs S3_BUCKET');
    expect(() => uploadProvider({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow('UPLOAD_PROVIDER=s3 needs S3_SECRET_ACCESS_KEY');
    expect(() => uploadProvider({ UPLOAD_PROVIDER: 'ftp' })).toThrow('Unsupported UPLOAD_PROVIDER "ftp"');
  });

  it('tells the Content-Security-Policy where the images are', () => {
    expect(uploadOrigins(uploadProvider({ ...s3, S3_PUBLIC_URL: 'https://images.qahve.az/shop/' }))).toEqual(['https://images.qahve.az']);
    expect(uploadOrigins(uploadProvider({ ...s3, S3_REGION: 'eu-central-1' }))).toEqual([
      'https://qahve-images.s3.eu-central-1.amazonaws.com',
    ]);
    expect(uploadOrigins(uploadProvider(s3))).toEqual([
      'https://qahve-images.s3.us-east-1.amazonaws.com',
      'https://qahve-images.s3.amazonaws.com',
    ]);
    // MinIO and the like: path-style, on the endpoint's own origin.
    expect(uploadOrigins(uploadProvider({ ...s3, S3_ENDPOINT: 'https://minio.example.net:9000' }))).toEqual([
      'https://minio.example.net:9000',
    ]);
    // Virtual-hosted style on a custom endpoint: the bucket is a subdomain.
    expect(
      uploadOrigins(uploadProvider({ ...s3, S3_ENDPOINT: 'https://fra1.digitaloceanspaces.com', S3_FORCE_PATH_STYLE: 'false' })),
    ).toEqual(['https://qahve-images.fra1.digitaloceanspaces.com']);
  });

  it('puts CVs in a private bucket with CV_S3_BUCKET, on the same store, and refuses the images’ bucket', () => {
    expect(cvBucket({})).toBeNull();
    const store = { S3_ENDPOINT: 'https://minio.example.net:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(cvBucket({ ...store, CV_S3_BUCKET: 'qahve-cvs' })).toEqual({
      bucket: 'qahve-cvs',
      s3Options: {
        region: 'us-east-1',
        endpoint: 'https://minio.example.net:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    });
    // Images on the local disk: the CVs' bucket may then have any name.
    expect(cvBucket({ S3_BUCKET: 'qahve-cvs', CV_S3_BUCKET: 'qahve-cvs' })?.bucket).toBe('qahve-cvs');
    expect(() => cvBucket({ ...s3, CV_S3_BUCKET: 'qahve-images' })).toThrow('CV_S3_BUCKET must be a private bucket of its own');
    expect(() => cvBucket({ CV_S3_BUCKET: 'qahve-cvs', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow('CV_S3_BUCKET needs S3_ACCESS_KEY_ID');
  });
});
