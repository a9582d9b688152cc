/**
 * The `robots-lens` command's entry: runs cli.ts's main() with the process's
 * own streams and exits with its code. `npm run cli` runs this file with
 * tsx; `npm run build` bundles it into dist-cli/robots-lens.mjs, the `bin`.
 */
import { main } from './cli.ts';
import { Output, type CliIo } from './output.ts';

const io: CliIo = { stdin: process.stdin, stdout: new Output(process.stdout), stderr: new Output(process.stderr) };
const code = await main(process.argv.slice(2), io);
await io.stdout.flush();
await io.stderr.flush();
process.exitCode = code;
