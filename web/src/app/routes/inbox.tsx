import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import '../../components/page.css';
import { useMarkRead, useNotifications, subscribeToPush } from '../../features/recalls/api/recalls.ts';
import '../../features/recalls/components/recalls.css';
import { formatDate } from '../../i18n/format.ts';
import { useT } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/auth.tsx';

/** The account's inbox: recalls of products its people looked at or keep on a list, newest first. */
export function InboxRoute() {
  const t = useT();
  const { currentUser, loading } = useAuth();
  const inbox = useNotifications(Boolean(currentUser));
  const markRead = useMarkRead();
  const [push, setPush] = useState<'idle' | 'on' | 'unavailable'>('idle');
  const askPush = () =>
    void subscribeToPush()
      .then((on) => setPush(on ? 'on' : 'unavailable'))
      .catch(() => setPush('unavailable'));
  return (
    <div className="cc-page cc-container">
      <PageTitle page={t('inbox.title')} />
      <h1>{t('inbox.title')}</h1>
      {!loading && !currentUser && (
        <p>
          <Link to="/signin">{t('inbox.signIn')}</Link>
        </p>
      )}
      {currentUser && (
        <p>
          {push === 'on' ? (
            <span role="status">{t('inbox.pushOn')}</span>
          ) : push === 'unavailable' ? (
            <span role="status">{t('inbox.pushUnavailable')}</span>
          ) : (
            <button type="button" className="cc-button cc-outline" onClick={askPush}>
              {t('inbox.push')}
            </button>
          )}
        </p>
      )}
      {inbox.data && inbox.data.notifications.length === 0 && <p className="cc-muted">{t('inbox.empty')}</p>}
      <ul className="cc-inbox" aria-label={t('inbox.title')}>
        {inbox.data?.notifications.map((n) => (
          <li key={n.id} className="cc-recall" data-testid="inbox-item" data-read={n.read || undefined}>
            <p className="cc-recall-title">
              {!n.read && <span className="cc-recall-mark">{t('inbox.unread')}</span>}
              {t('recall.recalled', { title: n.notice.title })}
            </p>
            <p>
              <Link to={`/product/${encodeURIComponent(n.productId)}`} translate="no">
                {t('inbox.about', { name: n.productName, brand: n.brand })}
              </Link>
              {' · '}
              <span className="cc-muted">{formatDate(n.createdAt, { dateStyle: 'medium' })}</span>
            </p>
            {n.certainty === 'possibly' && <p className="cc-recall-possibly">{t('recall.possibly')}</p>}
            <p>
              <a href={n.notice.url} target="_blank" rel="noopener noreferrer" className="cc-recall-link">
                {t('recall.official')}
              </a>
            </p>
            {!n.read && (
              <p>
                <button type="button" className="cc-button cc-ghost" onClick={() => markRead.mutate([n.id])}>
                  {t('inbox.markRead')}
                </button>
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
