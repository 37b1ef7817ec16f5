// The cover-letter tools: list, read and print for every key; create and update its text for a read-write key.
// Edits go through the letters service (ownership, locks, versions, sanitising hold).
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  createLetterBody,
  idParamsSchema,
  letterDataSchema,
  letterRecipientSchema,
  updateLetterBody,
  type LetterData,
} from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { printableLetter } from '../letters/letter-files.ts';
import { toLetterDto } from '../letters/letter.dto.ts';
import type { LetterRow } from '../letters/letters.queries.ts';
import { createLetter, listLetters, ownedLetter, updateLetter } from '../letters/letters.service.ts';
import type { Owner } from '../resumes/resumes.service.ts';
import { letterToText } from './letter-text.ts';
import { guarded, optional, text } from './tool-results.ts';

const letterId = idParamsSchema.shape.id.describe('The letter id, as list_letters answers it');
const letterVersion = updateLetterBody.shape.version.describe(
  'The version the change is based on (get_letter answers it); a stale version is refused with the current one',
);

const letterTextInput = z.object({
  id: letterId,
  version: letterVersion,
  title: updateLetterBody.shape.title.describe("The letter's title in the dashboard's list"),
  recipient: z
    .object({
      name: optional(letterRecipientSchema.shape.name),
      title: optional(letterRecipientSchema.shape.title).describe("The recipient's position"),
      company: optional(letterRecipientSchema.shape.company),
      address: optional(letterRecipientSchema.shape.address).describe('Several lines, kept as written'),
    })
    .optional(),
  date: optional(letterDataSchema.shape.date).describe('As it should read, e.g. "5 March 2026"'),
  subject: optional(letterDataSchema.shape.subject),
  body: optional(letterDataSchema.shape.body).describe(
    'The letter itself as HTML paragraphs (<p>…</p>; <strong>, <em>, <ul>, <a href> are kept, the rest removed)',
  ),
  closing: optional(letterDataSchema.shape.closing).describe('e.g. "Sincerely,"'),
  signature: optional(letterDataSchema.shape.signature).describe('The name under the closing'),
});

const letterSummaryOf = (row: LetterRow) => {
  const data = row.data as Partial<LetterData>;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    visibility: row.visibility,
    locked: row.locked,
    version: row.version,
    subject: data.subject ?? '',
    company: data.recipient?.company ?? '',
    fromResumeId: data.design?.fromResumeId ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
};

export function registerLetterReadTools(server: McpServer, deps: AppDeps, owner: Owner): void {
  const { db } = deps;
  const userId = owner.id;

  server.registerTool(
    'list_letters',
    {
      description:
        "The key owner's cover letters, most recently changed first: id, title, version, subject, the " +
        "recipient's company and the resume whose design the letter follows.",
      annotations: { readOnlyHint: true },
    },
    guarded(async () => text((await listLetters(db, userId)).map(letterSummaryOf))),
  );

  server.registerTool(
    'get_letter',
    {
      description:
        'One cover letter. format "json" (default) is the whole letter as the API answers it (data.sender, ' +
        'data.recipient, data.date, data.subject, data.body as HTML, data.closing, data.signature, data.design); ' +
        '"text" is a plain-text reading of it in the order it prints.',
      inputSchema: z.object({ id: letterId, format: z.enum(['json', 'text']).default('json') }),
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ id, format }) => {
      const dto = toLetterDto(await ownedLetter(db, userId, id));
      return text(format === 'text' ? letterToText(dto.title, dto.data) : dto);
    }),
  );

  server.registerTool(
    'print_letter',
    {
      description:
        'Prints the cover letter to PDF in its design (or reuses the print of this exact version) and answers ' +
        'its URL; fetch it with the same key.',
      inputSchema: z.object({ id: letterId }),
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ id }) => {
      const letter = await ownedLetter(db, userId, id);
      const hash = await deps.printer.render(await printableLetter(db, letter), 'pdf');
      return text({ url: `${deps.config.publicUrl}/api/letter/print/${letter.id}/file/${hash}.pdf` });
    }),
  );
}

export function registerLetterWriteTools(server: McpServer, deps: AppDeps, owner: Owner): void {
  const { db } = deps;
  const userId = owner.id;

  server.registerTool(
    'create_letter',
    {
      description:
        'Creates a cover letter. With fromResumeId (a resume id from list_resumes) the sender, signature and ' +
        "design come from that resume; without it the letter is blank, signed with the owner's name. Answers " +
        'the new letter (id and version), to fill in with update_letter.',
      inputSchema: z.object({
        title: createLetterBody.shape.title.describe("The letter's title in the dashboard's list"),
        fromResumeId: createLetterBody.shape.fromResumeId.describe('The resume the letter is made from'),
        slug: createLetterBody.shape.slug.describe(
          "The letter's public address; made from the title if absent",
        ),
      }),
      annotations: { destructiveHint: false, idempotentHint: false },
    },
    guarded(async (input) => text(letterSummaryOf(await createLetter(db, owner, input)))),
  );

  server.registerTool(
    'update_letter',
    {
      description:
        "Changes the letter's text: title, recipient (name, title, company, address), date, subject, body (HTML " +
        'paragraphs), closing and signature; what is not given stays as it is. Answers the new version.',
      inputSchema: letterTextInput,
      annotations: { destructiveHint: false, idempotentHint: true },
    },
    guarded(async ({ id, version: base, title, recipient, ...fields }) => {
      const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const recipientGiven = Object.fromEntries(
        Object.entries(recipient ?? {}).filter(([, value]) => value !== undefined),
      );
      if (title === undefined && Object.keys(given).length + Object.keys(recipientGiven).length === 0) {
        throw new AppError('ValidationError', { issues: [{ path: '', message: 'nothing to change' }] });
      }
      const current = letterDataSchema.parse((await ownedLetter(db, userId, id)).data);
      const data: LetterData = {
        ...current,
        ...given,
        recipient: { ...current.recipient, ...recipientGiven },
      };
      const changed = Object.keys(given).length + Object.keys(recipientGiven).length > 0;
      const updated = await updateLetter(
        db,
        userId,
        id,
        { version: base, ...(title !== undefined ? { title } : {}), ...(changed ? { data } : {}) },
        toLetterDto,
      );
      return text(letterSummaryOf(updated));
    }),
  );
}
