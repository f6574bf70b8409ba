import { isApiError } from '@lne/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { handleGlobalError } from '../../shared/errors/global-handler';
import { endSession } from '../../shared/session/session';

/** A 422 answer, which forms show in place as the 'Validation errors:' list. */
const isValidationError = (error: unknown): boolean => isApiError(error) && error.status === 422;

/**
 * Error handler of IPAM writes whose 422 answers the dialog shows itself (`meta.handlesErrors`): anything else
 * goes to the global handler of spec §8 as usual.
 */
export function useOtherErrors(): (error: unknown) => void {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isValidationError(error)) return;
      handleGlobalError(error, {
        logout: () => void endSession(queryClient, router, { notifyServer: false }),
        reload: () => window.location.reload(),
      });
    },
    [queryClient, router],
  );
}
