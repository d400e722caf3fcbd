// 7-Zip as an outside reader of the archives the portal writes: the ZIPs must open with 7-Zip
// (decision 0015).
// Debian's 7zip package installs it as `7zz`, p7zip as `7z`; .ci/run installs it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

let found: Promise<string> | undefined;

/** The 7-Zip command on this machine; a test that needs it fails with this message when it is missing. */
function sevenZipCommand(): Promise<string> {
  found ??= (async () => {
    for (const command of ['7zz', '7z'])
      if (
        await run(command, ['i'], { maxBuffer: 4 * 2 ** 20 }).then(
          () => true,
          () => false,
        )
      )
        return command;
    throw new Error('7-Zip is not installed (apt-get install -y 7zip): the ZIP tests read archives with it.');
  })();
  return found;
}

export interface SevenZipEntry {
  path: string;
  size: number;
  /** 'Store' for an entry kept as it is, 'Deflate' for a compressed one (7-Zip's names). */
  method: string;
}

/** What 7-Zip says of an archive: its test (every CRC checked), its entries, and an entry's bytes. */
export async function openWithSevenZip(archive: Uint8Array) {
  const command = await sevenZipCommand();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'etp-7z-'));
  const file = path.join(dir, 'archive.zip');
  await writeFile(file, archive);
  const sevenZip = (args: string[], encoding: 'utf8' | 'buffer' = 'utf8') =>
    run(command, args, { encoding, maxBuffer: 256 * 2 ** 20 });
  return {
    /** `7z t`: the archive's structure and every entry's CRC-32; throws with 7-Zip's output if not OK. */
    async test(): Promise<void> {
      const { stdout } = await sevenZip(['t', file]);
      if (!/Everything is Ok/.test(String(stdout))) throw new Error(`7-Zip: ${String(stdout)}`);
    },
    /** `7z l -slt`: every entry with its size and method. */
    async list(): Promise<SevenZipEntry[]> {
      const { stdout } = await sevenZip(['l', '-slt', '-sccUTF-8', file]);
      // the archive's own properties come first, the entries after a line of dashes
      const entries = String(stdout).split(/^-{10}$/m)[1] ?? '';
      return entries
        .split(/\r?\n\r?\n/)
        .map((block) =>
          Object.fromEntries([...block.matchAll(/^(\w[\w ]*?) = (.*)$/gm)].map((m) => [m[1], m[2]])),
        )
        .filter((fields) => fields.Path !== undefined)
        .map((fields) => ({ path: fields.Path!, size: Number(fields.Size), method: fields.Method ?? '' }));
    },
    /** `7z e -so`: one entry's bytes. */
    async read(entry: string): Promise<Buffer> {
      const { stdout } = await sevenZip(['e', '-so', file, entry], 'buffer');
      return stdout as unknown as Buffer;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
