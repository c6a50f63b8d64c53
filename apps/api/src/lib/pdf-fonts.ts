import { fileURLToPath } from 'node:url'

const fontsDir = fileURLToPath(new URL('../../assets/fonts/', import.meta.url))

/**
 * The fonts of the API's PDF documents (DejaVu Sans, assets/fonts/LICENSE.txt). PDF's standard Helvetica knows
 * only Windows-1252, so "−15 %" printed as `"15%` and the narrow space of "3:00 p. m." was lost; these have them.
 */
const pdfFonts = {
  regular: `${fontsDir}DejaVuSans.ttf`,
  bold: `${fontsDir}DejaVuSans-Bold.ttf`,
}

/** Registers the fonts on a document as 'regular' and 'bold' (embedded as subsets: only the glyphs used). */
export function withPdfFonts<D extends { registerFont(name: string, src: string): unknown }>(doc: D): D {
  doc.registerFont('regular', pdfFonts.regular)
  doc.registerFont('bold', pdfFonts.bold)
  return doc
}
