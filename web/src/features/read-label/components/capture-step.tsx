import type { LabelLanguageCode, LabelReading } from '@clearcart/contracts';
import { ArrowRight, Check, RotateCcw, SkipForward, TriangleAlert } from 'lucide-react';
import { useId, type ComponentType, type ReactNode } from 'react';
import { PACK_LANGUAGES } from '../lib/draft.ts';
import type { Shot } from '../hooks/use-read-flow.ts';
import { foundOnPanel, type Step } from '../lib/steps.ts';
import { FrameGuide } from './frame-guide.tsx';
import './read-label.css';
import { useT, type Translate } from '../../../i18n/react.tsx';

/** Taking or choosing one photo: the photo feature's camera and upload, composed by the route. */
export interface CaptureProps {
  busy: boolean;
  onPhoto(photo: File): void;
  /** Drawn over the live view. */
  guide: ReactNode;
  /** Said over the live view and under the upload area. */
  hint: string;
  /** The send button's words, and the steps the progress bar says while the server reads. */
  action: { label: string; busy: string; steps: readonly string[] };
}

type Panel = Exclude<Step, 'review'>;

/** What each step says, in the current language. */
const panelWords = (
  panel: Panel,
  t: Translate,
): { title: string; advice: string; guide: string; hint: string; action: CaptureProps['action'] } => ({
  title: t(`read.panel.${panel}.title`),
  advice: t(`read.panel.${panel}.advice`),
  guide: t(`read.panel.${panel}.guide`),
  hint: t(`read.panel.${panel}.hint`),
  action: {
    label: t(`read.panel.${panel}.label`),
    busy: t('read.reading'),
    steps:
      panel === 'ingredients'
        ? [t('photo.step.upload'), t('read.step.readingText'), t('read.step.findingList')]
        : panel === 'nutrition'
          ? [t('photo.step.upload'), t('read.step.readingFigures'), t('read.step.checkingFigures')]
          : [t('photo.step.upload'), t('read.step.readingText'), t('read.step.findingLines')],
  },
});

interface CaptureStepProps {
  panel: Panel;
  number: number;
  total: number;
  /** The photo already taken for this step, and what was read on it. */
  shot: Shot | undefined;
  busy: boolean;
  Capture: ComponentType<CaptureProps>;
  onPhoto(photo: File): void;
  onRetake(): void;
  onNext(): void;
  onSkip(): void;
  language: LabelLanguageCode | '';
  onLanguage(language: LabelLanguageCode | ''): void;
}

/** One step of the guided capture: what to photograph, the camera or upload with its frame, retake, skip. */
export function CaptureStep({
  panel,
  number,
  total,
  shot,
  busy,
  Capture,
  onPhoto,
  onRetake,
  onNext,
  onSkip,
  language,
  onLanguage,
}: CaptureStepProps) {
  const t = useT();
  const words = panelWords(panel, t);
  const languageId = useId();
  return (
    <section className="cc-read-step" aria-labelledby="read-step-title">
      <div>
        <p className="cc-read-step-count">{t('read.stepCount', { number, total })}</p>
        <h2 id="read-step-title">{words.title}</h2>
        <p className="cc-muted">{words.advice}</p>
      </div>
      {shot ? (
        <TakenShot shot={shot} onRetake={onRetake} onNext={onNext} />
      ) : (
        <Capture
          busy={busy}
          onPhoto={onPhoto}
          guide={<FrameGuide label={words.guide} />}
          hint={words.hint}
          action={words.action}
        />
      )}
      <div className="cc-read-step-foot">
        <label htmlFor={languageId} className="cc-read-language">
          <span>{t('read.packLanguage')}</span>
          <select
            id={languageId}
            className="cc-read-select"
            value={language}
            onChange={(event) => onLanguage(event.target.value as LabelLanguageCode | '')}
            disabled={busy}
          >
            <option value="">{t('read.findOut')}</option>
            {PACK_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        {!shot && (
          <button type="button" className="cc-button cc-button-md cc-outline" onClick={onSkip} disabled={busy}>
            <SkipForward aria-hidden="true" />
            {panel === 'front' ? t('read.skipFront') : t('read.skip')}
          </button>
        )}
      </div>
      {number === 1 && !shot && (
        <p className="cc-muted cc-small">{total === 4 ? t('read.thenNutrition') : t('read.youCheck')}</p>
      )}
    </section>
  );
}

/** The photo of this step, and what was read on it: go on, or take it again. */
function TakenShot({ shot, onRetake, onNext }: { shot: Shot; onRetake(): void; onNext(): void }) {
  const reading = shot.reading;
  const found = reading ? foundOnPanel(reading) : true;
  const t = useT();
  return (
    <div className="cc-read-taken">
      <img src={shot.url} alt={t('read.takenAlt')} />
      <div className="cc-read-taken-body">
        {reading ? (
          <ReadingSummary reading={reading} found={found} />
        ) : (
          <p>{shot.waiting ? t('read.keptOfflineWhy') : t('read.photoKept')}</p>
        )}
        <div className="cc-read-actions">
          <button
            type="button"
            className={`cc-button cc-button-md ${found ? 'cc-outline' : 'cc-solid'}`}
            onClick={onRetake}
          >
            <RotateCcw aria-hidden="true" /> {t('read.retake')}
          </button>
          <button
            type="button"
            className={`cc-button cc-button-md ${found ? 'cc-solid' : 'cc-outline'}`}
            onClick={onNext}
          >
            {found ? t('read.next') : t('read.goOn')} <ArrowRight aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}

function ReadingSummary({ reading, found }: { reading: LabelReading; found: boolean }) {
  const t = useT();
  if (!found) {
    const warning = reading.warnings[0]?.message;
    return (
      <p className="cc-read-problem" role="alert">
        <TriangleAlert aria-hidden="true" /> {warning ? <span data-server-text>{warning}</span> : t('read.nothingRead')}{' '}
        {t('read.retakeAdvice')}
      </p>
    );
  }
  const figures = reading.nutrition ? Object.keys(reading.nutrition).filter((key) => key !== 'basis').length : 0;
  const lines = reading.front?.lines ?? [];
  return (
    <p className="cc-read-found" role="status">
      <Check aria-hidden="true" />
      <span>
        {reading.panel === 'ingredients'
          ? t('read.listRead', { list: shortened(reading.ingredients?.text ?? '') })
          : reading.panel === 'front'
            ? t('read.frontRead', { count: lines.length, lines: shortened(lines.join(' · ')) })
            : t('read.tableRead', {
                count: figures,
                basis: reading.nutrition?.basis === '100ml' ? '100 ml' : '100 g',
              })}{' '}
        {t('read.checkAtEnd')}
      </span>
    </p>
  );
}

/** The start of what was read, enough to recognise it on the pack. */
const shortened = (text: string): string => (text.length > 60 ? `${text.slice(0, 60).trimEnd()}…` : text);
