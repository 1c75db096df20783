#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{D as R,E,F as k,G as x,H as P,I as C,a as v,b as w,f as p,g as h,h as m,i as y,u as T}from"./action+demo+merge+run.js";import{aa as S,ba as O,ca as b,da as I,e as u,k as f,m as c,q as g}from"./action+demo+merge+probe+run.js";import{y as _}from"./action+demo+merge+probe+run+validate.js";import{a as o}from"./action+cli+demo+github+merge+probe+run+simulate+validate.js";function A(e){let i=e.isTTY===!0,r=0;return n=>{switch(n.type){case"preflight":{let t=n.result;e.write(t.ok?`connectivity check: ok (HTTP ${t.status_code}, TTFT ${c("ttft_ms",t.ttft_ms)}, E2E ${c("e2e_ms",t.e2e_ms)}, usage ${t.usage?"sent":"not sent"})
`:`connectivity check: failed (${t.error_kind}${t.status_code?`, HTTP ${t.status_code}`:""})
`);break}case"level-start":i&&e.write(`${u(n)}: 0/${n.requests}`);break;case"level-progress":{if(!i)break;let t=performance.now();if(t-r<100&&n.finished<n.total)break;r=t,e.write(`\r${u(n)}: ${n.finished}/${n.total}`);break}case"level-done":{let t=n.stats,a=t.achieved_rate===null||t.achieved_rate===void 0?"":`sent ${f("qps",t.achieved_rate)}, `,s=`${u(t)}: ${t.succeeded}/${t.requests} ok, ${a}${f("qps",t.qps)}, TTFT p95 ${H(t.ttft_ms,"ttft_ms.p95")}, TPOT p95 ${H(t.tpot_ms,"tpot_ms.p95")}, ${w(t.duration_s,1)} s`,l=t.repeats&&t.repeats.length>1?`, ${t.repeats.length} passes`:"",d=t.adaptive?.resolution===null||t.adaptive?.resolution===void 0?"resolution not yet bounded":`\xB1${g(t.adaptive.resolution,1)}`,$=t.adaptive?`, ${t.adaptive.stopped_because.replace(/_/g," ")} (${d})`:"";e.write(i?`\r\x1B[2K${s}${l}${$}
`:`${s}${l}${$}
`);break}}}}o(A,"progressPrinter");function H(e,i){return e.count===0?"none":e.p95===null?`not reported (${e.count} samples)`:c(i,e.p95)}o(H,"percentile");import{spawnSync as M}from"node:child_process";function j(e,i){if(e.GITHUB_SHA)return{sha:e.GITHUB_SHA,ref:e.GITHUB_REF||null};let r=o(t=>{let a=M("git",t,{cwd:i,encoding:"utf8",timeout:2e3,stdio:["ignore","pipe","ignore"]});return a.status===0?a.stdout.trim():""},"git"),n=r(["rev-parse","HEAD"]);return/^[0-9a-f]{40}$/.test(n)?{sha:n,ref:r(["symbolic-ref","-q","HEAD"])||null}:null}o(j,"gitInfo");async function ae(e,i,r){let n=S({say:o(a=>i.stderr.write(`
${a}
`),"say")}),t;try{t=await T(e,q(i,n.signal,r))}finally{n.dispose()}if(t.kind==="scenarios"&&G(t.results,t.files.dir,i),t.baselineRefused)throw t.baselineRefused;return t}o(ae,"measureSpec");async function le(e,i,r){let n=await C(e,q(i,new AbortController().signal,r));if(n.baselineRefused)throw n.baselineRefused;return n}o(le,"mergeInTerminal");function q(e,i,r){return{cwd:e.cwd,baselines:R(e.cwd),secrets:{key:o((n,t)=>O(e.env,n.endpoint.apiKeyEnv,t),"key"),referenceKey:o((n,t,a)=>b(e.env,n,t,a),"referenceKey"),serverMetricsHeaders:o((n,t)=>I(e.env,n,t),"serverMetricsHeaders")},outputs:E(e.cwd),log:D(e,r.quiet),signal:i,git:j(e.env,e.cwd),environment:k(e.env),...r.direct?{createClient:o((n,t)=>new _(n,{...t,env:{}}),"createClient")}:{}}}o(q,"terminalPorts");function D(e,i){let r;return{warn:o(n=>e.stderr.write(`warning: ${n}
`),"warn"),info:o(n=>e.stderr.write(`${n}
`),"info"),scenarioStart:o(n=>{r=void 0,e.stdout.write(`
== scenario ${n.name} ==
`)},"scenarioStart"),...i?{}:{event:o((n,t)=>(r??=A(e.stderr))(t),"event")},runDone:o((n,t,a)=>F(t,a.dir,e),"runDone")}}o(D,"terminalLog");function F(e,i,r){e.levels.length>0&&r.stdout.write(`
`+v(e.levels));let n=x(e);n&&r.stdout.write(`
`+n);let t=P(e);t&&r.stdout.write(`
`+t);for(let s of e.notes)r.stderr.write(`note: ${s}
`);e.error&&(r.stderr.write(`
error: ${e.error.message}
`),e.error.hint&&r.stderr.write(`hint: ${e.error.hint}
`));let a=h(e).map(s=>` ${s[0]?.toUpperCase()}${s.slice(1)}.`).join("");r.stdout.write(`
${p(e.status)}${e.incomplete?" (incomplete)":""}: ${e.endpoint.model} at ${e.endpoint.url}, ${e.levels.length} level(s) in ${e.duration_s.toFixed(1)} s.${a} Results in ${i}
`),e.shard?r.stderr.write(y(e.shard,e.status)+`
`):e.status==="inconclusive"&&r.stderr.write(m(e.verdict.on_inconclusive)+`
`)}o(F,"printRun");function G(e,i,r){r.stdout.write(`
Scenarios:
`);let n=Math.max(...e.scenarios.map(s=>s.name.length)),t=o(s=>s.status==="not_run"?"NOT RUN":p(s.status),"word"),a=Math.max(7,...e.scenarios.map(s=>t(s).length));for(let s of e.scenarios){let l=s.results?.verdict.reason?`: ${s.results.verdict.reason}`:"",d=s.status==="not_run"?`not run: ${s.note}`:s.results===null?`${s.note??"stopped with an error"}`:`${s.verdict?.failed??0} failed, ${s.verdict?.warned??0} warned${l}`;r.stdout.write(`  ${s.name.padEnd(n)}  ${t(s).padEnd(a)}  ${d}
`)}for(let s of e.notes)r.stderr.write(`note: ${s}
`);r.stdout.write(`
${p(e.status)}${e.incomplete?" (incomplete)":""}: ${e.scenarios.length} scenarios in ${e.duration_s.toFixed(1)} s. Results in ${i}
`),e.status==="inconclusive"&&r.stderr.write(m(e.verdict.on_inconclusive)+`
`)}o(G,"printScenarios");export{ae as a,le as b};
