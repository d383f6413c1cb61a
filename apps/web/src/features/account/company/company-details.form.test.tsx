import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CALLS, COUNTRIES } from '@paperbridge/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { CompanyDetailsForm } from './company-details.form';
import { emptyCompanyValues } from './company-form-values';

const countries = COUNTRIES.map((c) => ({ id: c.id, value: c.value, code: c.code }));

function setup(overrides: Partial<ReturnType<typeof emptyCompanyValues>> = {}) {
  mockFetch({
    [CALLS.admin.getCountries.path]: countries,
    [CALLS.admin.getStates.path]: [],
    [CALLS.admin.getSuburbs.path]: [],
  });
  const onSubmit = vi.fn(async (_values: unknown) => {});
  renderWithProviders(
    <CompanyDetailsForm
      submitLabel="Save"
      initialValues={{ ...emptyCompanyValues(false), ...overrides }}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('company details validation (spec 002 §5 Profile)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the required-field messages on an empty submit', async () => {
    const onSubmit = setup();
    fireEvent.click(screen.getByTestId('company-submit'));
    expect(await screen.findByText('Invalid Contact Name')).toBeInTheDocument();
    expect(screen.getByText('Invalid Contact Number')).toBeInTheDocument();
    expect(screen.getByText('Primary Address is required.')).toBeInTheDocument();
    expect(screen.getByText('City/Suburb is required.')).toBeInTheDocument();
    expect(screen.getByText('Invalid Post Code')).toBeInTheDocument();
    // spec 002 §9: a missing state is QLD, so the new Australian form starts with it
    expect(screen.queryByText('State is required.')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires exactly 9 contact digits in Australia', async () => {
    setup({ coCountry: 'AU' });
    type('company-contact-number', '1234567890');
    fireEvent.click(screen.getByTestId('company-submit'));
    expect(await screen.findByText('Must be exactly 9 digits')).toBeInTheDocument();
  });

  it('rejects a contact number with letters', async () => {
    setup();
    type('company-contact-number', '12ab');
    fireEvent.click(screen.getByTestId('company-submit'));
    expect(await screen.findByText('Invalid Contact Number')).toBeInTheDocument();
  });

  it('requires exactly 8 digits and no state in Singapore', async () => {
    const onSubmit = setup({ coCountry: 'SG', coState: '' });
    expect(screen.queryByTestId('company-state')).not.toBeInTheDocument();
    type('company-contact-name', 'Mei Lin');
    type('company-contact-number', '123456789');
    type('company-address1', '1 Raffles Place');
    type('company-suburb', 'Downtown');
    type('company-postcode', '048616');
    fireEvent.click(screen.getByTestId('company-submit'));
    expect(await screen.findByText('Must be exactly 8 digits')).toBeInTheDocument();
    expect(screen.queryByText('State is required.')).not.toBeInTheDocument();
    type('company-contact-number', '12345678');
    fireEvent.click(screen.getByTestId('company-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ coCountry: 'SG', coContactNumber: '12345678', coState: '' });
  });

  it("takes '0412 345 678' and submits the national digits (issue 26)", async () => {
    const onSubmit = setup({
      coCountry: 'AU',
      coContactName: 'Jane Citizen',
      coAddress1: '1 George Street',
      coSuburb: 'Brisbane City',
      coState: 'QLD',
      coPostCode: '4000',
    });
    type('company-contact-number', '0412 345 678');
    fireEvent.click(screen.getByTestId('company-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ coContactNumber: '412345678' });
  });

  it('requires the company name for a company', async () => {
    setup({ coIsCompany: true });
    fireEvent.click(screen.getByTestId('company-submit'));
    expect(await screen.findByText('Company name is required.')).toBeInTheDocument();
  });

  it('clears the form when switching between Individual and Company', async () => {
    setup();
    type('company-contact-name', 'Ann');
    fireEvent.click(screen.getByLabelText('Company'));
    await waitFor(() => expect(screen.getByTestId('company-contact-name')).toHaveValue(''));
    expect(screen.getByTestId('company-name')).toBeInTheDocument();
  });

  it('dims and disables the form outside the supported countries', () => {
    setup({ coCountry: 'JP' });
    expect(screen.getByTestId('company-unsupported-country')).toBeInTheDocument();
    expect(screen.getByTestId('company-contact-name')).toBeDisabled();
    expect(screen.getByTestId('company-submit')).toBeDisabled();
  });
});
