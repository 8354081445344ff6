import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const f of ['d_en_backend_samuel_reyes', 'd_pt_ux_beatriz_souza']) {
  const text = readFileSync(`tests/fixtures/resumes/${f}.txt`, 'utf8');
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: 3.125 });
  const esc = text.replace(/[&<>]/g, c => ({'&':'&amp;','<':'&lt;','>':'&gt;'})[c]);
  await page.setContent(`<body style="margin:0;background:#fff"><pre style="margin:0;padding:60px 68px;font:10pt Helvetica, Arial, sans-serif;white-space:pre-wrap">${esc}</pre></body>`);
  const jpg = await page.screenshot({ type: 'jpeg', quality: 80 });
  const png = await page.screenshot({ type: 'png' });
  writeFileSync(`/tmp/ocr/${f}.jpg`, jpg); writeFileSync(`/tmp/ocr/${f}.png`, png);
  console.log(f, jpg.length, png.length, text.length);
}
await browser.close();
