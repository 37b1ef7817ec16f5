// The self-hosted font catalogue and the CSS that loads its families (spec §3, §4, §9).
export type { FontCategory, FontEntry, FontStyle, FontVariant } from './types.ts';
export { defaultFontEntry, findFont, findFontById, fontCatalogue, quickPickFonts } from './catalogue.ts';
export {
  fallbackFamilies,
  fallbackKindOf,
  fallbackStack,
  fallbackStylesheetUrl,
  type FallbackKind,
} from './fallbacks.ts';
export {
  availableVariants,
  fallbackFontFaceCss,
  fontCss,
  fontFaceCss,
  type FontSelection,
} from './font-face.ts';
export {
  compareVariants,
  fontFileName,
  fontFilesBase,
  fontFileUrl,
  parseVariant,
  variantName,
  type VariantParts,
} from './variants.ts';
