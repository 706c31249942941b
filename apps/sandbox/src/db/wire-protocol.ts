/**
 * The few PostgreSQL wire-protocol messages the PGlite adapter reads itself, for COPY TO STDOUT:
 * PGlite's own COPY output goes through a Blob written a kilobyte at a time, which cost an
 * export of 25 800 transactions about 40 ms more than reading the protocol's output directly.
 */

/** A simple-query message ('Q') for `sql`. */
export function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.allocUnsafe(5 + text.length);
  message[0] = 0x51;
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/** A database error read from an ErrorResponse, with its SQLSTATE as `code`. */
export class WireProtocolError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'WireProtocolError';
  }
}

const COPY_DATA = 0x64; // 'd'
const ERROR_RESPONSE = 0x45; // 'E'

/**
 * The data of the CopyData messages in a server's answer to one COPY TO STDOUT, joined (in
 * place: the answer's buffer is reused). Throws the server's error when it sent one. Other
 * messages (the COPY's start and end, the command tag, ready-for-query, notices) carry nothing
 * an export needs.
 */
export function copyDataOf(answer: Buffer): Buffer {
  let length = 0;
  for (let at = 0; at < answer.length; ) {
    if (at + 5 > answer.length) throw new Error('the server answer ends inside a message');
    const type = answer[at]!;
    const end = at + 1 + answer.readInt32BE(at + 1);
    if (end > answer.length) throw new Error('the server answer ends inside a message');
    if (type === COPY_DATA) {
      answer.copyWithin(length, at + 5, end);
      length += end - at - 5;
    } else if (type === ERROR_RESPONSE) throw errorOf(answer.subarray(at + 5, end));
    at = end;
  }
  return answer.subarray(0, length);
}

/** An ErrorResponse's fields: a type byte, then a NUL-terminated text, until a NUL. */
function errorOf(fields: Buffer): WireProtocolError {
  const read: Record<string, string> = {};
  for (let at = 0; at < fields.length && fields[at] !== 0; ) {
    const end = fields.indexOf(0, at + 1);
    if (end < 0) break;
    read[String.fromCharCode(fields[at]!)] = fields.toString('utf8', at + 1, end);
    at = end + 1;
  }
  return new WireProtocolError(read.M ?? 'the database refused the statement', read.C ?? '');
}
