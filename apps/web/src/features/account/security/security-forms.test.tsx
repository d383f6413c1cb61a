import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CodeEntryForm } from './code-entry.form';
import { DIAL_OPTIONS, dialCodeForCountry, splitPhone } from './dial-codes';
import { PhoneEntryForm } from './phone-entry.form';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('phone entry (spec 002 §5 Phone)', () => {
  const setup = (dialCode = '61') => {
    const onSend = vi.fn(async () => {});
    renderWithProviders(<PhoneEntryForm initial={{ dialCode, phone: '' }} onSend={onSend} />);
    return onSend;
  };
  it('requires a phone number', async () => {
    setup();
    fireEvent.click(screen.getByTestId('phone-send'));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
  });
  it('accepts digits only', async () => {
    setup();
    type('phone-number', '41234abcd');
    fireEvent.click(screen.getByTestId('phone-send'));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
  });
  it("needs 9 digits for +61 and says 'Must be exactly 9 digits'", async () => {
    const onSend = setup('61');
    type('phone-number', '41234567');
    fireEvent.click(screen.getByTestId('phone-send'));
    expect(await screen.findByText('Must be exactly 9 digits')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });
  it("takes '0412 345 678' as people type it and sends its normal form (issue 26)", async () => {
    const onSend = setup('61');
    type('phone-number', '0412 345 678');
    fireEvent.click(screen.getByTestId('phone-send'));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith({ dialCode: '61', phone: '412345678' }));
  });
  it('needs 8 digits for +65 with the same message', async () => {
    const onSend = setup('65');
    type('phone-number', '912345678');
    fireEvent.click(screen.getByTestId('phone-send'));
    expect(await screen.findByText('Must be exactly 9 digits')).toBeInTheDocument();
    type('phone-number', '91234567');
    fireEvent.click(screen.getByTestId('phone-send'));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith({ dialCode: '65', phone: '91234567' }));
  });
  it('prefills from the stored phone number', () => {
    expect(splitPhone('+61412345678')).toEqual({ dialCode: '61', phone: '412345678' });
    expect(splitPhone('+6591234567')).toEqual({ dialCode: '65', phone: '91234567' });
    expect(splitPhone('+14155550123')).toEqual({ dialCode: '1', phone: '4155550123' });
    expect(splitPhone(null)).toEqual({ dialCode: '61', phone: '' });
    // a contact number that is a landline still prefills its own dial code and number (issue 26)
    expect(splitPhone('+49301234567', '49')).toEqual({ dialCode: '49', phone: '301234567' });
  });
  it("a German company's phone defaults to +49 and takes 10 to 11 digits, said so (issue 30)", async () => {
    expect(splitPhone(null, dialCodeForCountry('DE'))).toEqual({ dialCode: '49', phone: '' });
    expect(splitPhone('+4915123456789')).toEqual({ dialCode: '49', phone: '15123456789' });
    expect(DIAL_OPTIONS.find((o) => o.value === '49')?.label).toBe('+49 Germany');
    const onSend = setup('49');
    type('phone-number', '151234567');
    fireEvent.click(screen.getByTestId('phone-send'));
    expect(await screen.findByText('Must be 10 to 11 digits')).toBeInTheDocument();
    type('phone-number', '15123456789');
    fireEvent.click(screen.getByTestId('phone-send'));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith({ dialCode: '49', phone: '15123456789' }));
  });
});

describe('security code (spec 002 §5)', () => {
  const setup = (secondsLeft = 120) => {
    const onVerify = vi.fn(async () => {});
    renderWithProviders(
      <CodeEntryForm
        phone="+61412345678"
        secondsLeft={secondsLeft}
        onVerify={onVerify}
        onResend={async () => {}}
        onChangeNumber={() => {}}
      />,
    );
    return onVerify;
  };
  it.each([
    ['', 'Security code is required.'],
    ['12a4', "This doesn't look like a number"],
    ['123', 'Must be 4 digits'],
    ['1234567', 'Must be exactly 6 digits'],
  ])('code %j → %s', async (value, message) => {
    const onVerify = setup();
    type('pin-code', value);
    fireEvent.click(screen.getByTestId('pin-verify'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();
  });
  it('shows the countdown, then the resend link', () => {
    setup(120);
    expect(screen.getByTestId('pin-countdown')).toHaveTextContent('2:00');
    expect(screen.queryByTestId('pin-resend')).not.toBeInTheDocument();
  });
  it('offers the resend link when the countdown is over', () => {
    setup(0);
    expect(screen.getByTestId('pin-resend')).toHaveTextContent('Resend code');
  });
});
