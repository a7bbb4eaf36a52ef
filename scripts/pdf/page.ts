import { A4 } from './document.ts';
import { pdfString, textWidth, wrap } from './winansi.ts';

export type Rgb = readonly [number, number, number];

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: Rgb;
}

const fmt = (n: number) => Number(n.toFixed(2)).toString();
const rgb = ([r, g, b]: Rgb) => `${fmt(r)} ${fmt(g)} ${fmt(b)}`;

/** Writes one page top to bottom: a cursor moves down as text is placed. */
export class PageWriter {
  readonly ops: string[] = [];
  readonly left: number;
  readonly right: number;
  y: number;

  constructor(margin = 56) {
    this.left = margin;
    this.right = A4.width - margin;
    this.y = A4.height - margin;
  }

  rect(x: number, y: number, width: number, height: number, color: Rgb): void {
    this.ops.push(`${rgb(color)} rg ${fmt(x)} ${fmt(y)} ${fmt(width)} ${fmt(height)} re f`);
  }

  /** Places one line at the cursor's baseline (or at x) without moving the cursor. */
  textAt(text: string, x: number, y: number, { size, bold = false, color = [0, 0, 0] }: TextStyle) {
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${rgb(color)} rg ${fmt(x)} ${fmt(y)} Td ${pdfString(text)} Tj ET`,
    );
  }

  line(text: string, style: TextStyle, gap = 1.35): void {
    this.y -= style.size;
    this.textAt(text, this.left, this.y, style);
    this.y -= style.size * (gap - 1);
  }

  /** A line with a second text aligned right (dates beside a job title). */
  lineWithAside(text: string, aside: string, style: TextStyle, asideStyle: TextStyle): void {
    this.y -= style.size;
    this.textAt(text, this.left, this.y, style);
    const width = textWidth(aside, asideStyle.size, asideStyle.bold);
    this.textAt(aside, this.right - width, this.y, asideStyle);
    this.y -= style.size * 0.4;
  }

  paragraph(text: string, style: TextStyle, indent = 0): void {
    for (const row of wrap(text, style.size, this.right - this.left - indent)) {
      this.y -= style.size;
      this.textAt(row, this.left + indent, this.y, style);
      this.y -= style.size * 0.35;
    }
  }

  bullet(text: string, style: TextStyle): void {
    const top = this.y;
    this.paragraph(text, style, 12);
    this.textAt('•', this.left + 2, top - style.size, style);
  }

  space(points: number): void {
    this.y -= points;
  }

  stream(): string {
    return this.ops.join('\n');
  }
}
