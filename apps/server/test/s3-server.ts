// A real S3-compatible server for the tests: s3rver in a process of its own, behind a check of SigV4
// signatures and payload hashes (s3-server.process.ts says why). The app talks to it over HTTP as it
// would to MinIO or AWS.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from '../src/storage/s3-storage.ts';

/** 3190–3194 belong to the S3 server; the two database projects may each run one at the same time. */
export const S3_TEST_PORTS = [3190, 3191, 3192, 3193, 3194];

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface TestS3Server {
  settings: S3Settings;
  /** The same settings as environment variables, for createTestApp. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'resumes'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'rb-s3-'));
  // s3rver's one key pair; the checking front refuses any other.
  const keys = { accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', 'test/s3-server.process.ts'],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        S3_TEST_CONFIG: JSON.stringify({ directory, bucket, ports: S3_TEST_PORTS, ...keys }),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    void exited.then(() => reject(new Error(`The S3 test server stopped: ${stderr}`)));
  });

  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: keys.region,
    bucket,
    accessKey: keys.accessKey,
    secretKey: keys.secretKey,
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: settings.accessKey,
      S3_SECRET_KEY: settings.secretKey,
    },
    close: async () => {
      child.stdin.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
