// The tools an assistant gets at /api/mcp. Every call acts as the key's owner through the same services as the
// web app (ownership check first; edits through updateResume and updateLetter, so locks, versions and sanitising
// hold). A read key gets the read tools only. Input schemas are the zod contracts of @rb/schema.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import {
  createLetterBody,
  exportResumeParams,
  fitResumeBody,
  fontSchema,
  idParamsSchema,
  jsonPatchSchema,
  letterDataSchema,
  letterRecipientSchema,
  type LetterData,
  templateIdSchema,
  themeSchema,
  typographySchema,
  updateLetterBody,
  updateResumeBody,
  type ApiKeyScope,
  type JsonPatch,
  type ResumeData,
} from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { exportResume } from '../exports/exports.service.ts';
import { printableLetter } from '../letters/letter-files.ts';
import { toLetterDto } from '../letters/letter.dto.ts';
import type { LetterRow } from '../letters/letters.queries.ts';
import { createLetter, listLetters, ownedLetter, updateLetter } from '../letters/letters.service.ts';
import { checkResume, fitResume } from '../printer/fit-check.service.ts';
import { printFileUrl } from '../printer/printer.routes.ts';
import { toResumeDto } from '../resumes/resume.dto.ts';
import { patchResume } from '../resumes/resume-json-patch.ts';
import { listResumes, ownedResume, type Owner } from '../resumes/resumes.service.ts';
import { readStatistics } from '../statistics/statistics.service.ts';
import { letterToText } from './letter-text.ts';
import { resumeToText } from './resume-text.ts';

const resumeId = idParamsSchema.shape.id.describe('The resume id, as list_resumes answers it');
const version = updateResumeBody.shape.version.describe(
  'The version the change is based on (get_resume answers it); a stale version is refused with the current one',
);

const letterId = idParamsSchema.shape.id.describe('The letter id, as list_letters answers it');
const letterVersion = updateLetterBody.shape.version.describe(
  'The version the change is based on (get_letter answers it); a stale version is refused with the current one',
);

/** The field as the document schema has it, without its default: a tool changes only what it is given. */
const optional = <T extends z.ZodType>(schema: z.ZodDefault<T> | z.ZodPrefault<T>) =>
  schema.unwrap().optional();

const designInput = z.object({
  id: resumeId,
  version,
  template: optional(templateIdSchema).describe('One of the fifteen templates'),
  typography: z
    .object({
      font: z
        .object({
          family: optional(fontSchema.shape.family),
          size: optional(fontSchema.shape.size),
        })
        .optional(),
      lineHeight: optional(typographySchema.shape.lineHeight),
      hideIcons: optional(typographySchema.shape.hideIcons),
      underlineLinks: optional(typographySchema.shape.underlineLinks),
    })
    .optional(),
  theme: z
    .object({
      background: optional(themeSchema.shape.background),
      text: optional(themeSchema.shape.text),
      primary: optional(themeSchema.shape.primary),
    })
    .optional(),
});

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

/** Operations that set each given leaf of `values` under `base` and nothing else. */
const replaceLeaves = (base: string, values: Record<string, unknown> | undefined): JsonPatch =>
  Object.entries(values ?? {}).flatMap(([key, value]): JsonPatch => {
    if (value === undefined) return [];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return replaceLeaves(`${base}/${key}`, value as Record<string, unknown>);
    }
    return [{ op: 'replace', path: `${base}/${key}`, value }];
  });

const text = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});

/** A known failure as the tool's answer (the model can read and act on it), in the API's error shape. */
const failure = (error: AppError): CallToolResult => {
  const body = error.toBody();
  // The whole current document would flood the conversation: its version is what the caller needs.
  const current = body.current as { version?: number } | undefined;
  const shown = current ? { ...body, current: { version: current.version } } : body;
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(shown) }] };
};

const guarded =
  <A>(run: (args: A) => Promise<CallToolResult>) =>
  async (args: A): Promise<CallToolResult> => {
    try {
      return await run(args);
    } catch (error) {
      if (error instanceof AppError) return failure(error);
      throw error;
    }
  };

const summaryOf = (row: Awaited<ReturnType<typeof ownedResume>>) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  visibility: row.visibility,
  locked: row.locked,
  version: row.version,
  template: (row.data as ResumeData).metadata?.template,
  updatedAt: row.updatedAt.toISOString(),
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

export const readTools = [
  'list_resumes',
  'get_resume',
  'print_resume',
  'check_resume',
  'get_statistics',
  'list_letters',
  'get_letter',
  'print_letter',
] as const;
export const writeTools = [
  'patch_resume',
  'set_design',
  'fit_to_pages',
  'create_letter',
  'update_letter',
] as const;

