import { readFileSync } from 'node:fs';
import { FaceInferencePool } from './dist/modules/face-identification/inference/face-inference-pool.js';
import describe from './dist/modules/face-identification/inference/face-worker.js';
const img = readFileSync('/tmp/face/one.jpg');
const pool = new FaceInferencePool({ face: { workers: 1, queueMax: 8, idleSeconds: 60 } });
for (let i = 0; i < 3; i++) { await pool.describe({ image: img, maxFaces: 20 }); await describe({ image: img, maxFaces: 20 }); }
const a = [], b = [], w = [];
for (let i = 0; i < 30; i++) {
  let s = performance.now(); const r = await pool.describe({ image: img, maxFaces: 20 }); a.push(performance.now() - s); w.push(r.inferenceMs);
  s = performance.now(); await describe({ image: img, maxFaces: 20 }); b.push(performance.now() - s);
}
const p50 = (x) => [...x].sort((m, n) => m - n)[Math.floor(x.length / 2)].toFixed(1);
console.log('pool p50', p50(a), 'worker-reported', p50(w), 'in-process p50', p50(b));
await pool.onApplicationShutdown();
