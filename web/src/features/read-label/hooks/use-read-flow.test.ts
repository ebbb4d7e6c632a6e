import type { LabelLanguageCode, LabelPanel, LabelReading } from '@clearcart/contracts';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
