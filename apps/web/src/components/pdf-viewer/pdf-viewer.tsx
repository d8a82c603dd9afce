import { Anchor, Group, Modal } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';

export interface PdfViewerProps {
  opened: boolean;
  onClose: () => void;
  /** Same-origin URL that serves the PDF inline. */
  url: string;
  title: string;
}

/** A PDF in a modal, shown by the browser's own viewer (no pdf.js download needed); Esc closes. */
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
      {opened && (
        <iframe
          src={url}
          title={`PDF: ${title}`}
          data-testid="pdf-viewer-frame"
          style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
        />
      )}
    </Modal>
  );
}
