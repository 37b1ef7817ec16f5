import { create } from 'zustand';

/**
 * What the preview frame last laid out: how many sheets the resume prints on and how full the last one is. The
 * Page panel uses it to say why a resume runs to another page (docs/product.md#fit-to-pages).
 */
export const usePreviewLayout = create<{ sheets: number; lastFill: number } | null>(() => null);

export const setPreviewLayout = (sheets: number, lastFill: number): void =>
  usePreviewLayout.setState({ sheets, lastFill }, true);
