import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { Toaster, toasterConfig } from './toaster';

describe('toaster', () => {
  it('is configured for one toast at a time and a 5000 ms removal', () => {
    expect(toasterConfig).toEqual({ visibleToasts: 1, duration: 5000 });
  });

  it('shows a toast asked for before the toaster is on screen, once sonner is in', async () => {
    act(() => void toast('Early message'));
    render(<Toaster />);
    await screen.findByText('Early message');
    act(() => toast.dismiss());
  });

  it('shows only the newest toast when several arrive', async () => {
    render(<Toaster />);
    act(() => {
      toast('First message');
      toast('Second message');
    });
    await screen.findByText('Second message');
    await waitFor(() => {
      const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
      expect(visible).toHaveLength(1);
      expect(visible[0]?.textContent).toContain('Second message');
    });
    act(() => toast.dismiss());
  });

  it('drops the older toast instead of showing it, stale, once the newer one goes', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Old failure');
      toast.success('Newer news', { duration: 100 });
    });
    await screen.findByText('Newer news');
    const shown = () =>
      [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')].map(
        (node) => node.textContent,
      );
    await waitFor(() => expect(shown().some((text) => text?.includes('Newer news'))).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown().some((text) => text?.includes('Old failure'))).toBe(false);
    act(() => toast.dismiss());
  });
});
