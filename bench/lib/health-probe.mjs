// GET /api/health one request after another for the given seconds, from a process of its own, so
// the bench's own work (autocannon's load, an importer parsing its replies) never delays it the way
// it would on a shared event loop: a second client, as a user sees the server. Prints the times in
// ms as a JSON array. Usage: node health-probe.mjs <baseURL> <seconds>
const [baseURL, seconds] = process.argv.slice(2);
const health = `${baseURL}/api/health`;

async function timeOne() {
  const started = performance.now();
  const res = await fetch(health);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`health: ${res.status}`);
  return performance.now() - started;
}

// the connection is opened before the clock starts
await timeOne();
const times = [];
const until = performance.now() + Number(seconds) * 1000;
while (performance.now() < until) times.push(await timeOne());
process.stdout.write(JSON.stringify(times));
