// GET /api/health for the given seconds, from a process of its own, so the bench's own work
// (autocannon's load, an importer parsing its replies) never delays it the way it would on a shared
// event loop: a second client, as a user sees the server. Prints the times in ms as a JSON array.
// Usage: node health-probe.mjs <baseURL> <seconds> <interval ms>
//
// Requests leave on a fixed schedule, one every <interval ms> whether or not the last was answered,
// and each is timed from when it was due to leave: users do not wait for each other's answers. A
// probe that sent the next request only once the last was answered would, while the server stalled
// for 300 ms, count one slow answer where users arriving through those 300 ms saw sixty.
const [baseURL, seconds, interval] = process.argv.slice(2);
const health = `${baseURL}/api/health`;
const intervalMs = Number(interval);

async function timeOne(due) {
  const res = await fetch(health);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`health: ${res.status}`);
  return performance.now() - due;
}

// the connection is opened before the clock starts
await timeOne(performance.now());
const answers = [];
const start = performance.now();
const until = start + Number(seconds) * 1000;
for (let due = start; due < until; due += intervalMs) {
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  answers.push(timeOne(due));
}
process.stdout.write(JSON.stringify(await Promise.all(answers)));
