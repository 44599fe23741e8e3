import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { cartQueryKey } from './get-cart';

export function clearCart(): Promise<void> {
  return apiRequest<void>(apiPaths.clearCart, { method: 'DELETE' });
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
