import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.goto('http://localhost:3201/#faq');
for (let i = 0; i < 12; i++) { await p.waitForTimeout(400); console.log(i, await p.evaluate(() => [window.scrollY, document.getElementById('faq')?.getBoundingClientRect().top, document.body.scrollHeight])); }
await b.close();
