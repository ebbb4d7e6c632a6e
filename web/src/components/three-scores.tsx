import { DIMENSIONS } from '@clearcart/contracts/dimensions';
import type { ThreeScores as Scores } from '@clearcart/contracts';
import './palette.css';
import { useT } from '../i18n/react.tsx';

const GRADE_COLOR = { A: 'green', B: 'teal', C: 'yellow', D: 'orange', E: 'red' } as const;
const KEYS = DIMENSIONS;

/** A product's three scores in a line of small badges; "–" where there is not enough data to score. */
export function ThreeScores({ scores }: { scores: Scores }) {
  const t = useT();
  return (
    <div className="cc-scores">
      {KEYS.map((key) => {
        const label = t(`score.${key}`);
        const value = scores[key];
        return (
          <span
            key={key}
            className={`cc-tag cc-p-${value ? GRADE_COLOR[value.grade] : 'gray'}`}
            title={value ? t('score.title', { label, score: Math.round(value.score) }) : t('score.noData', { label })}
          >
            {label} {value ? `${value.grade} · ${Math.round(value.score)}` : '–'}
          </span>
        );
      })}
    </div>
  );
}
