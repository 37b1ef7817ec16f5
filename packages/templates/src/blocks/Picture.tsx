import { displayPictureUrl } from '@rb/schema';
import { useTemplate } from '../render/contexts.tsx';

const isShowable = (url: string) =>
  /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

/**
 * The resume's picture with its size, aspect ratio, radius and effects; nothing when hidden or empty.
 * `fill` makes it as wide as its container (a template's full-width photo).
 */
export function Picture({ fill = false, className }: { fill?: boolean; className?: string }) {
  const { resume } = useTemplate();
  const { picture, name } = resume.basics;
  const url = picture.url.trim();
  if (picture.effects.hidden || url === '' || !isShowable(url)) return null;
  const size = Math.min(Math.max(picture.size || 0, 16), 600);
  const ratio = picture.aspectRatio > 0 ? picture.aspectRatio : 1;
  return (
    <img
      className={className ? `rb-picture ${className}` : 'rb-picture'}
      src={displayPictureUrl(url)}
      alt={name}
      data-border={picture.effects.border ? '' : undefined}
      style={{
        width: fill ? '100%' : size,
        // The height follows the ratio, so a picture wider than its column shrinks whole instead of spilling over.
        height: 'auto',
        aspectRatio: String(ratio),
        borderRadius: Math.max(0, picture.borderRadius),
        filter: picture.effects.grayscale ? 'grayscale(1)' : undefined,
      }}
    />
  );
}
