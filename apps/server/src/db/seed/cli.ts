// npm run seed -- --scale N: fills N persons (and, as areas arrive, their tables) into the configured database.
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { seedPersonen } from './scale';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '10000' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 0) {
  console.error('--scale muss eine ganze Zahl ≥ 0 sein');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await runMigrations(database);
const started = Date.now();
const added = await seedPersonen(database, scale, (n) =>
  process.stdout.write(`\r  Personen: ${n.toLocaleString('de-AT')}`),
);
console.log(
  `\n  ${added.toLocaleString('de-AT')} Personen ergänzt in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
