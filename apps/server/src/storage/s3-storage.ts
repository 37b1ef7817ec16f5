// Files in an S3-compatible bucket (AWS, MinIO, Garage, Ceph, R2, …): the four REST calls the Storage
// contract needs, signed with SigV4 by aws4fetch (decisions/0008). Keys are the same `<userId>/<name>` as
// on disk, at the root of the bucket; the server reads objects back and serves them itself, so the bucket
// stays private.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config.ts';
import { isSafeKey, isSafePrefix, type Storage } from './storage.ts';

export type S3Settings = NonNullable<Config['s3']>;

export interface S3StorageOptions {
  /** How long to wait for the store's answer (headers) before failing the request. */
  timeoutMs?: number;
  /** Keys per ListObjectsV2 page (S3's own maximum is 1000); tests make it small to walk several pages. */
  listPageSize?: number;
}

const digest = (algorithm: 'sha256' | 'md5', body: Uint8Array | string, encoding: 'hex' | 'base64' = 'hex') =>
  createHash(algorithm).update(body).digest(encoding);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? whole;
  });
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text of every `<tag>…</tag>`: S3's answers are flat enough that this needs no XML parser. */
const tagValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => unescapeXml(match[1]!));

/**
 * The address of an object (or of the bucket without a key). Path-style: `<endpoint>/<bucket>/<key>`;
 * virtual-hosted: `<bucket>.<endpoint host>/<key>`. A path in the endpoint (a store behind a proxy) is kept.
 */
export function objectUrl(settings: S3Settings, key?: string): URL {
  const url = new URL(settings.endpoint);
  const base = url.pathname.replace(/\/+$/, '');
  const objectPath = key ? `/${key.split('/').map(encodeURIComponent).join('/')}` : '';
  if (settings.forcePathStyle) {
    url.pathname = `${base}/${encodeURIComponent(settings.bucket)}${objectPath}`;
  } else {
    url.host = `${settings.bucket}.${url.host}`;
    url.pathname = `${base}${objectPath || '/'}`;
  }
  url.search = '';
  url.hash = '';
  return url;
}

export class S3StorageError extends Error {
  override name = 'S3StorageError';
}

export function createS3Storage(settings: S3Settings, options: S3StorageOptions = {}): Storage {
  const { timeoutMs = 15_000, listPageSize = 1000 } = options;
  // Retries only answers of 5xx and 429 (aws4fetch's rule), with jittered backoff from 100 ms.
  const client = new AwsClient({
    accessKeyId: settings.accessKey,
    secretAccessKey: settings.secretKey,
    region: settings.region,
    service: 's3',
    retries: 2,
    initRetryMs: 100,
  });
  const bucketUrl = (key?: string) => objectUrl(settings, key);

  /** One signed request; the timeout covers the wait for the answer, not reading a body the caller streams. */
  const send = async (method: string, url: URL, body?: Uint8Array, headers: Record<string, string> = {}) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new S3StorageError(`${method} timed out`)), timeoutMs);
    try {
      return await client.fetch(url.href, {
        method,
        // Node's fetch sends any Uint8Array; the DOM types ask for one over a plain ArrayBuffer.
        body: body as Uint8Array<ArrayBuffer> | undefined,
        // The real payload hash, not UNSIGNED-PAYLOAD: the store then refuses a body altered on the way.
        headers: { 'x-amz-content-sha256': digest('sha256', body ?? ''), ...headers },
        signal: controller.signal,
      });
    } finally {
      clearTimeout(timer);
    }
  };

  const failure = async (response: Response, what: string) => {
    const text = await response.text().catch(() => '');
    const code = tagValues(text, 'Code')[0] ?? response.statusText;
    return new S3StorageError(`S3 ${what} failed: ${response.status} ${code}`);
  };

  const deleteKeys = async (keys: string[]) => {
    const body = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><Delete><Quiet>true</Quiet>${keys
        .map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`)
        .join('')}</Delete>`,
    );
    const url = bucketUrl();
    url.search = 'delete';
    // DeleteObjects requires an integrity header; Content-MD5 is the one every S3-compatible store takes.
    const response = await send('POST', url, body, {
      'content-type': 'application/xml',
      'content-md5': digest('md5', body, 'base64'),
    });
    if (!response.ok) throw await failure(response, 'DeleteObjects');
    const errors = tagValues(await response.text(), 'Code');
    if (errors.length > 0)
      throw new S3StorageError(`S3 DeleteObjects left ${errors.length} objects: ${errors[0]}`);
  };

  return {
    async put(key, body, contentType) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      const response = await send('PUT', bucketUrl(key), body, { 'content-type': contentType });
      if (!response.ok) throw await failure(response, 'PutObject');
      await response.body?.cancel();
    },

    async get(key) {
      if (!isSafeKey(key)) return undefined;
      const response = await send('GET', bucketUrl(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) throw await failure(response, 'GetObject');
      const size = Number(response.headers.get('content-length'));
      if (!Number.isFinite(size)) {
        await response.body.cancel();
        throw new S3StorageError('S3 GetObject answered without a Content-Length');
      }
      return {
        stream: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        size,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    async removeFolder(prefix) {
      if (!isSafePrefix(prefix)) throw new Error(`Unsafe storage prefix: ${prefix}`);
      let continuation: string | undefined;
      do {
        const url = bucketUrl();
        url.searchParams.set('list-type', '2');
        // The slash keeps `alice/` from matching `alice2/…`.
        url.searchParams.set('prefix', `${prefix}/`);
        url.searchParams.set('max-keys', String(listPageSize));
        if (continuation) url.searchParams.set('continuation-token', continuation);
        const response = await send('GET', url);
        if (!response.ok) throw await failure(response, 'ListObjectsV2');
        const xml = await response.text();
        const keys = tagValues(xml, 'Key');
        if (keys.length > 0) await deleteKeys(keys);
        continuation =
          tagValues(xml, 'IsTruncated')[0] === 'true'
            ? tagValues(xml, 'NextContinuationToken')[0]
            : undefined;
      } while (continuation);
    },
  };
}

/** Where the files go, for the start-up log; never the keys. */
export const describeS3 = (settings: S3Settings) =>
  `S3 bucket "${settings.bucket}" at ${settings.endpoint} (${settings.forcePathStyle ? 'path-style' : 'virtual-hosted'})`;
