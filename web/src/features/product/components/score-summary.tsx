import { DIMENSIONS, type Dimension } from '@clearcart/contracts/dimensions';
import { cleanText } from '@clearcart/text';
import type { ProductEntity, Ratings } from '@clearcart/contracts';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from './report-parts.tsx';
import './report.css';
import { useT } from '../../../i18n/react.tsx';

const GRADE_COLOR = { A: 'green', B: 'teal', C: 'yellow', D: 'orange', E: 'red' } as const;

/** First sentence of a summary: the one line of "why" under a score. */
export function firstSentence(text: string | undefined): string {
  const clean = cleanText(text);
  const match = /^(.+?[.!?])(\s|$)/.exec(clean);
  return match?.[1] ?? clean;
}

/**
 * The score as a ring (a plain SVG: a progress component's state machine and number formatting cost more, on every
 * render of the report, than the whole rest of the card).
 */
function ScoreRing({
  title,
  score,
  color,
  children,
}: {
  title: string;
  score?: number;
  color: string;
  children: ReactNode;
}) {
  const t = useT();
  const value = Math.min(100, Math.max(0, score ?? 0));
  return (
    <div
      className={`cc-score-ring cc-p-${color}`}
      role="progressbar"
      aria-label={t('summary.scoreOf', { title })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score === undefined ? undefined : Math.round(value)}
    >
      <svg viewBox="0 0 48 48" width="100%" height="100%" aria-hidden="true">
        <circle className="cc-ring-track" cx="24" cy="24" r="20.5" fill="none" strokeWidth="7" />
        <circle
          className="cc-ring-value"
          cx="24"
          cy="24"
          r="20.5"
          fill="none"
          strokeWidth="7"
          pathLength={100}
          strokeDasharray={`${value} 100`}
          transform="rotate(-90 24 24)"
        />
      </svg>
      <span>{children}</span>
    </div>
  );
}

/** The button over a whole card that opens its tab (the card's text stays readable text, not a button's label). */
function OpenTab({ title, onOpen }: { title: string; onOpen: () => void }) {
  const t = useT();
  return (
    <button type="button" className="cc-score-open" onClick={onOpen}>
      <span className="cc-visually-hidden">{t('summary.openTab', { title })}</span>
    </button>
  );
}

function ScoreCard({
  title,
  score,
  grade,
  why,
  onOpen,
}: {
  title: string;
  score?: number;
  grade?: keyof typeof GRADE_COLOR;
  why: string;
  onOpen: () => void;
}) {
  const t = useT();
  const color = grade ? GRADE_COLOR[grade] : 'gray';
  const notEnough = t('summary.notEnoughData');
  return (
    <div className="cc-score-card">
      <OpenTab title={title} onOpen={onOpen} />
      <ScoreRing title={title} score={score} color={color}>
        {grade ?? '–'}
      </ScoreRing>
      <div>
        <p className="cc-strong">{title}</p>
        {/* The score leads the "why" line: beside a long title it would wrap onto a line of its own. */}
        {/* Two lines at most, so the cards keep the height of their placeholders (no layout shift); the whole
            sentence is the card's title text and the tab's summary. */}
        <p className="cc-sm cc-muted cc-clamp-2" title={why} data-server-text>
          {typeof score === 'number' ? (
            <span className="cc-score-value">{Math.round(score)}/100 · </span>
          ) : (
            // An unknown is never a grade: the card says so, in grey, with what is missing.
            !why.startsWith(notEnough.replace(/ · $/, '')) && <span>{notEnough}</span>
          )}
          {why}
        </p>
      </div>
    </div>
  );
}

/** One visual per tab at the top of the report: the section's grade, score and one line why. */
/**
 * Who owns the brand, as the Company card says it: the owner with its parents, else the chain's first company — not the
 * company that makes it under licence (a US KitKat is Nestlé's brand, made by Hershey, whose record the tab shows).
 */
export const brandOwnerOf = (entity: Partial<Pick<ProductEntity, 'parent_company' | 'insights'>>): string | undefined =>
  entity.parent_company ?? entity.insights?.company?.ownership?.[0]?.company ?? entity.insights?.company?.name;

export function ScoreSummary({
  ratings,
  entity,
  evaluating,
  onOpen,
}: {
  ratings: Partial<Ratings> | undefined;
  entity: Partial<ProductEntity>;
  /** While the evaluation runs, the cards' place is held so the tabs below do not jump when they arrive. */
  evaluating: boolean;
  /** Opens the tab a card stands for. */
  onOpen: (tab: Dimension | 'company') => void;
}) {
  const t = useT();
  if (!ratings) {
    if (!evaluating) return null;
    return (
      <div className="cc-score-grid" aria-hidden="true" data-testid="score-summary-pending">
        {/* The cards' own heights: a score card's ring and two lines of why; the Company card's one line of owner. */}
        {['92px', '92px', '92px', '74px'].map((height, i) => (
          <Skeleton key={i} height={height} large />
        ))}
      </div>
    );
  }
  // The brand's company as shoppers know it, its parent or majority shareholder after ("Beiersdorf AG, majority-owned
  // by maxingvest ag"), as the Company tab and the compare page say it.
  const owner = brandOwnerOf(entity);
  return (
    <section className="cc-score-grid" aria-label={t('summary.label')}>
      {DIMENSIONS.map((key) => {
        const section = ratings[key];
        if (!section) return null;
        return (
          <ScoreCard
            key={key}
            title={t(`score.${key}`)}
            score={section.score}
            grade={section.grade}
            why={firstSentence(section.impact_summary) || t('summary.notEnoughDataToScore')}
            onOpen={() => onOpen(key)}
          />
        );
      })}
      <div className="cc-score-card">
        <OpenTab title={t('product.tab.company')} onOpen={() => onOpen('company')} />
        <span className="cc-company-icon cc-p-purple">
          <Building2 aria-hidden="true" />
        </span>
        <div>
          <p className="cc-strong">{t('product.tab.company')}</p>
          <p className="cc-sm cc-muted cc-clamp-2">
            {owner ? t('summary.ownedBy', { owner }) : t('summary.ownershipUnknown')}
          </p>
        </div>
      </div>
    </section>
  );
}
