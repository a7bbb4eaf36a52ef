import { stdin, stdout } from 'node:process';

/** Reads one line from the terminal in raw mode, echoing nothing. Ctrl-C or Ctrl-D abort. */
export function readPassword(prompt: string): Promise<string> {
  stdout.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('aborted'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** For scripts: the first line of standard input. */
export async function readPipedPassword(): Promise<string> {
  let text = '';
  for await (const chunk of stdin) text += chunk.toString();
  return text.split(/\r?\n/)[0] ?? '';
}
