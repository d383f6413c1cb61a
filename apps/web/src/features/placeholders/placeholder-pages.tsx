import { ComingLaterPage } from '../../components/coming-later.page';

/** Screens owned by later issues: spec titles with an empty state. */
export const IntegrationPartnerPage = () => <ComingLaterPage title="Integration Partners" testId="page-manage-integration-partner" />;
