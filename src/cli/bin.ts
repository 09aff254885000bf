/** The command's process: runs it with the process's arguments and sets its exit status. */
import { runCli } from './main.ts';

process.exitCode = await runCli(process.argv.slice(2));
