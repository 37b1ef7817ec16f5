import { create } from 'zustand';
import type { ResumeDto } from '@rb/schema';

export type DashboardDialogMode = 'create' | 'update' | 'duplicate' | 'delete';

export type DashboardDialog =
  | { name: 'resume'; mode: DashboardDialogMode; payload?: ResumeDto }
  | { name: 'lock'; mode: 'create' | 'update'; payload: ResumeDto }
  | { name: 'import'; mode: 'create'; payload?: undefined };

/** Only one dialog is open at a time (docs/product.md#dialogs): opening one replaces whatever was open. */
export const useDashboardDialog = create<{ open: DashboardDialog | null }>(() => ({ open: null }));

export const openDashboardDialog = (dialog: DashboardDialog): void =>
  useDashboardDialog.setState({ open: dialog });
export const closeDashboardDialog = (): void => useDashboardDialog.setState({ open: null });
