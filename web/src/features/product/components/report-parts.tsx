import { cleanText, recommendationIcon } from '@clearcart/text';
import { AlertTriangle, CheckCircle2, ExternalLink, Info, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { reliabilityBadge, type AlertItem, type CertificationView } from '../lib/derive.ts';
import { recommendationTexts, sourceViews } from '../lib/text.ts';
import '../../../components/palette.css';
import './report.css';
import { useLocale, useT } from '../../../i18n/react.tsx';
import { valueLabel } from '../lib/labels.ts';

/** The kit's colour palettes (components/palette.css). */
export type Palette = 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'brand';

/** A badge in a palette: subtle unless told otherwise, small unless told otherwise. */
export function Badge({
  palette = 'brand',
  variant = 'subtle',
  size = 'sm',
  title,
  translate,
  children,
}: {
  palette?: Palette | undefined;
  variant?: 'subtle' | 'outline' | 'surface';
  size?: 'sm' | 'md' | 'lg';
  title?: string | undefined;
  /** 'no' for a name (a certification's) that is not the catalogue's to translate. */
  translate?: 'no';
  children: ReactNode;
}) {
  const classes = ['cc-tag', `cc-p-${palette}`];
  if (variant !== 'subtle') classes.push(`cc-tag-${variant}`);
  if (size !== 'sm') classes.push(`cc-tag-${size}`);
  return (
    <span className={classes.join(' ')} title={title} translate={translate}>
      {children}
    </span>
  );
}

/** The small turning ring of "still working". */
export function Spinner({ size = 'sm', label }: { size?: 'xs' | 'sm'; label?: string }) {
  return (
    <span
      className={size === 'xs' ? 'cc-report-spinner cc-report-spinner-xs' : 'cc-report-spinner'}
      role={label ? 'img' : undefined}
      aria-label={label}
    />
  );
}

/** "Evaluating … impact…" while a tab's section is on its way. */
export function Evaluating({ text, live }: { text: string; live?: boolean }) {
  return (
    <div className="cc-row cc-gap-2 cc-evaluating" role="status" aria-live={live ? 'polite' : undefined}>
      <Spinner />
      <p className="cc-muted">{text}</p>
    </div>
  );
}

const ALERT_ICON = {
  // The kit's alert icons: a circled exclamation for warnings and errors, a circled tick for success.
  warning:
    'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  success:
    'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
} as const;
const ALERT_PALETTE = { error: 'red', warning: 'orange', success: 'green' } as const;

/** A coloured notice with its icon (the kit's subtle alert); `role` only where the report gave it one. */
export function Notice({
  status,
  title,
  children,
  action,
  role,
  className = '',
}: {
  status: 'error' | 'warning' | 'success';
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  role?: 'alert';
  className?: string;
}) {
  return (
    <div role={role} className={`cc-alert cc-p-${ALERT_PALETTE[status]} ${className}`.trim()}>
      <span className="cc-alert-icon">
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d={status === 'success' ? ALERT_ICON.success : ALERT_ICON.warning} />
        </svg>
      </span>
      <div className="cc-alert-content">
        <div className="cc-alert-title">{title}</div>
        {children !== undefined && <div>{children}</div>}
      </div>
      {action}
    </div>
  );
}

export function Block({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-label={title || undefined}>
      {title && (
        <div className="cc-block-head">
          <h2 className="cc-h-md">{title}</h2>
          {action}
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * A block folded behind its title ("Sources (17)"): the report stays short on a phone and nothing is lost. A native
 * <details>, so it opens with the keyboard and for screen readers without script.
 */
export function Fold({
  title,
  count,
  children,
  level = 'h2',
}: {
  title: string;
  count?: number;
  children: ReactNode;
  level?: 'h2' | 'h3';
}) {
  const Heading = level;
  return (
    <details className="cc-fold">
      <summary>
        <Heading className={level === 'h2' ? 'cc-h-md' : 'cc-h-sm'}>
          {title}
          {count !== undefined && ` (${count})`}
        </Heading>
      </summary>
      <div className="cc-fold-body">{children}</div>
    </details>
  );
}

export function Paragraph({ text }: { text: string | undefined | null }) {
  const clean = cleanText(text);
  // The report's prose: the server writes it in the shopper's language (Accept-Language), not the catalogue.
  return clean ? (
    <p className="cc-paragraph" data-server-text>
      {clean}
    </p>
  ) : null;
}

export function ReliabilityBadgeView({ reliability }: { reliability: unknown }) {
  const badge = reliabilityBadge(reliability);
  return (
    <Badge palette={badge.color} title={badge.description ?? undefined} size="md">
      {badge.label}
    </Badge>
  );
}

/** Impact summary with its reliability badge and the badge's explanation. */
export function ImpactBlock({ title, summary, reliability }: { title: string; summary: string; reliability: unknown }) {
  const badge = reliabilityBadge(reliability);
  return (
    <Block title={title} action={<ReliabilityBadgeView reliability={reliability} />}>
      <div className="cc-col cc-gap-1">
        <Paragraph text={summary} />
        {badge.description && <p className="cc-sm cc-muted">{badge.description}</p>}
      </div>
    </Block>
  );
}

const RECOMMENDATION_ICONS = {
  warning: { icon: <AlertTriangle />, palette: 'orange', label: 'report.icon.warning' },
  info: { icon: <Info />, palette: 'blue', label: 'report.icon.note' },
  check: { icon: <CheckCircle2 />, palette: 'green', label: 'report.icon.good' },
} as const;

export function Recommendations({ items, title }: { items: unknown; title?: string }) {
  const t = useT();
  // The server writes the report in the shopper's language, so its words are read in that language.
  const locale = useLocale();
  title ??= t('report.recommendations');
  const texts = recommendationTexts(items);
  if (texts.length === 0) return null;
  return (
    <Block title={title}>
      <ul className="cc-recommendations">
        {texts.map((text, index) => {
          const kind = RECOMMENDATION_ICONS[recommendationIcon(text, locale)];
          return (
            <li key={index}>
              <span role="img" aria-label={t(kind.label)} className={`cc-p-${kind.palette}`}>
                {kind.icon}
              </span>
              <span data-server-text>{text}</span>
            </li>
          );
        })}
      </ul>
    </Block>
  );
}

export function Sources({ sources, title }: { sources: unknown; title?: string }) {
  const t = useT();
  title ??= t('report.sources');
  const views = sourceViews(sources);
  if (views.length === 0) return null;
  const list = (
    <ul className="cc-sources">
      {views.map((source) => (
        <li key={source.url ?? source.title}>
          {source.url ? (
            // Inline: a wrapped title would squeeze the icon to a speck.
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              <span translate="no">{source.title}</span> <ExternalLink size={12} aria-hidden="true" />
              <span className="cc-visually-hidden">{t('report.newTab')}</span>
            </a>
          ) : (
            // A source named without an address cannot be checked by the reader: say so.
            <>
              <span translate="no">{source.title}</span>{' '}
              <span className="cc-muted cc-xs">{t('report.citationIncomplete')}</span>
            </>
          )}
          {/* The source's own words, so a reader sees what supports the claim before opening the page. */}
          {source.quote && <blockquote translate="no">“{source.quote}”</blockquote>}
        </li>
      ))}
    </ul>
  );
  // A card's own sources stay in view; a tab's list of them is folded behind "Sources (N)".
  return title ? (
    <Fold title={title} count={views.length}>
      {list}
    </Fold>
  ) : (
    list
  );
}

const IMPACT_COLOR = { positive: 'green', negative: 'red', neutral: 'gray' } as const;

export function Certifications({ title, items, empty }: { title: string; items: CertificationView[]; empty?: string }) {
  const t = useT();
  if (items.length === 0 && !empty) return null;
  return (
    <Block title={title}>
      {items.length === 0 ? (
        <p className="cc-muted cc-sm">{empty}</p>
      ) : (
        <div className="cc-col cc-gap-2">
          {items.map((cert) => (
            <div key={cert.name} className="cc-card">
              <div className="cc-row cc-gap-2">
                <ShieldCheck size={16} aria-hidden="true" />
                <p className="cc-strong" translate="no">
                  {cert.name}
                </p>
                {cert.verified && <Badge palette="green">{t('report.verified')}</Badge>}
                {cert.impact && cert.impact !== 'neutral' && (
                  <Badge palette={IMPACT_COLOR[cert.impact]} variant="outline">
                    {cert.impact === 'positive' ? t('report.positiveImpact') : t('report.negativeImpact')}
                  </Badge>
                )}
              </div>
              {cert.description && (
                <p className="cc-sm cc-muted cc-mt-1" data-server-text>
                  {cert.description}
                </p>
              )}
            </div>
          ))}
        </div>
      )}
    </Block>
  );
}

export const SEVERITY_COLOR = { high: 'red', medium: 'orange', low: 'yellow' } as const;

/** The alert box at the top of a tab. */
export function AlertsBox({ title, items }: { title: string; items: AlertItem[] }) {
  if (items.length === 0) return null;
  return (
    <div role="region" aria-label={title} className="cc-alerts-box cc-p-red">
      <div className="cc-row">
        <AlertTriangle aria-hidden="true" />
        <h2 className="cc-h-md">{title}</h2>
      </div>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <div className="cc-row cc-gap-2">
              <p className="cc-strong" data-server-text={item.fromServer || undefined}>
                {item.name}
              </p>
              <Badge palette={SEVERITY_COLOR[item.severity]}>{valueLabel(item.severity)}</Badge>
            </div>
            {item.text && (
              <p className="cc-sm" data-server-text>
                {item.text}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A grid of labelled cards (allergens, concerns, factors). */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="cc-card-grid">{children}</div>;
}

export function InfoCard({
  title,
  titleFromServer,
  badges,
  children,
  highlighted,
}: {
  title: string;
  /** The title is the report's own words (an ingredient's or additive's name), not the catalogue's. */
  titleFromServer?: boolean;
  badges?: ReactNode;
  children?: ReactNode;
  highlighted?: boolean | undefined;
}) {
  return (
    <div className={highlighted ? 'cc-card cc-card-highlighted cc-p-orange' : 'cc-card'}>
      <div className={children ? 'cc-card-head cc-mb-1' : 'cc-card-head'}>
        <p className="cc-strong" data-server-text={titleFromServer || undefined}>
          {title}
        </p>
        {badges}
      </div>
      {children}
    </div>
  );
}

export function Chips({ items }: { items: string[] }) {
  return (
    <div className="cc-row cc-gap-2">
      {items.map((item, index) => (
        <Badge key={`${item}-${index}`} variant="outline" size="md">
          {item}
        </Badge>
      ))}
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="cc-muted-center">{text}</p>;
}

/** A loading block (the kit's pulsing skeleton). */
export function Skeleton({ height, width, large }: { height: string; width?: string; large?: boolean }) {
  return (
    <div
      className={large ? 'cc-skeleton cc-skeleton-lg' : 'cc-skeleton'}
      style={{ height, width }}
      aria-hidden="true"
    />
  );
}
