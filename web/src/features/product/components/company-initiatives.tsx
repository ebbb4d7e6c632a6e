import { cleanText } from '@clearcart/text';
import type { Concern } from '@clearcart/contracts';
import { Badge, Fold, Paragraph, SEVERITY_COLOR, Sources } from './report-parts.tsx';
import { useT } from '../../../i18n/react.tsx';
import { valueLabel } from '../lib/labels.ts';

interface Practice {
  summary?: string;
  examples?: string[];
}

interface Initiatives {
  summary?: string;
  highlights?: string[];
  concerns?: Concern[] | string;
  sources?: unknown;
  [key: string]: unknown;
}

function PracticeView({ label, practice }: { label: string; practice: Practice | undefined }) {
  const summary = cleanText(practice?.summary);
  const examples = (practice?.examples ?? []).map(cleanText).filter(Boolean);
  if (!summary && examples.length === 0) return null;
  return (
    <div>
      <h3 className="cc-h-sm cc-mb-1">{label}</h3>
      {summary && <p data-server-text>{summary}</p>}
      {examples.length > 0 && (
        <ul className="cc-marker-list cc-mt-1 cc-sm" data-server-text>
          {examples.map((example, index) => (
            <li key={index}>{example}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Company initiatives: summary, highlights, concerns, then the section's practice blocks. */
export function CompanyInitiatives({
  title,
  initiatives,
  practices,
}: {
  title: string;
  initiatives: Initiatives | undefined;
  practices: Array<[key: string, label: string]>;
}) {
  const t = useT();
  if (!initiatives) return null;
  const highlights = (initiatives.highlights ?? []).map(cleanText).filter(Boolean);
  const concerns = initiatives.concerns;
  return (
    // The company's record is long and the same on every product of the company: folded behind its title.
    <Fold title={title}>
      {/* Body text at the size of the other cards of the report (sm), not the page default. */}
      {/* The company's own record, in the language it is written in when that is not the report's. */}
      <div
        className="cc-col cc-gap-4 cc-initiatives"
        lang={typeof initiatives.language === 'string' ? initiatives.language : undefined}
      >
        <Paragraph text={initiatives.summary} />
        {highlights.length > 0 && (
          <div>
            <h3 className="cc-h-sm cc-initiatives-heading cc-p-green">{t('company.highlights')}</h3>
            <ul className="cc-marker-list" data-server-text>
              {highlights.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        )}
        {typeof concerns === 'string' && cleanText(concerns) && (
          <div>
            <h3 className="cc-h-sm cc-initiatives-heading cc-p-red">{t('company.concerns')}</h3>
            <p data-server-text>{cleanText(concerns)}</p>
          </div>
        )}
        {Array.isArray(concerns) && concerns.length > 0 && (
          <div>
            <h3 className="cc-h-sm cc-initiatives-heading cc-mb-2 cc-p-red">{t('company.concerns')}</h3>
            <div className="cc-col cc-gap-3">
              {concerns.map((concern, index) => (
                <div key={index} className={`cc-concern cc-p-${SEVERITY_COLOR[concern.severity] ?? 'gray'}`}>
                  <div className="cc-row cc-gap-2">
                    <p className="cc-strong" data-server-text>
                      {cleanText(concern.issue)}
                    </p>
                    {concern.severity && (
                      <Badge palette={SEVERITY_COLOR[concern.severity] ?? 'gray'}>{valueLabel(concern.severity)}</Badge>
                    )}
                    {/* "other": neither ongoing nor over by its sources' dates, so its present status is not known. */}
                    {concern.status && (
                      <Badge variant="outline">
                        {concern.status === 'other' ? t('company.statusNotOnRecord') : valueLabel(concern.status)}
                      </Badge>
                    )}
                  </div>
                  <Paragraph text={concern.description} />
                  <Sources sources={concern.sources} title="" />
                </div>
              ))}
            </div>
          </div>
        )}
        {practices.map(([key, label]) => (
          <PracticeView key={key} label={label} practice={initiatives[key] as Practice | undefined} />
        ))}
        <Sources sources={initiatives.sources} />
      </div>
    </Fold>
  );
}
