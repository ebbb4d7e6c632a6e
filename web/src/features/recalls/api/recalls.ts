import type { NotificationsResponse, PackCheckResponse, ProductRecallsResponse } from '@clearcart/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /products/{id}/recalls: the product's official recall notices, and when the registers were read. */
export const getRecalls = (id: string) =>
  api.get<ProductRecallsResponse>(`/products/${encodeURIComponent(id)}/recalls`);

export const useRecalls = (id: string, enabled = true) =>
  useQuery({ queryKey: ['recalls', id], queryFn: () => getRecalls(id), enabled: enabled && id !== '', retry: false });

/** POST /products/{id}/recalls/check: is the pack in hand (its lot/date line) in the recalled batches? */
export const useCheckPack = (id: string) =>
  useMutation({
    mutationFn: (text: string) =>
      api.post<PackCheckResponse>(`/products/${encodeURIComponent(id)}/recalls/check`, { text }),
  });

/** GET /notifications (signed in): the account's inbox of recalls. */
export const useNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: ['notifications'],
    queryFn: () => api.get<NotificationsResponse>('/notifications'),
    enabled,
    refetchInterval: 60_000,
  });

export const useMarkRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<NotificationsResponse>('/notifications/read', { ids, read: true }),
    onSuccess: (inbox) => client.setQueryData(['notifications'], inbox),
  });
};

/** Web Push: asks the browser's permission, subscribes with the server's VAPID key and gives the server the subscription. */
export async function subscribeToPush(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return false;
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const { publicKey } = await api.get<{ publicKey: string | null }>('/push/key');
  if (!publicKey) return false;
  const registration = await navigator.serviceWorker.ready;
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  await api.post('/push/subscriptions', subscription.toJSON());
  return true;
}
