import { ComingLaterPage } from '../../components/coming-later.page';

/** Screens owned by later issues: spec titles with an empty state. */
export const ManageIntegrationsPage = () => <ComingLaterPage title="Integrations" testId="page-manage-integrations" />;
export const IntegrationPartnerPage = () => <ComingLaterPage title="Integration Partners" testId="page-manage-integration-partner" />;
