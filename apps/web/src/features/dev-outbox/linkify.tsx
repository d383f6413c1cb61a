import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

const URL_RE = /(https?:\/\/[^\s<>"')]+)/g;

/** Plain text with its URLs turned into links. */
export function Linkify({ text }: { text: string }) {
  const parts = text.split(URL_RE);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Anchor key={i} href={part} data-testid="outbox-link" style={{ wordBreak: 'break-all' }}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The first 4 to 6 digit number of an SMS: the PIN. */
export function findPin(text: string): string | null {
  return /\b(\d{4,6})\b/.exec(text)?.[1] ?? null;
}
