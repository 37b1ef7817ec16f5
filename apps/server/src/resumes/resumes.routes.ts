// The resume calls of docs/product.md#resume-calls (print and preview live in the printer feature).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contracts,
  idParamsSchema,
  importResumeBodyLimit,
  jsonPatchSchema,
  type JsonPatch,
  type ResumeData,
  type UpdateResumeBody,
  messageResponseSchema,
  resumeDto,
  resumeSlugSchema,
  resumeTitleSchema,
} from '@rb/schema';
import type { FeatureOptions } from '../deps.ts';
import { userOf } from '../auth/auth.guard.ts';
import { editOf } from '../printer/print-ahead.ts';
import { countView } from '../statistics/count-request.ts';
import { readStatistics } from '../statistics/statistics.service.ts';
import { builtDtoSerializer, toResumeDto, toSavedResumeDto } from './resume.dto.ts';
import { publicAnswerCompression, publicAnswers, publicAnswerSerializer } from './public-answers.ts';
import { updateBodyValidatorCompiler } from './update-body-validation.ts';
import { ifMatchHeaders, jsonPatchMediaType, patchResume, versionFromIfMatch } from './resume-json-patch.ts';
import {
  createResume,
  deleteResume,
  duplicateResume,
  findPublicResume,
  importResume,
  listResumes,
  lockResume,
  ownedResume,
  updateResume,
} from './resumes.service.ts';

const tags = ['resume'];

const duplicateResumeBody = z
  .object({ title: resumeTitleSchema.optional(), slug: resumeSlugSchema.optional() })
  .default({});

export interface ResumesRoutesOptions {
  /** The clock for view counting (tests move it). */
  now?: () => Date;
}

export const createResumesRoutes =
  ({ now = () => new Date() }: ResumesRoutesOptions = {}): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { deps }) => {
    const { db } = deps;
    const { optionalUser, requireUser } = deps.sessions;
    const answers = publicAnswers();
    // On request, before the body is read: a guest's 8 MB document is refused without being parsed.
    const auth = { onRequest: requireUser };
    app.addContentTypeParser(
      jsonPatchMediaType,
      { parseAs: 'string', bodyLimit: importResumeBodyLimit },
      app.getDefaultJsonParser('error', 'error'),
    );

    app.post(
      '/resume',
      { ...auth, schema: { tags, body: contracts.createResume.body, response: { 200: resumeDto } } },
      async (request) => toResumeDto(await createResume(db, userOf(request), request.body)),
    );

    app.get(
      '/resume',
      { ...auth, schema: { tags, response: { 200: z.array(resumeDto) } } },
      async (request) => (await listResumes(db, userOf(request).id)).map(toResumeDto),
    );

    app.post(
      '/resume/import',
      {
        ...auth,
        // As large as the largest document an import may produce: what passed Validate is never refused here.
        bodyLimit: importResumeBodyLimit,
        schema: { tags, body: contracts.importResume.body, response: { 200: resumeDto } },
      },
      async (request) => toResumeDto(await importResume(db, userOf(request).id, request.body, now())),
    );

    app.get(
      '/resume/public/:username/:slug',
      {
        preHandler: optionalUser,
        // The answer was checked against the response schema when it was built, and is sent as it was written then.
        serializerCompiler: publicAnswerSerializer,
        compress: publicAnswerCompression,
        schema: {
          tags,
          params: contracts.publicResume.params,
          querystring: contracts.publicResume.query,
          response: { 200: contracts.publicResume.response },
        },
      },
      async (request) => {
        const { resume, user } = await findPublicResume(db, request.params.username, request.params.slug);
        const answer = answers.answerOf(resume, user, request.query.lang);
        await countView(deps, request, resume, now());
        // Its visitors may download it next: printed ahead now, unless this edit was printed already.
        deps.printer.ahead.schedule(resume.userId, resume.id, 0, editOf(resume));
        return answer;
      },
    );

    app.get(
      '/resume/:id',
      {
        ...auth,
        serializerCompiler: builtDtoSerializer,
        schema: { tags, params: idParamsSchema, response: { 200: resumeDto } },
      },
      async (request) => toResumeDto(await ownedResume(db, userOf(request).id, request.params.id)),
    );

    app.patch(
      '/resume/:id',
      {
        ...auth,
        // An imported resume may be as large as an import allows; editing it must not be refused for its size.
        bodyLimit: importResumeBodyLimit,
        validatorCompiler: updateBodyValidatorCompiler,
        serializerCompiler: builtDtoSerializer,
        schema: {
          tags,
          params: idParamsSchema,
          // Either the changed fields with `version`, or RFC 6902 operations with the version in If-Match.
          body: {
            content: {
              'application/json': { schema: contracts.updateResume.body },
              [jsonPatchMediaType]: { schema: jsonPatchSchema },
            },
          },
          headers: ifMatchHeaders,
          response: { 200: resumeDto },
        },
      },
      async (request) => {
        const userId = userOf(request).id;
        const body = request.body as UpdateResumeBody;
        const saved =
          request.mediaType === jsonPatchMediaType
            ? await patchResume(
                db,
                userId,
                request.params.id,
                request.body as JsonPatch,
                versionFromIfMatch(request.headers['if-match']),
                toResumeDto,
              )
            : await updateResume(db, userId, request.params.id, body, toResumeDto, now());
        // Once the edits rest, the new version is printed in the background (docs/product.md#instant-downloads).
        deps.printer.ahead.schedule(userId, saved.id);
        // The body's document was validated on the way in and is what was stored.
        return request.mediaType !== jsonPatchMediaType && body.data
          ? toSavedResumeDto(saved, saved.data as ResumeData)
          : toResumeDto(saved);
      },
    );

    app.delete(
      '/resume/:id',
      { ...auth, schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await deleteResume(deps, userOf(request).id, request.params.id, request.log);
        return { message: 'The resume has been deleted.' };
      },
    );

    app.patch(
      '/resume/:id/lock',
      {
        ...auth,
        schema: {
          tags,
          params: idParamsSchema,
          body: contracts.lockResume.body,
          response: { 200: resumeDto },
        },
      },
      async (request) =>
        toResumeDto(await lockResume(db, userOf(request).id, request.params.id, request.body.set)),
    );

    app.post(
      '/resume/:id/duplicate',
      {
        ...auth,
        schema: { tags, params: idParamsSchema, body: duplicateResumeBody, response: { 200: resumeDto } },
      },
      async (request) =>
        toResumeDto(await duplicateResume(db, userOf(request).id, request.params.id, request.body ?? {})),
    );

    app.get(
      '/resume/:id/statistics',
      {
        ...auth,
        schema: { tags, params: idParamsSchema, response: { 200: contracts.resumeStatistics.response } },
      },
      async (request) => {
        const resume = await ownedResume(db, userOf(request).id, request.params.id);
        return readStatistics(db, resume.id, now());
      },
    );
  };

export const resumesRoutes = createResumesRoutes();
