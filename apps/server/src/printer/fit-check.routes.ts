// POST /resume/:id/fit (fit a resume to N sheets and save it) and GET /resume/:id/check (read the printed PDF
// back as an applicant tracking system would); the rules are in fit-check.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts, resumeDto } from '@rb/schema';
import type { FeatureOptions } from '../deps.ts';
import { userOf } from '../auth/auth.guard.ts';
import { toResumeDto } from '../resumes/resume.dto.ts';
import { checkResume, fitResume } from './fit-check.service.ts';

const tags = ['resume'];

export const fitCheckRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { requireUser } = deps.sessions;
  const auth = { preHandler: requireUser };

  app.post(
    '/resume/:id/fit',
    {
      ...auth,
      schema: {
        tags,
        params: contracts.fitResume.params,
        body: contracts.fitResume.body,
        response: { 200: resumeDto },
      },
    },
    async (request) => {
      const { pages, version } = request.body;
      return toResumeDto(await fitResume(deps, userOf(request).id, request.params.id, pages, version));
    },
  );

  app.get(
    '/resume/:id/check',
    {
      ...auth,
      schema: {
        tags,
        params: contracts.checkResume.params,
        response: { 200: contracts.checkResume.response },
      },
    },
    async (request) => checkResume(deps, userOf(request).id, request.params.id),
  );
};
