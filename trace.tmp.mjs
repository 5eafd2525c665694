import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const url = process.argv[2] || '/site/';
const vp = process.argv[3] === 'mobile' ? {width:375,height:812} : {width:1440,height:900};
const ctx = await b.newContext({ viewport: vp, deviceScaleFactor: process.argv[3]==='mobile'?2:1 });
const page = await ctx.newPage();
await b.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink.user_timing'] });
await page.goto('http://127.0.0.1:4600' + url);
await page.waitForFunction(() => performance.getEntriesByName('page:first-screen').length > 0 && !document.querySelector('[aria-busy=true]'), null, {timeout: 60000});
await page.waitForTimeout(300);
const buf = await b.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.filter(e => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map(e => e.pid+':'+e.tid);
const sums = new Map(); const counts = new Map();
let tasks = 0, taskTotal = 0, long = [];
for (const e of traceEvents) {
  if (!main.includes(e.pid+':'+e.tid) || e.ph !== 'X') continue;
  const d = (e.dur||0)/1000;
  if (e.name === 'RunTask') { tasks++; taskTotal += d; if (d > 50) long.push(Math.round(d)); continue; }
  sums.set(e.name, (sums.get(e.name)||0) + d); counts.set(e.name, (counts.get(e.name)||0)+1);
}
for (const e of traceEvents) if (main.includes(e.pid+":"+e.tid) && e.ph==="X" && (e.name==="v8.evaluateModule"||e.name==="EvaluateScript")) console.log(Math.round(e.dur/1000), e.name, JSON.stringify(e.args).slice(0,160));
console.log(url, process.argv[3]||'desktop', 'tasks', tasks, 'total', Math.round(taskTotal), 'ms; long', long.join(','));
console.log([...sums].sort((a,b)=>b[1]-a[1]).slice(0,14).map(([k,v]) => `${Math.round(v)}ms x${counts.get(k)} ${k}`).join('\n'));
await b.close();
