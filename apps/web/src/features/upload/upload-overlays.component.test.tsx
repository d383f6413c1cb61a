import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { UploadOverlays } from './upload-overlays.component';
import { processingStart } from './upload-item.rules';
import { uploadQueue } from './upload-queue.store';

afterEach(() => act(() => uploadQueue.reset()));

describe('global upload overlays (spec 000 §2)', () => {
  it("shows 'Uploading X of Y' while files go up, then 'Processing N file(s)' with a percentage per file", async () => {
    renderWithProviders(<UploadOverlays />);
    let ids: string[] = [];
    act(() => {
      ids = uploadQueue.startBatch(['coolblue1.pdf', 'coolblue2.pdf']);
    });
    const [a, b] = ids;
    act(() => uploadQueue.setUploading(1, 2));
    expect(screen.getByTestId('upload-counter')).toHaveTextContent('Uploading 1 of 2');
    act(() => {
      uploadQueue.hideUploading();
      uploadQueue.update(a!, (i) => processingStart(i, 'd1', 'queued'));
      uploadQueue.update(b!, (i) => processingStart(i, 'd2', 'queued'));
      uploadQueue.openPanel();
    });
    expect(screen.queryByTestId('upload-counter')).toBeNull();
    expect(screen.getByTestId('processing-title')).toHaveTextContent('Processing 2 file(s)');
    act(() =>
      uploadQueue.progress([
        {
          dtId: 'd1',
          fileName: 'coolblue1.pdf',
          source: 'manual',
          state: 'extracting',
          step: 'extract',
          stepStatus: 'running',
          progress: 40,
          done: false,
          approvalStatus: null,
          message: null,
        },
      ]),
    );
    expect(screen.getAllByTestId('processing-percent').map((e) => e.textContent)).toEqual(['40%', '10%']);

    await userEvent.click(screen.getByTestId('processing-status'));
    const rows = await screen.findAllByTestId('upload-status-row');
    expect(rows.map((r) => within(r).getByTestId('upload-status-text').textContent)).toEqual(['Extracting', 'Queued']);

    act(() => uploadQueue.closeStatus());
    await userEvent.click(screen.getByTestId('processing-close'));
    expect(screen.queryByTestId('processing-panel')).toBeNull();
  });
});
