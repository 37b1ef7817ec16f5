/**
 * The people shown on the landing page. Lists come from the public APIs with a 2-second deadline and
 * are kept for 24 hours; a failure is kept too (for 10 minutes), so an offline machine answers `[]` at
 * once instead of waiting on every visit.
 *
 * Avatars are never hot-linked: the server downloads each one (same deadline, images only, 256 KB at
 * most) and serves it from /api/contributors/avatar/:source/:index. A contributor whose avatar could
 * not be fetched is left out, so visitors' browsers only ever talk to this server.
 */
export interface Contributor {
  name: string;
  avatar: string;
  url: string;
}

export type ContributorSource = 'github' | 'crowdin';

interface Avatar {
  type: string;
  body: Buffer;
}

interface CacheEntry {
  contributors: Contributor[];
  avatars: Avatar[];
  expiresAt: number;
}

export interface ContributorsOptions {
  /** The GitHub repository whose contributors are listed ("owner/name"); none: the list is empty. */
  githubRepository?: string;
  /** Crowdin's members API needs a project token; without one the list is empty. */
  crowdin?: { projectId: string; token: string };
  /** The APIs' addresses; tests point them at a local stand-in. */
  githubApiUrl?: string;
  crowdinApiUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

const dayMs = 24 * 60 * 60 * 1000;
const failureMs = 10 * 60 * 1000;
const maxAvatarBytes = 256 * 1024;
const maxContributors = 100;

interface Listed {
  name: string;
  url: string;
  avatarUrl: string;
}

export class ContributorsService {
  private readonly cache = new Map<ContributorSource, CacheEntry>();
  private readonly pending = new Map<ContributorSource, Promise<CacheEntry>>();
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly timeoutMs: number;

  constructor(private readonly options: ContributorsOptions = {}) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 2000;
  }

  async list(source: ContributorSource): Promise<Contributor[]> {
    return (await this.entry(source)).contributors;
  }

  async avatar(source: ContributorSource, index: number): Promise<Avatar | undefined> {
    return (await this.entry(source)).avatars[index];
  }

  private async entry(source: ContributorSource): Promise<CacheEntry> {
    const cached = this.cache.get(source);
    if (cached && cached.expiresAt > this.now()) return cached;
    let pending = this.pending.get(source);
    if (!pending) {
      pending = this.load(source).finally(() => this.pending.delete(source));
      this.pending.set(source, pending);
    }
    return pending;
  }

  private async load(source: ContributorSource): Promise<CacheEntry> {
    let entry: CacheEntry;
    try {
      const listed = (await this.listFrom(source)).slice(0, maxContributors);
      const avatars = await Promise.all(listed.map((person) => this.download(person.avatarUrl, source)));
      const contributors: Contributor[] = [];
      const kept: Avatar[] = [];
      listed.forEach((person, index) => {
        const avatar = avatars[index];
        if (!avatar) return;
        contributors.push({
          name: person.name,
          url: person.url,
          avatar: `/api/contributors/avatar/${source}/${kept.length}`,
        });
        kept.push(avatar);
      });
      entry = { contributors, avatars: kept, expiresAt: this.now() + dayMs };
    } catch {
      entry = { contributors: [], avatars: [], expiresAt: this.now() + failureMs };
    }
    this.cache.set(source, entry);
    return entry;
  }

  private async getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
    const response = await this.fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  }

  private async listFrom(source: ContributorSource): Promise<Listed[]> {
    if (source === 'github') {
      const repository = this.options.githubRepository;
      if (!repository) return [];
      const body = await this.getJson(
        `${this.apiUrl('github')}/repos/${repository}/contributors?per_page=100`,
      );
      if (!Array.isArray(body)) return [];
      return body
        .filter((person: { type?: string }) => person.type !== 'Bot')
        .map((person: { login?: string; html_url?: string; avatar_url?: string }) => ({
          name: String(person.login ?? ''),
          url: String(person.html_url ?? ''),
          avatarUrl: String(person.avatar_url ?? ''),
        }));
    }
    const crowdin = this.options.crowdin;
    if (!crowdin) return [];
    const body = (await this.getJson(
      `${this.apiUrl('crowdin')}/projects/${encodeURIComponent(crowdin.projectId)}/members?limit=500`,
      { authorization: `Bearer ${crowdin.token}` },
    )) as { data?: { data?: { username?: string; fullName?: string; avatarUrl?: string } }[] };
    return (body.data ?? []).map(({ data: person = {} }) => ({
      name: String(person.fullName || person.username || ''),
      url: `https://crowdin.com/profile/${encodeURIComponent(person.username ?? '')}`,
      avatarUrl: String(person.avatarUrl ?? ''),
    }));
  }

  private apiUrl(source: ContributorSource): string {
    return source === 'github'
      ? (this.options.githubApiUrl ?? 'https://api.github.com')
      : (this.options.crowdinApiUrl ?? 'https://api.crowdin.com/api/v2');
  }

  /** Avatars come over https, or from the API's own host (which a deployment chose to trust). */
  private mayDownload(url: string, source: ContributorSource): boolean {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' || parsed.origin === new URL(this.apiUrl(source)).origin;
    } catch {
      return false;
    }
  }

  private async download(url: string, source: ContributorSource): Promise<Avatar | undefined> {
    if (!this.mayDownload(url, source)) return undefined;
    try {
      const response = await this.fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !/^image\/(png|jpeg|gif|webp)$/.test(type.split(';')[0]!.trim())) return undefined;
      const body = Buffer.from(await response.arrayBuffer());
      return body.length > 0 && body.length <= maxAvatarBytes ? { type, body } : undefined;
    } catch {
      return undefined;
    }
  }
}
