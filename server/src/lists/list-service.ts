import {
  importedItem,
  listExportOf,
  listFileName,
  listFromExport,
  ListFormatError,
  listToCsv,
  parseListFile,
  type HouseholdMember,
  type InterfaceLanguage,
  type ListExport,
  type ListItem,
  type ListItemInput,
  type ListItemUpdate,
  type ListOverview,
  type ListPage,
  type ListReport,
  type ShareLink,
  type SharedList,
  type ShoppingList,
} from '@clearcart/contracts';
import { badRequest, notFound } from '../errors.ts';
import type { HouseholdService } from '../household/household-service.ts';
import type { ProfileService } from '../household/profile-service.ts';
import type { ListRepository } from '../store/repositories/list-repository.ts';

/** An item of a list kept on a device: its id and product are its own to give, or not. */
export type DeviceListItem = Pick<ListItem, 'text' | 'quantity' | 'checked'> & {
  id?: string | undefined;
  product_id?: string | undefined;
};

/** A list's export file: CSV text, or the JSON document. */
export type ListFile = { fileName: string } & ({ format: 'csv'; csv: string } | { format: 'json'; json: ListExport });

/** A list's items as its export file holds them. */
const exported = (list: ShoppingList) =>
  list.items.map((item) => ({
    product_id: item.product_id,
    ...(item.product ? { name: item.product.name, brand: item.product.brand } : {}),
    text: item.text,
    quantity: item.quantity,
    checked: item.checked,
  }));

/**
 * Shopping lists: each account's own (the verified uid is the only key), their pages for the household, their files,
 * and what a share link shows to anyone. The limits are kept by the repository, inside its transactions.
 */
export class ListService {
  constructor(
    private readonly lists: ListRepository,
    private readonly profiles: ProfileService,
    private readonly household: HouseholdService,
  ) {}

  overview(uid: string): Promise<ListOverview[]> {
    return this.lists.overview(uid);
  }

  /** A list moved from a device (`deviceId`) that was moved before is answered as it is, `created: false`. */
  create(
    uid: string,
    name: string,
    items: readonly ListItemInput[],
    deviceId?: string,
  ): Promise<{ list: ShoppingList; created: boolean }> {
    return this.lists.create(uid, name, items, deviceId);
  }

  /** The account's list; another account's is as absent as one that never was. */
  async owned(uid: string, id: string): Promise<ShoppingList> {
    const list = await this.lists.get(uid, id);
    if (!list) throw notFound(`You have no list with id "${id}"`);
    return list;
  }

  /** A list's page: each item's scores and whom it raises alerts for, for each person of the household. */
  async page(uid: string, id: string, language: InterfaceLanguage): Promise<ListPage> {
    const [list, people] = await Promise.all([this.owned(uid, id), this.profiles.members(uid)]);
    return { ...list, ...(await this.household.report(list.items, people, language)) };
  }

  rename(uid: string, id: string, name: string): Promise<ShoppingList> {
    return this.lists.rename(uid, id, name);
  }

  /** The list, its items and its share link. */
  async remove(uid: string, id: string): Promise<void> {
    if (!(await this.lists.remove(uid, id))) throw notFound(`You have no list with id "${id}"`);
  }

  addItem(uid: string, listId: string, input: ListItemInput): Promise<ListItem> {
    return this.lists.addItem(uid, listId, input);
  }

  updateItem(uid: string, listId: string, itemId: string, change: ListItemUpdate): Promise<ListItem> {
    return this.lists.updateItem(uid, listId, itemId, change);
  }

  removeItem(uid: string, listId: string, itemId: string): Promise<void> {
    return this.lists.removeItem(uid, listId, itemId);
  }

  reorder(uid: string, listId: string, itemIds: readonly string[]): Promise<ShoppingList> {
    return this.lists.reorder(uid, listId, itemIds);
  }

  /** The list's read-only link, the same one until revoked. */
  share(uid: string, id: string): Promise<ShareLink> {
    return this.lists.share(uid, id);
  }

  unshare(uid: string, id: string): Promise<void> {
    return this.lists.unshare(uid, id);
  }

  /** The list as its export file (docs/lists-format.md), stamped with `exportedAt` when JSON. */
  async exportFile(uid: string, id: string, format: 'json' | 'csv', exportedAt: Date): Promise<ListFile> {
    const list = await this.owned(uid, id);
    const fileName = `${listFileName(list.name)}.${format}`;
    if (format === 'csv') return { fileName, format, csv: listToCsv(exported(list)) };
    return {
      fileName,
      format,
      json: listExportOf({ name: list.name, items: exported(list) }, exportedAt.toISOString()),
    };
  }

  /** A new list from an export file: its JSON, or its CSV text named `name`; a file that is no export is told why. */
  async importFile(uid: string, file: string | object, name: string): Promise<ShoppingList> {
    let read: ReturnType<typeof parseListFile>;
    try {
      read = typeof file === 'string' ? parseListFile(file, name) : listFromExport(file);
    } catch (error) {
      if (error instanceof ListFormatError) throw badRequest(error.message, 'invalid_request');
      throw error;
    }
    return (await this.lists.create(uid, read.name, read.items.map(importedItem))).list;
  }

  /** The page of a list kept on a device (signed out), for the people sent with it; nothing is stored. */
  deviceReport(
    items: readonly DeviceListItem[],
    people: readonly HouseholdMember[],
    language: InterfaceLanguage,
  ): Promise<ListReport> {
    const numbered = items.map((item, index) => ({
      id: item.id ?? String(index + 1),
      product_id: item.product_id ?? null,
      text: item.text,
      quantity: item.quantity,
      checked: item.checked,
    }));
    return this.household.report(numbered, people, language);
  }

  /** What a share link shows: the list's name and items with their scores, nothing of the account or its people. */
  async shared(token: string): Promise<SharedList> {
    const list = await this.lists.byShareToken(token);
    if (!list) throw notFound('This share link does not exist or was revoked');
    return { name: list.name, updated_at: list.updated_at, items: await this.household.scored(list.items) };
  }
}
