import { Anchor, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isLoggedIn } from '../../app/session/session-store';
import { helpPagePath } from './find-help-topic';
import type { HelpTopic } from './help-topic.types';

/** The navbar's help (spec 002 §2): the screen's purpose and main fields, and the way to its full help page. */
export function HelpModal({ topic, opened, onClose }: { topic: HelpTopic; opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={topic.title}
      size="lg"
      centered
      data-testid="help-modal"
      data-topic={topic.id}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="sm">
        <Text data-testid="help-purpose">{topic.purpose}</Text>
        <Text fw={600} size="sm">
          On this screen
        </Text>
        <List spacing={6} size="sm" data-testid="help-fields">
          {topic.fields.map((f) => (
            <List.Item key={f.name}>
              <Text span fw={600} size="sm">
                {f.name}
              </Text>
              {`: ${f.what}`}
            </List.Item>
          ))}
        </List>
        {/* the help page is a signed-in page: during sign-up (no PIN yet) it would only redirect */}
        {isLoggedIn() && (
          <Group justify="flex-end">
            <Anchor component={Link} to={helpPagePath(topic)} onClick={onClose} data-testid="help-read-more">
              <Group gap={4} component="span">
                Read more
                <IconArrowRight size={16} />
              </Group>
            </Anchor>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
