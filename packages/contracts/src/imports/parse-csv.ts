/** One CSV record and the 1-based file line it starts on (a quoted field may span several lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A file that is not CSV: only an opening quote that is never closed makes one. */
export class CsvSyntaxError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * RFC 4180 records with their start lines. Accepts a UTF-8 byte-order mark, CRLF, LF or lone CR line ends,
 * quoted fields holding commas, line breaks and doubled quotes, and a missing or present final line end
 * (a trailing line end never makes an empty last record). Lenient where spreadsheets are: a quote inside
 * an unquoted field, or text after a closing quote, is kept as text. Throws CsvSyntaxError for an
 * unclosed quote.
 */
export function parseCsvRecords(input: string): CsvRecord[] {
  return parseCsvChunk(input, CSV_START, Number.POSITIVE_INFINITY).records;
}

/** Where a chunked read of a CSV text stands: the offset of the next record and its file line. */
export interface CsvCursor {
  offset: number;
  line: number;
}

/** The start of a text (after a UTF-8 byte-order mark, which parseCsvChunk skips itself). */
export const CSV_START: CsvCursor = { offset: 0, line: 1 };

/**
 * Up to `maxRecords` records of a CSV text from `cursor` (the forms of parseCsvRecords), and the cursor after
 * them; `done` once the text is read. Import jobs read a large file this way a chunk at a time, yielding to
 * the event loop in between (docs/imports.md). Throws CsvSyntaxError for an unclosed quote.
 */
export function parseCsvChunk(
  text: string,
  cursor: CsvCursor,
  maxRecords: number,
): { records: CsvRecord[]; cursor: CsvCursor; done: boolean } {
  const records: CsvRecord[] = [];
  const length = text.length;
  let line = cursor.line;
  let i = cursor.offset === 0 && text.charCodeAt(0) === 0xfeff ? 1 : cursor.offset;
  while (i < length && records.length < maxRecords) {
    const record: CsvRecord = { line, cells: [] };
    let endOfRecord = false;
    while (!endOfRecord) {
      let cell = '';
      if (text.charCodeAt(i) === QUOTE) {
        const openedOn = line;
        i += 1;
        for (;;) {
          const next = text.indexOf('"', i);
          if (next === -1) throw new CsvSyntaxError(openedOn, 'a quoted field is never closed');
          const chunk = text.slice(i, next);
          cell += chunk;
          line += countLineBreaks(chunk);
          if (text.charCodeAt(next + 1) === QUOTE) {
            cell += '"';
            i = next + 2;
          } else {
            i = next + 1;
            break;
          }
        }
      }
      const start = i;
      while (i < length) {
        const code = text.charCodeAt(i);
        if (code === COMMA || code === LF || code === CR) break;
        i += 1;
      }
      cell += text.slice(start, i);
      record.cells.push(cell);
      if (i >= length) {
        endOfRecord = true;
      } else if (text.charCodeAt(i) === COMMA) {
        i += 1;
        if (i >= length) {
          record.cells.push('');
          endOfRecord = true;
        }
      } else {
        i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
        line += 1;
        endOfRecord = true;
      }
    }
    records.push(record);
  }
  return { records, cursor: { offset: i, line }, done: i >= length };
}

function countLineBreaks(chunk: string): number {
  let count = 0;
  for (let i = 0; i < chunk.length; i += 1) {
    const code = chunk.charCodeAt(i);
    if (code === LF) count += 1;
    else if (code === CR && chunk.charCodeAt(i + 1) !== LF) count += 1;
  }
  return count;
}

/** The cells of every record of an RFC 4180 text (see parseCsvRecords for the accepted forms). */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((record) => record.cells);
}
