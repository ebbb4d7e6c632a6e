import type { AccountExport } from '@clearcart/contracts';
import { api, apiRequest } from '../../../lib/api-client.ts';

/** GET /account/export: everything kept for the signed-in account, as the file to save and its name. */
export async function getAccountData(): Promise<{ name: string; type: string; text: string }> {
  // The network's answer only: a device's copy of someone's data is never what is exported.
  const data = await api.get<AccountExport>('/account/export', { offline: false });
  const day = (data.exported_at || new Date().toISOString()).slice(0, 10);
  return { name: `clearcart-data-${day}.json`, type: 'application/json', text: `${JSON.stringify(data, null, 1)}\n` };
}

/** DELETE /account: the account and everything kept for it; it cannot be undone, so the request says so. */
export async function deleteAccount(): Promise<void> {
  await apiRequest('/account', { method: 'DELETE', body: { confirm: true }, offline: false });
}
