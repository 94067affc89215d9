import { crc32 } from "node:zlib";
import { expect } from "vitest";

/** The files of a ZIP of stored entries, read from their local headers; each CRC is checked. */
export function zipEntries(bytes: Uint8Array): { name: string; data: Uint8Array }[] {
  const buffer = Buffer.from(bytes);
  const entries: { name: string; data: Uint8Array }[] = [];
  let at = 0;
  while (buffer.readUInt32LE(at) === 0x04034b50) {
    expect(buffer.readUInt16LE(at + 8), "stored, not compressed").toBe(0);
    const crc = buffer.readUInt32LE(at + 14);
    const size = buffer.readUInt32LE(at + 18);
    const nameLength = buffer.readUInt16LE(at + 26);
    const extraLength = buffer.readUInt16LE(at + 28);
    const name = buffer.subarray(at + 30, at + 30 + nameLength).toString("utf8");
    const start = at + 30 + nameLength + extraLength;
    const data = new Uint8Array(buffer.subarray(start, start + size));
    expect(crc32(data), name).toBe(crc);
    entries.push({ name, data });
    at = start + size;
  }
  expect(buffer.readUInt32LE(buffer.length - 22), "end of central directory").toBe(0x06054b50);
  expect(buffer.readUInt16LE(buffer.length - 12)).toBe(entries.length);
  return entries;
}
