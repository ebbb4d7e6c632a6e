import type { LabelLanguageCode, ProductKind } from '@clearcart/contracts';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { KINDS, PACK_LANGUAGES, type ReviewDraft } from '../lib/draft.ts';
import type { EditDraft, ReviewFields } from './review-fields.tsx';
import { useT } from '../../../i18n/react.tsx';

interface ProductFieldsProps {
  draft: ReviewDraft;
  onChange: EditDraft;
  fields: ReviewFields;
  /** The language the photos were read in; null when nothing was read or it did not tell. */
  readLanguage: LabelLanguageCode | null;
  /** Reads the photos again in the language chosen (only while the photos are in hand). */
  onReadAgain?: ((language: LabelLanguageCode) => Promise<void>) | undefined;
}

/** The product itself: its kind, name, brand, barcode, category and the pack's language. */
export function ProductFields({ draft, onChange, fields, readLanguage, onReadAgain }: ProductFieldsProps) {
  const t = useT();
  const field = { draft, onChange, fields };
  return (
    <fieldset className="cc-read-group">
      <legend>{t('read.theProduct')}</legend>
      <KindChoice draft={draft} onChange={onChange} fields={fields} />
      <TextField name="name" label={t('read.name')} placeholder={t('read.namePlaceholder')} {...field} required />
      <div className="cc-read-pair">
        <TextField name="brand" label={t('read.brand')} note={t('read.ifKnown')} {...field} />
        <TextField name="gtin" label={t('read.barcode')} note={t('read.ifKnown')} inputMode="numeric" {...field} />
      </div>
      <div className="cc-read-pair">
        <TextField
          name="category"
          label={t('read.category')}
          note={t('read.ifYouLike')}
          placeholder={t('read.categoryPlaceholder')}
          {...field}
        />
        <PackLanguage
          draft={draft}
          onChange={onChange}
          fields={fields}
          readLanguage={readLanguage}
          onReadAgain={onReadAgain}
        />
      </div>
    </fieldset>
  );
}

/** A line of text of the product's, said back under it when the check finds it wrong. */
function TextField({
  name,
  label,
  note,
  placeholder,
  inputMode,
  required,
  draft,
  onChange,
  fields,
}: {
  name: 'name' | 'brand' | 'gtin' | 'category';
  label: string;
  /** Beside the label: whether it may be left empty ("if known"). */
  note?: string;
  placeholder?: string;
  inputMode?: 'numeric';
  required?: boolean;
  draft: ReviewDraft;
  onChange: EditDraft;
  fields: ReviewFields;
}) {
  const id = fields.id(name);
  return (
    <div className="cc-read-field">
      <label className="cc-read-label" htmlFor={id}>
        {label}
        {note && (
          <>
            {' '}
            <span className="cc-muted">{note}</span>
          </>
        )}
      </label>
      <input
        id={id}
        className="cc-input"
        value={draft[name]}
        inputMode={inputMode}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value }, name)}
        placeholder={placeholder}
        autoComplete="off"
        aria-invalid={Boolean(fields.errors[name]) || undefined}
        aria-describedby={fields.describedBy(name)}
        required={required}
      />
      {fields.errorOf(name)}
    </div>
  );
}

/** The kind chosen by the shopper: no longer a guess, and a drink's table is per 100 ml. */
const withKind = (draft: ReviewDraft, kind: ProductKind): ReviewDraft => ({
  ...draft,
  kind,
  kindGuessed: false,
  table: { ...draft.table, basis: kind === 'beverage' ? '100ml' : draft.table.basis },
});

/** What the product is (food, drink, cosmetic, household), said to be a guess when it was deduced from the reading. */
function KindChoice({ draft, onChange, fields }: Pick<ProductFieldsProps, 'draft' | 'onChange' | 'fields'>) {
  const t = useT();
  const { id: fieldId, errors, errorOf, describedBy } = fields;
  return (
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
              onChange={() => onChange(withKind(draft, kind), 'kind')}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {draft.kindGuessed && !errors.kind && <p className="cc-muted cc-small">{t('read.guessed')}</p>}
      {errorOf('kind')}
    </div>
  );
}

/** The pack's language, and the offer to read the photos again in it when it is not the one they were read in. */
function PackLanguage({ draft, onChange, fields, readLanguage, onReadAgain }: ProductFieldsProps) {
  const t = useT();
  const [readingAgain, setReadingAgain] = useState(false);
  const fieldId = fields.id;
  return (
    <div className="cc-read-field">
      <label className="cc-read-label" htmlFor={fieldId('language')}>
        {t('read.packLanguage')}
      </label>
      <select
        id={fieldId('language')}
        className="cc-read-select"
        value={draft.language}
        onChange={(event) => onChange({ ...draft, language: event.target.value as LabelLanguageCode | '' }, 'language')}
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
  );
}
