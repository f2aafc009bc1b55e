import { createInterface } from 'node:readline/promises';
import { runAdminCli, type CliIo } from './admin-cli';

/** Asks on the terminal; a hidden answer is read in raw mode without echo. */
const terminal: CliIo = {
  print: (line) => process.stdout.write(`${line}\n`),
  async ask(question, hidden) {
    if (!process.stdin.isTTY) {
      if (hidden) return null;
      const rl = createInterface({ input: process.stdin });
      process.stdout.write(question);
      for await (const line of rl) return line;
      return null;
    }
    if (!hidden) {
      const rl = createInterface({ input: process.stdin, output: process.stdout });
      const answer = await rl.question(question);
      rl.close();
      return answer;
    }
    process.stdout.write(question);
    process.stdin.setRawMode(true);
    process.stdin.setEncoding('utf8');
    process.stdin.resume();
    return new Promise<string>((resolve) => {
      let typed = '';
      const onData = (chunk: string) => {
        for (const ch of chunk) {
          if (ch === '\u0003') process.exit(130);
          if (ch === '\r' || ch === '\n') {
            process.stdin.setRawMode(false);
            process.stdin.pause();
            process.stdin.off('data', onData);
            process.stdout.write('\n');
            resolve(typed);
            return;
          }
          typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
        }
      };
      process.stdin.on('data', onData);
    });
  },
};

const [command, ...args] = process.argv.slice(2);
process.exitCode = command === 'create' || command === 'totp' ? await runAdminCli(command, args, process.env, terminal) : 2;
