import { type PDFDocument, type PDFFont, type PDFImage, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { Locale } from '@gym/contracts/i18n/locales';
import { defineCatalog } from '../../lib/i18n/translator';
import { toWinAnsi } from './win-ansi';

const pageText = defineCatalog(
  { 'documents.page': 'Page {page} of {pages}' },
  { 'documents.page': 'Página {page} de {pages}' },
);

/**
 * A small flowing-text layout for pdf-lib: word wrap by font width, page breaks, headings kept with what
 * follows, key/value rows, images, and a footer with page numbers. Text goes through toWinAnsi first, so the
 * standard fonts can always encode it and generation never throws on input text.
 */

/** US Letter in points. */
export const PAGE_SIZE: [number, number] = [612, 792];

/** Breaks one paragraph (no '\n') into lines no wider than maxWidth; a word too long for a line is split. */
export function wrapParagraph(paragraph: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (value: string) => font.widthOfTextAtSize(value, size);
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/ +/)) {
    if (word === '') continue;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (width(rest) > maxWidth) {
      let cut = 1;
      while (cut < rest.length && width(rest.slice(0, cut + 1)) <= maxWidth) cut += 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/** Wraps text with line breaks: each '\n' starts a new line, an empty line stays empty. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  return toWinAnsi(text)
    .split('\n')
    .flatMap((paragraph) => wrapParagraph(paragraph, font, size, maxWidth));
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function standardFonts(document: PDFDocument): Promise<Fonts> {
  const [regular, bold] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { regular, bold };
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** Line height as a multiple of the size. */
  leading?: number;
  /** Space after the block, in points. */
  after?: number;
  indent?: number;
  /** Narrower than the full text width, e.g. beside an image. */
  width?: number;
  gray?: boolean;
}

const TEXT_COLOR = rgb(0.1, 0.1, 0.1);
const MUTED_COLOR = rgb(0.4, 0.4, 0.4);

/** Writes from the top of a page down, starting new pages as needed. */
export class FlowWriter {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  page!: PDFPage;
  y = 0;

  constructor(
    readonly document: PDFDocument,
    readonly fonts: Fonts,
    readonly options: { margin?: number; footerHeight?: number } = {},
  ) {
    const margin = options.margin ?? 54;
    this.left = margin;
    this.right = PAGE_SIZE[0] - margin;
    this.top = PAGE_SIZE[1] - margin;
    this.bottom = margin + (options.footerHeight ?? 18);
    this.newPage();
  }

  get width(): number {
    return this.right - this.left;
  }

  newPage(): void {
    this.page = this.document.addPage(PAGE_SIZE);
    this.y = this.top;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height < this.bottom && this.y < this.top) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** The height `text` would take in `style`, without drawing it. */
  measure(text: string, style: TextStyle = {}): number {
    const { size, leading, lines } = this.layout(text, style);
    return lines.length * size * leading + (style.after ?? 0);
  }

  private layout(text: string, style: TextStyle) {
    const size = style.size ?? 10;
    const leading = style.leading ?? 1.35;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const width = (style.width ?? this.width) - (style.indent ?? 0);
    return { size, leading, font, lines: wrapText(text, font, size, width) };
  }

  /** Wrapped text; flows onto new pages line by line. */
  text(text: string, style: TextStyle = {}): void {
    const { size, leading, font, lines } = this.layout(text, style);
    const lineHeight = size * leading;
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      if (line !== '') {
        this.page.drawText(line, {
          x: this.left + (style.indent ?? 0),
          y: this.y + (lineHeight - size) / 2 + size * 0.22,
          size,
          font,
          color: style.gray ? MUTED_COLOR : TEXT_COLOR,
        });
      }
    }
    this.y -= style.after ?? 0;
  }

  /** A bold heading, kept on one page with at least `keepWithNext` points of what follows. */
  heading(text: string, options: { size?: number; keepWithNext?: number; before?: number } = {}): void {
    const size = options.size ?? 12;
    this.space(options.before ?? 8);
    this.ensure(this.measure(text, { size, bold: true }) + (options.keepWithNext ?? 40));
    this.text(text, { size, bold: true, after: 4 });
  }

  /** Label/value rows, values wrapped beside their labels. */
  rows(
    rows: readonly (readonly [string, string])[],
    options: { labelWidth?: number; size?: number; width?: number; boldLast?: boolean } = {},
  ): void {
    const size = options.size ?? 10;
    const labelWidth = options.labelWidth ?? 150;
    const valueWidth = (options.width ?? this.width) - labelWidth;
    const lineHeight = size * 1.4;
    rows.forEach(([label, value], index) => {
      const bold = options.boldLast === true && index === rows.length - 1;
      const font = bold ? this.fonts.bold : this.fonts.regular;
      const labelLines = wrapText(label, this.fonts.bold, size, labelWidth - 8);
      const valueLines = wrapText(value, font, size, valueWidth);
      const height = Math.max(labelLines.length, valueLines.length) * lineHeight;
      this.ensure(height);
      const baseline = (lineIndex: number) => this.y - (lineIndex + 1) * lineHeight + size * 0.3;
      labelLines.forEach((line, lineIndex) =>
        this.page.drawText(line, {
          x: this.left,
          y: baseline(lineIndex),
          size,
          font: this.fonts.bold,
          color: TEXT_COLOR,
        }),
      );
      valueLines.forEach((line, lineIndex) =>
        this.page.drawText(line, { x: this.left + labelWidth, y: baseline(lineIndex), size, font, color: TEXT_COLOR }),
      );
      this.y -= height;
    });
  }

  /** An image scaled to fit within maxWidth x maxHeight, at the left margin (or x), advancing y. */
  image(image: PDFImage, maxWidth: number, maxHeight: number, options: { x?: number; after?: number } = {}): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1e6);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensure(height);
    this.y -= height;
    this.page.drawImage(image, { x: options.x ?? this.left, y: this.y, width, height });
    this.y -= options.after ?? 0;
  }

  /** A thin rule across the text width. */
  rule(after = 6): void {
    this.ensure(after + 1);
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.right, y: this.y },
      thickness: 0.5,
      color: MUTED_COLOR,
    });
    this.y -= after;
  }

  /** Writes a footer on every page: `left` text and 'Page n of m' (in `locale`) on the right. */
  footers(left: string, locale: Locale = 'en'): void {
    const pages = this.document.getPages();
    const size = 8;
    const font = this.fonts.regular;
    const y = this.bottom - 18 + 2;
    pages.forEach((page, index) => {
      const right = pageText.t(locale, 'documents.page', { page: index + 1, pages: pages.length });
      const rightWidth = font.widthOfTextAtSize(right, size);
      const [leftLine = ''] = wrapText(left, font, size, this.width - rightWidth - 12);
      page.drawText(leftLine, { x: this.left, y, size, font, color: MUTED_COLOR });
      page.drawText(right, { x: this.right - rightWidth, y, size, font, color: MUTED_COLOR });
    });
  }
}
