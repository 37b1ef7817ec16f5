import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api/api-error';
import { notifyError } from '@/lib/notify-error';

/**
 * A social sign-in that failed ends at /auth/login?error=<ErrorCode> (see the callback guard): the code
 * is shown once as the catalogue's toast and dropped from the address so a reload does not repeat it.
 */
export const useCallbackError = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('error');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!code || shown.current === code) return;
    shown.current = code;
    notifyError(new ApiError(0, code, null));
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [code, setSearchParams]);
};
