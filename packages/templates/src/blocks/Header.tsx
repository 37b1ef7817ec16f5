import type { ReactNode } from 'react';
import { useTemplate } from '../render/contexts.tsx';
import { resolveSection, type ItemView } from '../resume/sections.ts';
import { ContactIcon, CustomFieldIcon, ProfileIcon, useProfileIconNamesNetwork } from './Icon.tsx';
import { Link, readableHref, safeHref } from './Link.tsx';
import { oneLineAttribute } from './Unit.tsx';

export function Name() {
  const { resume } = useTemplate();
  const name = resume.basics.name.trim();
  if (name === '') return null;
  return (
    <h1 className="rb-name" {...{ [oneLineAttribute]: '' }}>
      {name}
    </h1>
  );
}

export function Headline() {
  const { resume } = useTemplate();
  const headline = resume.basics.headline.trim();
  if (headline === '') return null;
  return <p className="rb-headline">{headline}</p>;
}

type Contact = { key: string; node: ReactNode };

/** The contact entries of the basics that have a value, in the product's order. */
export function useContacts(): Contact[] {
  const { resume } = useTemplate();
  const { location, phone, email, url, customFields } = resume.basics;
  const contacts: Contact[] = [];
  if (location.trim() !== '') {
    contacts.push({
      key: 'location',
      node: (
        <>
          <ContactIcon kind="location" />
          <span>{location.trim()}</span>
        </>
      ),
    });
  }
  if (phone.trim() !== '') {
    const tel = `tel:${phone.replace(/[^\d+]/g, '')}`;
    contacts.push({
      key: 'phone',
      node: (
        <>
          <ContactIcon kind="phone" />
          <Link href={tel}>{phone.trim()}</Link>
        </>
      ),
    });
  }
  if (email.trim() !== '') {
    contacts.push({
      key: 'email',
      node: (
        <>
          <ContactIcon kind="email" />
          <Link href={`mailto:${email.trim()}`}>{email.trim()}</Link>
        </>
      ),
    });
  }
  const href = safeHref(url.href);
  const label = url.label.trim() || readableHref(href);
  if (label !== '') {
    contacts.push({
      key: 'website',
      node: (
        <>
          <ContactIcon kind="website" />
          <Link href={href}>{label}</Link>
        </>
      ),
    });
  }
  for (const field of customFields) {
    const value = field.value.trim();
    if (value === '') continue;
    const name = field.name.trim();
    const valueHref = safeHref(value);
    contacts.push({
      key: `field-${field.id}`,
      node: (
        <>
          <CustomFieldIcon name={field.icon} />
          {name !== '' && <span className="rb-field-name">{name}</span>}
          {valueHref ? <Link href={valueHref}>{readableHref(value)}</Link> : <span>{value}</span>}
        </>
      ),
    });
  }
  return contacts;
}

/** Location, phone, email, website and custom fields; nothing when none has a value. Separators come from CSS,
 * so an empty field never leaves a stray one. */
export function ContactLine({ className }: { className?: string }) {
  const contacts = useContacts();
  if (contacts.length === 0) return null;
  return (
    <ul className={className ? `rb-contacts ${className}` : 'rb-contacts'}>
      {contacts.map((contact) => (
        <li
          key={contact.key}
          className="rb-contact"
          {...(contact.key === 'phone' || contact.key === 'email' ? { [oneLineAttribute]: '' } : {})}
        >
          {contact.node}
        </li>
      ))}
    </ul>
  );
}

function ProfileLink({ item }: { item: ItemView }) {
  const slug = item.profile?.icon ?? '';
  const network = item.profile?.network ?? '';
  const iconNamesNetwork = useProfileIconNamesNetwork(slug, network);
  const username = item.title || item.subtitle;
  return (
    <li className="rb-contact" {...{ [oneLineAttribute]: '' }}>
      <ProfileIcon slug={slug} network={network} />
      {network !== '' &&
        item.title !== '' &&
        (iconNamesNetwork ? (
          // A brand mark names the network; text readers and ATS parsers get the name as hidden text.
          <span className="rb-hidden-label">{network}: </span>
        ) : (
          // Hidden icons, a neutral glyph or an initial say nothing of the network: print its name.
          <span className="rb-profile-network">{network}</span>
        ))}
      <Link href={item.url.href}>{username}</Link>
    </li>
  );
}

/** The visible profiles as icon + username links, for templates that show them in the header. */
export function ProfileLinks({ className }: { className?: string }) {
  const { resume } = useTemplate();
  const section = resolveSection(resume, 'profiles');
  if (!section || section.kind === 'summary') return null;
  return (
    <ul className={className ? `rb-profile-links ${className}` : 'rb-profile-links'}>
      {section.items.map((item) => (
        <ProfileLink key={item.id} item={item} />
      ))}
    </ul>
  );
}
