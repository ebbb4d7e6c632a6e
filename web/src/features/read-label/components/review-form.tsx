import type { LabelLanguageCode, LabelWarning, NutritionField, ShopperFacts } from '@clearcart/contracts';
import { ArrowLeft, FileCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  hasNutrition,
  KINDS,
  PACK_LANGUAGES,
  readingNotes,
  stillDoubtful,
  type Readings,
  type ReviewDraft,
} from '../lib/draft.ts';
import { doubtfulFields, type TableErrors } from '../lib/nutrition-table.ts';
import type { FieldErrors } from '../lib/validate-facts.ts';
import { FrontWordsEditor } from './front-words-editor.tsx';
import { NutritionEditor } from './nutrition-editor.tsx';
import '../../../components/palette.css';
import '../../../components/text-input.css';
import './read-label.css';
import { useT } from '../../../i18n/react.tsx';

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
  const t = useT();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [tableErrors, setTableErrors] = useState<TableErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [readingAgain, setReadingAgain] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<NutritionField>>(new Set());
  const summary = useRef<HTMLDivElement>(null);
  const notes = readingNotes(readings);
  const doubtful = stillDoubtful(doubtfulFields(notes.nutrition), touched);
  const errorCount = Object.keys(fieldErrors).length + Object.keys(tableErrors).length;
  const readLanguage = readings.ingredients?.language ?? readings.nutrition?.language ?? null;
  // Shown once there are front words to check (or a photo of the front), and kept when the last line is removed.
  const [hadFront] = useState(() => draft.front.length > 0);
  const showFront = hadFront || draft.front.length > 0 || readings.front !== undefined || photos.front !== undefined;

  const change = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K], errorKey?: keyof FieldErrors) => {
    onChange({ ...draft, [key]: value });
    if (errorKey && fieldErrors[errorKey]) {
      const { [errorKey]: _fixed, ...rest } = fieldErrors;
      setFieldErrors(rest);
    }
  };

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
        requestAnimationFrame(() => summary.current?.focus());
        return;
      }
      setFieldErrors({});
      setTableErrors({});
      const problem = await onSubmit(checked.facts);
      if (problem) {
        setRefused(problem);
        requestAnimationFrame(() => summary.current?.focus());
      }
    } finally {
      setBusy(false);
    }
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: keyof FieldErrors) =>
    fieldErrors[name] ? (
      <p id={fieldId(`${name}-error`)} className="cc-read-error">
        {fieldErrors[name]}
      </p>
    ) : null;
  const describedBy = (name: keyof FieldErrors) => (fieldErrors[name] ? fieldId(`${name}-error`) : undefined);

  return (
    <form className="cc-read-review" onSubmit={(event) => void submit(event)} noValidate>
      {title}
      <div ref={summary} tabIndex={-1} className="cc-read-summary-anchor">
        {(errorCount > 0 || refused) && (
          <div className="cc-read-alert cc-p-red" role="alert">
            <TriangleAlert aria-hidden="true" />
            <p>{refused ?? (errorCount === 1 ? t('read.checkOne') : t('read.checkMany', { count: errorCount }))}</p>
          </div>
        )}
      </div>

      <fieldset className="cc-read-group">
        <legend>{t('read.theProduct')}</legend>
        <div className="cc-read-field">
          <span className="cc-read-label" id={fieldId('kind-label')}>
            {t('read.whatIsIt')}
          </span>
          <div
            className="cc-read-kinds"
            role="radiogroup"
            aria-labelledby={fieldId('kind-label')}
            aria-describedby={describedBy('kind')}
          >
            {KINDS.map(({ kind, label }) => (
              <label key={kind} className="cc-read-kind">
                <input
                  type="radio"
                  name={fieldId('kind')}
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() => {
                    onChange({
                      ...draft,
                      kind,
                      kindGuessed: false,
                      table: { ...draft.table, basis: kind === 'beverage' ? '100ml' : draft.table.basis },
                    });
                    if (fieldErrors.kind) setFieldErrors(({ kind: _fixed, ...rest }) => rest);
                  }}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
          {draft.kindGuessed && !fieldErrors.kind && <p className="cc-muted cc-small">{t('read.guessed')}</p>}
          {errorOf('kind')}
        </div>
        <div className="cc-read-field">
          <label className="cc-read-label" htmlFor={fieldId('name')}>
            {t('read.name')}
          </label>
          <input
            id={fieldId('name')}
            className="cc-input"
            value={draft.name}
            onChange={(event) => change('name', event.target.value, 'name')}
            placeholder={t('read.namePlaceholder')}
            autoComplete="off"
            aria-invalid={Boolean(fieldErrors.name) || undefined}
            aria-describedby={describedBy('name')}
            required
          />
          {errorOf('name')}
        </div>
        <div className="cc-read-pair">
          <div className="cc-read-field">
            <label className="cc-read-label" htmlFor={fieldId('brand')}>
              {t('read.brand')} <span className="cc-muted">{t('read.ifKnown')}</span>
            </label>
            <input
              id={fieldId('brand')}
              className="cc-input"
              value={draft.brand}
              onChange={(event) => change('brand', event.target.value, 'brand')}
              autoComplete="off"
              aria-invalid={Boolean(fieldErrors.brand) || undefined}
              aria-describedby={describedBy('brand')}
            />
            {errorOf('brand')}
          </div>
          <div className="cc-read-field">
            <label className="cc-read-label" htmlFor={fieldId('gtin')}>
              {t('read.barcode')} <span className="cc-muted">{t('read.ifKnown')}</span>
            </label>
            <input
              id={fieldId('gtin')}
              className="cc-input"
              value={draft.gtin}
              inputMode="numeric"
              autoComplete="off"
              onChange={(event) => change('gtin', event.target.value, 'gtin')}
              aria-invalid={Boolean(fieldErrors.gtin) || undefined}
              aria-describedby={describedBy('gtin')}
            />
            {errorOf('gtin')}
          </div>
        </div>
        <div className="cc-read-pair">
          <div className="cc-read-field">
            <label className="cc-read-label" htmlFor={fieldId('category')}>
              {t('read.category')} <span className="cc-muted">{t('read.ifYouLike')}</span>
            </label>
            <input
              id={fieldId('category')}
              className="cc-input"
              value={draft.category}
              onChange={(event) => change('category', event.target.value, 'category')}
              placeholder={t('read.categoryPlaceholder')}
              autoComplete="off"
              aria-invalid={Boolean(fieldErrors.category) || undefined}
              aria-describedby={describedBy('category')}
            />
            {errorOf('category')}
          </div>
          <div className="cc-read-field">
            <label className="cc-read-label" htmlFor={fieldId('language')}>
              {t('read.packLanguage')}
            </label>
            <select
              id={fieldId('language')}
              className="cc-read-select"
              value={draft.language}
              onChange={(event) => change('language', event.target.value as LabelLanguageCode | '', 'language')}
            >
              <option value="">{t('read.notKnown')}</option>
              {PACK_LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
            {onReadAgain && draft.language !== '' && readLanguage !== null && draft.language !== readLanguage && (
              <button
                type="button"
                className="cc-button cc-outline-brand cc-read-again"
                disabled={readingAgain}
                onClick={() => {
                  setReadingAgain(true);
                  void onReadAgain(draft.language as LabelLanguageCode).finally(() => setReadingAgain(false));
                }}
              >
                <RefreshCw aria-hidden="true" />
                {readingAgain
                  ? t('read.readingAgain')
                  : t('read.readAgainIn', {
                      language: PACK_LANGUAGES.find((l) => l.code === draft.language)?.name ?? draft.language,
                    })}
              </button>
            )}
          </div>
        </div>
      </fieldset>

      <fieldset className="cc-read-group">
        <legend>{t('read.ingredients')}</legend>
        <ReadingNotes warnings={notes.ingredients} />
        {photos.ingredients && <PhotoToCompare url={photos.ingredients} what="ingredients" />}
        <label className="cc-read-label" htmlFor={fieldId('ingredients')}>
          {t('read.ingredientList')}
        </label>
        <textarea
          id={fieldId('ingredients')}
          className="cc-input cc-read-ingredients"
          value={draft.ingredients}
          onChange={(event) => change('ingredients', event.target.value, 'ingredients')}
          rows={8}
          spellCheck={false}
          placeholder={t('read.ingredientsPlaceholder')}
          aria-invalid={Boolean(fieldErrors.ingredients) || undefined}
          aria-describedby={describedBy('ingredients')}
        />
        {errorOf('ingredients')}
      </fieldset>

      {hasNutrition(draft.kind) && (
        <fieldset className="cc-read-group">
          <legend>{t('read.nutrition')}</legend>
          <ReadingNotes warnings={notes.nutrition} />
          {photos.nutrition ? (
            <PhotoToCompare url={photos.nutrition} what="nutrition" />
          ) : (
            !readings.nutrition &&
            Object.values(draft.table.figures).every((figure) => !figure) && (
              <p className="cc-muted cc-small">{t('read.noTable')}</p>
            )
          )}
          <NutritionEditor
            table={draft.table}
            onChange={(table) => {
              onChange({ ...draft, table });
              if (Object.keys(tableErrors).length > 0) setTableErrors({});
            }}
            doubtful={doubtful}
            onTouch={(field) => setTouched((fields) => new Set([...fields, field]))}
            errors={tableErrors}
          />
        </fieldset>
      )}

      {showFront && (
        <fieldset className="cc-read-group" aria-describedby={describedBy('front')}>
          <legend>{t('read.frontWords')}</legend>
          <p className="cc-muted cc-small">{t('read.frontLead')}</p>
          <ReadingNotes warnings={notes.front} />
          {photos.front && <PhotoToCompare url={photos.front} what="front" />}
          <FrontWordsEditor
            lines={draft.front}
            onChange={(front) => change('front', front, 'front')}
            sayEmpty={notes.front.length === 0}
          />
          {errorOf('front')}
        </fieldset>
      )}

      <div className="cc-read-actions cc-read-submit">
        {onBack && (
          <button type="button" className="cc-button cc-button-lg cc-outline" onClick={onBack} disabled={busy}>
            <ArrowLeft aria-hidden="true" /> {backLabel ?? t('read.back')}
          </button>
        )}
        <button
          type="submit"
          className="cc-button cc-button-lg cc-solid"
          disabled={busy}
          data-loading={busy || undefined}
        >
          {busy ? (
            <>
              <span className="cc-spinner-inline" aria-hidden="true" /> {t('read.making')}
            </>
          ) : (
            <>
              <FileCheck aria-hidden="true" /> {submitLabel}
            </>
          )}
        </button>
      </div>
    </form>
  );
}

/** What the reading asks the shopper to check, said once each. */
function ReadingNotes({ warnings }: { warnings: readonly LabelWarning[] }) {
  const t = useT();
  if (warnings.length === 0) return null;
  return (
    <ul className="cc-read-notes cc-p-orange" aria-label={t('read.toCheck')}>
      {warnings.map((warning) => (
        <li key={warning.message} data-server-text>
          <TriangleAlert aria-hidden="true" /> {warning.message}
        </li>
      ))}
    </ul>
  );
}

function PhotoToCompare({ url, what }: { url: string; what: keyof Readings }) {
  const t = useT();
  return (
    <details className="cc-read-compare">
      <summary>{t(`read.seePhoto.${what}`)}</summary>
      <img src={url} alt={t(`read.photoOf.${what}`)} />
    </details>
  );
}
