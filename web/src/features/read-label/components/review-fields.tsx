import type { ReactNode } from 'react';
import type { ReviewDraft } from '../lib/draft.ts';
import type { FieldErrors } from '../lib/validate-facts.ts';

/** The draft as the shopper changed it, with the field they changed: what the last check said of it is then gone. */
export type EditDraft = (draft: ReviewDraft, fixed?: keyof FieldErrors) => void;

/** The check's fields by name: the id each goes by, and what the last check said is wrong with it. */
export interface ReviewFields {
  id: (name: string) => string;
  errors: FieldErrors;
  /** The field's error sentence, said under it. */
  errorOf: (name: keyof FieldErrors) => ReactNode;
  /** The error sentence's id while there is one: the field's `aria-describedby`, so it is read with the field. */
  describedBy: (name: keyof FieldErrors) => string | undefined;
}

/** The ids hang off the form's own, so that two forms on a page never share one. */
export function reviewFields(formId: string, errors: FieldErrors): ReviewFields {
  const id = (name: string) => `${formId}-${name}`;
  return {
    id,
    errors,
    errorOf: (name) =>
      errors[name] ? (
        <p id={id(`${name}-error`)} className="cc-read-error">
          {errors[name]}
        </p>
      ) : null,
    describedBy: (name) => (errors[name] ? id(`${name}-error`) : undefined),
  };
}
