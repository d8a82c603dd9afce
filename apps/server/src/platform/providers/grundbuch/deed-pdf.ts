import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
  type PDFFont,
} from 'pdf-lib';
import type { Block } from './deed-text';
import { random, type Rng } from './register-world';
import { measureScanText, ScanPage } from './scan-raster';

/**
 * Lays a deed out on A4 pages and writes it as PDF: with a text layer (Times), or as a scan (one grey
 * image per page, no text). The same blocks and options always give the same bytes.
 */

const pageW = 595.28;
const pageH = 841.89;
const margin = 68;
const textW = pageW - 2 * margin;

const styles: Record<
  Block['style'],
  { size: number; bold?: boolean; align?: 'center' | 'right'; before: number; after: number }
> = {
  stempel: { size: 8.5, align: 'right', before: 0, after: 16 },
  titel: { size: 16, bold: true, align: 'center', before: 4, after: 8 },
  untertitel: { size: 10.5, align: 'center', before: 0, after: 8 },
  ueberschrift: { size: 10.5, bold: true, before: 8, after: 3 },
  absatz: { size: 10, before: 0, after: 5 },
  rechts: { size: 10, align: 'right', before: 14, after: 6 },
  unterschrift: { size: 10, before: 26, after: 2 },
};

export interface Line {
  text: string;
  x: number;
  /** Baseline, points from the top. */
  y: number;
  size: number;
  bold: boolean;
  /** A signature line is drawn above the name. */
  signature?: boolean;
}
type Measure = (text: string, size: number, bold: boolean) => number;

function wrap(text: string, size: number, bold: boolean, measure: Measure): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && measure(next, size, bold) > textW) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

function layout(blocks: Block[], measure: Measure): Line[][] {
  const pages: Line[][] = [[]];
  let y = margin;
  for (const block of blocks) {
    const s = styles[block.style];
    const lineH = s.size * 1.38;
    y += s.before;
    const lines = wrap(block.text, s.size, !!s.bold, measure);
    for (const text of lines) {
      if (y + lineH > pageH - margin - 20) {
        pages.push([]);
        y = margin;
      }
      y += lineH;
      const w = measure(text, s.size, !!s.bold);
      const x = s.align === 'center' ? (pageW - w) / 2 : s.align === 'right' ? pageW - margin - w : margin;
      pages[pages.length - 1]!.push({
        text,
        x,
        y,
        size: s.size,
        bold: !!s.bold,
        signature: block.style === 'unterschrift',
      });
    }
    y += s.after;
  }
  return pages;
}

const footer = (page: number, pages: number) =>
  `Simulierte Urkunde (GRUNDBUCH=simulator) – Seite ${page} von ${pages}`;

export interface PdfOptions {
  title: string;
  /** Creation date written into the file (fixed, so the bytes stay the same). */
  date: Date;
  scan?: { dpi: number; skewDeg: number; seed: number };
}

async function newDocument(options: PdfOptions): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(options.title);
  doc.setProducer('Grundbuch-Simulator');
  doc.setCreator('Grundbuch-Simulator');
  doc.setCreationDate(options.date);
  doc.setModificationDate(options.date);
  return doc;
}

export async function textPdf(blocks: Block[], options: PdfOptions): Promise<Uint8Array> {
  const doc = await newDocument(options);
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const font = (b: boolean): PDFFont => (b ? bold : regular);
  const pages = layout(blocks, (text, size, b) => font(b).widthOfTextAtSize(text, size));
  pages.forEach((lines, i) => {
    const page = doc.addPage([pageW, pageH]);
    for (const l of lines) {
      if (l.signature)
        page.drawLine({
          start: { x: l.x, y: pageH - l.y + l.size + 4 },
          end: { x: l.x + 200, y: pageH - l.y + l.size + 4 },
          thickness: 0.6,
        });
      page.drawText(l.text, { x: l.x, y: pageH - l.y, size: l.size, font: font(l.bold) });
    }
    const f = footer(i + 1, pages.length);
    page.drawText(f, { x: (pageW - regular.widthOfTextAtSize(f, 7.5)) / 2, y: 34, size: 7.5, font: regular });
  });
  return doc.save();
}

/**
 * A scan's layout: points to pixels (`k`), the glyph size in pixels, the page in pixels and the lines laid
 * out with the scan font's own widths, so lines fit as they are drawn.
 */
export function scanLayout(blocks: Block[], dpi: number) {
  const k = dpi / 72;
  const px = (size: number) => Math.max(6, Math.round(size * k));
  const pages = layout(blocks, (text, size, bold) => measureScanText(text, px(size), bold) / k);
  return { k, px, w: Math.round((pageW / 72) * dpi), h: Math.round((pageH / 72) * dpi), pages };
}

/** The skew of page `i` (from 0): every other page leans the other way, less. */
export const scanSkew = (skewDeg: number, i: number) => skewDeg * (i % 2 ? -0.6 : 1);

export async function scanPdf(
  blocks: Block[],
  options: PdfOptions & { scan: NonNullable<PdfOptions['scan']> },
): Promise<Uint8Array> {
  const { dpi, skewDeg, seed } = options.scan;
  const { k, px, w, h, pages } = scanLayout(blocks, dpi);
  const doc = await newDocument(options);
  const rng: Rng = random(seed);
  pages.forEach((lines, i) => {
    const raster = new ScanPage(w, h);
    for (const l of lines) {
      if (l.signature)
        raster.drawLine(l.x * k, (l.x + 200) * k, (l.y - l.size - 4) * k, Math.max(1, Math.round(k * 0.6)));
      raster.drawText(l.text, l.x * k, l.y * k, px(l.size), l.bold);
    }
    const f = footer(i + 1, pages.length);
    raster.drawText(
      f,
      (pageW * k - measureScanText(f, px(7.5), false)) / 2,
      (pageH - 34) * k,
      px(7.5),
      false,
    );
    const image = doc.context.stream(deflateSync(raster.scanned(rng, scanSkew(skewDeg, i)), { level: 4 }), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: w,
      Height: h,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    });
    const page = doc.addPage([pageW, pageH]);
    const name = page.node.newXObject('Scan', doc.context.register(image));
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(pageW, 0, 0, pageH, 0, 0),
      drawObject(name),
      popGraphicsState(),
    );
  });
  return doc.save();
}
