// Code and docs cite only what is in the repository: the product rules (docs/product.md), the architecture and
// the decisions. Documents that never shipped with it (a specification, a design brief, notes kept elsewhere) are
// not cited, so that a reader of a fresh clone can follow every reference.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Citations of documents outside the repository, in any case (examples in scripts/architecture.test.ts). */
export const outsideReference =
  /\b(?:spec|design)(?:\.md\b| ?§)|\bstack[-]notes\b|\bthe spec(?:ification)?(?:['’]s)?\b(?! ?(?:file|object|is|=))/i;

// This file and its test spell the pattern out.
const selfExcluded = new Set(['scripts/lib/doc-references.mjs', 'scripts/architecture.test.ts']);
const scanned = /\.(?:ts|tsx|mts|mjs|cjs|js|css|md|json|ya?ml)$|(?:^|\/)Dockerfile$/;

/** Lines of `text` that cite an outside document, as `{ line, text }`. */
export const findOutsideReferences = (text) =>
  text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line }))
    .filter(({ text: line }) => outsideReference.test(line));

/** Every tracked or new (not ignored) file of the repository that is scanned, relative to `root`. */
export const repositoryFiles = (root) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => scanned.test(file) && !selfExcluded.has(file) && !file.endsWith('package-lock.json'));

/** `file:line: text` for every outside citation in the repository. */
export const outsideReferencesIn = (root) =>
  repositoryFiles(root).flatMap((file) => {
    let text;
    try {
      text = readFileSync(`${root}/${file}`, 'utf8');
    } catch {
      return []; // deleted in the working tree, not yet in the index
    }
    return findOutsideReferences(text).map(({ line, text: content }) => `${file}:${line}: ${content.trim()}`);
  });

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (markdown) =>
  new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map(([, heading]) => anchorOf(heading)));

/** `file:line: doc#anchor` for every link into a page of docs/ whose heading does not exist (any more). */
export const brokenAnchorsIn = (root) => {
  const pages = new Map();
  const anchors = (page) => {
    if (!pages.has(page)) {
      try {
        pages.set(page, anchorsOf(readFileSync(`${root}/docs/${page}`, 'utf8')));
      } catch {
        pages.set(page, new Set());
      }
    }
    return pages.get(page);
  };
  return repositoryFiles(root).flatMap((file) => {
    let text;
    try {
      text = readFileSync(`${root}/${file}`, 'utf8');
    } catch {
      return [];
    }
    return text
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(/\b(product|architecture|code-style)\.md#([\w-]+)/g)]
          .filter(([, page, anchor]) => !anchors(`${page}.md`).has(anchor))
          .map(([link]) => `${file}:${index + 1}: ${link}`),
      );
  });
};
