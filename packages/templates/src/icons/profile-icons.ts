/**
 * Brand icons for the networks people list most, imported by name so the bundle holds only these. Other slugs can
 * be supplied at render time (`profileIcons` in the template settings); without one a neutral initial badge shows.
 * Some networks people list often have no mark in the icon set (LinkedIn, Slack, Skype, Teams, CodePen): they get
 * a neutral glyph of our own, a drawing of what the network is for rather than its logo, and because such a glyph
 * does not name the network, the templates print the network's name beside it.
 */
import {
  siAcademia,
  siArtstation,
  siArxiv,
  siBandcamp,
  siBehance,
  siBitbucket,
  siBluesky,
  siCodeforces,
  siCodesandbox,
  siCodewars,
  siCoursera,
  siDevdotto,
  siDeviantart,
  siDevpost,
  siDiscord,
  siDocker,
  siDribbble,
  siFacebook,
  siFigma,
  siFiverr,
  siFlickr,
  siGithub,
  siGitlab,
  siGlassdoor,
  siGoodreads,
  siGooglescholar,
  siHackerrank,
  siHackthebox,
  siHashnode,
  siHuggingface,
  siIndeed,
  siInstagram,
  siKaggle,
  siKakaotalk,
  siLeetcode,
  siLine,
  siLinktree,
  siMastodon,
  siMedium,
  siNaver,
  siNotion,
  siNpm,
  siOrcid,
  siPatreon,
  siPinterest,
  siProducthunt,
  siPypi,
  siQuora,
  siReddit,
  siReplit,
  siResearchgate,
  siSemanticscholar,
  siSignal,
  siSinaweibo,
  siSoundcloud,
  siSpotify,
  siStackexchange,
  siStackoverflow,
  siSteam,
  siStrava,
  siSubstack,
  siTelegram,
  siThreads,
  siTiktok,
  siToptal,
  siTumblr,
  siTwitch,
  siUdemy,
  siUnsplash,
  siUpwork,
  siVimeo,
  siVk,
  siWechat,
  siWellfound,
  siWhatsapp,
  siWordpress,
  siX,
  siXing,
  siYcombinator,
  siYoutube,
  siZhihu,
} from 'simple-icons';

const brands = [
  siAcademia,
  siArtstation,
  siArxiv,
  siBandcamp,
  siBehance,
  siBitbucket,
  siBluesky,
  siCodeforces,
  siCodesandbox,
  siCodewars,
  siCoursera,
  siDevdotto,
  siDeviantart,
  siDevpost,
  siDiscord,
  siDocker,
  siDribbble,
  siFacebook,
  siFigma,
  siFiverr,
  siFlickr,
  siGithub,
  siGitlab,
  siGlassdoor,
  siGoodreads,
  siGooglescholar,
  siHackerrank,
  siHackthebox,
  siHashnode,
  siHuggingface,
  siIndeed,
  siInstagram,
  siKaggle,
  siKakaotalk,
  siLeetcode,
  siLine,
  siLinktree,
  siMastodon,
  siMedium,
  siNaver,
  siNotion,
  siNpm,
  siOrcid,
  siPatreon,
  siPinterest,
  siProducthunt,
  siPypi,
  siQuora,
  siReddit,
  siReplit,
  siResearchgate,
  siSemanticscholar,
  siSignal,
  siSinaweibo,
  siSoundcloud,
  siSpotify,
  siStackexchange,
  siStackoverflow,
  siSteam,
  siStrava,
  siSubstack,
  siTelegram,
  siThreads,
  siTiktok,
  siToptal,
  siTumblr,
  siTwitch,
  siUdemy,
  siUnsplash,
  siUpwork,
  siVimeo,
  siVk,
  siWechat,
  siWellfound,
  siWhatsapp,
  siWordpress,
  siX,
  siXing,
  siYcombinator,
  siYoutube,
  siZhihu,
];

const brandIcons: Record<string, string> = Object.fromEntries(brands.map((icon) => [icon.slug, icon.path]));

