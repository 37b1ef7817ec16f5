// Reads a Word document back for tests: what each paragraph is (style, list, links) and what it says, and the
// document through LibreOffice, the way another word processor opens it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';

const attr = (xml: string, pattern: RegExp) => pattern.exec(xml)?.[1];

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * One line per paragraph: its style, its list (bullet or decimal, level) and its text, with links written as
 * [text](target) and bold or italic runs marked ** and _; ids the library generates are left out.
 */
export const docxOutline = async (bytes: Uint8Array): Promise<string[]> => {
  const zip = await JSZip.loadAsync(bytes);
  const read = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  const document = await read('word/document.xml');
  const rels = await read('word/_rels/document.xml.rels');
  const numbering = await read('word/numbering.xml');
  const targets = new Map(
    [...rels.matchAll(/<Relationship [^>]*Id="([^"]+)"[^>]*Target="([^"]+)"/g)].map((m) => [
      m[1]!,
      unescapeXml(m[2]!),
    ]),
  );
  const abstractOf = new Map(
    [...numbering.matchAll(/<w:num w:numId="(\d+)"[^>]*>.*?<w:abstractNumId w:val="(\d+)"/gs)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  const formatOf = (numId: string, level: string) => {
    const abstract =
      new RegExp(
        `<w:abstractNum [^>]*w:abstractNumId="${abstractOf.get(numId)}".*?</w:abstractNum>`,
        's',
      ).exec(numbering)?.[0] ?? '';
    const lvl = new RegExp(`<w:lvl [^>]*w:ilvl="${level}".*?</w:lvl>`, 's').exec(abstract)?.[0] ?? '';
    return attr(lvl, /<w:numFmt w:val="([^"]+)"/) ?? '?';
  };
  const runText = (run: string) => {
    const text = [...run.matchAll(/<w:br\/>|<w:t[^>]*>([^<]*)<\/w:t>/g)]
      .map((m) => (m[0] === '<w:br/>' ? '\n' : unescapeXml(m[1] ?? '')))
      .join('');
    const bold = /<w:b\/>/.test(run);
    const italic = /<w:i\/>/.test(run);
    return `${bold ? '**' : ''}${italic ? '_' : ''}${text}${italic ? '_' : ''}${bold ? '**' : ''}`;
  };
  return [...document.matchAll(/<w:p>(.*?)<\/w:p>/gs)].map(([, body = '']) => {
    const style = attr(body, /<w:pStyle w:val="([^"]+)"/) ?? 'Normal';
    const level = attr(body, /<w:ilvl w:val="(\d+)"/);
    const numId = attr(body, /<w:numId w:val="(\d+)"/);
    const list = level !== undefined && numId ? ` ${formatOf(numId, level)}(${level})` : '';
    const text = [
      ...body.matchAll(/<w:hyperlink [^>]*r:id="([^"]+)"[^>]*>(.*?)<\/w:hyperlink>|<w:r>(.*?)<\/w:r>/gs),
    ]
      .map((m) =>
        m[1]
          ? `[${[...m[2]!.matchAll(/<w:r>(.*?)<\/w:r>/gs)].map((r) => runText(r[1]!)).join('')}](${targets.get(m[1])})`
          : runText(m[3]!),
      )
      .join('');
    return `${style}${list} | ${text}`;
  });
};

const sofficeCandidates = [
  '/usr/bin/soffice',
  '/usr/lib/libreoffice/program/soffice',
  '/usr/bin/libreoffice',
];

/** LibreOffice's soffice; the project installs it (scripts/lib/ensure.mjs, .ci/run), so a missing one is an error. */
export const findSoffice = (): string => {
  const found = [process.env.SOFFICE_PATH, ...sofficeCandidates].find((path) => path && existsSync(path));
  if (!found)
    throw new Error(
      'LibreOffice (soffice) was not found: install the Debian package libreoffice-writer-nogui ' +
        '(npm test does it as root) or set SOFFICE_PATH.',
    );
  return found;
};

/**
 * Converts a document with LibreOffice headless to each format asked for (e.g. "pdf", "txt:Text") and answers the
 * files' bytes. A profile of its own keeps it apart from any other LibreOffice running on the machine.
 */
export const convertWithLibreOffice = (bytes: Uint8Array, targets: string[]): Record<string, Buffer> => {
  const soffice = findSoffice();
  const folder = mkdtempSync(join(tmpdir(), 'rb-docx-'));
  try {
    const input = join(folder, 'resume.docx');
    writeFileSync(input, bytes);
    const out: Record<string, Buffer> = {};
    for (const target of targets) {
      execFileSync(
        soffice,
        [
          `-env:UserInstallation=file://${join(folder, 'profile')}`,
          '--headless',
          '--convert-to',
          target,
          '--outdir',
          folder,
          input,
        ],
        { stdio: 'pipe', timeout: 60_000 },
      );
      const extension = target.split(':')[0]!;
      out[target] = readFileSync(join(folder, `resume.${extension}`));
    }
    return out;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
