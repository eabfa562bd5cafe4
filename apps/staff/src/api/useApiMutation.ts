import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A call that changes data, then refreshes the lists that show it. */
export function useApiMutation<TInput, TResult>(
  call: (input: TInput) => Promise<TResult>,
  invalidates: readonly QueryKey[],
  onSuccess?: (result: TResult, input: TInput) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result, input) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(result, input);
    },
  });
}