// Neutral glyphs on the 24×24 grid of the brand icons, filled, with holes wound the other way so they draw the
// same under either fill rule.
/** A profile card: a person beside two lines of text, for professional networks. */
const profileCard =
  'M4.5 4h15A2.5 2.5 0 0 1 22 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 17.5v-11A2.5 2.5 0 0 1 4.5 4z' +
  'M4.5 5.8a.7.7 0 0 0-.7.7v11a.7.7 0 0 0 .7.7h15a.7.7 0 0 0 .7-.7v-11a.7.7 0 0 0-.7-.7z' +
  'M8.5 8a2.1 2.1 0 1 1 0 4.2a2.1 2.1 0 1 1 0-4.2z' +
  'M5.1 16.6c.35-2 1.7-3.1 3.4-3.1s3.05 1.1 3.4 3.1z' +
  'M13.5 8.8h5.2v1.7h-5.2zM13.5 12.2h5.2v1.7h-5.2z';
/** Two overlapping speech bubbles, for chat and call apps. */
const conversation =
  'M3.5 3h11A1.5 1.5 0 0 1 16 4.5v7a1.5 1.5 0 0 1-1.5 1.5H8l-3.6 2.9V13h-.9A1.5 1.5 0 0 1 2 11.5v-7A1.5 1.5 0 0 1 3.5 3z' +
  'M18 8h2.5A1.5 1.5 0 0 1 22 9.5v7a1.5 1.5 0 0 1-1.5 1.5h-.9v2.9L16 18h-5.5A1.5 1.5 0 0 1 9 16.5V15h6.5A2.5 2.5 0 0 0 18 12.5z';
/** Angle brackets around a slash, for code playgrounds. */
const codeBrackets =
  'M7.6 5.6l1.3 1.3L3.8 12l5.1 5.1-1.3 1.3L1.2 12z' +
  'M16.4 5.6L22.8 12l-6.4 6.4-1.3-1.3 5.1-5.1-5.1-5.1z' +
  'M13.3 4.5l1.7.5-4.3 14.5-1.7-.5z';

const neutralIcons: Record<string, string> = {
  linkedin: profileCard,
  slack: conversation,
  skype: conversation,
  microsoftteams: conversation,
  codepen: codeBrackets,
};

/** Every icon the app ships, by slug: brand marks and the neutral glyphs (the builder's icon picker lists them). */
export const builtInProfileIcons: Record<string, string> = { ...brandIcons, ...neutralIcons };

/** Slugs users commonly type that the icon set names differently. */
const slugAliases: Record<string, string> = {
  twitter: 'x',
  'linked-in': 'linkedin',
  teams: 'microsoftteams',
  'microsoft-teams': 'microsoftteams',
  'hacker-news': 'ycombinator',
  hackernews: 'ycombinator',
  angellist: 'wellfound',
  weibo: 'sinaweibo',
  kakao: 'kakaotalk',
  'dev.to': 'devdotto',
  dev: 'devdotto',
  'stack-overflow': 'stackoverflow',
  'google-scholar': 'googlescholar',
};

export function normaliseIconSlug(slug: string): string {
  const key = slug.trim().toLowerCase();
  return slugAliases[key] ?? key.replace(/[^a-z0-9]/g, '');
}

export function profileIconPath(slug: string, extra: Record<string, string>): string | undefined {
  const key = normaliseIconSlug(slug);
  if (key === '') return undefined;
  return builtInProfileIcons[key] ?? extra[key];
}

/**
 * The glyph for a profile, by its icon slug or else its network's name. `brand` tells whether it is the network's
 * own mark (which names the network by itself) or a neutral glyph (which does not).
 */
export function profileGlyph(
  slug: string,
  network: string,
  extra: Record<string, string>,
): { path: string; brand: boolean } | undefined {
  for (const name of [slug, network]) {
    const key = normaliseIconSlug(name);
    if (key === '') continue;
    const path = brandIcons[key] ?? extra[key];
    if (path) return { path, brand: true };
    if (neutralIcons[key]) return { path: neutralIcons[key], brand: false };
  }
  return undefined;
}
