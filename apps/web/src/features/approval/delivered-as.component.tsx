import { Text } from '@mantine/core';
import type { TypedReading } from '@paperbridge/contracts';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { deliveredAsText } from './delivered-as';

interface Props {
  /** the server's reading of the value as loaded; null: nothing to show (text, deleted, or changed since) */
  reading: TypedReading | null;
  value: string;
  testId: string;
}

/**
 * The small line under a header value (issue 30 point 1): what the accounting system will receive, the
 * company's way, or why the value cannot be delivered typed (in red), so a misread amount or an ambiguous
 * date is caught before approving.
 */
export function DeliveredAs({ reading, value, testId }: Props) {
  const locale = useCompanyLocale();
  if (!reading) return null;
  const text = deliveredAsText(reading, value, locale);
  if (!text && !reading.problem) return null;
  return (
    <>
      {text && (
        <Text size="xs" c="dimmed" data-testid={`delivered-as-${testId}`}>
          {`Delivered as ${text}`}
        </Text>
      )}
      {reading.problem && (
        <Text size="xs" c="red" data-testid={`delivered-problem-${testId}`}>
          {reading.problem}
        </Text>
      )}
    </>
  );
}
