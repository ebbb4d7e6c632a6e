import { Check, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { compareHref, toggleCompare, useCompareList } from '../lib/compare-list.ts';
import './compare-toggle.css';
import { useT } from '../../../i18n/react.tsx';

/** "Add to compare" on a report, and the link to the comparison once two or more are picked. */
export function CompareToggle({ id }: { id: string }) {
  const compareList = useCompareList();
  const picked = compareList.includes(id);
  const t = useT();
  return (
    <div className="cc-compare-toggle">
      <button
        type="button"
        className="cc-button cc-button-xs cc-outline-brand"
        onClick={() => toggleCompare(id)}
        aria-pressed={picked}
      >
        {picked ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {picked ? t('compare.added') : t('compare.add')}
      </button>
      {picked && compareList.length >= 2 && (
        <Link to={compareHref(compareList)}>{t('compare.compareN', { count: compareList.length })}</Link>
      )}
    </div>
  );
}
