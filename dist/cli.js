#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{a as f}from"./chunks/action+cli.js";import{a as i,c as d,d as p}from"./chunks/action+cli+demo+merge+run.js";import{a as c,b as l,f as u}from"./chunks/action+cli+demo+merge+probe+run+simulate+validate.js";import{a as n}from"./chunks/action+cli+demo+github+merge+probe+run+simulate+validate.js";function h(e,t=[]){for(let[r,s]of e.entries()){let o=s.startsWith("--")?s.indexOf("="):-1,a=o>0?s.slice(0,o):r>0&&e[r-1]?.startsWith("-")?e[r-1]:void 0,m=o>0?s.slice(o+1):s;if(!(a!==void 0&&t.includes(a))&&u(m))throw new c("USAGE",`${a??`argument ${r+1}`}: this value looks like an API key, which does not belong on the command line.`,{hint:"Put the key in the environment variable named by endpoint.api_key_env (OPENAI_API_KEY unless the spec says otherwise); in CI, fill it from a repository secret. Shell history and the process list keep command lines, so rotate the exposed key."})}}n(h,"refuseSecretArgs");var g=`${p} ${d}: gate pull requests on the latency of an LLM endpoint.

Usage: llm-slo-gate <command> [options]

Commands:
  run         run the sweep in the spec and write results (default spec .github/llm-slo.yml)
  merge       merge the output folders of a sweep's shards (run --shard I/N) into one result
  validate    check a spec file without sending anything
  simulate    serve the built-in simulated OpenAI-compatible endpoint
  demo        start the simulator and run the example spec against it
  probe       watch the endpoint in production and serve Prometheus metrics

Exit codes: 0 pass, 1 gate failed, 2 bad usage or spec, 3 the endpoint could not be measured.
Run 'llm-slo-gate <command> --help' for a command's options.
`,y={run:n(async(e,t)=>(await import("./chunks/run-command.js")).runCommand(e,t),"run"),validate:n(async(e,t)=>(await import("./chunks/validate-command.js")).validateCommand(e,t),"validate"),simulate:n(async(e,t)=>(await import("./chunks/simulate-command.js")).simulateCommand(e,t),"simulate"),demo:n(async(e,t)=>(await import("./chunks/demo-command.js")).demoCommand(e,t),"demo"),probe:n(async(e,t)=>(await import("./chunks/probe-command.js")).probeCommand(e,t),"probe"),merge:n(async(e,t)=>(await import("./chunks/merge-command.js")).mergeCommand(e,t),"merge")};async function w(e,t){let[r,...s]=e;if(r===void 0||r==="--help"||r==="-h"||r==="help")return t.stdout.write(g),r===void 0?i.Usage:0;if(r==="--version"||r==="-v")return t.stdout.write(`${d}
`),0;try{h(e,r==="simulate"||r==="demo"?["--api-key"]:[]);let o=y[r];return o?await o(s,t):(t.stderr.write(`error: unknown command "${r}"

${g}`),i.Usage)}catch(o){return E(o,t)}}n(w,"main");function E(e,t){if(l(e))return t.stderr.write(`error: ${e.message}
`),e.hint&&t.stderr.write(`hint: ${e.hint}
`),e.code==="SPEC_INVALID"||e.code==="USAGE"?i.Usage:i.Unmeasurable;let r=e instanceof Error?e.message:String(e);return t.stderr.write(`error: internal error: ${r}
`),t.env.LLM_SLO_GATE_DEBUG&&e instanceof Error&&e.stack?t.stderr.write(e.stack+`
`):t.stderr.write(`Set LLM_SLO_GATE_DEBUG=1 for the stack trace, and please report it.
`),i.Unmeasurable}n(E,"reportError");import{Writable as C}from"node:stream";import{StringDecoder as O}from"node:string_decoder";function S(e=process.env){let t=e.GITHUB_ACTIONS==="true";return{stdout:t?b(process.stdout):process.stdout,stderr:t?b(process.stderr):process.stderr,env:e,cwd:process.cwd()}}n(S,"processIO");function b(e){let t=new f,r=new O("utf8"),s=new C({decodeStrings:!1,write(o,a,m){e.write(t.push(typeof o=="string"?o:r.write(o))),m()}});return s.isTTY=e.isTTY,s}n(b,"guarded");process.exitCode=await w(process.argv.slice(2),S());
