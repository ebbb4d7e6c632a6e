import type { OfflinePackSummary } from '@clearcart/contracts';
import { CloudCheck, CloudDownload, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useOnline } from '../hooks/use-online.ts';
import { useOfflineStatus } from '../hooks/use-offline-status.ts';
import { countryChoices, countryName, formatBytes, formatDay, formatMoment } from '../lib/format.ts';
import type { Progress } from '../lib/pack-sync.ts';
import './offline.css';
import { useLocale, useT } from '../../../i18n/react.tsx';
import { languageTag } from '../../../i18n/i18n.ts';

/** The pack's code and IndexedDB: loaded when the shopper acts here, never with the page. */
const loadSync = () => import('../lib/pack-sync.ts');

type Work =
  | { kind: 'idle' }
  | { kind: 'saving'; progress: Progress | null }
  | { kind: 'updating' }
  | { kind: 'failed'; message: string };

/**
 * "Use offline": how big the download is, then the download with its progress; once saved, what the
 * phone holds, how fresh it is, an update and a way to remove it; the scans waiting for a network and what they found.
 */
export function OfflinePanel() {
  const status = useOfflineStatus();
  const online = useOnline();
  const [country, setCountry] = useState<string | null>(() => status.pack?.country ?? null);
  const [summary, setSummary] = useState<OfflinePackSummary | null>(null);
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const t = useT();
  const language = languageTag(useLocale());
  const choices = useMemo(() => countryChoices(language), [language]);

  // The device's own country by default (from its languages), once the pack's code is here to say it.
  useEffect(() => {
    if (status.pack) return;
    let cancelled = false;
    void loadSync().then((sync) => !cancelled && setCountry((chosen) => chosen ?? sync.deviceCountry()));
    return () => {
      cancelled = true;
    };
  }, [status.pack]);

  // The size, said before anything is downloaded.
  useEffect(() => {
    if (status.pack || !online) return;
    let cancelled = false;
    setSummary(null);
    void loadSync()
      .then((sync) => sync.packSummary(country))
      .then((answer) => !cancelled && setSummary(answer))
      .catch(() => !cancelled && setWork({ kind: 'failed', message: t('offline.sizeUnknown') }));
    return () => {
      cancelled = true;
    };
  }, [country, online, status.pack, t]);

  const save = async () => {
    setWork({ kind: 'saving', progress: null });
    try {
      const sync = await loadSync();
      await sync.downloadPack({
        country,
        downloadBytes: summary?.downloadBytes ?? null,
        onProgress: (progress) => setWork({ kind: 'saving', progress }),
      });
      const { answerFromPack } = await import('../lib/boot.ts');
      answerFromPack();
      setWork({ kind: 'idle' });
      // The engine's chunk and the barcode reader kept now, while there is a network.
      void sync.warmEngine().catch(() => undefined);
    } catch (error) {
      // A pack for another engine is said once, by the notice that offers the reload.
      if (error instanceof Error && error.name === 'PackVersionError') setWork({ kind: 'idle' });
      else
        setWork({
          kind: 'failed',
          message: error instanceof Error ? error.message : t('offline.downloadFailed'),
        });
    }
  };

  const update = async () => {
    setWork({ kind: 'updating' });
    try {
      await (await loadSync()).updatePack();
      setWork({ kind: 'idle' });
    } catch (error) {
      if (error instanceof Error && error.name === 'PackVersionError') setWork({ kind: 'idle' });
      else setWork({ kind: 'failed', message: error instanceof Error ? error.message : t('offline.updateFailed') });
    }
  };

  const remove = async () => {
    await (await loadSync()).removePack();
    setWork({ kind: 'idle' });
  };

  const busy = work.kind === 'saving' || work.kind === 'updating';
  const pack = status.pack;
  return (
    <>
      {pack ? (
        <section className="cc-offline-panel cc-offline-ready" aria-labelledby="offline-saved">
          <h2 id="offline-saved">
            <CloudCheck size={18} aria-hidden="true" /> {t('offline.saved')}
          </h2>
          <p>
            {t('offline.savedSummary', { count: pack.count })}
            {pack.country ? t('offline.mostScannedIn', { country: countryName(pack.country) }) : ''}
            {pack.downloadBytes ? ` (${formatBytes(pack.downloadBytes)})` : ''}
            {t('offline.savedFrom', { moment: formatMoment(pack.updatedAt) })}
          </p>
          <p className="cc-muted cc-small">{t('offline.savedHelp')}</p>
          <div className="cc-offline-actions">
            <button
              type="button"
              className="cc-button cc-button-md cc-outline"
              onClick={() => void update()}
              disabled={busy || !online}
            >
              <RefreshCw aria-hidden="true" />{' '}
              {work.kind === 'updating' ? t('offline.updating') : t('offline.updateNow')}
            </button>
            <button
              type="button"
              className="cc-button cc-button-md cc-ghost"
              onClick={() => void remove()}
              disabled={busy}
            >
              <Trash2 aria-hidden="true" /> {t('offline.remove')}
            </button>
          </div>
        </section>
      ) : (
        <section className="cc-offline-panel" aria-labelledby="offline-save">
          <h2 id="offline-save">{t('offline.noSignal')}</h2>
          <p>{t('offline.noSignal.text')}</p>
          <label>
            {t('offline.mostScannedLabel')}
            <select value={country ?? ''} onChange={(event) => setCountry(event.target.value || null)} disabled={busy}>
              <option value="">{t('offline.allCountries')}</option>
              {choices.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
          {!online ? (
            <p className="cc-offline-error">{t('offline.connectToSave')}</p>
          ) : (
            <p aria-live="polite">
              {summary
                ? t('offline.sizeLine', { count: summary.count, size: formatBytes(summary.downloadBytes) })
                : t('offline.sizing')}
            </p>
          )}
          {work.kind === 'saving' && (
            <div>
              <progress
                className="cc-offline-progress"
                aria-label={t('offline.savingLabel')}
                max={work.progress?.total ?? summary?.count ?? 1}
                value={work.progress?.received ?? 0}
              />
              <p aria-live="polite" className="cc-small">
                {work.progress
                  ? t('offline.progress', { received: work.progress.received, total: work.progress.total })
                  : t('offline.starting')}
              </p>
            </div>
          )}
          <div className="cc-offline-actions">
            <button
              type="button"
              className="cc-button cc-button-md cc-solid"
              onClick={() => void save()}
              disabled={busy || !online || !summary}
            >
              <CloudDownload aria-hidden="true" />
              {summary ? t('offline.saveWithSize', { size: formatBytes(summary.downloadBytes) }) : t('offline.save')}
            </button>
          </div>
        </section>
      )}

      {work.kind === 'failed' && (
        <p role="alert" className="cc-offline-error">
          {work.message}
        </p>
      )}
      {status.outdated && (
        <p role="alert" className="cc-offline-error">
          {t('offline.newer')}{' '}
          <button type="button" className="cc-button cc-button-md cc-outline" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </button>
        </p>
      )}

      {(status.queued > 0 || status.lookedUp.length > 0) && (
        <section className="cc-offline-panel" aria-labelledby="offline-queue">
          <h2 id="offline-queue">{t('offline.queueTitle')}</h2>
          {status.queued > 0 && <p>{t('offline.queued', { count: status.queued })}</p>}
          {status.lookedUp.length > 0 && (
            <ul aria-label={t('offline.lookedUpLabel')}>
              {status.lookedUp.map((found) => (
                <li key={`${found.at}-${found.scanned}`}>
                  {found.scanned === 'a photo' ? t('offline.aPhoto') : t('offline.barcode', { gtin: found.scanned })} (
                  {formatDay(found.at)}):{' '}
                  {found.productId ? (
                    <Link
                      to={`/product/${encodeURIComponent(found.productId)}`}
                      translate={found.name ? 'no' : undefined}
                    >
                      {found.name ?? t('offline.openReport')}
                    </Link>
                  ) : (
                    t('offline.notFound')
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="cc-offline-panel" aria-labelledby="offline-what">
        <h2 id="offline-what">{t('offline.whatWorks')}</h2>
        <ul>
          <li>{t('offline.works.scan')}</li>
          <li>{t('offline.works.search')}</li>
          <li>{t('offline.works.reports')}</li>
          <li>{t('offline.works.kept')}</li>
          <li>{t('offline.works.network')}</li>
        </ul>
      </section>
    </>
  );
}
