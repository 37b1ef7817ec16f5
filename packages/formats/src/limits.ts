/** Upper bounds on what an import may ask of the browser or the server (design.md §6: zip bombs refused). */
export const importLimits = Object.freeze({
  /** Any single file: the uploaded one, and each file inside an archive once unpacked. */
  maxFileBytes: 5 * 1024 * 1024,
  /** An uploaded archive (a LinkedIn export holds more than the files that are read from it). */
  maxArchiveBytes: 20 * 1024 * 1024,
  /** The sum of the unpacked sizes of the files read from an archive: declared ones checked first, real ones counted. */
  maxUnpackedBytes: 20 * 1024 * 1024,
  maxZipEntries: 200,
});

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const limitMessages = {
  fileTooLarge: `The file is too large: the limit is ${megabytes(importLimits.maxFileBytes)}.`,
  archiveTooLarge: `The archive is too large: the limit is ${megabytes(importLimits.maxArchiveBytes)}.`,
  tooManyEntries: `The archive holds too many files: the limit is ${importLimits.maxZipEntries}.`,
  unpackedTooLarge: `The archive unpacks to more than ${megabytes(importLimits.maxUnpackedBytes)}.`,
  entryTooLarge: (name: string) =>
    `The file ${name} inside the archive is larger than ${megabytes(importLimits.maxFileBytes)}.`,
};
