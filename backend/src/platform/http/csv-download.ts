import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';

/**
 * Streams rows as a CSV that a Spanish-locale Excel opens as it is: `;` separator, UTF-8 with BOM, CRLF.
 * Cells starting with = + - @ tab or CR get a leading apostrophe so a spreadsheet never runs them as formulas.
 * The first batch is read before any byte is sent, so a bad filter still answers with a JSON 4xx.
 */
export async function sendCsv(
  res: Response,
  fileName: string,
  header: string[],
  batches: AsyncIterable<unknown[][]>,
): Promise<void> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  async function* rows() {
    yield header;
    for (let batch = first; !batch.done; batch = await iterator.next()) yield* batch.value;
  }
  try {
    await pipeline(
      Readable.from(rows()),
      stringify({
        delimiter: ';',
        bom: true,
        escape_formulas: true,
        record_delimiter: 'windows',
        quoted_match: /[\r\n]/,
      }),
      res,
    );
  } catch (error) {
    // Once bytes are out the status cannot change: the cut connection tells the client the file is incomplete.
    if (!res.headersSent) throw error;
  }
}
