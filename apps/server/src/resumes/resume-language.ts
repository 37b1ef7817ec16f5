// Which language version of a resume a print, export or public page shows (`?lang=`, the first when absent;
// docs/decisions/0017-resume-language-versions.md). One rule for all of them: a language the resume has no
// version in is ResumeLanguageNotFound, never another version in its place.
import { resolveResumeLanguage, resumeInLanguage, type ResumeData } from '@rb/schema';
import { AppError } from '../http/app-error.ts';

/**
 * The document in the version asked for, and `variant`: that language when it is not the first (prints keep
 * each further version's files apart), else undefined.
 */
export function resumeVersion(data: ResumeData, lang: string | undefined) {
  const language = resolveResumeLanguage(data, lang);
  if (language === null) throw new AppError('ResumeLanguageNotFound');
  const variant = language !== undefined && language !== data.metadata.languages[0] ? language : undefined;
  return { data: resumeInLanguage(data, language), variant };
}
