import { NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { helpPagePath } from './find-help-topic';
import { HELP_AREAS } from './help-topics';

/** Every topic of the help, by area, the current one highlighted. */
export function HelpIndex({ activeId }: { activeId: string | null }) {
  return (
    <Paper withBorder p="md" radius="md" component="nav" aria-label="All help topics" data-testid="help-index">
      <Title order={4} mb="xs">
        All help topics
      </Title>
      <Stack gap="sm">
        {HELP_AREAS.map((area) => (
          <div key={area.name}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={2}>
              {area.name}
            </Text>
            {area.topics.map((t) => (
              <NavLink
                key={t.id}
                component={Link}
                to={helpPagePath(t)}
                label={t.title}
                active={t.id === activeId}
                data-testid={`help-index-${t.id}`}
              />
            ))}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
