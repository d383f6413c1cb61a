import { Center, Image, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PdfViewer } from '../../components/pdf-viewer/pdf-viewer.component';
import type { PdfSource } from '../../components/pdf-viewer/load-pdf';

export interface PreviewTarget {
  title: string;
  /** a picked file, or the mapping sample's signed URL */
  source: File | string;
  kind: 'pdf' | 'image' | 'xml';
}

/** Spec 002 §2 steps 3 and 4: preview the mapped sample document and the picked files. */
export function FilePreviewModal({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  useEffect(() => {
    if (target?.kind !== 'image' || typeof target.source === 'string')
      return setImageUrl(typeof target?.source === 'string' ? target.source : null);
    const url = URL.createObjectURL(target.source);
    setImageUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [target]);
  // browsers do not draw TIFF: say so instead of a broken image
  const tiff =
    target?.kind === 'image' &&
    typeof target.source !== 'string' &&
    /tiff?$/i.test(target.source.type || target.source.name);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.title}
      size="xl"
      data-testid="upload-preview-modal"
    >
      {target?.kind === 'pdf' && (
        <PdfViewer source={target.source as PdfSource} height={620} testId="upload-preview-pdf" />
      )}
      {target?.kind === 'image' && !tiff && imageUrl && (
        <Image src={imageUrl} alt={target.title} fit="contain" mah={620} />
      )}
      {target?.kind === 'xml' && (
        <Center h={200}>
          <Text c="dimmed" data-testid="upload-preview-xml">
            An XML e-invoice has no printed page. Once uploaded, its values are read from the XML and it is shown as a
            drawn invoice on the review screen.
          </Text>
        </Center>
      )}
      {tiff && (
        <Center h={200}>
          <Text c="dimmed">TIFF photos cannot be shown in the browser; the file will be uploaded as it is.</Text>
        </Center>
      )}
    </Modal>
  );
}
