import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALLS, type ClientRow } from '@paperbridge/contracts';
import { mockFetch, renderWithProviders } from '../../test/render';
import { ClientFormModal } from './client-form.modal';
import { updateBodyOf, withoutSelf } from './client-form.schema';

const row: ClientRow = {
  coId: '6f1c1f0e-8b7b-4c55-9d2a-3f0a3c4b5d6e',
  coCompanyName: 'Acme',
  coContactName: 'Ann',
  coEmail: 'ann@acme.test',
  createdDate: '2025-01-01T00:00:00Z',
};
const type = (id: string, value: string) => {
  fireEvent.change(screen.getByTestId(id), { target: { value } });
  fireEvent.blur(screen.getByTestId(id));
};
const body = (fetchMock: ReturnType<typeof mockFetch>) =>
  JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));

describe('client modal (spec 002 §5 Client form)', () => {
  it('keeps Save disabled until company, contact and a valid e-mail are given', async () => {
    renderWithProviders(<ClientFormModal opened client={null} onClose={() => {}} />);
    const save = await screen.findByTestId('client-save');
    expect(save).toBeDisabled();
    type('client-company-name', 'Acme');
    type('client-contact-name', 'Ann');
    type('client-email', '');
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    type('client-email', 'not-an-email');
    expect(await screen.findByText('Invalid email address format')).toBeInTheDocument();
    expect(save).toBeDisabled();
    type('client-email', 'Ann@Acme.test');
    await waitFor(() => expect(save).toBeEnabled());
  });

  it("adds a client with {companyname, contectname, email} and says 'The client has been successfully added.'", async () => {
    // the server answers the client it added (the client parses it with the contracts' schema)
    const fetchMock = mockFetch({ [CALLS.mapping.createUser.path]: row });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<ClientFormModal opened client={null} onClose={onClose} onSaved={onSaved} />);
    type('client-company-name', 'Acme');
    type('client-contact-name', 'Ann');
    type('client-email', 'Ann@Acme.test');
    await waitFor(() => expect(screen.getByTestId('client-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('client-save'));
    expect(await screen.findByText('The client has been successfully added.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(CALLS.mapping.createUser.path);
    expect(body(fetchMock)).toEqual({ companyname: 'Acme', contectname: 'Ann', email: 'ann@acme.test' });
    expect(onSaved).toHaveBeenCalledWith('ann@acme.test');
    expect(onClose).toHaveBeenCalled();
  });

  it("updates a client with coId and newemail, and says 'Client has been updated successfully.'", async () => {
    const fetchMock = mockFetch({ [CALLS.mapping.updateUser.path]: { ...row, coEmail: 'new@acme.test' } });
    renderWithProviders(<ClientFormModal opened client={row} onClose={() => {}} />);
    expect(await screen.findByTestId('client-company-name')).toHaveValue('Acme');
    type('client-email', 'new@acme.test');
    await waitFor(() => expect(screen.getByTestId('client-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('client-save'));
    expect(await screen.findByText('Client has been updated successfully.')).toBeInTheDocument();
    expect(body(fetchMock)).toEqual({
      coId: row.coId,
      companyname: 'Acme',
      contectname: 'Ann',
      email: 'ann@acme.test',
      newemail: 'new@acme.test',
    });
  });
});

describe('client list rules', () => {
  it("filters the signed-in user's own record out", () => {
    expect(
      withoutSelf([row, { ...row, coId: 'x', coEmail: 'me@co.test' }], 'ME@co.test').map((r) => r.coEmail),
    ).toEqual(['ann@acme.test']);
  });
  it('sends newemail only when the e-mail changed', () => {
    expect(updateBodyOf(row, { companyname: 'A', contectname: 'B', email: 'ann@acme.test' })).not.toHaveProperty(
      'newemail',
    );
  });
});
