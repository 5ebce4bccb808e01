// What the holder of a contended row is doing (BENCH_PROFILE=1 in pos-checkout): while the load runs, every few
// milliseconds one backend waiting on a statement that matches `pattern` is asked who blocks it
// (pg_blocking_pids), and that holder's state and statement are counted. The shares say where the time of the
// critical section goes: a statement running, a lock it waits on itself, or "idle in transaction" (waiting for
// its application to send the next statement), per statement.

const SAMPLE = `SELECT coalesce(nullif(h.application_name, ''), 'bare pg') AS app, h.state, h.wait_event_type AS "waitType", h.wait_event AS "waitEvent",
       left(regexp_replace(h.query, '\\s+', ' ', 'g'), 70) AS query
  FROM (SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'transactionid' AND query LIKE $1
         LIMIT 1) w
  CROSS JOIN LATERAL unnest(pg_blocking_pids(w.pid)) b(pid)
  JOIN pg_stat_activity h ON h.pid = b.pid
 LIMIT 1`;

/** Starts sampling on `client` (a superuser connection to the product's database); `stop()` answers the counts. */
export function sampleHolders(client, pattern, everyMs = 5) {
  const counts = new Map();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const row = (await client.query(SAMPLE, [pattern])).rows[0];
      if (row) {
        samples += 1;
        const key = `${row.app}: ${row.state}${row.waitType ? ` [${row.waitType}/${row.waitEvent}]` : ''}: ${row.query}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { samples, counts: [...counts].sort((a, b) => b[1] - a[1]) };
  };
}

/** Prints the shares of the holder's states, largest first. */
export function printHolders(title, { samples, counts }, top = 25) {
  console.log(`  ${title}: ${samples} samples with a waiter`);
  const shares = new Map();
  for (const [key, n] of counts) {
    const [app, state] = key.split(': ');
    const k = `${app}, ${state.replace(/ \[Client\/ClientRead\]/, '')}`;
    shares.set(k, (shares.get(k) ?? 0) + n);
  }
  for (const [k, n] of [...shares].sort((a, b) => b[1] - a[1])) console.log(`    ${((100 * n) / samples).toFixed(1).padStart(5)}%  ${k} (any statement)`);
  for (const [key, n] of counts.slice(0, top)) console.log(`    ${((100 * n) / samples).toFixed(1).padStart(5)}%  ${key}`);
}
