import type { OfflinePackSummary } from '@clearcart/contracts';
import { CloudCheck, CloudDownload, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useOnline } from '../hooks/use-online.ts';
import { useOfflineStatus } from '../hooks/use-offline-status.ts';
import { countryName, formatBytes, formatDay, formatMoment } from '../lib/format.ts';
import type { Progress } from '../lib/pack-sync.ts';
import './offline.css';

/** The pack's code and IndexedDB: loaded when the shopper acts here, never with the page. */
const loadSync = () => import('../lib/pack-sync.ts');

/** Every two-letter region the browser can name, by name: the countries a pack can be for. */
function countryChoices(): { code: string; name: string }[] {
  const choices: { code: string; name: string }[] = [];
  for (let a = 97; a <= 122; a++)
    for (let b = 97; b <= 122; b++) {
      const code = String.fromCharCode(a, b);
      const name = countryName(code);
      // An old code stands for a country with a code of its own (HV for Burkina Faso): only the current one is listed.
      const current = Intl.getCanonicalLocales(`und-${code}`)[0]?.slice(4).toLowerCase();
      if (name.toLowerCase() === code || current !== code) continue;
      if (!/unknown|outlying|european union|eurozone|united nations/i.test(name)) choices.push({ code, name });
    }
  return choices.sort((x, y) => x.name.localeCompare(y.name));
}

type Work =
  | { kind: 'idle' }
  | { kind: 'saving'; progress: Progress | null }
  | { kind: 'updating' }
  | { kind: 'failed'; message: string };

/**
 * "Use offline" (issue 33): how big the download is, then the download with its progress; once saved, what the
 * phone holds, how fresh it is, an update and a way to remove it; the scans waiting for a network and what they found.
 */
export function OfflinePanel() {
  const status = useOfflineStatus();
  const online = useOnline();
  const [country, setCountry] = useState<string | null>(() => status.pack?.country ?? null);
  const [summary, setSummary] = useState<OfflinePackSummary | null>(null);
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const choices = useMemo(countryChoices, []);

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
      .catch(() => !cancelled && setWork({ kind: 'failed', message: 'The size of the download is unknown just now.' }));
    return () => {
      cancelled = true;
    };
  }, [country, online, status.pack]);

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
          message: error instanceof Error ? error.message : 'The download failed: try again.',
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
      else
        setWork({ kind: 'failed', message: error instanceof Error ? error.message : 'The update failed: try again.' });
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
            <CloudCheck size={18} aria-hidden="true" /> Saved on this phone
          </h2>
          <p>
            {pack.count.toLocaleString('en')} products
            {pack.country ? ` most scanned in ${countryName(pack.country)}` : ''}
            {pack.downloadBytes ? ` (${formatBytes(pack.downloadBytes)})` : ''}. Offline copy from{' '}
            {formatMoment(pack.updatedAt)}.
          </p>
          <p className="cc-muted cc-small">
            With no network, scan a barcode (camera or photo) and the report is made on this phone, with your
            preferences. It updates itself when you open ClearCart with a network.
          </p>
          <div className="cc-offline-actions">
            <button
              type="button"
              className="cc-button cc-button-md cc-outline"
              onClick={() => void update()}
              disabled={busy || !online}
            >
              <RefreshCw aria-hidden="true" /> {work.kind === 'updating' ? 'Updating…' : 'Update now'}
            </button>
            <button
              type="button"
              className="cc-button cc-button-md cc-ghost"
              onClick={() => void remove()}
              disabled={busy}
            >
              <Trash2 aria-hidden="true" /> Remove from this phone
            </button>
          </div>
        </section>
      ) : (
        <section className="cc-offline-panel" aria-labelledby="offline-save">
          <h2 id="offline-save">Scan with no signal</h2>
          <p>
            Supermarkets are where phones lose their signal. Save the products most scanned in your country on this
            phone: with no network, a scanned barcode then opens its full report, made on the phone with your
            preferences.
          </p>
          <label>
            Products most scanned in
            <select value={country ?? ''} onChange={(event) => setCountry(event.target.value || null)} disabled={busy}>
              <option value="">All countries</option>
              {choices.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
          {!online ? (
            <p className="cc-offline-error">You are offline: connect to a network to save them.</p>
          ) : (
            <p aria-live="polite">
              {summary
                ? `${summary.count.toLocaleString('en')} products, ${formatBytes(summary.downloadBytes)} to download.`
                : 'Working out the size…'}
            </p>
          )}
          {work.kind === 'saving' && (
            <div>
              <progress
                className="cc-offline-progress"
                aria-label="Saving offline products"
                max={work.progress?.total ?? summary?.count ?? 1}
                value={work.progress?.received ?? 0}
              />
              <p aria-live="polite" className="cc-small">
                {work.progress
                  ? `Saved ${work.progress.received.toLocaleString('en')} of ${work.progress.total.toLocaleString('en')} products…`
                  : 'Starting…'}
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
              {summary ? `Save for offline use (${formatBytes(summary.downloadBytes)})` : 'Save for offline use'}
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
          A newer ClearCart is available: reload the page to update your offline products.{' '}
          <button type="button" className="cc-button cc-button-md cc-outline" onClick={() => window.location.reload()}>
            Reload
          </button>
        </p>
      )}

      {(status.queued > 0 || status.lookedUp.length > 0) && (
        <section className="cc-offline-panel" aria-labelledby="offline-queue">
          <h2 id="offline-queue">Scans looked up later</h2>
          {status.queued > 0 && (
            <p>
              {status.queued === 1
                ? '1 scan is waiting for a network: it is looked up as soon as you are back online.'
                : `${status.queued} scans are waiting for a network: they are looked up as soon as you are back online.`}
            </p>
          )}
          {status.lookedUp.length > 0 && (
            <ul aria-label="Looked up when back online">
              {status.lookedUp.map((found) => (
                <li key={`${found.at}-${found.scanned}`}>
                  {found.scanned === 'a photo' ? 'A photo' : `Barcode ${found.scanned}`} ({formatDay(found.at)}):{' '}
                  {found.productId ? (
                    <Link to={`/product/${encodeURIComponent(found.productId)}`}>
                      {found.name ?? 'open the report'}
                    </Link>
                  ) : (
                    'not found in the catalog'
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="cc-offline-panel" aria-labelledby="offline-what">
        <h2 id="offline-what">What works with no network</h2>
        <ul>
          <li>Scanning a saved product&rsquo;s barcode, live or from a photo: its full report, with your alerts.</li>
          <li>Searching saved products by name.</li>
          <li>Reports you opened before.</li>
          <li>A barcode that is not saved, or a photo without one, is kept and looked up when you are back online.</li>
          <li>Better choices, product pictures and signing in need a network.</li>
        </ul>
      </section>
    </>
  );
}
