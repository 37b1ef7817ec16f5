// Test helpers for signed-in requests: a Browser keeps cookies the way a real one does (per path,
// removed when cleared or expired) and sends them with app.inject; registerUser makes an account.
//
//   const browser = new Browser(t.app);
//   const { user, password } = await registerUser(browser);   // browser is now signed in
//   const me = await browser.get('/api/user/me');
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

interface StoredCookie {
  value: string;
  path: string;
  /** Set on a cookie kept under `name;path` because the name is already kept for another path. */
  name?: string;
}

let addressCounter = 0;

/** A distinct client address per browser, so per-address rate limits do not couple unrelated tests. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export class Browser {
  /** By name; a name set again for another path (as a browser keeps both) is kept under `name;path`. */
  readonly cookies = new Map<string, StoredCookie>();

  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress: string = nextAddress(),
  ) {}

  /** Cookies that a browser would send to `url`. */
  cookieHeader(url: string): string {
    const pathname = new URL(url, 'http://localhost').pathname;
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          pathname === cookie.path ||
          pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([key, cookie]) => `${cookie.name ?? key}=${cookie.value}`)
      .join('; ');
  }

  absorb(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      const path = cookie.path ?? '/';
      const kept = this.cookies.get(cookie.name);
      const otherPath = kept !== undefined && kept.path !== path;
      const key = otherPath ? `${cookie.name};${path}` : cookie.name;
      if (expired || cookie.value === '') this.cookies.delete(key);
      else this.cookies.set(key, { value: cookie.value, path, ...(otherPath && { name: cookie.name }) });
    }
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader(options.url);
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    this.absorb(response);
    return response;
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload?: object) =>
    this.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
  patch = (url: string, payload?: object) =>
    this.request({ method: 'PATCH', url, ...(payload ? { payload } : {}) });
  delete = (url: string) => this.request({ method: 'DELETE', url });

  /** A second browser on the same device address with a copy of this one's cookies (a stolen jar). */
  clone(): Browser {
    const copy = new Browser(this.app, this.remoteAddress);
    for (const [name, cookie] of this.cookies) copy.cookies.set(name, { ...cookie });
    return copy;
  }
}

export interface TestAccount {
  id: string;
  name: string;
  username: string;
  email: string;
  password: string;
  locale: string;
}

export const uniqueAccount = (overrides: Partial<TestAccount> = {}): TestAccount => {
  const tag = randomBytes(4).toString('hex');
  return {
    id: '',
    name: `Test User ${tag}`,
    username: `user-${tag}`,
    email: `user-${tag}@example.com`,
    password: `secret-${tag}`,
    locale: 'en-US',
    ...overrides,
  };
};

/** Registers through the API; the browser ends up signed in. Throws when registration fails. */
export async function registerUser(
  browser: Browser,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const account = uniqueAccount(overrides);
  const { id: _id, ...payload } = account;
  const response = await browser.post('/api/auth/register', payload);
  if (response.statusCode !== 200)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return { ...account, id: response.json<{ id: string }>().id };
}

/** Signs in through the API with a fresh browser (a second device). */
export async function signIn(app: FastifyInstance, identifier: string, password: string): Promise<Browser> {
  const browser = new Browser(app);
  const response = await browser.post('/api/auth/login', { identifier, password });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return browser;
}

/** A multipart/form-data body with one file, for app.inject. */
export const multipart = (field: string, filename: string, contentType: string, data: Buffer) => {
  const boundary = `----rb${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
