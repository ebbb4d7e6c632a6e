import type { LabelWarning } from '@clearcart/contracts';
import { TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { Readings, ReviewDraft } from '../lib/draft.ts';
import { FrontWordsEditor } from './front-words-editor.tsx';
import { NutritionEditor } from './nutrition-editor.tsx';
import type { EditDraft, ReviewFields } from './review-fields.tsx';
import { useT } from '../../../i18n/react.tsx';

/** A panel of the pack as read: what the reading asks to check, and the photo it came from (when still in hand). */
interface PanelProps {
  notes: readonly LabelWarning[];
  photo: string | undefined;
}

interface PanelFieldsProps extends PanelProps {
  draft: ReviewDraft;
  onChange: EditDraft;
  fields: ReviewFields;
}

/** The ingredient list as large editable text. */
export function IngredientsPanel({ notes, photo, draft, onChange, fields }: PanelFieldsProps) {
  const t = useT();
  const { id: fieldId, errors, errorOf, describedBy } = fields;
  return (
    <fieldset className="cc-read-group">
      <legend>{t('read.ingredients')}</legend>
      <ReadingNotes warnings={notes} />
      {photo && <PhotoToCompare url={photo} what="ingredients" />}
      <label className="cc-read-label" htmlFor={fieldId('ingredients')}>
        {t('read.ingredientList')}
      </label>
      <textarea
        id={fieldId('ingredients')}
        className="cc-input cc-read-ingredients"
        value={draft.ingredients}
        onChange={(event) => onChange({ ...draft, ingredients: event.target.value }, 'ingredients')}
        rows={8}
        spellCheck={false}
        placeholder={t('read.ingredientsPlaceholder')}
        aria-invalid={Boolean(errors.ingredients) || undefined}
        aria-describedby={describedBy('ingredients')}
      />
      {errorOf('ingredients')}
    </fieldset>
  );
}

interface NutritionPanelProps extends PanelProps, ComponentProps<typeof NutritionEditor> {
  /** A table was read from a photo (even one since left behind). */
  read: boolean;
}

/** The nutrition table with its doubtful figures marked; said to be unread when there is neither reading nor figure. */
export function NutritionPanel({ notes, photo, read, ...editor }: NutritionPanelProps) {
  const t = useT();
  const empty = !read && Object.values(editor.table.figures).every((figure) => !figure);
  return (
    <fieldset className="cc-read-group">
      <legend>{t('read.nutrition')}</legend>
      <ReadingNotes warnings={notes} />
      {photo ? (
        <PhotoToCompare url={photo} what="nutrition" />
      ) : (
        empty && <p className="cc-muted cc-small">{t('read.noTable')}</p>
      )}
      <NutritionEditor {...editor} />
    </fieldset>
  );
}

/** The front's words, a line each: their green claims are checked. */
export function FrontWordsPanel({ notes, photo, draft, onChange, fields }: PanelFieldsProps) {
  const t = useT();
  return (
    <fieldset className="cc-read-group" aria-describedby={fields.describedBy('front')}>
      <legend>{t('read.frontWords')}</legend>
      <p className="cc-muted cc-small">{t('read.frontLead')}</p>
      <ReadingNotes warnings={notes} />
      {photo && <PhotoToCompare url={photo} what="front" />}
      <FrontWordsEditor
        lines={draft.front}
        onChange={(front) => onChange({ ...draft, front }, 'front')}
        sayEmpty={notes.length === 0}
      />
      {fields.errorOf('front')}
    </fieldset>
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
