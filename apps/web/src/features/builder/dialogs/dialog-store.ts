import { create } from 'zustand';
import { isCustomLayoutId, type ItemSectionKey } from '@rb/schema';
import type { AnyItem } from '../store/item-actions';

export type DialogMode = 'create' | 'update' | 'duplicate' | 'delete';
/** The fixed item sections by key; every custom section shares the name 'custom' (docs/product.md#dialogs). */
export type ItemDialogName = ItemSectionKey | 'custom';

export type OpenDialog = {
  name: ItemDialogName;
  /** The section the item belongs to: its key, or `custom.<id>`. */
  section: string;
  mode: DialogMode;
  payload?: AnyItem;
};

type DialogState = { open: OpenDialog | null };

/** Only one dialog is open at a time: opening one replaces the other. */
export const useDialogStore = create<DialogState>(() => ({ open: null }));

export const openDialog = (dialog: OpenDialog): void => useDialogStore.setState({ open: dialog });
export const closeDialog = (): void => useDialogStore.setState({ open: null });

export const dialogNameOf = (section: string): ItemDialogName =>
  isCustomLayoutId(section) ? 'custom' : (section as ItemSectionKey);
