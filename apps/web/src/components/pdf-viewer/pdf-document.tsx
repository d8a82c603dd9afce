import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Alert, Box, Group, NumberInput, Text } from '@mantine/core';
import { Busy } from '../busy';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
// Vite emits the worker as its own module asset (CSP worker-src 'self'); pdf.js starts it as a module worker.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { messages } from '@app/domain';
import { formatNumber } from '../../lib/format';

GlobalWorkerOptions.workerSrc = workerUrl;

const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const defaultZoom = 2; // index of 1 (100 %)

/**
 * One PDF rendered page by page to a canvas by pdf.js (DESIGN §2): page navigation and zoom. Loaded only
 * when a viewer opens (React.lazy in pdf-viewer.tsx), so pdf.js is in no other bundle.
 */
export interface PdfMarkierung {
  seite: number;
  /** Boxes in PDF points from the page's top-left corner (e.g. the words a value was read from). */
  boxen: Array<{ x: number; y: number; w: number; h: number }>;
}

export default function PdfDocument({
  url,
  title,
  markierung,
  height = '70vh',
}: {
  url: string;
  title: string;
  markierung?: PdfMarkierung | null;
  height?: string;
}) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(defaultZoom);
  const [rendering, setRendering] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const markRef = useRef<HTMLDivElement>(null);

  // A highlighted source turns to its page and scrolls into view.
  useEffect(() => {
    if (markierung) setPage(markierung.seite);
  }, [markierung]);
  useEffect(() => {
    if (!rendering) markRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [markierung, rendering]);

  useEffect(() => {
    // eval-free font rendering: the CSP allows no 'unsafe-eval'.
    const task = getDocument({ url, withCredentials: true, isEvalSupported: false });
    let current: PDFDocumentProxy | null = null;
    task.promise.then(
      (loaded) => {
        current = loaded;
        setDoc(loaded);
        setPage(1);
      },
      () => setFailed(true),
    );
    return () => {
      setDoc(null);
      setFailed(false);
      void (current ? current.destroy() : task.destroy());
    };
  }, [url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    setRendering(true);
    void doc
      .getPage(page)
      .then((pdfPage) => {
        if (cancelled) return;
        const viewport = pdfPage.getViewport({ scale: zoomSteps[zoom]! });
        // Sharp on high-density screens: draw at device pixels, show at CSS pixels.
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = pdfPage.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        return task.promise;
      })
      .then(
        () => !cancelled && setRendering(false),
        (error: unknown) => {
          // A render cancelled by the next page or zoom is no failure.
          if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
          setRendering(false);
          setFailed(true);
        },
      );
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, zoom]);

  if (failed)
    return (
      <Alert color="red" role="alert">
        {messages.pdfNichtAnzeigbar}
      </Alert>
    );

  const pages = doc?.numPages ?? 0;
  return (
    <Box>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label="Vorherige Seite"
            disabled={!doc || page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <NumberInput
            aria-label="Seite"
            size="xs"
            w={70}
            min={1}
            max={Math.max(1, pages)}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={page}
            disabled={!doc}
            onChange={(value) => {
              const n = Number(value);
              if (Number.isInteger(n) && n >= 1 && n <= pages) setPage(n);
            }}
          />
          <Text size="sm" aria-live="polite">
            {doc ? `von ${pages}` : 'PDF wird geladen …'}
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Nächste Seite"
            disabled={!doc || page >= pages}
            onClick={() => setPage(page + 1)}
          >
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap={6} wrap="nowrap">
          {rendering && <Busy size="xs" label="Seite wird gezeichnet" />}
          <ActionIcon
            variant="default"
            aria-label="Verkleinern"
            disabled={zoom <= 0}
            onClick={() => setZoom(zoom - 1)}
          >
            <IconZoomOut size={16} aria-hidden />
          </ActionIcon>
          <Text size="sm" w={48} ta="center" aria-label="Zoom">
            {formatNumber(zoomSteps[zoom]! * 100, 0)} %
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Vergrößern"
            disabled={zoom >= zoomSteps.length - 1}
            onClick={() => setZoom(zoom + 1)}
          >
            <IconZoomIn size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Box
        // Scrollable: reachable by keyboard (arrow keys scroll it).
        tabIndex={0}
        role="region"
        aria-label={`${title}, Ansicht`}
        style={{
          height,
          overflow: 'auto',
          background: 'var(--mantine-color-gray-2)',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 4,
          textAlign: 'center',
        }}
      >
        <Box style={{ position: 'relative', display: 'inline-block', margin: 8 }}>
          <canvas
            ref={canvasRef}
            data-testid="pdf-seite"
            role="img"
            aria-label={`${title}, Seite ${page}${pages ? ` von ${pages}` : ''}`}
            style={{ display: 'block', background: 'white', boxShadow: '0 1px 4px rgba(0,0,0,.2)' }}
          />
          {markierung?.seite === page &&
            markierung.boxen.map((b, i) => (
              <div
                key={i}
                ref={i === 0 ? markRef : undefined}
                data-testid="pdf-markierung"
                aria-hidden
                style={{
                  position: 'absolute',
                  left: b.x * zoomSteps[zoom]! - 2,
                  top: b.y * zoomSteps[zoom]! - 2,
                  width: b.w * zoomSteps[zoom]! + 4,
                  height: b.h * zoomSteps[zoom]! + 4,
                  background: 'rgba(255, 212, 59, 0.35)',
                  outline: '2px solid rgba(230, 119, 0, 0.9)',
                  pointerEvents: 'none',
                }}
              />
            ))}
        </Box>
      </Box>
    </Box>
  );
}
