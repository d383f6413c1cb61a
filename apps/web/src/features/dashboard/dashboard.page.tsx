import { Center, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { ACCESS_MODULES, MODULE_LABELS, type AccessModule } from '@paperbridge/contracts';
import { NewLoginModal } from '../../app/layouts/new-login.modal';
import { useAdminUser } from '../account/use-admin-user.hook';
import { FirstSteps } from './first-steps.component';
import { IcrTab } from './icr/icr-tab.component';
import { AnalyticsTab } from './analytics/analytics-tab.component';

/** Owned modules in spec order; the first is the default tab. */
export function dashboardTabs(accessModuls: readonly string[]): AccessModule[] {
  return ACCESS_MODULES.filter((m) => accessModuls.includes(m));
}

/** /admin/dashboard: tabs by access module (spec 000 §2 Dashboard): ICR is the documents board, DA and IG the analytics tabs. */
export function DashboardPage() {
  const user = useAdminUser();
  const tabs = dashboardTabs(user.data?.accessModuls ?? []);
  return (
    <Stack data-testid="page-dashboard">
      <Title order={2}>Dashboard</Title>
      <NewLoginModal />
      {tabs.includes('ICR') && <FirstSteps />}
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
              {m === 'ICR' ? <IcrTab /> : <AnalyticsTab module={m} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
