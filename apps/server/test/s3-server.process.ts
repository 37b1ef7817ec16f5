// The S3-compatible server the storage tests talk to, in a process of its own (started by s3-server.ts).
// s3rver (pure JavaScript, objects on disk) answers the S3 calls. In front of it, this process checks what
// s3rver leaves out and a real store does not: the SigV4 signature (s3rver accepts any), the payload's
// SHA-256 and Content-MD5. It runs with --openssl-legacy-provider because s3rver makes its listing
// continuation tokens with DES, which OpenSSL 3 keeps there; without it every truncated listing answers 500.
// Input: S3_TEST_CONFIG (JSON). Output: one line `{"port":N}` on stdout. Ends when its stdin closes.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { listenOnFirstFree } from './ports.ts';

interface ProcessConfig {
  directory: string;
  bucket: string;
  ports: number[];
  accessKey: string;
  secretKey: string;
  region: string;
}

const config = JSON.parse(process.env.S3_TEST_CONFIG ?? '{}') as ProcessConfig;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it for query names and values. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why the request's signature is not what the secret key makes of it, or undefined when it is. */
export function signatureProblem(
  method: string,
  rawUrl: string,
  headers: IncomingMessage['headers'],
  keys: { accessKey: string; secretKey: string; region: string },
  now = Date.now(),
): string | undefined {
  const authorization = String(headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'AccessDenied';
  const [, accessKey, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKey !== keys.accessKey) return 'InvalidAccessKeyId';
  if (region !== keys.region) return 'AuthorizationHeaderMalformed';
  const names = signedHeaders!.split(';');
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((name) => names.includes(name)))
    return 'AccessDenied';
  const amzDate = String(headers['x-amz-date'] ?? '');
  const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!time || amzDate.slice(0, 8) !== day) return 'AccessDenied';
  const [, y, mo, d, h, mi, s] = time.map(Number) as number[];
  if (Math.abs(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - now) > 15 * 60_000) return 'RequestTimeTooSkewed';

  const [path = '/', query = ''] = rawUrl.split(/\?(.*)/s);
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s).map((part) => decodeURIComponent(part));
      return [encode(name), encode(value)] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    String(headers['x-amz-content-sha256']),
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${day}/${region}/s3/aws4_request`,
    sha256(canonicalRequest),
  ].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${keys.secretKey}`, day!), region!),
  );
  const expected = hmac(signingKey, stringToSign);
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? undefined : 'SignatureDoesNotMatch';
}

/** What a real store answers to a body that is not the one signed, or undefined. */
function payloadProblem(headers: IncomingMessage['headers'], body: Buffer): string | undefined {
  const declared = String(headers['x-amz-content-sha256']);
  if (declared !== 'UNSIGNED-PAYLOAD' && declared !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const md5 = headers['content-md5'];
  if (md5 !== undefined && md5 !== createHash('md5').update(body).digest('base64')) return 'BadDigest';
  return undefined;
}

function refuse(response: ServerResponse, code: string) {
  const status = code === 'XAmzContentSHA256Mismatch' || code === 'BadDigest' ? 400 : 403;
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

async function main() {
  const s3rver = new S3rver({
    directory: config.directory,
    silent: true,
    configureBuckets: [{ name: config.bucket }],
  });
  await s3rver.configureBuckets();
  const inner = createServer(s3rver.callback());
  await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve));
  const innerPort = (inner.address() as AddressInfo).port;

  const front = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem =
        signatureProblem(incoming.method!, incoming.url!, incoming.headers, config) ??
        payloadProblem(incoming.headers, body);
      if (problem) return refuse(response, problem);
      const forward = request(
        {
          host: '127.0.0.1',
          port: innerPort,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
        },
      );
      forward.on('error', () => response.destroy());
      forward.end(body);
    });
  });
  const port = await listenOnFirstFree(
    config.ports,
    (candidate) =>
      new Promise<void>((resolve, reject) => {
        front.once('error', reject);
        front.listen(candidate, '127.0.0.1', () => {
          front.off('error', reject);
          resolve();
        });
      }),
  );
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  // The test process holds our stdin: when it ends (closed, or the test process died), so do we.
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}

if (process.env.S3_TEST_CONFIG) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String((error as Error).stack ?? error)}\n`);
    process.exit(1);
  });
}
