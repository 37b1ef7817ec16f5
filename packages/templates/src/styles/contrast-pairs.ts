import type { TemplateId } from '@rb/schema';

/**
 * Where the templates set text on a colour of the theme, as pairs of stylesheet rules: the rule whose `color`
 * the text takes and the rule whose `background` lies under it. The contrast test evaluates both from the
 * stylesheets themselves with the default theme, so a pair names rules, never colours. A selector is written as
 * it stands in the stylesheet (one of a rule's comma-separated selectors).
 */
export type ContrastPair = {
  /** What a reader sees there. */
  what: string;
  /** The rule giving the text its colour; the sheet (`.rb-sheet`, the theme's text colour) when left out. */
  text?: string;
  /** The rule painting the background under the text; the sheet when left out. */
  on?: string;
  /**
   * At the default font size the text is large (24 px, or bold and 18.66 px): 3:1 is enough. Everything else
   * needs 4.5:1 (docs/product.md#template-colours).
   */
  large?: boolean;
};

/** Pairs every template has, from the shared stylesheet. */
export const sharedContrastPairs: ContrastPair[] = [
  { what: 'text on the sheet' },
  { what: 'a profile initial', text: '.rb-brand-initial', on: '.rb-brand-initial' },
  { what: 'highlighted rich text', on: '.rb-rich mark' },
];

const altaria = '.rb-tpl-altaria';
const altariaSide = `${altaria} .altaria-side`;
const glalieSide = '.rb-tpl-glalie .glalie-side';
const leafishTitle = '.rb-tpl-leafish .leafish-title-band';

/** Each template's own pairs; the record type makes a template without an entry a compile error. */
export const templateContrastPairs: Record<TemplateId, ContrastPair[]> = {
  altaria: [
    { what: 'the headline', text: `${altaria} .rb-headline` },
    { what: 'main headings', text: `${altaria} .rb-heading` },
    { what: 'sidebar headings', text: `${altaria} .rb-heading`, on: altariaSide },
    { what: 'sidebar text', on: altariaSide },
    { what: 'main subtitles', text: `${altaria} .rb-item-subtitle` },
    { what: 'sidebar subtitles', text: `${altariaSide} .rb-item-subtitle`, on: altariaSide },
    { what: 'main dates and places', text: `${altaria} .rb-item-meta` },
    { what: 'sidebar dates and places', text: `${altaria} .rb-item-meta`, on: altariaSide },
    { what: 'main details', text: `${altaria} .rb-item-detail` },
    { what: 'sidebar details', text: `${altaria} .rb-item-detail`, on: altariaSide },
  ],
  azurill: [{ what: 'headings', text: '.rb-tpl-azurill .rb-heading' }],
  bronzor: [],
  chikorita: [
    {
      what: 'sidebar text',
      text: '.rb-tpl-chikorita .chikorita-side',
      on: '.rb-tpl-chikorita .chikorita-side',
    },
    {
      what: 'sidebar profile initials',
      text: '.rb-tpl-chikorita .chikorita-side .rb-brand-initial',
      on: '.rb-tpl-chikorita .chikorita-side .rb-brand-initial',
    },
  ],
  ditto: [
    {
      what: 'name and headline on the band',
      text: '.rb-tpl-ditto .ditto-title',
      on: '.rb-tpl-ditto .ditto-band',
    },
  ],
  gengar: [
    { what: 'the header block', text: '.rb-tpl-gengar .rb-header', on: '.rb-tpl-gengar .rb-header' },
    { what: 'sidebar text', on: '.rb-tpl-gengar .gengar-side-body' },
    { what: 'the summary block', on: ".rb-tpl-gengar .gengar-main [data-section='summary'][data-headless]" },
  ],
  glalie: [
    { what: 'sidebar text', on: glalieSide },
    { what: 'sidebar headings', text: ".rb-tpl-glalie [data-role='sidebar'] .rb-heading", on: glalieSide },
  ],
  joltik: [
    { what: 'the headline', text: '.rb-tpl-joltik .rb-headline' },
    { what: 'headings', text: '.rb-tpl-joltik .rb-heading' },
  ],
  kakuna: [{ what: 'headings', text: '.rb-tpl-kakuna .rb-heading' }],
  leafish: [
    { what: 'the name and summary on the title band', on: leafishTitle },
    { what: 'the headline on the title band', text: '.rb-tpl-leafish .rb-headline', on: leafishTitle },
    { what: 'contacts on the contact band', on: '.rb-tpl-leafish .leafish-contact-band' },
    { what: 'headings', text: '.rb-tpl-leafish .rb-heading' },
  ],
  nosepass: [
    { what: 'the strip', text: '.rb-tpl-nosepass .nosepass-strip' },
    { what: 'contact labels', text: '.rb-tpl-nosepass .rb-field-name' },
    { what: 'headings', text: '.rb-tpl-nosepass .rb-heading' },
    { what: 'dates', text: '.rb-tpl-nosepass .rb-date' },
  ],
  onyx: [{ what: 'headings', text: '.rb-tpl-onyx .rb-heading' }],
  pikachu: [{ what: 'the header box', text: '.rb-tpl-pikachu .rb-header', on: '.rb-tpl-pikachu .rb-header' }],
  rhyhorn: [],
  unown: [],
};
