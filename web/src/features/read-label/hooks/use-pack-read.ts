import type { EvaluateWithReadRequest, ProductEntity } from '@clearcart/contracts';
import { useSearchParams } from 'react-router';
import { sameGtin } from '@clearcart/text';
import { useReadProducts, type ReadProduct } from './use-read-products.ts';

/** The address's word for the catalog's own report of a product the shopper's read completes (`?report=catalog`). */
const OWN_REPORT = { param: 'report', value: 'catalog' } as const;

/**
 * The shopper's read of this barcode that can complete a report: one with an ingredient list or a nutrition table
 * (the newest, as the list is). Shared by the report's completion and the line that says so, so both name the same read.
 */
export function readOfGtin(products: readonly ReadProduct[], gtin: string | undefined): ReadProduct | undefined {
  if (!gtin) return undefined;
  const same = products.filter((p) => p.facts.gtin && sameGtin(p.facts.gtin, gtin));
  return same.find((p) => p.facts.ingredients_text !== undefined || p.facts.nutrition !== undefined) ?? same[0];
}

/** The day of an instant as the shopper's calendar has it ("2026-12-03"), not UTC's. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether the shopper asked for the catalog's own report of a product their read completes, and how to switch. */
export function useCatalogsOwnReport(): [boolean, (own: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const own = params.get(OWN_REPORT.param) === OWN_REPORT.value;
  const choose = (next: boolean) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set(OWN_REPORT.param, OWN_REPORT.value);
        else changed.delete(OWN_REPORT.param);
        return changed;
      },
      { replace: true },
    );
  return [own, choose];
}

/**
 * What the shopper read from this catalog product's pack (same barcode), to complete what its record lacks: their
 * account's reads when signed in, this device's otherwise. `'pending'` while that is not known yet (the product or the
 * account's reads on their way), so the catalog's scores do not show first and then change; undefined when they read
 * none, or asked for the catalog's own report.
 */
export function usePackRead(
  entity: ProductEntity | undefined,
  productPending: boolean,
): Pick<EvaluateWithReadRequest, 'facts' | 'read_on'> | 'pending' | undefined {
  const { products, isPending } = useReadProducts();
  const [own] = useCatalogsOwnReport();
  if (own) return undefined;
  if (productPending || isPending) return 'pending';
  return packReadOf(products, entity?.gtin);
}

/**
 * What completes a report of this barcode: the shopper's read of it with an ingredient list or a nutrition table, and
 * the day they read it; none when they read neither. The report and the comparison complete it alike.
 */
export function packReadOf(
  products: readonly ReadProduct[],
  gtin: string | undefined,
): Pick<EvaluateWithReadRequest, 'facts' | 'read_on'> | undefined {
  const read = readOfGtin(products, gtin);
  if (!read || (read.facts.ingredients_text === undefined && read.facts.nutrition === undefined)) return undefined;
  return { facts: read.facts, read_on: localDay(read.updated_at) };
}
