#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{E as S,F as O,G as x,H as P,J as C,K as I,L as j,a as w,b as g,h as p,i as h,j as m,k as y,v as T}from"./action+demo+merge+run.js";import{ca as R,da as b,ea as k,f as c,fa as E,l as f,n as u,r as v}from"./action+demo+merge+probe+run.js";import{G as _}from"./action+demo+merge+probe+run+validate.js";import{a as o}from"./action+cli+demo+github+merge+probe+run+simulate+validate.js";function q(e){let i=e.isTTY===!0,r=0;return n=>{switch(n.type){case"preflight":{let t=n.result;e.write(t.ok?`connectivity check: ok (HTTP ${t.status_code}, TTFT ${u("ttft_ms",t.ttft_ms)}, E2E ${u("e2e_ms",t.e2e_ms)}, usage ${t.usage?"sent":"not sent"})
`:`connectivity check: failed (${t.error_kind}${t.status_code?`, HTTP ${t.status_code}`:""})
`);break}case"level-start":i&&e.write(`${c(n)}: 0/${n.requests}`);break;case"level-progress":{if(!i)break;let t=performance.now();if(t-r<100&&n.finished<n.total)break;r=t,e.write(`\r${c(n)}: ${n.finished}/${n.total}`);break}case"level-done":{let t=n.stats,a=t.achieved_rate===null||t.achieved_rate===void 0?"":`sent ${f("qps",t.achieved_rate)}, `,s=`${c(t)}: ${t.succeeded}/${t.requests} ok, ${a}${f("qps",t.qps)}, TTFT p95 ${M(t.ttft_ms,"ttft_ms.p95")}, TPOT p95 ${M(t.tpot_ms,"tpot_ms.p95")}, ${g(t.duration_s,1)} s`,l=t.repeats&&t.repeats.length>1?`, ${t.repeats.length} passes`:"",d=t.adaptive?.resolution===null||t.adaptive?.resolution===void 0?"resolution not yet bounded":`\xB1${v(t.adaptive.resolution,1)}`,$=t.adaptive?`, ${t.adaptive.stopped_because.replace(/_/g," ")} (${d})`:"";e.write(i?`\r\x1B[2K${s}${l}${$}
`:`${s}${l}${$}
`);break}}}}o(q,"progressPrinter");function M(e,i){return e.count===0?"none":e.p95===null?`not reported (${e.count} samples)`:u(i,e.p95)}o(M,"percentile");async function re(e,i,r){let n=R({say:o(a=>i.stderr.write(`
${a}
`),"say")}),t;try{t=await T(e,A(i,n.signal,r))}finally{n.dispose()}if(t.kind==="scenarios"&&F(t.results,t.files.dir,i),t.baselineRefused)throw t.baselineRefused;return t}o(re,"measureSpec");async function se(e,i,r){let n=await j(e,A(i,new AbortController().signal,r));if(n.baselineRefused)throw n.baselineRefused;return n}o(se,"mergeInTerminal");function A(e,i,r){return{cwd:e.cwd,baselines:S(e.cwd),secrets:{key:o((n,t)=>b(e.env,n.endpoint.apiKeyEnv,t),"key"),referenceKey:o((n,t,a)=>k(e.env,n,t,a),"referenceKey"),serverMetricsHeaders:o((n,t)=>E(e.env,n,t),"serverMetricsHeaders")},outputs:O(e.cwd),log:D(e,r.quiet),signal:i,git:P(e.env,e.cwd),environment:x(e.env),...r.direct?{createClient:o((n,t)=>new _(n,{...t,env:{}}),"createClient")}:{}}}o(A,"terminalPorts");function D(e,i){let r;return{warn:o(n=>e.stderr.write(`warning: ${n}
`),"warn"),info:o(n=>e.stderr.write(`${n}
`),"info"),scenarioStart:o(n=>{r=void 0,e.stdout.write(`
== scenario ${n.name} ==
`)},"scenarioStart"),...i?{}:{event:o((n,t)=>(r??=q(e.stderr))(t),"event")},runDone:o((n,t,a)=>K(t,a.dir,e),"runDone")}}o(D,"terminalLog");function K(e,i,r){e.levels.length>0&&r.stdout.write(`
`+w(e.levels));let n=C(e);n&&r.stdout.write(`
`+n);let t=I(e);t&&r.stdout.write(`
`+t);for(let s of e.notes)r.stderr.write(`note: ${s}
`);e.error&&(r.stderr.write(`
error: ${e.error.message}
`),e.error.hint&&r.stderr.write(`hint: ${e.error.hint}
`));let a=h(e).map(s=>` ${s[0]?.toUpperCase()}${s.slice(1)}.`).join("");r.stdout.write(`
${p(e.status)}${e.incomplete?" (incomplete)":""}: ${e.endpoint.model} at ${e.endpoint.url}, ${e.levels.length} level(s) in ${e.duration_s.toFixed(1)} s.${a} Results in ${i}
`),e.shard?r.stderr.write(y(e.shard,e.status)+`
`):e.status==="inconclusive"&&r.stderr.write(m(e.verdict.on_inconclusive)+`
`)}o(K,"printRun");function F(e,i,r){r.stdout.write(`
Scenarios:
`);let n=Math.max(...e.scenarios.map(s=>s.name.length)),t=o(s=>s.status==="not_run"?"NOT RUN":p(s.status),"word"),a=Math.max(7,...e.scenarios.map(s=>t(s).length));for(let s of e.scenarios){let l=s.results?.verdict.reason?`: ${s.results.verdict.reason}`:"",d=s.status==="not_run"?`not run: ${s.note}`:s.results===null?`${s.note??"stopped with an error"}`:`${s.verdict?.failed??0} failed, ${s.verdict?.warned??0} warned${l}`;r.stdout.write(`  ${s.name.padEnd(n)}  ${t(s).padEnd(a)}  ${d}
`)}for(let s of e.notes)r.stderr.write(`note: ${s}
`);r.stdout.write(`
${p(e.status)}${e.incomplete?" (incomplete)":""}: ${e.scenarios.length} scenarios in ${e.duration_s.toFixed(1)} s. Results in ${i}
`),e.status==="inconclusive"&&r.stderr.write(m(e.verdict.on_inconclusive)+`
`)}o(F,"printScenarios");export{re as a,se as b};
