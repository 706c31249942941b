#!/usr/bin/env node
// Writes the four user manuals the /manual page links to (public/manuals/*.pdf) as minimal,
// valid one-page PDFs that say which manual they are. The real manuals replace these files;
// run again only to regenerate the placeholders: `node scripts/make-manuals.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MANUALS = {
  'merchant-profile': 'Merchant Profile',
  'customer-profile': 'Customer Profile',
  user: 'User',
  report: 'Report',
};

/** PDF string literal: backslash, parentheses escaped. */
const text = (value) => `(${value.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A one-page PDF with a title and two lines, with a correct cross-reference table. */
export function manualPdf(title) {
  const lines = [
    ['F1', 20, 72, 760, `Merchant Portal - ${title} Manual`],
    ['F1', 12, 72, 730, `User manual: ${title}.`],
    ['F1', 12, 72, 712, 'Placeholder edition: the full manual is published with the release.'],
  ];
  const content = lines.map(([font, size, x, y, line]) => `BT /${font} ${size} Tf ${x} ${y} Td ${text(line)} Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${text(`${title} Manual`)} /Producer (lego-portal host) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const dir = fileURLToPath(new URL('../public/manuals/', import.meta.url));
mkdirSync(dir, { recursive: true });
for (const [file, title] of Object.entries(MANUALS)) writeFileSync(`${dir}${file}.pdf`, manualPdf(title));
console.log(`wrote ${Object.keys(MANUALS).length} manuals to ${dir}`);
