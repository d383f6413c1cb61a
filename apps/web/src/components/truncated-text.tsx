import { Text, Tooltip, type TextProps } from '@mantine/core';

/** `text` cut at `limit` characters with an ellipsis; whether it was cut. */
export function truncateText(text: string, limit: number): { shown: string; truncated: boolean } {
  return text.length > limit
    ? { shown: `${text.slice(0, limit)}…`, truncated: true }
    : { shown: text, truncated: false };
}

/**
 * A user-entered name wherever it is shown in one line (user menu, navbar, client lists): cut at `limit`
 * characters, the whole of it in a tooltip (issue 14 point 10; the spec's 40 for table names is the default).
 */
export function TruncatedText({
  text,
  limit = 40,
  testId,
  ...props
}: { text: string; limit?: number; testId?: string } & TextProps) {
  const { shown, truncated } = truncateText(text, limit);
  const body = (
    <Text span size="sm" {...props} data-testid={testId} data-truncated={truncated || undefined}>
      {shown}
    </Text>
  );
  return truncated ? (
    <Tooltip label={text} multiline maw={360} style={{ overflowWrap: 'anywhere' }}>
      {body}
    </Tooltip>
  ) : (
    body
  );
}
