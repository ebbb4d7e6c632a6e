import type { ProductRecall } from '@clearcart/contracts';
import { Camera, TriangleAlert } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { formatDate, formatList } from '../../../i18n/format.ts';
import { useLocale, useT } from '../../../i18n/react.tsx';
import { useCheckPack, useRecalls } from '../api/recalls.ts';
import '../../../components/palette.css';
import './recalls.css';

const languageName = (code: string, locale: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Reads the lot and date line from a photo of the pack (the label reader's "lot" panel): its lines, as printed. */
export type ReadLotLine = (photo: File) => Promise<string>;

/** One active recall: the authority's own words kept as theirs, the batches, the official link, and "is my pack in it?". */
function ActiveRecall({
  recall,
  productId,
  readLotLine,
}: {
  recall: ProductRecall;
  productId: string;
  readLotLine: ReadLotLine | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const { notice } = recall;
  const [line, setLine] = useState('');
  const [reading, setReading] = useState<'reading' | 'none' | 'failed' | null>(null);
  const check = useCheckPack(productId);
  const verdict = check.data?.results.find((r) => r.source === notice.source && r.id === notice.id)?.verdict;
  const dates = notice.dates.map((d) =>
    d.from === d.to ? formatDate(d.from) : `${formatDate(d.from)} – ${formatDate(d.to)}`,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (line.trim()) check.mutate(line.trim());
  };
  // A photo of the line: what it says goes into the field, where the shopper can correct it, and is checked at once.
  const photographed = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo || !readLotLine) return;
    setReading('reading');
    try {
      const read = (await readLotLine(photo)).slice(0, 500);
      setLine(read);
      setReading(read ? null : 'none');
      if (read) check.mutate(read);
    } catch {
      setReading('failed');
    }
  };
  return (
    <section
      className="cc-recall cc-p-red"
      role="alert"
      aria-label={t('recall.recalled', { title: notice.title })}
      data-testid="recall-banner"
    >
      <h2 className="cc-recall-title">
        <TriangleAlert aria-hidden="true" />
        {t('recall.recalled', { title: notice.title })}
      </h2>
      {recall.certainty === 'possibly' && <p className="cc-recall-possibly">{t('recall.possibly')}</p>}
      <p className="cc-muted cc-sm">
        {t('recall.authority', { authority: notice.authority, language: languageName(notice.language, locale) })}
      </p>
      <blockquote lang={notice.language} className="cc-recall-words">
        {notice.hazard && (
          <p>
            <strong>{t('recall.hazard')}</strong> {notice.hazard}
          </p>
        )}
        {notice.whatToDo && (
          <p>
            <strong>{t('recall.whatToDo')}</strong> {notice.whatToDo}
          </p>
        )}
      </blockquote>
      {(notice.lots.length > 0 || notice.allLots) && (
        <p translate="no">
          {notice.allLots ? t('recall.allLots') : t('recall.lots', { lots: formatList(notice.lots) })}
        </p>
      )}
      {dates.length > 0 && <p>{t('recall.dates', { dates: formatList(dates) })}</p>}
      <p>
        <a href={notice.url} target="_blank" rel="noopener noreferrer" className="cc-recall-link">
          {t('recall.official')}
        </a>
      </p>
      <form className="cc-recall-check" onSubmit={submit}>
        <label htmlFor={`lot-${notice.source}-${notice.id}`}>{t('recall.checkLabel')}</label>
        <input
          id={`lot-${notice.source}-${notice.id}`}
          className="cc-text-input"
          value={line}
          placeholder={t('recall.checkHint')}
          onChange={(event) => setLine(event.target.value)}
          maxLength={500}
        />
        <button type="submit" className="cc-button cc-outline" disabled={check.isPending || !line.trim()}>
          {t('recall.check')}
        </button>
        {readLotLine && (
          <label className="cc-button cc-outline cc-recall-photo">
            <Camera aria-hidden="true" />
            {t('recall.photo')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="cc-visually-hidden"
              onChange={(event) => void photographed(event)}
              disabled={reading === 'reading'}
            />
          </label>
        )}
      </form>
      {reading && (
        <p className="cc-sm" role="status">
          {t(
            reading === 'reading'
              ? 'recall.photoReading'
              : reading === 'none'
                ? 'recall.photoNone'
                : 'recall.photoFailed',
          )}
        </p>
      )}
      {verdict && (
        <p className={`cc-recall-verdict cc-recall-${verdict}`} role="status">
          {t(
            verdict === 'in-recall'
              ? 'recall.inRecall'
              : verdict === 'not-in-recall'
                ? 'recall.notInRecall'
                : 'recall.unknown',
          )}
        </p>
      )}
    </section>
  );
}

/**
 * The report's recall part: active recalls first, above the verdict; when the registers were last read;
 * ended recalls listed with their dates. Nothing at all while it loads or if the server cannot say.
 */
export function RecallBanner({ productId, readLotLine }: { productId: string; readLotLine?: ReadLotLine }) {
  const recalls = useRecalls(productId);
  if (!recalls.data) return null;
  return (
    <>
      {recalls.data.active.map((recall) => (
        <ActiveRecall
          key={`${recall.notice.source}:${recall.notice.id}`}
          recall={recall}
          productId={productId}
          readLotLine={readLotLine}
        />
      ))}
    </>
  );
}

/** Under the report's sources: ended recalls with their dates, and when the registers were last read. */
export function RecallSources({ productId }: { productId: string }) {
  const t = useT();
  const recalls = useRecalls(productId);
  if (!recalls.data || recalls.data.sources.length === 0) return null;
  const { ended, checkedAt } = recalls.data;
  return (
    <div className="cc-recall-sources cc-sm">
      {ended.length > 0 && (
        <>
          <h3>{t('recall.ended')}</h3>
          <ul>
            {ended.map(({ notice }) => (
              <li key={`${notice.source}:${notice.id}`}>
                <a href={notice.url} target="_blank" rel="noopener noreferrer">
                  {t('recall.endedLine', {
                    authority: notice.authority,
                    title: notice.title,
                    published: formatDate(notice.publishedAt),
                    ended: notice.endsAt ? formatDate(notice.endsAt) : '—',
                  })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="cc-muted" data-testid="recall-checked">
        {checkedAt
          ? t('recall.checkedAt', { when: formatDate(checkedAt, { dateStyle: 'medium', timeStyle: 'short' }) })
          : t('recall.neverChecked')}
      </p>
    </div>
  );
}

/** A recalled item's mark in search results and lists. */
export function RecallMark({ productId }: { productId: string }) {
  const t = useT();
  const recalls = useRecalls(productId);
  const active = recalls.data?.active ?? [];
  if (active.length === 0) return null;
  const sure = active.some((r) => r.certainty === 'this-product');
  return (
    <span className={`cc-recall-mark${sure ? '' : ' cc-recall-mark-possibly'}`} data-testid="recall-mark">
      <TriangleAlert aria-hidden="true" />
      {t(sure ? 'recall.mark' : 'recall.markPossibly')}
    </span>
  );
}
