import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The rules of eslint.config.js applied to a snippet as if it sat at `filePath` (the file need not exist;
// only the cycle rule reads the real neighbours from disk): the messages as `rule: message`.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

export async function errors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}
