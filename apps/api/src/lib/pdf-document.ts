import PDFDocument from 'pdfkit'
import { withPdfFonts } from './pdf-fonts.ts'

/**
 * A new PDF in the API's fonts, its title and author in the document's info, and the promise of its bytes:
 * they are whole once the caller has drawn the pages and called `doc.end()`.
 */
export function pdfDocument(
  page: { size: 'A4' | 'A5'; margin: number },
  info: { title: string; author: string },
) {
  const doc = withPdfFonts(new PDFDocument({ ...page, info: { Title: info.title, Author: info.author } }))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, done }
}
