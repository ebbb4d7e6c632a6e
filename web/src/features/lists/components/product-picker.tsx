import type { Candidate } from '@clearcart/contracts';
import { LIST_LIMITS } from '@clearcart/contracts/list-limits';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { searchProducts } from '../api/lists.ts';
import '../../../components/text-input.css';
import { useT } from '../../../i18n/react.tsx';

interface ProductPickerProps {
  label: string;
  placeholder: string;
  /** A product picked from the suggestions. */
  onProduct(candidate: Candidate): void;
  /** What was typed, sent without picking a product (free text); absent when only a product will do. */
  onText?: (text: string) => void;
  submitLabel: string;
  autoFocus?: boolean;
}

/** A field that suggests catalog products as the shopper types, and takes free text too ("bread"). */
export function ProductPicker({ label, placeholder, onProduct, onText, submitLabel, autoFocus }: ProductPickerProps) {
  const [text, setText] = useState('');
  const t = useT();
  const id = useId();
  const query = useDebouncedValue(text.trim(), 250);
  const suggestions = useQuery({
    queryKey: ['list-suggestions', query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    enabled: query.length >= 2,
    staleTime: 60_000,
  });
  const shown = text.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (onText) onText(value);
    else if (shown[0]) onProduct(shown[0]);
    else return;
    setText('');
  };
  return (
    <form className="cc-picker" onSubmit={submit}>
      <label htmlFor={id} className="cc-visually-hidden">
        {label}
      </label>
      <div className="cc-picker-row">
        <input
          id={id}
          className="cc-input"
          value={text}
          maxLength={LIST_LIMITS.text}
          placeholder={placeholder}
          autoComplete="off"
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="cc-button cc-solid" disabled={!text.trim()}>
          {submitLabel}
        </button>
      </div>
      {shown.length > 0 && (
        <ul className="cc-picker-suggestions" aria-label={t('lists.matching')}>
          {shown.slice(0, 6).map((candidate) => (
            <li key={candidate.product_id}>
              <button
                type="button"
                onClick={() => {
                  onProduct(candidate);
                  setText('');
                }}
              >
                <span translate="no">{candidate.name}</span>
                <span className="cc-muted cc-small" translate="no">
                  {[candidate.brand, candidate.quantity].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
