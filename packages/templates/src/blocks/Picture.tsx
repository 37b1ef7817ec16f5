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
      src={url}
      alt={name}
      data-border={picture.effects.border ? '' : undefined}
      style={{
        width: fill ? '100%' : size,
        height: fill ? 'auto' : size / ratio,
        aspectRatio: String(ratio),
        borderRadius: Math.max(0, picture.borderRadius),
        filter: picture.effects.grayscale ? 'grayscale(1)' : undefined,
      }}
    />
  );
}
