import type { LabelLanguageCode, LabelPanel, LabelReading } from '@clearcart/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReadFlow } from './use-read-flow.ts';

// The server stands in here: what is under test is the language each panel is sent to be read in.
const api = vi.hoisted(() => ({
  readPanel: vi.fn<(image: File, panel: LabelPanel, lang?: LabelLanguageCode) => Promise<LabelReading>>(),
}));
vi.mock('../api/read-panel.ts', () => ({ readPanel: api.readPanel }));

const reading = (panel: LabelPanel, language: LabelLanguageCode | null): LabelReading => ({
  panel,
  language,
  text: '',
  confidence: 0.9,
  warnings: [],
});
const photo = () => new File([new Uint8Array([1])], 'panel.jpg', { type: 'image/jpeg' });

describe('useReadFlow: the language each panel is read in', () => {
  beforeEach(() => {
    api.readPanel.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:panel');
    URL.revokeObjectURL = vi.fn();
  });

  it('reads the next panel in the language found on the first, and the first with none', async () => {
    api.readPanel.mockImplementation(async (_image, panel, lang) => reading(panel, lang ?? 'de'));
    const { result } = renderHook(() => useReadFlow({}));
    await act(() => result.current.read('ingredients', photo()));
    await act(() => result.current.read('nutrition', photo()));
    expect(api.readPanel.mock.calls.map(([, panel, lang]) => [panel, lang])).toEqual([
      ['ingredients', undefined],
      ['nutrition', 'de'],
    ]);
  });

  it("sends the shopper's choice before the language found, and nothing when none was found", async () => {
    api.readPanel.mockImplementation(async (_image, panel, lang) => reading(panel, lang ?? null));
    const { result } = renderHook(() => useReadFlow({}));
    await act(() => result.current.read('ingredients', photo()));
    await act(() => result.current.read('nutrition', photo()));
    act(() => result.current.setLanguage('it'));
    await act(() => result.current.read('nutrition', photo()));
    expect(api.readPanel.mock.calls.map(([, , lang]) => lang)).toEqual([undefined, undefined, 'it']);
  });
});

describe('useReadFlow offline: a photo is kept and read when the network is back (issue 33)', () => {
  const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

  beforeEach(() => {
    api.readPanel.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:panel');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => online(true));

  it('keeps the photo unread offline, then reads it on `online`, filling only what the shopper left empty', async () => {
    api.readPanel.mockImplementation(async (_image, panel) => ({
      ...reading(panel, 'en'),
      ...(panel === 'ingredients'
        ? { ingredients: { text: 'Sugar, palm oil, hazelnuts' } }
        : { nutrition: { basis: '100g' as const, fat: 30.9 } }),
    }));
    online(false);
    const { result } = renderHook(() => useReadFlow({}));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.read('ingredients', photo());
    });
    expect(outcome).toBe('waiting');
    await act(() => result.current.read('nutrition', photo()));
    expect(api.readPanel).not.toHaveBeenCalled();
    expect(result.current.shots.ingredients).toMatchObject({ waiting: true });

    // The shopper goes on to the check and types the table meanwhile.
    act(() => result.current.startReview());
    const draft = result.current.draft!;
    act(() => result.current.setDraft({ ...draft, table: { ...draft.table, figures: { fat: '31' } } }));

    online(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.shots.nutrition?.reading).toBeDefined());
    expect(api.readPanel.mock.calls.map(([, panel]) => panel)).toEqual(['ingredients', 'nutrition']);
    expect(result.current.shots.ingredients).not.toHaveProperty('waiting');
    expect(result.current.draft?.ingredients).toBe('Sugar, palm oil, hazelnuts');
    expect(result.current.draft?.table.figures).toEqual({ fat: '31' });
  });
});

describe('useReadFlow offline: a kept photo the server cannot read', () => {
  const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });
  afterEach(() => online(true));

  it('is tried once back online, then waits no longer (the shopper is told, nothing is sent again)', async () => {
    api.readPanel.mockReset();
    api.readPanel.mockRejectedValue(new Error('unreadable'));
    URL.createObjectURL = vi.fn(() => 'blob:panel');
    online(false);
    const { result } = renderHook(() => useReadFlow({}));
    await act(() => result.current.read('ingredients', photo()));
    online(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.shots.ingredients?.waiting).toBeUndefined());
    expect(api.readPanel).toHaveBeenCalledTimes(1);
  });
});

describe("useReadFlow: the front's words (issue 54)", () => {
  const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });
  const frontReading = (lines: string[]): LabelReading => ({ ...reading('front', 'en'), front: { lines } });

  beforeEach(() => {
    api.readPanel.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:panel');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => online(true));

  it('reads the front like the other panels: its lines are in the readings and start the check', async () => {
    api.readPanel.mockResolvedValue(frontReading(['Oat Drink', 'Eco-friendly']));
    const { result } = renderHook(() => useReadFlow({}));
    await act(() => result.current.read('front', photo()));
    expect(api.readPanel.mock.calls.map(([, panel]) => panel)).toEqual(['front']);
    expect(result.current.readings.front?.front?.lines).toEqual(['Oat Drink', 'Eco-friendly']);
    act(() => result.current.startReview());
    expect(result.current.draft?.front).toEqual(['Oat Drink', 'Eco-friendly']);
  });

  it('a front read again replaces its lines; one kept offline and read later leaves lines the shopper typed', async () => {
    api.readPanel
      .mockResolvedValueOnce(frontReading(['Eco-friendly']))
      .mockResolvedValue(frontReading(['Klimaneutral']));
    const { result } = renderHook(() => useReadFlow({}));
    act(() => result.current.startReview());
    await act(() => result.current.read('front', photo()));
    expect(result.current.draft?.front).toEqual(['Eco-friendly']);

    online(false);
    await act(() => result.current.read('front', photo()));
    expect(result.current.shots.front).toMatchObject({ waiting: true });
    act(() => result.current.setDraft({ ...result.current.draft!, front: ['Climate neutral'] }));
    online(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.shots.front?.reading).toBeDefined());
    expect(result.current.draft?.front).toEqual(['Climate neutral']);
  });
});
