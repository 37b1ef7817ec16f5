// The self-hosted font catalogue and the CSS that loads its families (docs/product.md#font-catalogue).
export type { FontCategory, FontEntry, FontStyle, FontVariant } from './types.ts';
export { defaultFontEntry, findFont, findFontById, fontCatalogue, quickPickFonts } from './catalogue.ts';
export {
  fallbackFamilies,
  fallbackKindOf,
  fallbackStack,
  fallbackStylesheetUrl,
  type FallbackKind,
} from './fallbacks.ts';
export { availableVariants, fallbackFontFaceCss, fontCss, fontFaceCss } from './font-face.ts';
export { findFamily, fontFamilies, type FontFamilyInfo } from './families.ts';
export { facesStylesheetUrl, resumeFonts, type FontSelection, type ResumeFonts } from './font-stack.ts';
export {
  compareVariants,
  fontFileName,
  fontFilesBase,
  fontFileUrl,
  parseVariant,
  variantName,
  type VariantParts,
} from './variants.ts';
export { interfaceFontFaceCss, interfaceSheetFamilies } from './interface.ts';
export {
  interfaceFontsStylesheetUrls,
  interfaceHanFamilies,
  interfaceScriptFamilies,
  type InterfaceFontSheet,
} from './interface-families.ts';
