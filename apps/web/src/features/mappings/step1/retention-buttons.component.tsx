import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { DOC_TYPE, MAP_MSG, RETENTION_OPTIONS } from '@paperbridge/contracts';
import { toastError } from '../../../components/toast';
import { isAgreementType, isTimedRetention } from '../logic/retention';

interface Props {
  value: number;
  onChange: (state: number) => void;
  docTypeId: number;
}

/**
 * Retention period buttons (spec 001 §4), the same choices on create and edit (issue 26): the agreement
 * type is held at 90 days; a timed choice warns that the data is deleted when the period ends.
 */
export function RetentionButtons({ value, onChange, docTypeId }: Props) {
  const forced = isAgreementType(docTypeId);
  const customised = docTypeId === DOC_TYPE.customised;
  return (
    <Stack gap={6} data-testid="retention">
      <Text fw={600} size="sm">
        Retention Period
      </Text>
      <Group gap="xs">
        {RETENTION_OPTIONS.map((o) => {
          const button = (
            <Button
              key={o.state}
              size="xs"
              variant={value === o.state ? 'filled' : 'default'}
              disabled={forced && o.state !== value}
              aria-pressed={value === o.state}
              data-testid={`retention-${o.state}`}
              onClick={() => {
                if (o.state === value) return;
                onChange(o.state);
                if (isTimedRetention(o.state)) toastError(MAP_MSG.retentionNotice);
              }}
            >
              {o.label}
            </Button>
          );
          return customised && o.state === 8 ? (
            <Tooltip
              key={o.state}
              label="The source document is kept only until the output is delivered; no retention period applies."
              multiline
              w={260}
            >
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
      </Group>
      {value === 8 && (
        <Text size="xs" c="dimmed">
          Minimum Retention Period: the source document is kept until the output is delivered.
        </Text>
      )}
      {forced && (
        <Text size="xs" c="dimmed">
          Standard Leave and License agreements are kept for 90 days.
        </Text>
      )}
      {customised && (
        <Text size="xs" c="orange" data-testid="retention-customised-note">
          Handwritten documents awaiting approval should be approved before the retention period ends.
        </Text>
      )}
    </Stack>
  );
}
