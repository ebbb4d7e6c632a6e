import type { LabelReading, ShopperFacts } from '@clearcart/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { draftFromReadings, type Readings, type ReviewDraft } from '../lib/draft.ts';
import { ReviewForm } from './review-form.tsx';

const frontReading = (lines: string[]): LabelReading => ({
  panel: 'front',
  language: 'en',
  text: lines.join('\n'),
  confidence: 0.9,
  front: { lines },
  warnings: [],
});

/** The check as the route holds it: the draft in state, what is sent handed to `onSubmit`. */
function Check({
  readings,
  start,
  onSubmit,
}: {
  readings: Readings;
  start: Partial<ReviewDraft>;
  onSubmit(facts: ShopperFacts): void;
}) {
  const [draft, setDraft] = useState<ReviewDraft>(() => ({ ...draftFromReadings({}, readings), ...start }));
  return (
    <ReviewForm
      title={<h2>Check what was read</h2>}
      draft={draft}
      onChange={setDraft}
      readings={readings}
      submitLabel="See the report"
      onSubmit={async (facts) => {
        onSubmit(facts);
        return null;
      }}
    />
  );
}

const oatDrink = { kind: 'beverage', name: 'Oat Drink', ingredients: 'Water, oats 10%' } as const;

describe("the check's words on the front (issue 54)", () => {
  it('lists the lines read, to correct or remove; what is sent is the lines left, as front_text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const readings = { front: frontReading(['Oat Drink', 'Eco-friendly', 'Climate neutral']) };
    render(<Check readings={readings} start={oatDrink} onSubmit={onSubmit} />);

    const front = screen.getByRole('group', { name: 'Words on the front' });
    expect(front).toHaveTextContent(
      'their green claims (“environmentally friendly”, “climate neutral”…) are checked against the law',
    );
    const lines = () =>
      within(front)
        .getAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).value);
    expect(lines()).toEqual(['Oat Drink', 'Eco-friendly', 'Climate neutral']);
    expect(within(front).getByRole('textbox', { name: 'Front line 1' })).toHaveAttribute('maxlength', '200');

    // The name is no claim: removed; the next line takes its place and the focus.
    await user.click(within(front).getByRole('button', { name: 'Remove line 1' }));
    expect(lines()).toEqual(['Eco-friendly', 'Climate neutral']);
    await waitFor(() => expect(within(front).getByRole('textbox', { name: 'Front line 1' })).toHaveFocus());

    // A line misread is corrected; a line added and left blank is not sent.
    const second = within(front).getByRole('textbox', { name: 'Front line 2' });
    await user.clear(second);
    await user.type(second, 'Climate neutral product');
    await user.click(within(front).getByRole('button', { name: 'Add a line' }));
    await waitFor(() => expect(within(front).getByRole('textbox', { name: 'Front line 3' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'See the report' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ front_text: ['Eco-friendly', 'Climate neutral product'] });
  });

  it('editing facts kept with front words: stays when every line is removed, and then sends no front_text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Check readings={{}} start={{ ...oatDrink, front: ['Eco'] }} onSubmit={onSubmit} />);
    const front = screen.getByRole('group', { name: 'Words on the front' });
    await user.click(within(front).getByRole('button', { name: 'Remove line 1' }));
    expect(front).toHaveTextContent('No words from the front yet: add a claim it makes, if you like.');
    await waitFor(() => expect(within(front).getByRole('button', { name: 'Add a line' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'See the report' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('front_text');
  });

  it('takes no more lines than the contract allows', () => {
    const many = Array.from({ length: 30 }, (_, i) => `Line ${i + 1}`);
    render(<Check readings={{ front: frontReading(many) }} start={oatDrink} onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Add a line' })).toBeDisabled();
  });

  it('is not there when the front was skipped', () => {
    render(<Check readings={{}} start={oatDrink} onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Check what was read' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Words on the front' })).not.toBeInTheDocument();
  });
});
