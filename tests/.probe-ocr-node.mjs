import { createWorker } from 'tesseract.js';
import { readFileSync } from 'node:fs';
const langs = process.argv[2] ?? 'eng';
let t = performance.now();
const worker = await createWorker(langs, 1, { langPath: 'node_modules/@tesseract.js-data/' + langs.split('+')[0] + '/4.0.0_best_int', cacheMethod: 'none', gzip: true, errorHandler: (e) => console.error('ERR', e) });
console.log('init', Math.round(performance.now() - t));
for (const f of ['d_en_backend_samuel_reyes', 'd_pt_ux_beatriz_souza']) {
  t = performance.now();
  const r = await worker.recognize(readFileSync(`/tmp/ocr/${f}.jpg`), {}, { text: true, blocks: true });
  const words = r.data.blocks.flatMap(b => b.paragraphs.flatMap(p => p.lines.flatMap(l => l.words)));
  console.log(f, Math.round(performance.now() - t), 'ms conf', r.data.confidence, 'words', words.length, 'mean', words.reduce((s,w)=>s+w.confidence,0)/words.length);
  console.log(r.data.text.slice(0, 400));
}
await worker.terminate();
