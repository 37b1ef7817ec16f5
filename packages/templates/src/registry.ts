import { fallbackTemplate, isTemplateId, type TemplateId } from '@rb/schema';
import type { Template } from './contract.ts';
import { altaria } from './templates/altaria/Altaria.tsx';
import { azurill } from './templates/azurill/Azurill.tsx';
import { bronzor } from './templates/bronzor/Bronzor.tsx';
import { chikorita } from './templates/chikorita/Chikorita.tsx';
import { ditto } from './templates/ditto/Ditto.tsx';
import { gengar } from './templates/gengar/Gengar.tsx';
import { glalie } from './templates/glalie/Glalie.tsx';
import { joltik } from './templates/joltik/Joltik.tsx';
import { kakuna } from './templates/kakuna/Kakuna.tsx';
import { leafish } from './templates/leafish/Leafish.tsx';
import { nosepass } from './templates/nosepass/Nosepass.tsx';
import { onyx } from './templates/onyx/Onyx.tsx';
import { pikachu } from './templates/pikachu/Pikachu.tsx';
import { rhyhorn } from './templates/rhyhorn/Rhyhorn.tsx';
import { unown } from './templates/unown/Unown.tsx';

/** Every template id of the product has an entry; the type makes a missing one a compile error. */
export const templates: Record<TemplateId, Template> = {
  altaria,
  azurill,
  bronzor,
  chikorita,
  ditto,
  gengar,
  glalie,
  joltik,
  kakuna,
  leafish,
  nosepass,
  onyx,
  pikachu,
  rhyhorn,
  unown,
};

/** The template for an id; an unknown id renders with the fallback (onyx). */
export function getTemplate(id: string): Template {
  return isTemplateId(id) ? templates[id] : templates[fallbackTemplate];
}
