import { Anchor, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { helpPagePath, helpTopicById, screenPathOf } from './find-help-topic';
import type { HelpTopic } from './help-topic.types';

/** The full text of one topic on the help page: purpose, fields, the longer sections and where to read on. */
export function HelpTopicText({ topic }: { topic: HelpTopic }) {
  const screen = screenPathOf(topic);
  const related = (topic.related ?? []).map(helpTopicById).filter((t): t is HelpTopic => !!t);
  const external = topic.external ?? [];
  return (
    <Paper withBorder p="lg" radius="md" data-testid="help-topic" data-topic={topic.id}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} data-testid="help-topic-title">
            {topic.title}
          </Title>
          <Text>{topic.purpose}</Text>
          {screen && (
            <Anchor component={Link} to={screen} size="sm" data-testid="help-open-screen">
              Open this screen
            </Anchor>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={4}>On this screen</Title>
          <Table withTableBorder verticalSpacing="xs" data-testid="help-topic-fields">
            <Table.Tbody>
              {topic.fields.map((f) => (
                <Table.Tr key={f.name}>
                  <Table.Th w="35%" style={{ verticalAlign: 'top' }}>
                    {f.name}
                  </Table.Th>
                  <Table.Td>{f.what}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        {(topic.sections ?? []).map((s) => (
          <Stack key={s.heading} gap="xs">
            <Title order={4}>{s.heading}</Title>
            {s.body.map((p) => (
              <Text key={p} size="sm">
                {p}
              </Text>
            ))}
          </Stack>
        ))}
        {(related.length > 0 || external.length > 0) && (
          <Stack gap="xs" data-testid="help-see-also">
            <Title order={4}>See also</Title>
            <List size="sm" spacing={4}>
              {related.map((t) => (
                <List.Item key={t.id}>
                  <Anchor component={Link} to={helpPagePath(t)} size="sm">
                    {t.title}
                  </Anchor>
                </List.Item>
              ))}
              {external.map((l) => (
                <List.Item key={l.href}>
                  <Anchor href={l.href} target="_blank" rel="noreferrer" size="sm">
                    <Group gap={4} component="span" wrap="nowrap">
                      {l.label}
                      <IconExternalLink size={14} />
                    </Group>
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
