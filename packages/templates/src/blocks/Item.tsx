import type { ItemKind, ItemView } from '../resume/sections.ts';
import { ProfileIcon } from './Icon.tsx';
import { Link, UrlLink, safeHref } from './Link.tsx';
import { DateText, Isolated, Keywords, Level, RichText } from './Text.tsx';
import { oneLineAttribute } from './Unit.tsx';

type ItemProps = { item: ItemView; kind: ItemKind; separateLinks: boolean };

/**
 * Title and subtitle on one side, date and location on the other. Templates decide with CSS whether the two sides
 * sit in a row (date on the right, start on the left in RTL) or stack.
 */
export function ItemHeader({ item, kind, separateLinks }: ItemProps) {
  const href = safeHref(item.url.href);
  const linkTitle = href !== '' && (!separateLinks || kind === 'profiles');
  const title = item.title === '' ? null : linkTitle ? <Link href={href}>{item.title}</Link> : item.title;
  const hasLead = title !== null || item.subtitle !== '' || item.profile !== undefined;
  const hasMeta = item.date !== '' || item.location !== '';
  if (!hasLead && !hasMeta) return null;
  return (
    <div className="rb-item-header">
      {hasLead && (
        <div className="rb-item-lead">
          {(title !== null || item.profile) && (
            // A profile's title is its username: a reader of the PDF must get it back whole.
            <div className="rb-item-title" {...(kind === 'profiles' ? { [oneLineAttribute]: '' } : {})}>
              {item.profile && <ProfileIcon slug={item.profile.icon} network={item.profile.network} />}
              {title}
            </div>
          )}
          {item.subtitle !== '' && <div className="rb-item-subtitle">{item.subtitle}</div>}
        </div>
      )}
      {hasMeta && (
        <div className="rb-item-meta">
          <DateText value={item.date} />
          {item.location !== '' && (
            <div className="rb-location">
              <Isolated>{item.location}</Isolated>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** One item of any section, drawn from its common view. */
export function Item({ item, kind, separateLinks }: ItemProps) {
  const showLink = separateLinks && kind !== 'profiles';
  return (
    <div className="rb-item" data-kind={kind}>
      <ItemHeader item={item} kind={kind} separateLinks={separateLinks} />
      {item.detail !== '' && (
        <div className="rb-item-detail">
          <Isolated>{item.detail}</Isolated>
        </div>
      )}
      <Level value={item.level} />
      <RichText html={item.summary} />
      <Keywords words={item.keywords} />
      {showLink && <UrlLink url={item.url} icon className="rb-item-link" />}
    </div>
  );
}
