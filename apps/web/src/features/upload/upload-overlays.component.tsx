import { ProcessingPanel } from './processing-panel.component';
import { UploadCounter } from './upload-counter.component';
import { UploadStatusModal } from './upload-status.modal';

/** The global upload overlays of spec 000 §2, mounted once in the admin layout. */
export function UploadOverlays() {
  return (
    <>
      <UploadCounter />
      <ProcessingPanel />
      <UploadStatusModal />
    </>
  );
}
