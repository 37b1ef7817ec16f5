import type { Draft } from 'immer';
import { defaultFont, type ResumeData, type Typography } from '@rb/schema';
import { editResume } from './resume-store';

/** A new family starts from latin and the regular variant: the old choices may not exist in it (docs/product.md#typography). */
export const setFontFamily = (data: Draft<ResumeData>, family: string): void => {
  const font = data.metadata.typography.font;
  if (font.family === family) return;
  font.family = family;
  font.subset = defaultFont.subset;
  font.variants = [...defaultFont.variants];
};

export const setFontSubset = (data: Draft<ResumeData>, subset: string): void => {
  data.metadata.typography.font.subset = subset;
};

/** At least one variant stays selected. */
export const setFontVariants = (data: Draft<ResumeData>, variants: string[]): void => {
  data.metadata.typography.font.variants = variants.length > 0 ? variants : [...defaultFont.variants];
};

type TypographySetting = Exclude<keyof Typography, 'font'>;

export const typographyActions = {
  setFamily: (family: string) => editResume((d) => setFontFamily(d, family)),
  setSubset: (subset: string) => editResume((d) => setFontSubset(d, subset)),
  setVariants: (variants: string[]) => editResume((d) => setFontVariants(d, variants)),
  setSize: (size: number) =>
    editResume((d) => {
      d.metadata.typography.font.size = size;
    }, 'font.size'),
  set: <K extends TypographySetting>(key: K, value: Typography[K]) =>
    editResume((d) => {
      d.metadata.typography[key] = value;
    }, `typography.${key}`),
};
