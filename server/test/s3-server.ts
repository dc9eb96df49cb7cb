import S3rver from 's3rver';
import type { S3Settings } from '#server/lib/storage.ts';

/**
 * An S3-compatible server on 127.0.0.1 with the bucket "photos", for tests and the scale run:
 * the settings the S3 driver takes, the same as the server's S3_* environment, and close().
 */
export async function startS3Server(directory: string) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'photos', configs: [] }],
  });
  const { port } = await server.run();
  const settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'photos',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  } satisfies S3Settings;
  const env: Record<string, string> = {
    S3_ENDPOINT: settings.endpoint,
    S3_REGION: settings.region,
    S3_BUCKET: settings.bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  return { settings, env, close: () => server.close() };
}
