import { createRequire } from 'node:module';
import * as PImage from 'pureimage';
import type { Rng } from './register-world';

/**
 * Renders deed pages as a scanner would deliver them: grey paper, dark but not black ink, a slight skew,
 * specks of dust and a shadow at the edge. Pure JavaScript: glyphs of DejaVu Serif (npm
 * `dejavu-fonts-ttf`) are drawn once per size with pureimage and then copied, which keeps a page fast.
 */

const require = createRequire(import.meta.url);
let fontsLoaded = false;
function loadFonts(): void {
  if (fontsLoaded) return;
  PImage.registerFont(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf'), 'ScanSerif').loadSync();
  PImage.registerFont(
    require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf'),
    'ScanSerifBold',
  ).loadSync();
  fontsLoaded = true;
}

interface Glyph {
  width: number;
  height: number;
  /** Baseline row inside the bitmap. */
  baseline: number;
  advance: number;
  /** The inked pixels only (coverage ≥ 24): offsets y * width + x and their coverage 0…255. */
  at: Uint16Array;
  ink: Uint8Array;
}
const glyphs = new Map<string, Glyph>();

function glyph(ch: string, px: number, bold: boolean): Glyph {
  const key = `${bold ? 'b' : 'r'}${px}${ch}`;
  const cached = glyphs.get(key);
  if (cached) return cached;
  loadFonts();
  const width = Math.ceil(px * 1.3) + 4;
  const height = Math.ceil(px * 1.5) + 4;
  const baseline = Math.ceil(px * 1.1) + 2;
  const image = PImage.make(width, height);
  const ctx = image.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  ctx.font = `${px}pt ${bold ? 'ScanSerifBold' : 'ScanSerif'}`;
  const advance = ch === ' ' ? px * 0.32 : ctx.measureText(ch).width;
  if (ch !== ' ') ctx.fillText(ch, 2, baseline);
  const at: number[] = [];
  const ink: number[] = [];
  for (let i = 0; i < width * height; i++) {
    const c = 255 - image.data[i * 4]!;
    if (c >= 24) {
      at.push(i);
      ink.push(c);
    }
  }
  const g = { width, height, baseline, advance, at: Uint16Array.from(at), ink: Uint8Array.from(ink) };
  glyphs.set(key, g);
  return g;
}

/** Width of a text in pixels at a pixel size, as drawn by `drawText`. */
export function measureScanText(text: string, px: number, bold: boolean): number {
  let w = 0;
  for (const ch of text) w += glyph(ch, px, bold).advance;
  return w;
}

/** One grey page under construction: 255 is white paper. */
export class ScanPage {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height).fill(255);
  }

  drawText(text: string, x: number, baselineY: number, px: number, bold: boolean, ink = 200): void {
    let cx = x;
    for (const ch of text) {
      const g = glyph(ch, px, bold);
      const ox = Math.round(cx) - 2;
      const oy = Math.round(baselineY) - g.baseline;
      const inside = ox >= 0 && oy >= 0 && ox + g.width <= this.width && oy + g.height <= this.height;
      if (inside) {
        for (let i = 0; i < g.at.length; i++) {
          const o = g.at[i]!;
          const gy = (o / g.width) | 0;
          const p = (oy + gy) * this.width + ox + (o - gy * g.width);
          const v = 255 - ((g.ink[i]! * ink) >> 8);
          if (v < this.pixels[p]!) this.pixels[p] = v;
        }
      }
      cx += g.advance;
    }
  }

  drawLine(x1: number, x2: number, y: number, thickness: number): void {
    for (let t = 0; t < thickness; t++) {
      const row = (Math.round(y) + t) * this.width;
      for (let x = Math.round(x1); x < Math.round(x2); x++) this.pixels[row + x] = 70;
    }
  }

  /**
   * The scanner: rotates by `skewDeg` around the centre (nearest pixel), greys the paper with a soft
   * gradient, darkens one edge and scatters specks. Deterministic for the same `rng`.
   */
  scanned(rng: Rng, skewDeg: number): Uint8Array {
    const { width: w, height: h, pixels } = this;
    const out = new Uint8Array(w * h);
    const a = (skewDeg * Math.PI) / 180;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    const cx = w / 2;
    const cy = h / 2;
    const paper = 226 + Math.floor(rng() * 14);
    const shadow = Math.floor(w * (0.01 + rng() * 0.015));
    // Fixed point (16 bits) steps: no float-to-int conversion per pixel.
    const stepX = Math.round(cos * 65536);
    const stepY = Math.round(-sin * 65536);
    for (let y = 0; y < h; y++) {
      const dy = y - cy;
      const tone = paper - Math.floor((y / h) * 10);
      // Source of output pixel (x, y): rotated back around the centre; steps along the row are cos / −sin.
      let sx = Math.round((cx - cx * cos + dy * sin) * 65536);
      let sy = Math.round((cy + cx * sin + dy * cos) * 65536);
      const row = y * w;
      for (let x = 0; x < w; x++) {
        const ix = sx >> 16;
        const iy = sy >> 16;
        const v = ix >= 0 && iy >= 0 && ix < w && iy < h ? pixels[iy * w + ix]! : 255;
        let g = (v * tone) >> 8;
        if (x < shadow) g = (g * ((150 + (x * 100) / shadow) | 0)) >> 8;
        out[row + x] = g;
        sx += stepX;
        sy += stepY;
      }
    }
    const specks = Math.floor((w * h) / 6000);
    for (let i = 0; i < specks; i++) {
      const x = Math.floor(rng() * (w - 3));
      const y = Math.floor(rng() * (h - 3));
      const v = 40 + Math.floor(rng() * 120);
      const size = rng() < 0.85 ? 1 : 2;
      for (let dy = 0; dy < size; dy++) for (let dx = 0; dx < size; dx++) out[(y + dy) * w + x + dx] = v;
    }
    return out;
  }
}
