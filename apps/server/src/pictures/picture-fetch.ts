// The one way a remote picture reaches a page of the app (the print page, the preview, the public page):
// fetched here, by the server, under rules a resume's author cannot bend (docs/architecture.md#pictures, docs/product.md#security-baseline).
// The address check runs on the address the socket actually connects to (a custom `lookup`), so a name
// that resolves to a public address for the check and to a private one for the request cannot slip by.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const pictureLimits = { maxBytes: 5 * 1024 * 1024, timeoutMs: 5_000, maxRedirects: 3 };

/** Raster images only: an SVG could carry references the page would try to follow. */
const allowedTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address on the public internet; false for private, loopback, link-local, multicast … */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  // IPv4 carried in IPv6 (mapped, or NAT64) is judged by its IPv4 part.
  const embedded = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (embedded) return isPublicAddress(embedded);
  if (lower.startsWith('::ffff:') || lower.startsWith('64:ff9b::')) return false;
  return !blocked.check(lower, 'ipv6');
}

export class PictureRefusedError extends Error {
  override name = 'PictureRefusedError';
}

export interface FetchedPicture {
  body: Buffer;
  contentType: string;
}

export interface PictureFetchOptions {
  /** Which connected addresses are acceptable; public ones only, unless a test says otherwise. */
  allowAddress?: (address: string) => boolean;
  limits?: Partial<typeof pictureLimits>;
}

function guardedLookup(allowAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const refused = list.find((entry) => !allowAddress(entry.address));
      if (refused || list.length === 0) {
        return callback(new PictureRefusedError(`${hostname} resolves to a refused address`), '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function requestOnce(
  url: URL,
  lookup: LookupFunction,
  limits: typeof pictureLimits,
  signal: AbortSignal,
): Promise<{ redirect: string } | FetchedPicture> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      { lookup, signal, headers: { accept: 'image/*', 'user-agent': 'resume-builder-pictures' } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: new URL(response.headers.location, url).href });
        }
        if (status !== 200) {
          response.resume();
          return reject(new PictureRefusedError(`answered ${status}`));
        }
        const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!allowedTypes.has(contentType)) {
          response.resume();
          return reject(new PictureRefusedError(`not a picture (${contentType || 'no content type'})`));
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          response.destroy();
          return reject(new PictureRefusedError('larger than the limit'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new PictureRefusedError('larger than the limit'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          // The declared type is the sender's word; the bytes must agree, and the sniffed type is what we serve.
          const sniffed = sniffImageType(body);
          if (!sniffed) return reject(new PictureRefusedError('not a picture (its bytes)'));
          resolve({ body, contentType: sniffed });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const startsWith = (body: Buffer, bytes: number[], at = 0) =>
  body.length >= at + bytes.length && bytes.every((byte, index) => body[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The raster type the bytes really are, from their signature; undefined for anything else. */
export function sniffImageType(body: Buffer): string | undefined {
  if (startsWith(body, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(body, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(body, ascii('GIF87a')) || startsWith(body, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(body, ascii('RIFF')) && startsWith(body, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(body, ascii('ftypavif'), 4) || startsWith(body, ascii('ftypavis'), 4)) return 'image/avif';
  return undefined;
}

/** Fetches a picture or throws PictureRefusedError (or a network error) saying why not. */
export async function fetchPicture(
  address: string,
  options: PictureFetchOptions = {},
): Promise<FetchedPicture> {
  const limits = { ...pictureLimits, ...options.limits };
  const lookup = guardedLookup(options.allowAddress ?? isPublicAddress);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new PictureRefusedError('timed out')), limits.timeoutMs);
  try {
    let current = address;
    for (let redirects = 0; redirects <= limits.maxRedirects; redirects += 1) {
      let url: URL;
      try {
        url = new URL(current);
      } catch {
        throw new PictureRefusedError('not a URL');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PictureRefusedError('not http(s)');
      if (url.username || url.password) throw new PictureRefusedError('carries credentials');
      // A literal address never goes through `lookup`: judge it here.
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal) && !(options.allowAddress ?? isPublicAddress)(literal)) {
        throw new PictureRefusedError(`${literal} is a refused address`);
      }
      const outcome = await requestOnce(url, lookup, limits, controller.signal);
      if ('body' in outcome) return outcome;
      current = outcome.redirect;
    }
    throw new PictureRefusedError('too many redirects');
  } catch (error) {
    if (controller.signal.aborted) throw new PictureRefusedError('timed out');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
