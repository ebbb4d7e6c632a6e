import { FRONT_TEXT_LIMITS } from '@clearcart/contracts/label-limits';
import { Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { useT } from '../../../i18n/react.tsx';

interface FrontWordsEditorProps {
  /** The front's words, a line each, as read or typed. */
  lines: readonly string[];
  onChange(lines: string[]): void;
  /** Nothing was read and no note says why: the shopper is told the list may be filled in by hand. */
  sayEmpty: boolean;
}

/**
 * The words on the front of the pack as a short list of lines to correct or remove (a line added for a claim the
 * photo missed), within the contract's limits on `front_text`.
 */
export function FrontWordsEditor({ lines, onChange, sayEmpty }: FrontWordsEditorProps) {
  const t = useT();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const add = useRef<HTMLButtonElement>(null);
  // Focus stays in the list: on the line that took the removed one's place, else on "Add a line".
  const focusLine = (index: number) => requestAnimationFrame(() => (inputs.current[index] ?? add.current)?.focus());

  const remove = (index: number) => {
    onChange(lines.filter((_, i) => i !== index));
    focusLine(Math.min(index, lines.length - 2));
  };
  return (
    <>
      {lines.length > 0 ? (
        <ol className="cc-read-front-lines">
          {lines.map((line, index) => (
            // Lines have no identity of their own: after a removal, each box shows the line now at its place.
            <li key={index}>
              <input
                ref={(input) => {
                  inputs.current[index] = input;
                }}
                className="cc-input"
                value={line}
                maxLength={FRONT_TEXT_LIMITS.characters}
                onChange={(event) => onChange(lines.map((l, i) => (i === index ? event.target.value : l)))}
                aria-label={t('read.frontLine', { number: index + 1 })}
                autoComplete="off"
              />
              <button
                type="button"
                className="cc-button cc-button-md cc-ghost"
                onClick={() => remove(index)}
                aria-label={t('read.removeLine', { number: index + 1 })}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      ) : (
        sayEmpty && <p className="cc-muted cc-small">{t('read.noFrontWords')}</p>
      )}
      <button
        ref={add}
        type="button"
        className="cc-button cc-button-md cc-outline cc-read-add-line"
        disabled={lines.length >= FRONT_TEXT_LIMITS.lines}
        onClick={() => {
          onChange([...lines, '']);
          focusLine(lines.length);
        }}
      >
        <Plus aria-hidden="true" /> {t('read.addLine')}
      </button>
    </>
  );
}
