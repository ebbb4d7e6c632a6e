import type { ThreeScores as Scores } from '@clearcart/contracts';
import './palette.css';

const GRADE_COLOR = { A: 'green', B: 'teal', C: 'yellow', D: 'orange', E: 'red' } as const;
const LABELS = [
  ['health', 'Health'],
  ['environmental', 'Environmental'],
  ['ethical', 'Ethical'],
] as const;

/** A product's three scores in a line of small badges; "–" where there is not enough data to score. */
export function ThreeScores({ scores }: { scores: Scores }) {
  return (
    <div className="cc-scores">
      {LABELS.map(([key, label]) => {
        const value = scores[key];
        return (
          <span
            key={key}
            className={`cc-tag cc-p-${value ? GRADE_COLOR[value.grade] : 'gray'}`}
            title={value ? `${label} ${Math.round(value.score)}/100` : `${label}: not enough data to score`}
          >
            {label} {value ? `${value.grade} · ${Math.round(value.score)}` : '–'}
          </span>
        );
      })}
    </div>
  );
}
