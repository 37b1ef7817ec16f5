import type { ResumeData } from '@rb/schema';

/** The product's own JSON, as the native importer reads it back. */
export const exportNativeJson = (data: ResumeData): string => `${JSON.stringify(data, null, 2)}\n`;
