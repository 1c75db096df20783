#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{a as f}from"./demo+merge+probe+run+simulate+validate.js";import{B as S}from"./action+demo+merge+probe+run+simulate+validate.js";import{a as d}from"./action+cli+demo+merge+probe+run+simulate+validate.js";import{a as n}from"./action+cli+demo+github+merge+probe+run+simulate+validate.js";import{spawn as b}from"node:child_process";import{existsSync as P}from"node:fs";import{dirname as g,join as x}from"node:path";import{fileURLToPath as w,pathToFileURL as k}from"node:url";function y(e){for(let t=g(w(import.meta.url));;t=g(t)){let o=x(t,"dist",e);if(P(o))return o;if(g(t)===t)break}throw new d("IO",`The simulator's bundle dist/${e} is missing above ${w(import.meta.url)}.`,{hint:"Run `npm run bundle`, or reinstall llm-slo-gate."})}n(y,"bundled");async function T(){return await import(k(y("sim.js")).href)}n(T,"loadSimulator");var h=1e4;async function E(e){let t=b(process.execPath,[y("sim-child.js")],{stdio:["pipe","pipe","pipe"]}),o="",i="";t.stderr.on("data",r=>i+=r.toString("utf8"));let s=new Promise(r=>{t.once("close",()=>r()),t.once("error",m=>{i+=m.message,r()})});t.stdin.on("error",()=>{}),t.stdin.write(`${JSON.stringify(e)}
`);let a=await new Promise(r=>{let m=setTimeout(()=>r(void 0),h);t.stdout.on("data",c=>{o+=c.toString("utf8");let u=o.indexOf(`
`);u>=0&&(clearTimeout(m),r(o.slice(0,u)))}),s.then(()=>{clearTimeout(m),r(void 0)})}),p,l=n(()=>(p??=(async()=>{t.stdin.end();let r=setTimeout(()=>t.kill("SIGKILL"),h);await s,clearTimeout(r)})(),p),"close");if(a===void 0)throw await l(),new d("IO",`The simulator did not start: ${i.trim()||"its process ended without a word"}`,{hint:"Run `llm-slo-gate simulate` with the same settings to see it start on its own."});return{url:JSON.parse(a).url,close:l}}n(E,"startSimulatorProcess");function C(e){return Object.fromEntries(e.simConfigFields.map(t=>[t.flag.slice(2),{type:"string"}]))}n(C,"simOptions");function O(e){return`Usage: llm-slo-gate simulate [--port N] [--host ADDR] [settings]

Serves an OpenAI-compatible streaming endpoint (POST /v1/chat/completions, GET /v1/models)
with a continuous-batching serving model, until Ctrl-C. The same model also answers
POST /v1/completions and Anthropic's POST /v1/messages (key in x-api-key).

Options:
  --port N              TCP port (default 8000; 0 picks a free one)
  --host ADDR           interface to bind (default 127.0.0.1)
  --write-log FILE      append one JSON line per request with the server's write times
Settings:
${e.simConfigFields.map(t=>`  ${`${t.flag} ${t.kind==="boolean"?"true|false":t.example}`.padEnd(27)} ${t.summary}`).join(`
`)}

${e.SIM_FAULT_HELP}
`}n(O,"simulateUsage");function I(e,t){let o={};for(let i of e.simConfigFields){let s=t[i.flag.slice(2)];s!==void 0&&(o[i.key]=s)}return o}n(I,"simSettingsOf");function M(e,t){return e.parseSimConfig(I(e,t))}n(M,"simFlagsToConfig");async function D(e,t){let o=await T(),{values:i}=f(e,{...C(o),port:{type:"string"},host:{type:"string"},"write-log":{type:"string"},help:{type:"boolean",short:"h"}},"simulate");if(i.help)return t.stdout.write(O(o)),0;let s=M(o,i),a=i.port===void 0?8e3:S(String(i.port),"--port");if(a>65535)throw new d("USAGE",`--port ${a}: a TCP port is at most 65535.`,{hint:"Use e.g. --port 8000, or --port 0 for any free port."});let p=typeof i.host=="string"?i.host:"127.0.0.1",l=typeof i["write-log"]=="string"?i["write-log"]:void 0,r=await o.startSimulator(s,{host:p,port:a,...l?{writeLog:l}:{}}),m=new Promise(c=>{let u=n(()=>c(),"stop");process.once("SIGINT",u),process.once("SIGTERM",u)});return t.stdout.write(`simulator serving ${o.describeSimulator(r.config,r.url)}. Ctrl-C to stop.
`),await m,await r.close(),t.stdout.write(`simulator stopped
`),0}n(D,"simulateCommand");export{T as a,E as b,C as c,O as d,I as e,M as f,D as g};
