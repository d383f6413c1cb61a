import { Text, Tooltip } from '@mantine/core';
import { truncateName } from './dashboard-format';

/** A name cut at 40 characters, the whole of it in a tooltip (spec 000 §2). */
export function TruncatedName({ name, testId }: { name: string; testId?: string }) {
  const { text, truncated } = truncateName(name);
  const body = (
    <Text size="sm" span data-testid={testId}>
      {text}
    </Text>
  );
  return truncated ? <Tooltip label={name}>{body}</Tooltip> : body;
}
