// "Download all my data" (docs/product.md#data-export): one ZIP with the account, every resume in the product's
// own JSON (the file the importer reads back) and the uploaded pictures those reference.
import type { Readable } from 'node:stream';
import JSZip from 'jszip';
import type { ResumeData } from '@rb/schema';
import { exportNativeJson } from '@rb/formats/native/export';
import type { AppDeps } from '../deps.ts';
import type { UserRow } from '../auth/auth.queries.ts';
import { listResumes } from '../resumes/resumes.service.ts';
import { userResponse } from './user.dto.ts';

/** The stored pictures of `userId` that a piece of text names by their app address. */
export function uploadedPictureNames(userId: string, text: string): string[] {
  const pattern = new RegExp(`/api/storage/${userId}/([A-Za-z0-9_-]{1,100}\\.[a-z0-9]{1,5})`, 'g');
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1]!))];
}

const bufferOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function exportUserData(deps: AppDeps, user: UserRow): Promise<{ name: string; zip: Buffer }> {
  const zip = new JSZip();
  const account = await userResponse(deps.db, user);
  zip.file('account.json', `${JSON.stringify(account, null, 2)}\n`);

  const resumes = await listResumes(deps.db, user.id);
  const index = resumes.map((resume) => ({
    file: `resumes/${resume.slug}.json`,
    title: resume.title,
    slug: resume.slug,
    visibility: resume.visibility,
    locked: resume.locked,
    createdAt: resume.createdAt,
    updatedAt: resume.updatedAt,
  }));
  zip.file('resumes.json', `${JSON.stringify(index, null, 2)}\n`);
  // Stored documents were validated on save; the row type does not know it.
  for (const resume of resumes)
    zip.file(`resumes/${resume.slug}.json`, exportNativeJson(resume.data as ResumeData));

  const referenced = uploadedPictureNames(
    user.id,
    [user.picture ?? '', ...resumes.map((resume) => JSON.stringify(resume.data))].join('\n'),
  );
  const { storage } = deps;
  for (const name of referenced) {
    const stored = await storage.get(`${user.id}/${name}`);
    // A picture removed from storage while a resume still names it is simply not in the archive.
    if (stored) zip.file(`pictures/${name}`, await bufferOf(stored.stream));
  }
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { name: `resume-builder-${user.username}.zip`, zip: bytes };
}
