import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { PAYEE_NAME } from '#domain/donations/donation.ts';

export type ReceiptFields = {
  fullName: string;
  reference: string;
  amount: string;
  paidOn: string;
  fund: string;
  paymentId: string;
  donationType: string;
};

// The standard PDF fonts encode WinAnsi only: '₹' and names in other scripts become their nearest
// readable form rather than failing the mail (the e-mail's text keeps them as they are).
const winAnsi = (text: string) =>
  text
    .replaceAll('₹', 'Rs. ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');

/** A one-page receipt attached to the receipt e-mail: the same fields, laid out to print. */
export async function receiptPdf(fields: ReceiptFields): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Donation receipt ${fields.reference}`);
  pdf.setAuthor(PAYEE_NAME);
  pdf.setCreationDate(new Date(`${fields.paidOn}T00:00:00Z`));
  const page = pdf.addPage([595, 842]); // A4 in points
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.15);
  let y = 770;
  const line = (text: string, size = 11, font = regular) => {
    page.drawText(winAnsi(text), { x: 56, y, size, font, color: ink });
    y -= size + 10;
  };
  line(PAYEE_NAME, 16, bold);
  line('Donation receipt', 13, bold);
  y -= 12;
  const rows: [string, string][] = [
    ['Received from', fields.fullName],
    ['Reference', fields.reference],
    ['Amount', fields.amount],
    ['Date', fields.paidOn],
    ['Fund', fields.fund],
    ['Type', fields.donationType],
    ['Payment ID', fields.paymentId],
  ];
  for (const [label, value] of rows) {
    page.drawText(winAnsi(label), { x: 56, y, size: 11, font: bold, color: ink });
    page.drawText(winAnsi(value), { x: 190, y, size: 11, font: regular, color: ink });
    y -= 22;
  }
  y -= 16;
  line('Thank you for supporting the students of our college.');
  return pdf.save({ useObjectStreams: false });
}
