// The converters' messages reach the dialog as codes with parameters and are shown through Lingui: the English
// source of each Lingui message is the converter's own English text, placeholder for placeholder.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import {
  englishMessages,
  formatMessage,
  renderMessage,
  verbatimCodes,
  type MessageCode,
} from '@rb/formats/messages';
import { activateLocale } from '@/lib/i18n';
import { formatMessageDescriptor, translateFormatMessage } from './format-messages';

const codes = Object.keys(englishMessages) as MessageCode[];
const sample = { bytes: 5 * 1024 * 1024, count: 200, row: 3, minimum: 1, maximum: 5 } as const;
/** Every parameter a template names, filled with a recognisable value. */
const paramsOf = (code: MessageCode) =>
  Object.fromEntries(
    [...englishMessages[code].matchAll(/\{(\w+)\}/g)]
      .map(([, name = '']) => name)
      .filter((name) => name !== 'path')
      .map((name) => [name, name in sample ? sample[name as keyof typeof sample] : `‹${name}›`]),
  );

describe('converter messages in the dialog', () => {
  beforeAll(() => activateLocale('en-US'));

  it('has a Lingui message for every code but the fixed ones, with the converter’s English as source', () => {
    for (const code of codes) {
      const descriptor = formatMessageDescriptor(formatMessage(code, 'a.b', paramsOf(code)));
      if (verbatimCodes.has(code)) expect(descriptor, code).toBeUndefined();
      else expect(descriptor?.message, code).toBe(englishMessages[code]);
    }
  });

  it('reads in English exactly as the converter writes it, sizes in megabytes', async () => {
    await activateLocale('en-US');
    for (const code of codes) {
      const message = formatMessage(code, 'a.b', paramsOf(code));
      expect(translateFormatMessage(message), code).toBe(
        renderMessage(code, { path: 'a.b', ...paramsOf(code) }),
      );
    }
    expect(translateFormatMessage(formatMessage('fileTooLarge', '', { bytes: 5 * 1024 * 1024 }))).toBe(
      'The file is too large: the limit is 5 MB.',
    );
  });

  it('shows the fixed messages word for word in every language, and unknown codes as they came', async () => {
    await activateLocale('de-DE');
    expect(translateFormatMessage(formatMessage('invalidJson'))).toBe('Failed to parse JSON');
    expect(translateFormatMessage(formatMessage('emptyZip'))).toBe(
      'ParserError: There were no files found inside the zip archive.',
    );
    expect(translateFormatMessage({ code: 'fromTheFuture', path: '', params: {}, message: 'As sent' })).toBe(
      'As sent',
    );
    await activateLocale('en-US');
  });

  it('uses the active locale’s catalog and number format', async () => {
    await activateLocale('de-DE');
    const message = formatMessage('entryTooLarge', '', { name: 'Positions.csv', bytes: 2.5 * 1024 * 1024 });
    const id = formatMessageDescriptor(message)?.id ?? '';
    i18n.load('de-DE', { [id]: ['Die Datei ', ['name'], ' ist größer als ', ['bytes'], '.'] });
    expect(translateFormatMessage(message)).toBe('Die Datei Positions.csv ist größer als 2,5 MB.');
    await activateLocale('en-US');
  });
});
