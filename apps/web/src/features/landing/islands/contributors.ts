import { avatarClassNames } from '../contributors';

interface Contributor {
  name: string;
  avatar: string;
  url: string;
}

// Checked by hand rather than with the schema package, which the landing page's script leaves out.
const isContributor = (value: unknown): value is Contributor => {
  const entry = value as Partial<Record<keyof Contributor, unknown>> | null;
  return typeof entry?.name === 'string' && typeof entry.avatar === 'string' && typeof entry.url === 'string';
};

const listOf = async (source: 'github' | 'crowdin'): Promise<Contributor[]> => {
  try {
    const response = await fetch(`/api/contributors/${source}`, { headers: { accept: 'application/json' } });
    const body: unknown = response.ok ? await response.json() : [];
    return Array.isArray(body) ? body.filter(isContributor) : [];
  } catch {
    return [];
  }
};

const avatar = (person: Contributor, index: number): HTMLLIElement => {
  const item = document.createElement('li');
  item.className = avatarClassNames.item(index);
  const link = Object.assign(document.createElement('a'), {
    href: person.url,
    target: '_blank',
    rel: 'noreferrer',
    title: person.name,
    className: avatarClassNames.link,
  });
  const image = Object.assign(document.createElement('img'), {
    src: person.avatar,
    alt: person.name,
    width: 40,
    height: 40,
    loading: 'lazy',
    className: avatarClassNames.image,
  });
  link.append(image);
  item.append(link);
  return item;
};

/** Replaces the "built in the open" words with the contributors' avatars, GitHub's first, when there are any. */
export function mountContributors(root: ParentNode): () => void {
  const container = root.querySelector<HTMLElement>('[data-landing-contributors]');
  if (!container) return () => {};
  let active = true;
  void Promise.all([listOf('github'), listOf('crowdin')]).then(([github, crowdin]) => {
    const people = [...github, ...crowdin];
    if (!active || people.length === 0) return;
    const list = document.createElement('ul');
    list.className = avatarClassNames.list;
    list.setAttribute('aria-label', container.dataset.label ?? '');
    list.append(...people.map(avatar));
    container.replaceChildren(list);
  });
  return () => {
    active = false;
  };
}
