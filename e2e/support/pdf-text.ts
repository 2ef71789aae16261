import { inflateSync } from 'node:zlib';

/** The text of a pdfkit PDF: inflate each content stream, decode the hex strings it shows. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(source))) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, source.indexOf('endstream', start))).toString(
        'latin1',
      );
    } catch {
      continue;
    }
    for (const block of content.match(/\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj/g) ?? [])
      out.push(
        (block.match(/<([0-9a-fA-F]*)>/g) ?? [])
          .map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1'))
          .join(''),
      );
  }
  return out.join('\n');
}
