import type { ThreeScores as Scores } from '@clearcart/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductThumb } from './product-thumb.tsx';
import { ThreeScores } from './three-scores.tsx';
import './palette.css';
import { onRecord } from '../lib/brand.ts';

interface ProductSummaryProps {
  id: string;
  name: string;
  brand: string;
  quantity?: string | undefined;
  imageUrl?: string | undefined;
  scores: Scores;
  /** Said after brand and size on the same line (when it was viewed). */
  meta?: ReactNode;
  /** Lines between the name and the scores (the reasons of a better choice). */
  children?: ReactNode;
  /** Under the scores (history's "Add to list"). */
  actions?: ReactNode;
  /** Where the name leads when the report is not the catalog's (a product read from its package). */
  href?: string | undefined;
}

/** A product in a list (history, better choices): picture, name linking to its report, brand, the three scores. */
export function ProductSummary({
  id,
  name,
  brand,
  quantity,
  imageUrl,
  scores,
  meta,
  children,
  actions,
  href,
}: ProductSummaryProps) {
  return (
    <>
      <ProductThumb src={imageUrl} />
      <div className="cc-summary">
        <Link to={href ?? `/product/${encodeURIComponent(id)}`} className="cc-summary-name" translate="no">
          {name}
        </Link>
        <p className="cc-muted cc-small">
          <span translate="no">{[onRecord(brand), quantity].filter(Boolean).join(' · ')}</span>
          {meta && <> · {meta}</>}
        </p>
        {children}
        <ThreeScores scores={scores} />
        {actions}
      </div>
    </>
  );
}
