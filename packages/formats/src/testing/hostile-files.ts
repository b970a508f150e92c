import { zipSync } from 'fflate';

/*
 * For tests: files made to hurt a reader, built when the test runs instead of kept as binaries.
 */

/** Deflate's bits, packed as the format packs them: a value from its lowest bit, a Huffman code from its highest. */
function bits(fields: [value: number, length: number, code?: 'code'][]): Uint8Array {
  const bytes: number[] = [];
  let byte = 0;
  let filled = 0;
  for (const [value, length, code] of fields) {
    for (let i = 0; i < length; i++) {
      byte |= ((value >> (code ? length - 1 - i : i)) & 1) << filled;
      if (++filled === 8) {
        bytes.push(byte);
        byte = 0;
        filled = 0;
      }
    }
  }
  if (filled) bytes.push(byte);
  return Uint8Array.from(bytes);
}

// one block of deflate's fixed codes: a literal 0, then "258 bytes from 1 back" over and over
const MATCH: [number, number, 'code'][] = [
  [0b11000101, 8, 'code'],
  [0, 5, 'code'],
];
const HEAD = bits([[0, 1], [1, 2], [0b00110000, 8, 'code'], ...MATCH]);
const UNIT = bits(Array.from({ length: 8 }, () => MATCH).flat());
const UNIT_BYTES = 8 * 258;
// the block's end, then an empty last block
const TAIL = bits([[0, 7, 'code'], [1, 1], [1, 2], [0, 7, 'code']]);

/**
 * A raw deflate stream of at least `size` zero bytes, made at once: eight matches fill 13 bytes
 * exactly, so the stream is those 13 bytes repeated (160:1) and no compressor runs over the output.
 */
export function deflatedZeros(size: number): Uint8Array {
  const units = Math.ceil(size / UNIT_BYTES);
  const stream = new Uint8Array(HEAD.length + units * UNIT.length + TAIL.length);
  stream.set(HEAD);
  for (let i = 0; i < units; i++) stream.set(UNIT, HEAD.length + i * UNIT.length);
  stream.set(TAIL, stream.length - TAIL.length);
  return stream;
}

/**
 * A zip of one entry, `deflated` as its data, whose local and central headers say it holds
 * `declared` bytes, whatever the data inflates to.
 */
export function lyingZip(name: string, deflated: Uint8Array, declared: number): Uint8Array {
  // stored as it is, then marked deflated
  const zip = zipSync({ [name]: [deflated, { level: 0 }] });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const central = view.getUint32(zip.length - 22 + 16, true);
  view.setUint16(8, 8, true);
  view.setUint32(22, declared, true);
  view.setUint16(central + 10, 8, true);
  view.setUint32(central + 24, declared, true);
  return zip;
}
