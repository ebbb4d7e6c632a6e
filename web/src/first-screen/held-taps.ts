import { useLayoutEffect, useRef, type RefObject } from 'react';

/** On `#root` while the app has not yet adopted the page the server drew (entry-server.tsx, app.tsx). */
export const ADOPTING = 'data-adopting';

/**
 * A page the server drew shows a second or two before the app has adopted it, on a phone. Meanwhile its links and text
 * fields work as they are. A tap on a control the app has not adopted yet (a button, a tab, a checkbox, a form sent
 * with Enter) is held, then done once the app has adopted the page, rather than lost. A choice made in a select is
 * told to the app then too.
 *
 * It runs inline, from the page's start script (entry-server.tsx), before any of the app's code: self-contained, no
 * imports, and no names from outside. Only the last tap is kept: it is the one the shopper meant.
 */
export function holdTaps(): void {
  const root = document.getElementById('root');
  if (!root || !root.hasAttribute('data-adopting')) return;
  const CONTROLS =
    'button, summary, [role="tab"], [role="button"], input[type="checkbox"], input[type="radio"], input[type="file"]';
  let held: (() => void) | null = null;
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!(control instanceof HTMLElement) || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = () => control.click();
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopPropagation();
    held = () => form.requestSubmit();
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && root.contains(select))
      held = () => select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);
  addEventListener('change', onChange, true);
  new MutationObserver((_, observer) => {
    if (root.hasAttribute('data-adopting')) return;
    observer.disconnect();
    removeEventListener('click', onClick, true);
    removeEventListener('submit', onSubmit, true);
    removeEventListener('change', onChange, true);
    const then = held;
    // In a task of its own, once the app's listeners are in place.
    if (then) setTimeout(then);
  }).observe(root, { attributes: true, attributeFilter: ['data-adopting'] });
}

/**
 * A text field of a page the server drew may hold what was typed before the app adopted it (`holdTaps`): the field's
 * state takes it as the app adopts the field. React keeps what the field shows when it adopts it, but not in the
 * state. On a field the app drew itself, the two are the same, and nothing happens.
 */
export function useTypedBeforeAdoption(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  setValue: (typed: string) => void,
): void {
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
  }, [field, value, setValue]);
}
