/**
 * The tar format of the embedded database's backups (embedded-backup.ts): ustar, regular files
 * and folders only, as PGlite's `dumpDataDir` writes them.
 *
 * - `readTar` lists an archive's entries as they are written, without judging their names.
 * - `safeEntryPath` is the one judge of a name: a relative path inside the folder unpacked into,
 *   or an error naming the entry. A leading `/` is dropped (archives of older versions hold
 *   `/PG_VERSION`, `/base/1/112`); a `..` part, or an entry that is neither a file nor a folder
 *   (a link), is refused, so nothing can be written outside that folder.
 * - `writeTar` writes entries under the names given (backups give relative ones).
 *
 * Written here rather than taken from a package: the archives are PGlite's, a few hundred
 * files and folders, and the reading that matters is the judging of names.
 */
const BLOCK = 512;

export interface TarEntry {
  /** The name as the archive holds it (prefix and name joined). */
  name: string;
  /** `file`, `directory`, or the type flag of anything else (a link: '1', '2'...). */
  type: string;
  mode: number;
  mtime: number;
  data: Uint8Array;
}

const decoder = new TextDecoder();
const field = (header: Uint8Array, start: number, length: number) => {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return decoder.decode(end === -1 ? bytes : bytes.subarray(0, end));
};
const octal = (header: Uint8Array, start: number, length: number) =>
  parseInt(field(header, start, length).trim() || '0', 8);

function checksum(header: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

export function readTar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= archive.length;) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    if (octal(header, 148, 8) !== checksum(header))
      throw new Error(`the archive is damaged at byte ${offset} (a header's checksum)`);
    const size = octal(header, 124, 12);
    const flag = String.fromCharCode(header[156]!);
    const prefix = field(header, 257, 6).startsWith('ustar') ? field(header, 345, 155) : '';
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error(`the archive ends inside ${name}`);
    entries.push({
      name,
      type: flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : flag,
      mode: octal(header, 100, 8),
      mtime: octal(header, 136, 12),
      data: archive.subarray(start, start + size),
    });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/**
 * The entry's path relative to the folder it is unpacked into (parts joined with `/`), or an
 * error naming it: only files and folders, no `..`, nothing but the folder itself when empty.
 */
export function safeEntryPath(entry: Pick<TarEntry, 'name' | 'type'>): string {
  if (entry.type !== 'file' && entry.type !== 'directory')
    throw new Error(`the archive holds ${entry.name}, which is neither a file nor a folder`);
  const parts = entry.name.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..' || p.includes('\\')))
    throw new Error(`the archive holds ${entry.name}, which points outside the folder`);
  return parts.join('/');
}

const encoder = new TextEncoder();
function put(header: Uint8Array, start: number, length: number, text: string) {
  const bytes = encoder.encode(text);
  if (bytes.length > length) throw new Error(`${text} does not fit a tar header`);
  header.set(bytes, start);
}
const putOctal = (header: Uint8Array, start: number, length: number, n: number) =>
  put(header, start, length, `${n.toString(8).padStart(length - 1, '0')}\0`);

export function writeTar(entries: readonly TarEntry[]): Uint8Array {
  const size = entries.reduce(
    (sum, e) => sum + BLOCK + Math.ceil(e.data.length / BLOCK) * BLOCK,
    2 * BLOCK,
  );
  const archive = new Uint8Array(size);
  let offset = 0;
  for (const entry of entries) {
    const header = archive.subarray(offset, offset + BLOCK);
    const name = entry.type === 'directory' ? entry.name.replace(/\/?$/, '/') : entry.name;
    if (encoder.encode(name).length <= 100) put(header, 0, 100, name);
    else {
      const cut = name.lastIndexOf('/', name.length - 2);
      put(header, 345, 155, name.slice(0, cut));
      put(header, 0, 100, name.slice(cut + 1));
    }
    putOctal(header, 100, 8, entry.mode & 0o7777);
    putOctal(header, 108, 8, 0);
    putOctal(header, 116, 8, 0);
    putOctal(header, 124, 12, entry.type === 'directory' ? 0 : entry.data.length);
    putOctal(header, 136, 12, Math.max(0, Math.floor(entry.mtime)));
    const flag = entry.type === 'directory' ? '5' : entry.type === 'file' ? '0' : entry.type;
    header[156] = flag.charCodeAt(0);
    put(header, 257, 8, 'ustar\u000000');
    put(header, 148, 8, `${checksum(header).toString(8).padStart(6, '0')}\0 `);
    if (entry.type !== 'directory') archive.set(entry.data, offset + BLOCK);
    offset +=
      BLOCK + Math.ceil((entry.type === 'directory' ? 0 : entry.data.length) / BLOCK) * BLOCK;
  }
  return archive;
}
