// A resume's and a letter's version history: list, read and restore snapshots (taking them is snapshots.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts } from '@rb/schema';
import type { FeatureOptions } from '../deps.ts';
import { userOf } from '../auth/auth.guard.ts';
import { toLetterDto } from '../letters/letter.dto.ts';
import { toResumeDto } from '../resumes/resume.dto.ts';
import { keepSnapshot, listHistory, readSnapshot, restoreSnapshot, toSummary } from './history.service.ts';
import { listLetterHistory, readLetterSnapshot, restoreLetterSnapshot } from './letter-history.service.ts';

const tags = ['resume'];

export interface HistoryRoutesOptions {
  /** The clock snapshots are dated by (tests move it). */
  now?: () => Date;
}

export const createHistoryRoutes =
  ({ now = () => new Date() }: HistoryRoutesOptions = {}): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { deps }) => {
    const { db } = deps;
    const { requireUser } = deps.sessions;
    const auth = { preHandler: requireUser };
    const { resumeHistory, resumeSnapshot, keepSnapshot: keep, restoreSnapshot: restore } = contracts;

    app.get(
      resumeHistory.path,
      {
        ...auth,
        schema: {
          tags,
          params: resumeHistory.params,
          querystring: resumeHistory.query,
          response: { 200: resumeHistory.response },
        },
      },
      async (request) => listHistory(db, userOf(request).id, request.params.id, request.query.cursor),
    );

    app.post(
      keep.path,
      {
        ...auth,
        schema: { tags, params: keep.params, body: keep.body, response: { 200: keep.response } },
      },
      async (request) =>
        toSummary(await keepSnapshot(db, userOf(request).id, request.params.id, request.body.reason, now())),
    );

    app.get(
      resumeSnapshot.path,
      {
        ...auth,
        schema: { tags, params: resumeSnapshot.params, response: { 200: resumeSnapshot.response } },
      },
      async (request) => readSnapshot(db, userOf(request).id, request.params.id, request.params.snapshotId),
    );

    app.post(
      restore.path,
      { ...auth, schema: { tags, params: restore.params, response: { 200: restore.response } } },
      async (request) =>
        toResumeDto(
          await restoreSnapshot(db, userOf(request).id, request.params.id, request.params.snapshotId, now()),
        ),
    );

    const { letterHistory, letterSnapshot, restoreLetterSnapshot: restoreLetter } = contracts;
    const letterTags = ['letter'];
    app.get(
      letterHistory.path,
      {
        ...auth,
        schema: {
          tags: letterTags,
          params: letterHistory.params,
          querystring: letterHistory.query,
          response: { 200: letterHistory.response },
        },
      },
      async (request) => listLetterHistory(db, userOf(request).id, request.params.id, request.query.cursor),
    );
    app.get(
      letterSnapshot.path,
      {
        ...auth,
        schema: {
          tags: letterTags,
          params: letterSnapshot.params,
          response: { 200: letterSnapshot.response },
        },
      },
      async (request) =>
        readLetterSnapshot(db, userOf(request).id, request.params.id, request.params.snapshotId),
    );
    app.post(
      restoreLetter.path,
      {
        ...auth,
        schema: { tags: letterTags, params: restoreLetter.params, response: { 200: restoreLetter.response } },
      },
      async (request) =>
        toLetterDto(
          await restoreLetterSnapshot(
            db,
            userOf(request).id,
            request.params.id,
            request.params.snapshotId,
            now(),
          ),
        ),
    );
  };

export const historyRoutes = createHistoryRoutes();
