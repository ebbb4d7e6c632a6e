import type { NutritionField } from '@clearcart/contracts';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import {
  NUTRITION_ROWS,
  setFigure,
  setSodium,
  sodiumText,
  type TableDraft,
  type TableErrors,
} from '../lib/nutrition-table.ts';
import { useT } from '../../../i18n/react.tsx';

interface NutritionEditorProps {
  table: TableDraft;
  onChange(table: TableDraft): void;
  /** Figures a reading marked as doubtful and the shopper has not changed since. */
  doubtful: ReadonlySet<NutritionField>;
  /** A figure changed by the shopper: no longer doubtful. */
  onTouch(field: NutritionField): void;
  errors: TableErrors;
}

/** The nutrition table as read, to check and correct: per 100 g or 100 ml, sodium shown as worked out from salt. */
export function NutritionEditor({ table, onChange, doubtful, onTouch, errors }: NutritionEditorProps) {
  const id = useId();
  const t = useT();
  const per = table.basis === '100ml' ? '100 ml' : '100 g';
  const sodiumError = errors.sodium;
  return (
    <div className="cc-read-table-box">
      <fieldset className="cc-read-basis">
        <legend>{t('read.figuresAre')}</legend>
        {(['100g', '100ml'] as const).map((basis) => (
          <label key={basis}>
            <input
              type="radio"
              name={`${id}-basis`}
              value={basis}
              checked={table.basis === basis}
              onChange={() => onChange({ ...table, basis })}
            />
            {t('read.per', { basis: basis === '100g' ? '100 g' : '100 ml' })}
          </label>
        ))}
      </fieldset>
      <table className="cc-read-table">
        <caption className="cc-visually-hidden">{t('nutrition.caption', { basis: per })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('nutrition.per', { basis: per })}</th>
            <th scope="col">{t('read.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {NUTRITION_ROWS.map((row) => {
            const inputId = `${id}-${row.field}`;
            const error = errors[row.field];
            const doubt = doubtful.has(row.field);
            const noteId = `${inputId}-note`;
            return (
              <tr key={row.field} data-doubtful={doubt || undefined} data-invalid={Boolean(error) || undefined}>
                <th scope="row" className={row.part ? 'cc-read-part' : undefined}>
                  <label htmlFor={inputId}>{row.label}</label>
                  {(error ?? doubt) && (
                    <span id={noteId} className="cc-read-cell-note">
                      {error ?? (
                        <>
                          <TriangleAlert aria-hidden="true" /> {t('read.checkFigure')}
                        </>
                      )}
                    </span>
                  )}
                </th>
                <td>
                  <span className="cc-read-figure">
                    <input
                      id={inputId}
                      className="cc-input cc-read-number"
                      inputMode="decimal"
                      autoComplete="off"
                      value={table.figures[row.field] ?? ''}
                      aria-label={t('read.figureLabel', { label: row.label, unit: row.unit, basis: per })}
                      aria-invalid={Boolean(error) || undefined}
                      aria-describedby={error || doubt ? noteId : undefined}
                      onChange={(event) => {
                        onTouch(row.field);
                        onChange(setFigure(table, row.field, event.target.value));
                      }}
                    />
                    <span className="cc-read-unit">{row.unit}</span>
                  </span>
                </td>
              </tr>
            );
          })}
          <tr data-invalid={Boolean(sodiumError) || undefined}>
            <th scope="row" className="cc-read-part">
              <label htmlFor={`${id}-sodium`}>{t('read.sodium')}</label>
              <span id={`${id}-sodium-note`} className="cc-read-cell-note cc-read-cell-hint">
                {sodiumError ?? t('read.saltIs')}
              </span>
            </th>
            <td>
              <span className="cc-read-figure">
                <input
                  id={`${id}-sodium`}
                  className="cc-input cc-read-number"
                  inputMode="decimal"
                  autoComplete="off"
                  value={sodiumText(table)}
                  aria-label={t('read.figureLabel', { label: t('read.sodium'), unit: 'mg', basis: per })}
                  aria-invalid={Boolean(sodiumError) || undefined}
                  aria-describedby={`${id}-sodium-note`}
                  onChange={(event) => {
                    onTouch('salt');
                    onChange(setSodium(table, event.target.value));
                  }}
                />
                <span className="cc-read-unit">mg</span>
              </span>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
