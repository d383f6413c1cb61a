import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileLayoutChoice } from './file-layout-choice.component';

const renderChoice = (format: string | null, onChange = vi.fn()) =>
  render(
    <MantineProvider>
      <FileLayoutChoice testId="layout" value="document" format={format} onChange={onChange} />
    </MantineProvider>,
  );

describe('FileLayoutChoice (issue 30 point 2)', () => {
  it('offers one file per document or one file a day', () => {
    const onChange = vi.fn();
    renderChoice('EXCEL', onChange);
    fireEvent.click(screen.getByText('One file per day (a row per document)'));
    expect(onChange).toHaveBeenCalledWith('daily');
  });
  it('a DOCX destination cannot be batched, and says why', () => {
    renderChoice('DOCX');
    expect(screen.getByText('A DOCX file holds one agreement: choose one file per document.')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: 'One file per day (a row per document)' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });
});
