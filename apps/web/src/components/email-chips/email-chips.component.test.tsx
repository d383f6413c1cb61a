import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { EmailChips } from './email-chips.component';

function Harness({ initial = [] as string[], onError = (_: string | null) => {} }) {
  const [emails, setEmails] = useState(initial);
  return (
    <EmailChips
      label="Destination e-mails"
      value={emails}
      onChange={setEmails}
      testId="chips"
      onErrorChange={onError}
    />
  );
}

const input = () => screen.getByTestId('chips-input');
const chips = () => screen.queryAllByTestId('chips-chip').map((c) => c.getAttribute('data-email'));

describe('EmailChips component', () => {
  it.each(['Enter', 'Tab', ',', ';'])('adds a lowercased, trimmed chip on %s', (key) => {
    renderWithProviders(<Harness />);
    fireEvent.change(input(), { target: { value: ' Bob@Example.com ' } });
    fireEvent.keyDown(input(), { key });
    expect(chips()).toEqual(['bob@example.com']);
    expect(input()).toHaveValue('');
  });
  it('adds a chip on blur', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(input(), { target: { value: 'a@x.com' } });
    fireEvent.blur(input());
    expect(chips()).toEqual(['a@x.com']);
  });
  it('Backspace on an empty input removes the last chip', () => {
    renderWithProviders(<Harness initial={['a@x.com', 'b@x.com']} />);
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(chips()).toEqual(['a@x.com']);
  });
  it('shows the invalid and duplicate messages and reports them', () => {
    const onError = vi.fn();
    renderWithProviders(<Harness initial={['a@x.com']} onError={onError} />);
    fireEvent.change(input(), { target: { value: 'nope' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('chips-error')).toHaveTextContent('Please provide a valid email.');
    expect(onError).toHaveBeenLastCalledWith('Please provide a valid email.');
    fireEvent.change(input(), { target: { value: 'A@x.com' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('chips-error')).toHaveTextContent(
      'The email you entered is already in use. Please provide another email address',
    );
  });
  it('refuses an eleventh address', () => {
    renderWithProviders(<Harness initial={Array.from({ length: 10 }, (_, i) => `u${i}@x.com`)} />);
    fireEvent.change(input(), { target: { value: 'new@x.com' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('chips-error')).toHaveTextContent('Maximum email address capacity reached.');
    expect(chips()).toHaveLength(10);
  });
  it('removes a chip with its cross', () => {
    renderWithProviders(<Harness initial={['a@x.com', 'b@x.com']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a@x.com' }));
    expect(chips()).toEqual(['b@x.com']);
  });
});
