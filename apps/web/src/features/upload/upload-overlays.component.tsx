import { ProcessingPanel } from './processing-panel.component';
import { UploadCounter } from './upload-counter.component';
import { UploadStatusModal } from './upload-status.modal';

/**
 * The upload counter, the processing panel and the status modal (spec 000 §2), mounted once in the
 * admin layout so they stay while the user moves between pages.
 */
export function UploadOverlays() {
  return (
    <>
      <UploadCounter />
      <ProcessingPanel />
      <UploadStatusModal />
    </>
  );
}
