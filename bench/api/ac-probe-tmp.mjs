import autocannon from 'autocannon';

const [base, conns, secs] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const login = await fetch(`${base}/api/system/auth/jwt/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: 'username=admin&password=admin',
});
const token = (await login.json()).access_token;
for (const path of [
  '/api/explorer/devices?explorer_network_id=1',
  '/api/explorer/graph/basegraph?data_type=all&explorer_network_id=1&snapshot_id=1',
]) {
  const times = [];
  const result = await new Promise((resolve, reject) => {
    const i = autocannon(
      { url: base + path, connections: conns, duration: secs, headers: { authorization: `Bearer ${token}` } },
      (e, r) => (e ? reject(e) : resolve(r)),
    );
    i.on('response', (_c, _s, _b, t) => times.push(t));
  });
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  console.log(
    path.slice(0, 40),
    'conns',
    conns,
    'n',
    times.length,
    'p50',
    Math.round(p(0.5)),
    'p95',
    Math.round(p(0.95)),
    'p99',
    Math.round(p(0.99)),
    'non2xx',
    result.non2xx,
  );
}
