import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SS } from '../session/storage-keys';
import { openBilling } from './open-billing';

/**
 * Welcome banner for a new login with a balance-check link to billing (spec 000 §2, spec 002 §2), on whichever
 * of the two screens a login lands on (the dashboard, or Manage Clients for a company without a client).
 * Shown once: the flag is spent as soon as the modal opens, so leaving through its billing link
 * (a full page load) and paying never brings it back (issue 26 point 5).
 */
export function NewLoginModal() {
  const [opened, setOpened] = useState(() => sessionStorage.getItem(SS.newLogin) === 'true');
  useEffect(() => {
    if (opened) sessionStorage.removeItem(SS.newLogin);
  }, [opened]);
  const close = () => setOpened(false);
  return (
    <Modal opened={opened} onClose={close} title="Welcome to Paperbridge" centered>
      <Stack data-testid="new-login-modal">
        <Text>
          Your account is ready. Map a sample document, then upload or forward documents to extract their data.
        </Text>
        <Text>
          Before you start,{' '}
          <Anchor
            component="button"
            type="button"
            onClick={() => void openBilling()}
            data-testid="new-login-check-balance"
          >
            check your balance
          </Anchor>{' '}
          in billing.
        </Text>
      </Stack>
    </Modal>
  );
}
