import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel.tsx';

afterEach(cleanup);

async function search(premium: boolean, fill: (panel: HTMLElement) => void) {
  const onApply = vi.fn();
  render(<FilterPanel premium={premium} countries={['India']} churches={['Bethel']} onApply={onApply} />);
  const panel = screen.getByRole('form', { name: 'Advanced Search' });
  fill(panel);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  });
  return onApply;
}

describe('Advanced Search panel (spec §2, §5)', () => {
  it('applies no filter for an empty panel, as the discovery query reads them', async () => {
    const onApply = await search(true, () => {});
    expect(onApply).toHaveBeenCalledWith({});
  });

  it('applies the typed filters: ages as numbers, texts trimmed, the photo filter for premium members', async () => {
    const onApply = await search(true, () => {
      fireEvent.change(screen.getByLabelText('Minimum age'), { target: { value: '25' } });
      fireEvent.change(screen.getByLabelText('Religion'), { target: { value: '  Christian ' } });
      fireEvent.change(screen.getByLabelText('Mother Tongue'), { target: { value: '   ' } });
      fireEvent.click(screen.getByLabelText('Only members with a photo'));
    });
    expect(onApply).toHaveBeenCalledWith({ ageMin: 25, religion: 'Christian', hasPhoto: true });
  });

  it("applies a free member's basic filters", async () => {
    const onApply = await search(false, () => {
      fireEvent.change(screen.getByLabelText('Maximum age'), { target: { value: '40' } });
    });
    expect(onApply).toHaveBeenCalledWith({ ageMax: 40 });
  });

  it('opens again with the filters applied so far, and searches with them unchanged (issue 44)', async () => {
    const onApply = vi.fn();
    render(
      <FilterPanel
        premium
        countries={['India']}
        churches={['Bethel']}
        applied={{ ageMin: 25, church: 'Bethel', endorsed: true, hasPhoto: true }}
        onApply={onApply}
      />,
    );
    expect(screen.getByLabelText('Minimum age')).toHaveProperty('value', '25');
    expect(screen.getByLabelText('Only members with a photo').getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(onApply).toHaveBeenCalledWith({ ageMin: 25, church: 'Bethel', endorsed: true, hasPhoto: true });
  });
});
