/** Upper bounds on what an import may ask of the browser or the server (design.md §6: zip bombs refused). */
export const importLimits = Object.freeze({
  /** Any single file: the uploaded one, and each file inside an archive once unpacked. */
  maxFileBytes: 5 * 1024 * 1024,
  /** The sum of the unpacked sizes of all entries of an archive, as its central directory declares them. */
  maxUnpackedBytes: 20 * 1024 * 1024,
  maxZipEntries: 200,
});

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const limitMessages = {
  fileTooLarge: `The file is too large: the limit is ${megabytes(importLimits.maxFileBytes)}.`,
  tooManyEntries: `The archive holds too many files: the limit is ${importLimits.maxZipEntries}.`,
  unpackedTooLarge: `The archive unpacks to more than ${megabytes(importLimits.maxUnpackedBytes)}.`,
  entryTooLarge: (name: string) =>
    `The file ${name} inside the archive is larger than ${megabytes(importLimits.maxFileBytes)}.`,
};
