/**
 * Brand icons for the networks people list most, imported by name so the bundle holds only these. Other slugs can
 * be supplied at render time (`profileIcons` in the template settings); without one a neutral initial badge shows.
 */
import {
  siBehance,
  siBitbucket,
  siBluesky,
  siCodewars,
  siDevdotto,
  siDiscord,
  siDocker,
  siDribbble,
  siFacebook,
  siFigma,
  siFiverr,
  siFlickr,
  siGithub,
  siGitlab,
  siGoodreads,
  siGooglescholar,
  siHackerrank,
  siHashnode,
  siHuggingface,
  siInstagram,
  siKaggle,
  siLeetcode,
  siLine,
  siMastodon,
  siMedium,
  siNotion,
  siNpm,
  siOrcid,
  siPinterest,
  siProducthunt,
  siPypi,
  siReddit,
  siResearchgate,
  siSignal,
  siSoundcloud,
  siSpotify,
  siStackoverflow,
  siSteam,
  siSubstack,
  siTelegram,
  siThreads,
  siTiktok,
  siTumblr,
  siTwitch,
  siUpwork,
  siVimeo,
  siWechat,
  siWellfound,
  siWhatsapp,
  siX,
  siXing,
  siYoutube,
} from 'simple-icons';

const builtIn = [
  siBehance,
  siBitbucket,
  siBluesky,
  siCodewars,
  siDevdotto,
  siDiscord,
  siDocker,
  siDribbble,
  siFacebook,
  siFigma,
  siFiverr,
  siFlickr,
  siGithub,
  siGitlab,
  siGoodreads,
  siGooglescholar,
  siHackerrank,
  siHashnode,
  siHuggingface,
  siInstagram,
  siKaggle,
  siLeetcode,
  siLine,
  siMastodon,
  siMedium,
  siNotion,
  siNpm,
  siOrcid,
  siPinterest,
  siProducthunt,
  siPypi,
  siReddit,
  siResearchgate,
  siSignal,
  siSoundcloud,
  siSpotify,
  siStackoverflow,
  siSteam,
  siSubstack,
  siTelegram,
  siThreads,
  siTiktok,
  siTumblr,
  siTwitch,
  siUpwork,
  siVimeo,
  siWechat,
  siWellfound,
  siWhatsapp,
  siX,
  siXing,
  siYoutube,
];

export const builtInProfileIcons: Record<string, string> = Object.fromEntries(
  builtIn.map((icon) => [icon.slug, icon.path]),
);

/** Slugs users commonly type that the icon set names differently. */
const slugAliases: Record<string, string> = {
  twitter: 'x',
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
