import type { LabelLanguageCode, NutritionField, ShopperFacts } from '@clearcart/contracts';
import { ArrowLeft, FileCheck, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { hasNutrition, readingNotes, stillDoubtful, type Readings, type ReviewDraft } from '../lib/draft.ts';
import { doubtfulFields, type TableErrors } from '../lib/nutrition-table.ts';
import type { FieldErrors } from '../lib/validate-facts.ts';
import { FrontWordsPanel, IngredientsPanel, NutritionPanel } from './pack-panels.tsx';
import { ProductFields } from './product-fields.tsx';
import { reviewFields, type EditDraft } from './review-fields.tsx';
import '../../../components/palette.css';
import '../../../components/text-input.css';
import './read-label.css';
import { useT } from '../../../i18n/react.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';

interface ReviewFormProps {
  draft: ReviewDraft;
  onChange(draft: ReviewDraft): void;
  /** What was read (absent when editing facts already kept): its doubtful figures are marked, its warnings said. */
  readings?: Readings;
  /** The photos the readings came from, to compare with. */
  photos?: Partial<Record<keyof Readings, string | undefined>>;
  /** Reads the photos again in the language chosen (only while the photos are in hand). */
  onReadAgain?: ((language: LabelLanguageCode) => Promise<void>) | undefined;
  submitLabel: string;
  /** Sends the checked facts; resolves to a sentence to show when they were refused, else null. */
  onSubmit(facts: ShopperFacts): Promise<string | null>;
  onBack?: (() => void) | undefined;
  backLabel?: string;
  title: ReactNode;
}

/**
 * What was read, to check before the report is made: the product's name, brand and kind, the ingredient list as
 * large editable text, the nutrition table with its doubtful figures marked, the front's words (their green claims
 * are checked) when the front was photographed. Checked with the contracts' schema before anything is sent.
 */
export function ReviewForm({
  draft,
  onChange,
  readings = {},
  photos = {},
  onReadAgain,
  submitLabel,
  onSubmit,
  onBack,
  backLabel,
  title,
}: ReviewFormProps) {
  const id = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [tableErrors, setTableErrors] = useState<TableErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<NutritionField>>(new Set());
  const summary = useRef<HTMLDivElement>(null);
  const fields = reviewFields(id, fieldErrors);
  const notes = readingNotes(readings);
  const errorCount = Object.keys(fieldErrors).length + Object.keys(tableErrors).length;
  // Shown once there are front words to check (or a photo of the front), and kept when the last line is removed.
  const [hadFront] = useState(() => draft.front.length > 0);
  const showFront = hadFront || draft.front.length > 0 || readings.front !== undefined || photos.front !== undefined;

  const edit: EditDraft = (next, fixed) => {
    onChange(next);
    if (fixed && fieldErrors[fixed]) setFieldErrors(({ [fixed]: _fixed, ...rest }) => rest);
  };

  // After the render that gives the summary its words.
  const showSummary = () => requestAnimationFrame(() => summary.current?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefused(null);
    try {
      // The schema library loads with the first check, not with the capture.
      const { checkDraft } = await import('../lib/validate-facts.ts');
      const checked = checkDraft(draft);
      if (!checked.ok) {
        setFieldErrors(checked.fields);
        setTableErrors(checked.table);
        showSummary();
        return;
      }
      setFieldErrors({});
      setTableErrors({});
      const problem = await onSubmit(checked.facts);
      if (problem) {
        setRefused(problem);
        showSummary();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cc-read-review" onSubmit={(event) => void submit(event)} noValidate>
      {title}
      <CheckSummary ref={summary} errorCount={errorCount} refused={refused} />
      <ProductFields
        draft={draft}
        onChange={edit}
        fields={fields}
        readLanguage={readings.ingredients?.language ?? readings.nutrition?.language ?? null}
        onReadAgain={onReadAgain}
      />
      <IngredientsPanel
        notes={notes.ingredients}
        photo={photos.ingredients}
        draft={draft}
        onChange={edit}
        fields={fields}
      />
      {hasNutrition(draft.kind) && (
        <NutritionPanel
          notes={notes.nutrition}
          photo={photos.nutrition}
          read={readings.nutrition !== undefined}
          table={draft.table}
          onChange={(table) => {
            onChange({ ...draft, table });
            if (Object.keys(tableErrors).length > 0) setTableErrors({});
          }}
          doubtful={stillDoubtful(doubtfulFields(notes.nutrition), touched)}
          onTouch={(field) => setTouched((fields) => new Set([...fields, field]))}
          errors={tableErrors}
        />
      )}
      {showFront && (
        <FrontWordsPanel notes={notes.front} photo={photos.front} draft={draft} onChange={edit} fields={fields} />
      )}
      <ReviewActions busy={busy} submitLabel={submitLabel} onBack={onBack} backLabel={backLabel} />
    </form>
  );
}

/** What the last check found wrong, or why the facts were refused; the form focuses it, so it is said first. */
function CheckSummary({
  ref,
  errorCount,
  refused,
}: {
  ref: Ref<HTMLDivElement>;
  errorCount: number;
  refused: string | null;
}) {
  const t = useT();
  return (
    <div ref={ref} tabIndex={-1} className="cc-read-summary-anchor">
      {(errorCount > 0 || refused) && (
        <div className="cc-read-alert cc-p-red" role="alert">
          <TriangleAlert aria-hidden="true" />
          <p>{refused ?? (errorCount === 1 ? t('read.checkOne') : t('read.checkMany', { count: errorCount }))}</p>
        </div>
      )}
    </div>
  );
}

/** Back (or cancel), and the button that sends the checked facts, which says so while they are sent. */
function ReviewActions({
  busy,
  submitLabel,
  onBack,
  backLabel,
}: { busy: boolean } & Pick<ReviewFormProps, 'submitLabel' | 'onBack' | 'backLabel'>) {
  const t = useT();
  return (
    <div className="cc-read-actions cc-read-submit">
      {onBack && (
        <button type="button" className="cc-button cc-button-lg cc-outline" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" /> {backLabel ?? t('read.back')}
        </button>
      )}
      <BusyButton
        type="submit"
        className="cc-button cc-button-lg cc-solid"
        busy={busy}
        busyLabel={t('read.making')}
        icon={<FileCheck aria-hidden="true" />}
      >
        {submitLabel}
      </BusyButton>
    </div>
  );
}
