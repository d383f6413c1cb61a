import { Center, EmptyState, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { ACCESS_MODULES, MODULE_LABELS, type AccessModule } from '@paperbridge/contracts';
import { IconInbox } from '@tabler/icons-react';
import { useAdminUser } from '../account/use-admin-user.hook';
import { NewLoginModal } from './new-login.modal';
import { IcrTab } from './icr/icr-tab.component';

/** Owned modules in spec order; the first is the default tab. */
export function dashboardTabs(accessModuls: readonly string[]): AccessModule[] {
  return ACCESS_MODULES.filter((m) => accessModuls.includes(m));
}

/** /admin/dashboard: tabs by access module (spec 000 §2 Dashboard); ICR is the documents board, DA and IG come next. */
export function DashboardPage() {
  const user = useAdminUser();
  const tabs = dashboardTabs(user.data?.accessModuls ?? []);
  return (
    <Stack data-testid="page-dashboard">
      <Title order={2}>Dashboard</Title>
      <NewLoginModal />
      {user.isLoading ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : tabs.length === 0 ? (
        <Text c="dimmed">No feature modules are enabled for your account.</Text>
      ) : (
        <Tabs defaultValue={tabs[0]} keepMounted={false}>
          <Tabs.List>
            {tabs.map((m) => (
              <Tabs.Tab key={m} value={m} data-testid={`dashboard-tab-${m}`}>
                {MODULE_LABELS[m]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((m) => (
            <Tabs.Panel key={m} value={m} pt="md" data-testid={`dashboard-panel-${m}`}>
              {m === 'ICR' ? (
                <IcrTab />
              ) : (
                <Paper withBorder p="xl" radius="md">
                  <EmptyState
                    icon={<IconInbox size={32} />}
                    title="No records available"
                    description={`Welcome to ${MODULE_LABELS[m]}. Processed documents will be listed here.`}
                    data-testid="dashboard-empty"
                  />
                </Paper>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
