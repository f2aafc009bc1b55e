import { runDrawNowCli } from './draw-now-cli';

process.exitCode = await runDrawNowCli(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`));
