import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * s3rver, a real S3-compatible server in this process, with one bucket, `memories`. It knows one
 * access key, S3RVER, and does not check SigV4 signatures (s3-object-store.test.ts checks them).
 */
export async function startS3() {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'memories' }] });
  const { port } = await server.run();
  const options = { endpoint: `http://127.0.0.1:${port}`, bucket: 'memories', region: 'auto', accessKeyId: 'S3RVER', secretAccessKey: 'test-secret-9f3c2a' };
  const close = async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  };
  return { options, close };
}
