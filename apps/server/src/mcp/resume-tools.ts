// The resume tools: list, read, print, export, check and statistics for every key; patch, design and fit for a
// read-write key. Edits go through updateResume (ownership, locks, versions, sanitising hold).
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  exportResumeParams,
  fitResumeBody,
  fontSchema,
  idParamsSchema,
  jsonPatchSchema,
  templateIdSchema,
  themeSchema,
  typographySchema,
  updateResumeBody,
  type JsonPatch,
  type ResumeData,
} from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { exportResume } from '../exports/exports.service.ts';
import { checkResume, fitResume } from '../printer/fit-check.service.ts';
import { printFileUrl } from '../printer/printer.routes.ts';
import { toResumeDto } from '../resumes/resume.dto.ts';
import { patchResume } from '../resumes/resume-json-patch.ts';
import { listResumes, ownedResume, type Owner } from '../resumes/resumes.service.ts';
import { readStatistics } from '../statistics/statistics.service.ts';
import { resumeToText } from './resume-text.ts';
import { guarded, optional, text } from './tool-results.ts';

const resumeId = idParamsSchema.shape.id.describe('The resume id, as list_resumes answers it');
const version = updateResumeBody.shape.version.describe(
  'The version the change is based on (get_resume answers it); a stale version is refused with the current one',
);

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

/** Operations that set each given leaf of `values` under `base` and nothing else. */
const replaceLeaves = (base: string, values: Record<string, unknown> | undefined): JsonPatch =>
  Object.entries(values ?? {}).flatMap(([key, value]): JsonPatch => {
    if (value === undefined) return [];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return replaceLeaves(`${base}/${key}`, value as Record<string, unknown>);
    }
    return [{ op: 'replace', path: `${base}/${key}`, value }];
  });

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

export function registerResumeReadTools(server: McpServer, deps: AppDeps, owner: Owner): void {
  const { db } = deps;
  const userId = owner.id;

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
}

export function registerResumeWriteTools(server: McpServer, deps: AppDeps, owner: Owner): void {
  const { db } = deps;
  const userId = owner.id;

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
}
