import { MSG, contactNumberAsE164, type CompanyDetails } from '@paperbridge/contracts';
import { useNavigate } from 'react-router';
import { authApi } from '../../../api/auth.api';
import { setToken } from '../../../app/session/session-store';
import { toastSuccess } from '../../../components/toast';
import { CompanyDetailsForm } from '../company/company-details.form';
import { EmailNotVerified } from './email-not-verified';
import { getLoginState, patchLoginState } from './login-state';
import { OnboardingCard } from './onboarding-card';

/** /auth/configure-company-details: first-time registration (spec 002 §2). */
export function CompanyDetailsPage() {
  const navigate = useNavigate();
  const login = getLoginState();
  const verified = login?.email_verified ?? true;

  const save = async (values: CompanyDetails) => {
    const { token } = await authApi.saveDetails(values);
    if (token) setToken(token);
    patchLoginState({
      firstLogin: false,
      companyName: values.coCompanyName || values.coContactName,
      country: values.coCountry,
      // the PIN screen prefills the number just given (issue 26 point 1)
      phoneNumber: login?.phoneNumber ?? contactNumberAsE164(values.coContactNumber, values.coCountry),
    });
    toastSuccess(MSG.companyUpdated);
    navigate('/auth/features');
  };

  return (
    <OnboardingCard
      title="Company details"
      subtitle="Tell us who you are. You can change this later in your profile."
      testId="page-company-details"
      width="wide"
    >
      {verified ? <CompanyDetailsForm submitLabel="Save" onSubmit={save} /> : <EmailNotVerified />}
    </OnboardingCard>
  );
}
