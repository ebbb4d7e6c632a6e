import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyInitiatives } from './company-initiatives.tsx';

describe('a company concern’s status', () => {
  const concern = (status: 'ongoing' | 'historical' | 'other') => ({
    issue: 'Plastic pollution',
    severity: 'medium' as const,
    status,
    description: 'Brand audits listed the company among the top polluters. (Reported as of 2020.)',
    sources: [],
  });
  const badges = (status: 'ongoing' | 'historical' | 'other') => {
    const { unmount } = render(
      <CompanyInitiatives title="Company record" initiatives={{ concerns: [concern(status)] }} practices={[]} />,
    );
    const text = screen.getByText('Plastic pollution').parentElement?.textContent;
    unmount();
    return text;
  };

  it('a status its sources no longer date is said as not on record, never as "other"', () => {
    expect(badges('other')).toBe('Plastic pollutionMediumpresent status not on record');
  });

  it('guard: "ongoing" and "historical" are said as they are', () => {
    expect(badges('ongoing')).toBe('Plastic pollutionMediumongoing');
    expect(badges('historical')).toBe('Plastic pollutionMediumhistorical');
  });
});
