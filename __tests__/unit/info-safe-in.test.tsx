import { render, screen } from '@testing-library/react';
import {
  HAIRLINE_NOTE,
  INSPECTION_STEPS,
  INSPECTION_STEP_COUNT,
  QUALITY_CRITERIA,
  SAFE_IN_DEFAULT_STEP,
  SAFE_IN_STEPS,
  SAFE_IN_STEP_COUNT,
} from '../../src/features/safe-in/safe-in-data';
import { SafeInView } from '../../src/features/safe-in/safe-in-view';

describe('Safe-IN data (docs/product/content-pages.md#safe-in, docs/product/constants.md#safe-in-quality-limits)', () => {
  it('has 12 numbered steps with the 6th as default, and 3 inspection steps', () => {
    expect(SAFE_IN_STEPS).toHaveLength(SAFE_IN_STEP_COUNT);
    expect(SAFE_IN_STEP_COUNT).toBe(12);
    expect(SAFE_IN_STEPS.map((s) => s.number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(SAFE_IN_DEFAULT_STEP).toBe(6);
    for (const s of SAFE_IN_STEPS) {
      expect(s.name).toBeTruthy();
      expect(s.text).toBeTruthy();
    }
    expect(INSPECTION_STEPS).toHaveLength(INSPECTION_STEP_COUNT);
    expect(INSPECTION_STEPS.map((s) => s.name)).toEqual(['Installer Self-Check', 'Technical Supervisor Second Review', 'Store Manager Final Inspection']);
  });

  it('lists the five criteria with the documented limits', () => {
    expect(QUALITY_CRITERIA.map((c) => c.name)).toEqual(['Dust & Stain', 'Bubbles', 'Crease & Scratch', 'Glue Mark', 'Wrapping']);
    const text = (key: string) => QUALITY_CRITERIA.find((c) => c.key === key)!.limits.join(' ');
    expect(text('dust')).toContain('at most 1 mm');
    expect(text('dust')).toContain('within 1 meter');
    expect(text('dust')).toContain('At most 5 visible dust particles on the whole film');
    expect(text('bubbles')).toContain('at most 5 mm');
    expect(text('bubbles')).toContain('over 6 mm must be fixed');
    expect(text('bubbles')).toContain('No air bubbles in lines or grooves');
    expect(text('crease')).toContain('at most 2 mm');
    expect(text('wrapping')).toContain('No lifted edges');
    expect(HAIRLINE_NOTE).toMatch(/hairline marks on the film surface can disappear after heating or sunlight/i);
  });

  it('renders every section, with no image when the banner is missing', () => {
    const { container } = render(<SafeInView bannerImage={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Safe-IN' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Installation Process/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Store Manager Final Inspection' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Glue Mark' })).toBeInTheDocument();
    expect(screen.getByText(HAIRLINE_NOTE)).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});
