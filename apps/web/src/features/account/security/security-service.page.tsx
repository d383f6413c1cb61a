import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MSG } from '@paperbridge/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../../api/auth.api';
import { useConfig } from '../../../app/config/config.context';
import { toastSuccess, toastWarning } from '../../../components/toast';
import { getLoginState } from '../onboarding/login-state';
import { OnboardingCard } from '../onboarding/onboarding-card';
import { afterPinVerified } from './after-pin-verified';
import { CodeEntryForm } from './code-entry.form';
import { dialCodeForCountry, splitPhone } from './dial-codes';
import { PhoneEntryForm, type PhoneValues } from './phone-entry.form';
import { useCountdown } from './use-countdown.hook';

/** PIN countdown before a resend is offered (spec 002 §9). */
export const PIN_RESEND_SECONDS = 120;

/** /auth/configure-security-service: phone entry, then code entry (spec 002 §2, §4). */
export function SecurityServicePage() {
  const config = useConfig();
  const navigate = useNavigate();
  // the company's own country code and length rule by default (+49 for a German company, issue 30)
  const [phone, setPhone] = useState<PhoneValues>(() =>
    splitPhone(getLoginState()?.phoneNumber, dialCodeForCountry(getLoginState()?.country)),
  );
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const countdown = useCountdown(PIN_RESEND_SECONDS);
  const full = `+${phone.dialCode}${phone.phone}`;

  const send = async (v: PhoneValues) => {
    await authApi.sendSecurityCode(`+${v.dialCode}${v.phone}`);
    setPhone(v);
    toastSuccess(MSG.pinSent);
    setStep('code');
    countdown.start();
  };

  const verify = async (code: string) => {
    const ok = await authApi.checkSecurityCode(code).catch(() => null);
    if (ok === null) return;
    if (!ok) {
      toastWarning(MSG.invalidCode);
      return;
    }
    // a warning from an earlier wrong code must not follow the user onto the dashboard (issue 14 point 12)
    notifications.clean();
    const next = await afterPinVerified();
    if ('external' in next) window.location.assign(next.external);
    else navigate(next.route, { replace: true });
  };

  return (
    <OnboardingCard
      title="Security PIN"
      subtitle="We protect your account with a code sent to your mobile phone."
      testId="page-security-service"
    >
      {step === 'phone' ? (
        <PhoneEntryForm initial={phone} onSend={(v) => send(v).catch(() => undefined)} />
      ) : (
        <CodeEntryForm
          phone={full}
          secondsLeft={countdown.left}
          onVerify={verify}
          onResend={() => send(phone).catch(() => undefined)}
          onChangeNumber={() => setStep('phone')}
        />
      )}
      {config.devTools && (
        <Anchor component={Link} to="/dev/outbox" target="_blank" size="sm" data-testid="security-dev-outbox">
          Open the development outbox to read the PIN
        </Anchor>
      )}
    </OnboardingCard>
  );
}
