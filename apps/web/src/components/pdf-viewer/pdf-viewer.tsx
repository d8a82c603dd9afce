import { lazy, Suspense } from 'react';
import { Anchor, Group, Modal } from '@mantine/core';
import { Busy } from '../busy';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';

// pdf.js (~400 KB) loads when a viewer first opens, not with the page that has the button.
const PdfDocument = lazy(() => import('./pdf-document'));

export interface PdfViewerProps {
  opened: boolean;
  onClose: () => void;
  /** Same-origin URL that serves the PDF inline. */
  url: string;
  title: string;
}

/** A PDF in a modal, drawn by pdf.js (an <iframe> shows nothing where the browser has no PDF viewer); Esc closes. */
export function PdfViewer({ opened, onClose, url, title }: PdfViewerProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="90%" centered>
      <Group justify="flex-end" gap="lg" mb="xs">
        <Anchor href={url} target="_blank" rel="noopener" size="sm">
          <Group gap={4} component="span">
            <IconExternalLink size={16} aria-hidden /> In neuem Tab öffnen
          </Group>
        </Anchor>
        <Anchor href={url} download={title} size="sm">
          <Group gap={4} component="span">
            <IconDownload size={16} aria-hidden /> Herunterladen
          </Group>
        </Anchor>
      </Group>
      {opened && url && (
        <Suspense fallback={<Busy size="sm" label="PDF-Anzeige wird geladen" />}>
          <PdfDocument url={url} title={title} />
        </Suspense>
      )}
    </Modal>
  );
}
