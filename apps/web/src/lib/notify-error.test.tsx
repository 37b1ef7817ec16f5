import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { errorCatalogue } from '@rb/schema';
import { Toaster } from '@/components/toaster';
import { activateLocale } from './i18n';
import { ApiError } from './api/api-error';
import { errorMessages, isKnownErrorCode } from './api/error-messages';
import { createQueryClient } from './query-client';

beforeAll(() => activateLocale('en-US'));
afterEach(() => act(() => toast.dismiss()));

const setup = () => {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
};

describe('error toasts', () => {
  it('has friendly text for every code of the catalogue, and only for those', () => {
    expect(Object.keys(errorMessages).sort()).toEqual(Object.keys(errorCatalogue).sort());
    expect(isKnownErrorCode('InvalidCredentials')).toBe(true);
    expect(isKnownErrorCode('toString')).toBe(false);
  });

  it('shows a known code from a failed query with the generic title and its description', async () => {
    const client = setup();
    await act(async () => {
      await client
        .fetchQuery({
          queryKey: ['x'],
          queryFn: () => Promise.reject(new ApiError(404, 'ResumeNotFound', {})),
        })
        .catch(() => {});
    });
    expect(await screen.findByText('Oops, the server returned an error.')).toBeTruthy();
    expect(screen.getByText('This resume could not be found. It may have been deleted.')).toBeTruthy();
  });

  it('shows a known code from a failed mutation', async () => {
    const client = setup();
    await act(async () => {
      await client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new ApiError(400, 'InvalidCredentials', {})) })
        .execute(undefined)
        .catch(() => {});
    });
    expect(await screen.findByText('The email, username or password you entered is incorrect.')).toBeTruthy();
  });

  it('stays silent for unknown codes, plain errors and silent queries', async () => {
    const client = setup();
    const spy = vi.spyOn(toast, 'error');
    await act(async () => {
      await client
        .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new ApiError(418, 'Teapot', {})) })
        .catch(() => {});
      await client
        .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new Error('x')) })
        .catch(() => {});
      await client
        .fetchQuery({
          queryKey: ['c'],
          queryFn: () => Promise.reject(new ApiError(404, 'ResumeNotFound', {})),
          meta: { silent: true },
        })
        .catch(() => {});
    });
    expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByText('Oops, the server returned an error.')).toBeNull();
    spy.mockRestore();
  });
});
