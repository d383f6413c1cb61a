import type { AppContext } from '../../context/app-context.ts';
import { createAccount } from './create-account.ts';
import { hashPassword } from './password-hash.ts';
import { normalizeEmail } from './normalize-email.ts';
import { sendVerificationLink } from './send-verification-link.ts';

/** Sign-up at the built-in provider: a new company and user (unverified), and the verification e-mail. */
export async function signUp(ctx: AppContext, input: { email: string; password: string }) {
  const email = normalizeEmail(input.email);
  const account = await createAccount(ctx.db, { email, passwordHash: await hashPassword(input.password) });
  await sendVerificationLink(ctx, { id: account.userId, email, companyId: account.companyId }, 'signup');
  return account;
}
