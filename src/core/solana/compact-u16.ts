/** Solana's "compact-u16" length prefix (shortvec): 7 bits a byte, the high bit saying another byte follows. */
export function compactU16(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  do {
    let byte = rest & 0x7f;
    rest >>= 7;
    if (rest) byte |= 0x80;
    bytes.push(byte);
  } while (rest);
  return bytes;
}
