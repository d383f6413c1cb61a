/**
 * localStorage keys of spec 000 §3 (exact names), plus id_token kept for the
 * identity provider's end-session call.
 */
export const LS = {
  loggedIn: 'loggedIn',
  token: 'token',
  logoutTimer: 'logoutTimer',
  timerToCheck: 'timerToCheck',
  logout: 'logout',
  isLegalRedirect: 'is_legal_redirect',
  idToken: 'id_token',
} as const;

/** Per-tab state of the sign-in flow (sessionStorage). */
export const SS = {
  loginResult: 'pb.loginResult',
  registering: 'pb.registering',
  newLogin: 'pb.newLogin',
  showTopUp: 'showTopUp',
  resendAttempts: 'pb.resendAttempts',
  oidcState: 'pb.oidc.state',
  oidcVerifier: 'pb.oidc.verifier',
  accessToken: 'pb.oidc.accessToken',
} as const;
