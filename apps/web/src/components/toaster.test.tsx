import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { Toaster, toasterConfig } from './toaster';

describe('toaster', () => {
  it('is configured for one toast at a time and a 5000 ms removal', () => {
    expect(toasterConfig).toEqual({ visibleToasts: 1, duration: 5000 });
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
});