export function createMcpServer(deps: AppDeps, owner: Owner, scope: ApiKeyScope): McpServer {
  const { db } = deps;
  const userId = owner.id;
  const server = new McpServer({ name: 'resume-builder', version: deps.version });

  server.registerTool(
    'list_resumes',
    {
      description: "The key owner's resumes, most recently changed first: id, title, version, template.",
      annotations: { readOnlyHint: true },
    },
    guarded(async () => text((await listResumes(db, userId)).map(summaryOf))),
  );

  server.registerTool(
    'get_resume',
    {
      description:
        'One resume. format "json" (default) is the whole resume as the API answers it, the shape that ' +
        'patch_resume paths point into (/data/basics/name, /data/sections/experience/items/0/…); "text" is ' +
        'a plain-text reading of its content.',
      inputSchema: z.object({ id: resumeId, format: z.enum(['json', 'text']).default('json') }),
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ id, format }) => {
      const dto = toResumeDto(await ownedResume(db, userId, id));
      return text(format === 'text' ? resumeToText(dto.title, dto.data) : dto);
    }),
  );

  server.registerTool(
    'print_resume',
    {
      description:
        'Prints the resume to PDF (or reuses the print of this exact version) and answers its URL; fetch ' +
        'it with the same key.',
      inputSchema: z.object({ id: resumeId }),
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ id }) => {
      const printer = deps.printer;
      const resume = await printer.accessibleResume(userId, id);
      const hash = await printer.render(resume, 'pdf');
      return text({ url: printFileUrl(deps.config, resume.id, hash, 'pdf') });
    }),
  );

  server.registerTool(
    'export_resume',
    {
      description:
        'The resume as another format: Markdown, plain text, JSON Resume or the native JSON come back as text; a ' +
        'Word document (docx) as the URL to fetch with the same key.',
      inputSchema: z.object({ id: resumeId, format: exportResumeParams.shape.format }),
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ id, format }) => {
      const resume = await deps.printer.ownResume(userId, id);
      if (format === 'docx')
        return text({ url: `${deps.config.publicUrl}/api/resume/${resume.id}/export/docx` });
      const file = await exportResume(resume, format, userId, deps.config.publicUrl);
      return text(file.body.toString('utf8'));
    }),
  );

  server.registerTool(
    'check_resume',
    {
      description:
        'The parse-back check: prints the resume and reads the PDF back as an applicant tracking system does. ' +
        'Answers a score (0..1) and each field (name, contacts, headings, item titles and dates) with whether ' +
        'it was found, on which page, and why not (split across lines, out of order, hidden by custom CSS, ' +
        'not in the text).',
      inputSchema: z.object({ id: resumeId }),
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ id }) => text(await checkResume(deps, userId, id))),
  );

  server.registerTool(
    'get_statistics',
    {
      description: 'Views and downloads of the resume: totals and the last days.',
      inputSchema: z.object({ id: resumeId }),
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ id }) => {
      const resume = await ownedResume(db, userId, id);
      return text(await readStatistics(db, resume.id));
    }),
  );

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

  if (scope !== 'read-write') return server;

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

  server.registerTool(
    'patch_resume',
    {
      description:
        'Applies RFC 6902 JSON Patch operations to the resume as get_resume (json) shows it. Only title, ' +
        'slug, visibility and data may change; the result must be a valid resume. Answers the new version.',
      inputSchema: z.object({ id: resumeId, version, patch: jsonPatchSchema }),
      annotations: { destructiveHint: false, idempotentHint: false },
    },
    guarded(async ({ id, version: base, patch }) =>
      text(summaryOf(await patchResume(db, userId, id, patch, base, toResumeDto))),
    ),
  );

  server.registerTool(
    'set_design',
    {
      description:
        'Changes the template, typography (font family and size, line height, icons, link underlines) or ' +
        'theme colours; what is not given stays as it is. Answers the new version.',
      inputSchema: designInput,
      annotations: { destructiveHint: false, idempotentHint: true },
    },
    guarded(async ({ id, version: base, template, typography, theme }) => {
      const patch: JsonPatch = [
        ...(template ? [{ op: 'replace' as const, path: '/data/metadata/template', value: template }] : []),
        ...replaceLeaves('/data/metadata/typography', typography),
        ...replaceLeaves('/data/metadata/theme', theme),
      ];
      if (patch.length === 0) {
        throw new AppError('ValidationError', { issues: [{ path: '', message: 'nothing to change' }] });
      }
      return text(summaryOf(await patchResume(db, userId, id, patch, base, toResumeDto)));
    }),
  );

  server.registerTool(
    'fit_to_pages',
    {
      description:
        'Fits the resume to this many pages with the loosest readable settings (spacing, then margin, then ' +
        'line height, the font size last and never below 9 pt), measured as the PDF prints, and saves them. ' +
        'Answers the new version, or ResumeCannotFit with the pages still needed.',
      inputSchema: z.object({
        id: resumeId,
        version,
        pages: fitResumeBody.shape.pages.describe('How many pages the PDF should have'),
      }),
      annotations: { destructiveHint: false, idempotentHint: true },
    },
    guarded(async ({ id, version: base, pages }) =>
      text(summaryOf(await fitResume(deps, userId, id, pages, base))),
    ),
  );

  return server;
}
