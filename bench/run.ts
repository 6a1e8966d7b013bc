import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

// Runs every bench/*.bench.ts (or those named on the command line) one after another and exits
// non-zero when any missed its target.
const wanted = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)))
  .sort();

const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(file);
}
console.log(
  failed.length === 0 ? '\nAll benchmark targets met.' : `\nTargets missed in: ${failed.join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
