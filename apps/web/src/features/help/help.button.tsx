import { Button, type MantineBreakpoint } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { helpTopicForPath } from './find-help-topic';
import { HelpModal } from './help.modal';

/** The top bar's Help: explains the screen the user is on; absent where no topic does (sign-in, payment hand-overs). */
export function HelpButton({ visibleFrom }: { visibleFrom?: MantineBreakpoint }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const topic = helpTopicForPath(pathname);
  if (!topic) return null;
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconHelp size={18} />}
        onClick={() => setOpen(true)}
        visibleFrom={visibleFrom}
        data-testid="help-open"
      >
        Help
      </Button>
      <HelpModal topic={topic} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
