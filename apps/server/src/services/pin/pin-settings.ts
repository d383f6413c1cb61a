/** Security PIN rules (the second factor of every app session). */
export const PIN_SETTINGS = {
  /** digits of a generated code (the form accepts 4 to 6, spec 002 §5) */
  digits: 6,
  /** a code expires 10 minutes after it was sent */
  ttlMs: 10 * 60_000,
  /** at most one SMS per 30 s per session (the web app offers a resend after 120 s) */
  resendIntervalMs: 30_000,
  /** at most this many SMS per company in 24 hours */
  dailyLimit: 10,
  /** wrong tries before a code is locked */
  maxAttempts: 5,
} as const;

export const PIN_MESSAGES = {
  sms: (code: string) => `Your Paperbridge security PIN is ${code}. It expires in 10 minutes.`,
  tooSoon: (seconds: number) => `Please wait ${seconds} s before requesting another security PIN.`,
  dailyLimit: 'Too many security PINs were requested today. Please try again tomorrow.',
  smsFailed: 'The security PIN could not be sent by SMS. Please try again in a moment.',
  noPin: 'No security PIN was requested for this session. Please request a new PIN.',
  expired: 'This security PIN has expired. Please request a new PIN.',
  locked: 'Too many wrong attempts. This security PIN is locked: please request a new PIN.',
  used: 'This security PIN has already been used. Please request a new PIN.',
} as const;
