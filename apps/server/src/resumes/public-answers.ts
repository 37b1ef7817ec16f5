// The public resume's JSON answer, kept by what it shows (docs/decisions/0030-hot-path-statements-and-answers.md).
// Building it parses the whole document twice (the public DTO drops the notes, the response schema checks the
// shape): most of a view's CPU, for an answer that changes only when the resume does.
import type { z } from 'zod';
import { contracts, type PublicResumeData, type ResumeData } from '@rb/schema';
import { toPublicResumeDto } from './resume.dto.ts';
import { resumeVersion } from './resume-language.ts';
import type { ResumeRow } from './resumes.queries.ts';
import { rememberingCompression } from '../http/compression.ts';

/** About 10 KB each, and 4 compressed: a few megabytes at most. */
const maxAnswers = 500;

/** The route's compression: each kept answer's text is compressed once per encoding. */
export const publicAnswerCompression = rememberingCompression(maxAnswers);

type PublicAnswer = z.infer<typeof contracts.publicResume.response>;

/** The JSON text of each answer publicAnswers handed out, for the route's serializer. */
const texts = new WeakMap<object, string>();

/**
 * The public route's serializer: an answer from publicAnswers goes out as the text it was built with, which the
 * response schema already checked; anything else as JSON.
 */
export const publicAnswerSerializer = () => (payload: unknown) =>
  texts.get(payload as object) ?? JSON.stringify(payload);

export interface PublicAnswers {
  /** The answer for this row of the resume, its owner and language, built or remembered. */
  answerOf: (
    resume: ResumeRow,
    user: { name: string; username: string },
    lang: string | undefined,
  ) => PublicAnswer;
}

export function publicAnswers(): PublicAnswers {
  const kept = new Map<string, PublicAnswer>();
  return {
    answerOf(resume, user, lang) {
      // Every write of a resume bumps its version or its updatedAt; the owner's names are part of the answer.
      // The row is read on every request, so a change shows on the next view.
      const key = [
        resume.id,
        resume.version,
        resume.updatedAt.getTime(),
        user.username,
        user.name,
        lang ?? '',
      ].join('\n');
      const known = kept.get(key);
      if (known !== undefined) {
        // Most recently used last, so the oldest goes first.
        kept.delete(key);
        kept.set(key, known);
        return known;
      }
      const dto = toPublicResumeDto(resume, user);
      // The public document has no notes field; the version keeps it so (the response drops what is not public).
      const { data } = resumeVersion(dto.data as ResumeData, lang);
      const answer = contracts.publicResume.response.parse({ ...dto, data: data as PublicResumeData });
      texts.set(answer, JSON.stringify(answer));
      kept.set(key, answer);
      for (const [oldest] of kept) {
        if (kept.size <= maxAnswers) break;
        kept.delete(oldest);
      }
      return answer;
    },
  };
}
