import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toaster.tsx';
import { useTypedBeforeAdoption } from '../../../first-screen/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { candidateDetail } from '../../../lib/candidate-detail.ts';
import { searchTermRequired } from '../lib/messages.ts';
import './search.css';
import { useT } from '../../../i18n/react.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';

interface TextSearchProps {
  /** The term of the last search (from the address), so Back finds it in the box. */
  initialTerm?: string;
  onSearch(term: string): void;
  isPending: boolean;
}

/**
 * 'Product or Brand Name' field with autocomplete (an ARIA combobox) and the Search button beside it: the suggestions
 * open below both, so on a phone they never cover the button a thumb is about to tap.
 */
export function TextSearch({ initialTerm = '', onSearch, isPending }: TextSearchProps) {
  const navigate = useNavigate();
  const t = useT();
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const field = useRef<HTMLInputElement>(null);
  // What was typed before the app adopted the page is what is searched for, with suggestions while the field is in use.
  useTypedBeforeAdoption(field, term, (typed) => {
    setTerm(typed);
    setOpen(document.activeElement === field.current);
  });
  const debounced = useDebouncedValue(term, 200);
  const { data: suggestions = [], isFetching } = useSuggestions(debounced);
  const listId = useId();
  const inputId = useId();
  const helpId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const showList = open && term.trim().length >= 2 && suggestions.length > 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!term.trim()) {
      notify(searchTermRequired());
      return;
    }
    setOpen(false);
    onSearch(term);
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setOpen(false);
    void navigate(`/product/${encodeURIComponent(suggestion.product_id)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      choose(active);
    }
  };

  return (
    <form onSubmit={submit} noValidate role="search" className="cc-search-form">
      <div className="cc-search-field">
        <label htmlFor={inputId}>{t('search.field')}</label>
        <div className="cc-search-row">
          <div className="cc-search-combo">
            <input
              ref={field}
              id={inputId}
              className="cc-search-input"
              value={term}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
              aria-describedby={helpId}
              onChange={(event) => {
                setTerm(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              onFocus={() => setOpen(true)}
            />
            {isFetching && term.trim().length >= 2 && (
              <span className="cc-spinner-inline cc-search-fetching" aria-hidden="true" />
            )}
          </div>
          <ul
            id={listId}
            role="listbox"
            aria-label={t('search.suggestions')}
            hidden={!showList}
            className="cc-search-listbox"
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.product_id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // mousedown so the choice lands before the input's blur closes the list
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(index);
                }}
              >
                <p className="cc-search-option-name" translate="no">
                  {suggestion.name}
                </p>
                <p className="cc-search-option-brand" translate="no">
                  {[suggestion.brand, candidateDetail(suggestion, suggestions)].filter(Boolean).join(' · ')}
                </p>
              </li>
            ))}
          </ul>
          <BusyButton
            type="submit"
            className="cc-button cc-solid cc-search-submit"
            busy={isPending}
            busyLabel={t('search.searching')}
            icon={<Search aria-hidden="true" />}
          >
            {t('search.submit')}
          </BusyButton>
        </div>
        <span id={helpId} className="cc-search-help">
          {t('search.help')}
        </span>
      </div>
    </form>
  );
}
