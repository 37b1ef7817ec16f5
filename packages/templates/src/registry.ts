import { fallbackTemplate, isTemplateId, templateIds, type TemplateId } from '@rb/schema';
import type { Template } from './contract.ts';
import { onyx } from './templates/onyx/Onyx.tsx';
import { rhyhorn } from './templates/rhyhorn/Rhyhorn.tsx';

/** Stands in for a template that is not written yet: the fallback itself (its `id` stays 'onyx'). */
const pending = (_id: TemplateId, _name: string): Template => onyx;

/** Every template id of the product has an entry; the type makes a missing one a compile error. */
export const templates: Record<TemplateId, Template> = {
  azurill: pending('azurill', 'Azurill'),
  bronzor: pending('bronzor', 'Bronzor'),
  chikorita: pending('chikorita', 'Chikorita'),
  ditto: pending('ditto', 'Ditto'),
  gengar: pending('gengar', 'Gengar'),
  glalie: pending('glalie', 'Glalie'),
  kakuna: pending('kakuna', 'Kakuna'),
  leafish: pending('leafish', 'Leafish'),
  nosepass: pending('nosepass', 'Nosepass'),
  onyx,
  pikachu: pending('pikachu', 'Pikachu'),
  rhyhorn,
};

/** Ids whose entry is still the fallback's looks. */
export const pendingTemplateIds = templateIds.filter((id) => templates[id].id !== id);

/** The template for an id; an unknown id renders with the fallback (onyx). */
export function getTemplate(id: string): Template {
  return isTemplateId(id) ? templates[id] : templates[fallbackTemplate];
}
