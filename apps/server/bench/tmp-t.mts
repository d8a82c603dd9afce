import pg from 'pg';
import { projektsucheSql, projektsucheTiers } from '../src/modules/projektsuche/projektsuche.repository';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/helper_d16_bench' });
for (const q of process.argv.slice(2)) for (const [s, p] of projektsucheTiers(q).tiers) { const t = performance.now(); const r = await pool.query(projektsucheSql[s], p); console.log(q, s, (performance.now()-t).toFixed(1), r.rowCount, JSON.stringify(p)); }
await pool.end();
