import type { Box } from '@app/domain';
import { scanLayout, scanSkew } from './deed-pdf';
import type { Block } from './deed-text';
import { measureScanText } from './scan-raster';

/** A word as the scan renderer drew it: its page (from 1) and its box on the scanned page. */
export interface GezeichnetesWort {
  seite: number;
  text: string;
  /** In PDF points from the page's top-left corner, after the scanner's skew (the box around the turned word). */
  box: Box;
}

/**
 * Where `scanPdf` puts each word of a deed (the renderer's own truth, independent of any reading): the
 * word's glyph cell from ascender to descender, turned by the page's skew around the page centre as the
 * scanner turns it. For checking what OCR and the evidence boxes make of a scan.
 */
export function gezeichneteWoerter(
  blocks: Block[],
  scan: { dpi: number; skewDeg: number },
): GezeichnetesWort[] {
  const { k, px, w, h, pages } = scanLayout(blocks, scan.dpi);
  const out: GezeichnetesWort[] = [];
  pages.forEach((lines, i) => {
    const a = (scanSkew(scan.skewDeg, i) * Math.PI) / 180;
    const [cos, sin, cx, cy] = [Math.cos(a), Math.sin(a), w / 2, h / 2];
    // The scanner samples source (cx + u·cos + v·sin, cy − u·sin + v·cos) for output (cx + u, cy + v).
    const turn = (x: number, y: number) => {
      const p = x - cx;
      const q = y - cy;
      return { x: cx + p * cos - q * sin, y: cy + p * sin + q * cos };
    };
    for (const l of lines) {
      const size = px(l.size);
      const re = /\S+/g;
      let m: RegExpExecArray | null;
      while ((m = re.exec(l.text))) {
        const x0 = l.x * k + measureScanText(l.text.slice(0, m.index), size, l.bold);
        const x1 = x0 + measureScanText(m[0], size, l.bold);
        const base = l.y * k;
        const ecken = [
          turn(x0, base - size),
          turn(x1, base - size),
          turn(x0, base + size * 0.3),
          turn(x1, base + size * 0.3),
        ];
        const xs = ecken.map((e) => e.x / k);
        const ys = ecken.map((e) => e.y / k);
        const box = {
          x: Math.min(...xs),
          y: Math.min(...ys),
          w: Math.max(...xs) - Math.min(...xs),
          h: Math.max(...ys) - Math.min(...ys),
        };
        out.push({ seite: i + 1, text: m[0], box });
      }
    }
  });
  return out;
}
