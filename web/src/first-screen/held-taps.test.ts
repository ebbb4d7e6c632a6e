import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdTaps } from './held-taps.ts';

/** A drawn page not yet adopted: its controls, and a listener on the root standing for the app's. */
function drawnPage() {
  document.body.innerHTML = `
    <div id="root" data-adopting>
      <a href="#further" id="further">Further</a>
      <button type="button" id="first">First</button>
      <div role="tab" id="tab">Tab</div>
      <form id="search"><input id="term"><button id="send">Search</button></form>
      <select id="language"><option value="en">English</option><option value="fr">Français</option></select>
    </div>`;
  const root = document.getElementById('root')!;
  const seen: string[] = [];
  for (const type of ['click', 'submit', 'change'])
    root.addEventListener(type, (event) => seen.push(`${type} ${(event.target as Element).id}`));
  holdTaps();
  const adopt = async () => {
    root.removeAttribute('data-adopting');
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
  };
  return { root, seen, adopt, byId: (id: string) => document.getElementById(id)! };
}

describe('taps before the app has adopted a drawn page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are held, not lost, and the last one is done once the page is adopted', async () => {
    const { seen, adopt, byId } = drawnPage();
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('first').dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    byId('tab').click();
    expect(seen).toEqual([]); // the app has not seen them
    await adopt();
    expect(seen).toEqual(['click tab']);
    // From then on the app has every tap itself, at once.
    byId('first').click();
    expect(seen).toEqual(['click tab', 'click first']);
  });

  it('holds a form sent with Enter, then sends it to the app; links and text fields are left to the browser', async () => {
    const { seen, adopt, byId } = drawnPage();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('further').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    byId('term').click();
    expect(seen).toEqual(['click further', 'click term']);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    byId('search').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    seen.length = 0;
    await adopt();
    expect(seen).toContain('submit search');
  });

  it('tells the app of a choice made in a select once it has adopted the page', async () => {
    const { seen, adopt, byId } = drawnPage();
    const select = byId('language') as HTMLSelectElement;
    select.value = 'fr';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    seen.length = 0;
    await adopt();
    expect(seen).toEqual(['change language']);
    expect(select.value).toBe('fr');
  });
});
