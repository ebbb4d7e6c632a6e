import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '@clearcart/contracts';
import type { TokenVerifier } from '../auth/token-verifier.ts';
import type { AccountRepository, AccountTable } from '../store/repositories/account-repository.ts';

/**
 * A shopper's data is theirs: all of it as one file, or the account deleted with everything kept for it.
 */
export class AccountService {
  constructor(
    private readonly store: AccountRepository,
    private readonly identity: Pick<TokenVerifier, 'account' | 'deleteAccount'>,
  ) {}

  /**
   * The export file (AccountExport) as JSON text in pieces: everything but the read products first, then each read
   * product with its photos, so a large account is never held in memory whole.
   */
  async *exportJson(uid: string, now = new Date()): AsyncGenerator<string> {
    const account = await this.identity.account(uid);
    const rows = await this.store.read(uid);
    const head: Omit<AccountExport, 'my_products'> = {
      format: ACCOUNT_EXPORT_FORMAT,
      version: 1,
      exported_at: now.toISOString(),
      account: { uid, email: account?.email ?? null, created_at: account?.created_at ?? null },
      ...rows,
    };
    // The object's closing brace replaced by the read products.
    yield `${JSON.stringify(head, null, 1).slice(0, -2)},\n "my_products": [`;
    let first = true;
    for await (const product of this.store.myProductsWithPhotos(uid)) {
      yield `${first ? '' : ','}\n  ${JSON.stringify(product)}`;
      first = false;
    }
    yield '\n ]\n}\n';
  }

  /**
   * Deletes the account: its rows in the store first (so a failure at the identity provider leaves an account that
   * can ask again, never data without an account to ask with), then the account at the identity provider, then the
   * store once more for anything a request already under way wrote in between. Returns the rows deleted per table.
   */
  async delete(uid: string): Promise<Record<AccountTable, number>> {
    const deleted = await this.store.erase(uid);
    await this.identity.deleteAccount(uid);
    const late = await this.store.erase(uid);
    for (const [table, n] of Object.entries(late) as [AccountTable, number][]) deleted[table] += n;
    return deleted;
  }
}
