import pg from 'pg';
import { searchProjekte } from '../src/modules/projektsuche/projektsuche.repository';
import { projektsucheTerms } from './projektsuche';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/helper_d16_bench' });
const db = { query: async (t: string, p?: unknown[]) => (await pool.query(t, p)).rows };
for (const q of [...projektsucheTerms, 'w', 'wo', 'wohnen l', 'Seestat', 'Hutteldorfa']) { const t = performance.now(); const r = await searchProjekte(db as never, q); console.log(q.padEnd(24), (performance.now()-t).toFixed(1), r.length, r[0]?.stufe, r[0]?.name, r[0]?.firma); }
await pool.end();
