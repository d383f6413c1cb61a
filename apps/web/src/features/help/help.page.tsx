import { Alert, Button, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { helpTopicById, screenPathOf } from './find-help-topic';
import { HelpIndex } from './help-index.component';
import { HelpTopicText } from './help-topic-text.component';

/** /admin/help/{topic}: the full help of one screen beside the index of all topics; /admin/help alone explains the help. */
export function HelpPage() {
  const { topic: id = 'help' } = useParams();
  const topic = helpTopicById(id);
  const navigate = useNavigate();
  const location = useLocation();
  // a help page opened directly (a bookmark, a new tab) has nothing to go back to: its screen instead
  const back = () =>
    location.key === 'default'
      ? void navigate((topic && screenPathOf(topic)) ?? '/admin/dashboard')
      : void navigate(-1);
  return (
    <Stack data-testid="page-help">
      <Group justify="space-between">
        <Title order={2}>Help</Title>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back} data-testid="help-back">
          Back
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {topic ? (
            <HelpTopicText topic={topic} />
          ) : (
            <Alert color="yellow" data-testid="help-unknown-topic">
              There is no help on “{id}”. Choose a topic from the list.
            </Alert>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <HelpIndex activeId={topic?.id ?? null} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
