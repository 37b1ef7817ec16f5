import { createId, type Basics, type CustomField, type Picture } from '@rb/schema';
import { editResume } from './resume-store';

type TextField = 'name' | 'headline' | 'email' | 'phone' | 'location';

export const basicsActions = {
  set: (key: TextField, value: string) =>
    editResume((d) => {
      d.basics[key] = value;
    }, `basics.${key}`),
  setUrl: (url: Basics['url']) =>
    editResume((d) => {
      d.basics.url = url;
    }, 'basics.url'),
  setPicture: <K extends Exclude<keyof Picture, 'effects'>>(key: K, value: Picture[K]) =>
    editResume((d) => {
      d.basics.picture[key] = value;
    }, `basics.picture.${key}`),
  setPictureEffect: (key: keyof Picture['effects'], value: boolean) =>
    editResume((d) => {
      d.basics.picture.effects[key] = value;
    }),
  addCustomField: () =>
    editResume((d) => {
      d.basics.customFields.push({ id: createId(), icon: '', name: '', value: '' });
    }),
  updateCustomField: (id: string, patch: Partial<Omit<CustomField, 'id'>>) =>
    editResume((d) => {
      const field = d.basics.customFields.find((entry) => entry.id === id);
      if (field) Object.assign(field, patch);
    }, `basics.customFields.${id}`),
  removeCustomField: (id: string) =>
    editResume((d) => {
      d.basics.customFields = d.basics.customFields.filter((entry) => entry.id !== id);
    }),
};
