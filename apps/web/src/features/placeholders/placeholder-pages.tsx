import { useParams } from 'react-router';
import { ComingLaterPage } from '../../components/coming-later.page';

/** Screens owned by later issues: spec titles with an empty state. */
export const ManageMappingPage = () => <ComingLaterPage title="Mappings" testId="page-manage-mapping" />;
export const CreateMappingPage = () => <ComingLaterPage title="Create Mapping" testId="page-create-mapping" />;
export function EditMappingPage() {
  const { cnId } = useParams();
  return <ComingLaterPage title={`Edit Mapping ${cnId ?? ''}`.trim()} testId="page-edit-mapping" />;
}
export const ManageClientPage = () => <ComingLaterPage title="Clients List" testId="page-manage-client" />;
export const ManageIntegrationsPage = () => <ComingLaterPage title="Integrations" testId="page-manage-integrations" />;
export const IntegrationPartnerPage = () => <ComingLaterPage title="Integration Partners" testId="page-manage-integration-partner" />;
export const ManualUploadPage = () => <ComingLaterPage title="Manual Upload" testId="page-manual-upload" />;
export const FileLogsPage = () => <ComingLaterPage title="Process Log" testId="page-file-logs" />;
export const FileEditorPage = () => <ComingLaterPage title="Update File Orientation" testId="page-file-editor" />;
export function ApproveDataPage() {
  const { dtId } = useParams();
  return <ComingLaterPage title={`Review ${dtId ?? ''}`.trim()} testId="page-approvedata" />;
}
