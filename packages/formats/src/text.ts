import { SETS_MSG } from '@curio/core/study-sets-messages';
import { IMPORT_TEXT_MAX_BYTES } from '@curio/core/study-sets-rules';
import { IMPORT_MSG, ImportError } from './import-error';

const notText = () => new ImportError('not_readable', IMPORT_MSG.notText);

function decode(encoding: 'utf-8' | 'utf-16le', bytes: Uint8Array): string {
  try {
    // fatal: a byte sequence that is not text refuses the file rather than turning into U+FFFD
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw notText();
  }
}

/** Big-endian UTF-16 as little-endian, so one decoder (present in every ICU build) reads both. */
function swapPairs(bytes: Uint8Array): Uint8Array {
  if (bytes.length % 2 !== 0) throw notText();
  const swapped = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 2) {
    swapped[i] = bytes[i + 1]!;
    swapped[i + 1] = bytes[i]!;
  }
  return swapped;
}

/**
 * UTF-16 saved without a byte order mark (some Windows tools do): Latin text has a NUL in every
 * other byte, on the odd bytes for little-endian and the even ones for big-endian.
 */
function unmarkedUtf16(bytes: Uint8Array): 'le' | 'be' | null {
  const sample = Math.min(bytes.length, 4096) & ~1;
  if (sample < 4) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenNuls += 1;
    if (bytes[i + 1] === 0) oddNuls += 1;
  }
  const pairs = sample / 2;
  if (oddNuls > pairs * 0.4 && evenNuls < pairs * 0.05) return 'le';
  if (evenNuls > pairs * 0.4 && oddNuls < pairs * 0.05) return 'be';
  return null;
}

/**
 * The text of an imported file: UTF-8 with or without a byte order mark, UTF-16 either way round
 * with one (or without one, recognised by its NULs); line ends become \n. Anything else, a NUL
 * included, is not a text file and is refused with IMPORT_MSG.notText.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length > IMPORT_TEXT_MAX_BYTES) throw new ImportError('file_too_large', SETS_MSG.textTooLarge);
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decode('utf-16le', bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = decode('utf-16le', swapPairs(bytes.subarray(2)));
  else {
    const utf16 = unmarkedUtf16(bytes);
    if (utf16 === 'le') text = decode('utf-16le', bytes);
    else if (utf16 === 'be') text = decode('utf-16le', swapPairs(bytes));
    // the decoder drops a UTF-8 byte order mark itself
    else text = decode('utf-8', bytes);
  }
  if (text.includes('\u0000')) throw notText();
  return text.replace(/\r\n?/g, '\n');
}
