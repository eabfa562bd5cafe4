import type { StaffSignatureBody, StaffUser } from '@clinic/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/httpClient';
import { currentUserQueryKey } from '../session/useSession';

/**
 * Saves (a data URL) or removes (null) the signed-in user's signature; the reply is the user,
 * which becomes the session's user at once, so documents offer "Use My Signature" without a reload.
 */
export function useSaveMySignature(onSaved: (user: StaffUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: string | null) =>
      signature
        ? apiRequest<StaffUser>('PUT', '/api/core/Auth/Signature', { signature } satisfies StaffSignatureBody)
        : apiRequest<StaffUser>('DELETE', '/api/core/Auth/Signature'),
    onSuccess: (user) => {
      queryClient.setQueryData([...currentUserQueryKey, user.id], user);
      onSaved(user);
    },
  });
}
