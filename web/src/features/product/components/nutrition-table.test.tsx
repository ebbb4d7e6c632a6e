import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HealthSection, NutritionFacts } from '@clearcart/contracts';
import { HealthTab } from './health-tab.tsx';

// Nutella's record: no carbohydrate or fibre figure.
const nutrition: NutritionFacts = {
  basis: '100 g',
  per_100: {
    energy_kj: 2252,
    energy_kcal: 539,
    fat: 30.9,
    saturated_fat: 10.6,
    sugars: 56.3,
    proteins: 6.3,
    salt: 0.107,
  },
  lights: { fat: 'high', saturated_fat: 'high', sugars: 'high', salt: 'low' },
};
const health: Partial<HealthSection> = {
  impact_summary: 'Nutri-Score E.',
  reliability: 'High',
  nutri_score: { grade: 'E', points: 31 },
  nova_group: 4,
  nutrition,
};

/** Each body row as [nutrient, figure, light]. */
function rows() {
  const table = screen.getByRole('table', { name: 'Nutrition per 100 g' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ]);
}

describe('the nutrition table of the Health tab', () => {
  it('shows the rows of a UK label with their traffic lights, a missing figure as "–"', () => {
    render(<HealthTab health={health} evaluating={false} />);
    expect(screen.getByRole('columnheader', { name: 'Per 100 g' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Energy', '2,252 kJ / 539 kcal', ''],
      ['Fat', '30.9 g', 'High'],
      ['of which saturates', '10.6 g', 'High'],
      ['Carbohydrate', '–', ''],
      ['of which sugars', '56.3 g', 'High'],
      ['Fibre', '–', ''],
      ['Protein', '6.3 g', ''],
      ['Salt', '0.11 g', 'Low'],
    ]);
  });

  it.each([
    [{ energy_kcal: 46 }, '46 kcal'],
    [{ energy_kj: 180 }, '180 kJ'],
  ])('shows the energy the record has, not a dash for the other unit (%o)', (per_100, shown) => {
    render(<HealthTab health={{ ...health, nutrition: { ...nutrition, per_100 } }} evaluating={false} />);
    expect(rows()[0]).toEqual(['Energy', shown, '']);
  });

  it('is per 100 ml for a drink, and keeps a real 0', () => {
    const drink: NutritionFacts = { basis: '100 ml', per_100: { sugars: 0, salt: 0 }, lights: { sugars: 'low' } };
    render(<HealthTab health={{ ...health, nutrition: drink }} evaluating={false} />);
    expect(screen.getByRole('table', { name: 'Nutrition per 100 ml' })).toBeInTheDocument();
    const sugars = screen.getByRole('row', { name: /of which sugars/ });
    expect(
      within(sugars)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0 g', 'Low']);
    expect(screen.getByRole('row', { name: /Energy/ })).toHaveTextContent('Energy–');
  });

  it('adds a column per portion where the record states its quantity, the lights staying per 100 g', () => {
    const portion = {
      quantity: 15,
      serving_size: '15g',
      values: { energy_kj: 337.8, energy_kcal: 80.85, fat: 4.635, saturated_fat: 1.59, sugars: 8.445, salt: 0.016 },
    };
    render(<HealthTab health={{ ...health, nutrition: { ...nutrition, per_portion: portion } }} evaluating={false} />);
    expect(screen.getByRole('columnheader', { name: 'Per portion (15 g)' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Energy', '2,252 kJ / 539 kcal', '338 kJ / 81 kcal', ''],
      ['Fat', '30.9 g', '4.6 g', 'High'],
      ['of which saturates', '10.6 g', '1.6 g', 'High'],
      ['Carbohydrate', '–', '–', ''],
      ['of which sugars', '56.3 g', '8.4 g', 'High'],
      ['Fibre', '–', '–', ''],
      ['Protein', '6.3 g', '–', ''],
      ['Salt', '0.11 g', '0.02 g', 'Low'],
    ]);
    // "15g" is the column's own "15 g": not said twice.
    expect(screen.queryByText(/as the pack says/)).not.toBeInTheDocument();
  });

  it('says a portion as the pack prints it when that says more than its quantity', () => {
    const portion = { quantity: 12.5, serving_size: 'Un biscuit (12,5 g)', values: { sugars: 4.2 } };
    render(<HealthTab health={{ ...health, nutrition: { ...nutrition, per_portion: portion } }} evaluating={false} />);
    expect(screen.getByRole('columnheader', { name: 'Per portion (12.5 g)' })).toBeInTheDocument();
    expect(screen.getByText(/A portion, as the pack says: Un biscuit \(12,5 g\)\./)).toBeInTheDocument();
  });

  it('has no portion column without a portion quantity', () => {
    render(<HealthTab health={health} evaluating={false} />);
    expect(screen.queryByRole('columnheader', { name: /Per portion/ })).not.toBeInTheDocument();
  });

  it('is not shown without nutrition facts', () => {
    render(<HealthTab health={{ ...health, nutrition: undefined }} evaluating={false} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the label scores of the Health tab', () => {
  it('says whose grade each is', () => {
    render(<HealthTab health={{ ...health, off_green_score: 'a-plus' }} evaluating={false} />);
    const scores = screen.getByRole('list', { name: 'Label scores' });
    const cards = within(scores).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Nutri-Score E');
    expect(cards[0]).toHaveTextContent(/computed by ClearCart from the nutrition facts \(2023 rules\)/i);
    expect(cards[1]).toHaveTextContent('NOVA group 4');
    expect(cards[1]).toHaveTextContent('1 unprocessed … 4 ultra-processed');
    expect(cards[2]).toHaveTextContent('Green-Score A+');
    expect(cards[2]).toHaveTextContent("Open Food Facts' environmental score");
  });

  it('shows the Green-Score only where the record has one', () => {
    render(<HealthTab health={health} evaluating={false} />);
    expect(screen.getByRole('list', { name: 'Label scores' })).not.toHaveTextContent('Green-Score');
  });
});

describe('the health concerns beside the table', () => {
  it('leave out the nutrients the table lights, and keep the rest', () => {
    const line = { severity: 'high', notes: 'n', highlighted: true } as const;
    const concerns = { sugars: { ...line, status: 'high' }, ultra_processed: { ...line, status: 'medium' } } as const;
    render(<HealthTab health={{ ...health, health_concerns: concerns }} evaluating={false} />);
    const grid = screen.getByRole('region', { name: 'Health Concerns' });
    expect(within(grid).queryByText('Sugars')).not.toBeInTheDocument();
    expect(within(grid).getByText('Ultra-processed')).toBeInTheDocument();
  });
});
