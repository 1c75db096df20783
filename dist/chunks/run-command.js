#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{a as R,b as I,c as O,d as k}from"./action+run.js";import{a as b}from"./merge+run.js";import{a as v}from"./demo+merge+run.js";import"./action+demo+merge+run.js";import"./action+cli+demo+merge+run.js";import{a as A}from"./action+demo+merge+run+validate.js";import"./action+demo+merge+probe+run.js";import{p as l,q as d,r as f}from"./action+demo+merge+probe+run+validate.js";import"./action+demo+github+merge+probe+run+validate.js";import{a as m}from"./demo+merge+probe+run+simulate+validate.js";import{F as y,x as g,y as w,z as S}from"./action+demo+merge+probe+run+simulate+validate.js";import{a as n}from"./action+cli+demo+merge+probe+run+simulate+validate.js";import{a as i}from"./action+cli+demo+github+merge+probe+run+simulate+validate.js";function E(a,t){if(t.shard===void 0){if(t.startAt!==void 0)throw new n("USAGE","--start-at needs --shard: it is the common start of the shards of one sweep.",{hint:"Add --shard I/N, or leave --start-at out."});return}let e=R(t.shard,"--shard");if(t.startAt===void 0)throw new n("USAGE",`--shard ${t.shard} needs --start-at: every shard must start each level at the same wall-clock time.`,{hint:"Give all shards the same --start-at, e.g. --start-at 2026-05-01T12:00:00Z, a little after the last one will be ready."});if(t.updateBaseline)throw new n("USAGE","--update-baseline does not apply to a shard: `llm-slo-gate merge --update-baseline` writes the merged baseline.",{hint:"Move --update-baseline to the merge."});if(a.kind!=="single")throw new n("USAGE","A spec with scenarios cannot be split into shards.",{hint:"Run each scenario as a spec of its own to shard it."});let s=O(a.plan,e,I(t.startAt,"--start-at"),t.specSha256,k());return a.plan=s.plan,s}i(E,"shardOfRun");var U=`Usage: llm-slo-gate run [options]

Runs the sweep described by the spec and writes results.json, requests.jsonl, results.csv and
report.md into DIR. A spec with scenarios runs each in turn and writes its files to DIR/<name>/,
with a combined results.json and report.md in DIR. With no spec file (no --spec, and none at
${l}), --base-url and --model are enough: the other flags or their defaults
make the rest of the plan.

Options:
  --spec PATH           spec file (default ${l})
  --out DIR             output folder (default ${d})
${S()}  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     after a complete run, write its results as the new baseline
                        (keeping the last baseline.runs runs when the spec sets it)
  --pin-baseline        with --update-baseline: record this run as the anchor baseline.max_drift
                        judges drift from (e.g. at a release), kept until pinned again
  --shard I/N           run shard I of N: each level's share of the load, starting every level
                        at the same wall-clock time as the other shards (docs/shards.md)
  --start-at TIME       the shards' common start, ISO 8601 (e.g. 2026-05-01T12:00:00Z); needs --shard
  -q, --quiet           no progress lines (connectivity check, each level as it ends): print
                        only the results: the levels table, checks, notes, errors and verdict
`,D={spec:{type:"string"},out:{type:"string"},...w,"fail-on":{type:"string"},baseline:{type:"string"},"update-baseline":{type:"boolean"},"pin-baseline":{type:"boolean"},shard:{type:"string"},"start-at":{type:"string"},quiet:{type:"boolean",short:"q"},help:{type:"boolean",short:"h"}};async function z(a,t){let{values:e}=m(a,D,"run");if(e.help)return t.stdout.write(U),0;let{spec:s,path:o,locate:p,sha256:h}=await b(t.cwd,e.spec,e["base-url"],e.model),u=g("cli",T=>e[T]),P=f(e["fail-on"]??"both","--fail-on"),r=s.scenarios!==void 0?{kind:"scenarios",...A(s,u,o,void 0,e.baseline)}:{kind:"single",plan:y(s,u,o)};if(r.kind==="single"&&e.baseline!==void 0&&(r.plan.gate.baseline={...r.plan.gate.baseline,path:e.baseline,configured:!0}),e["pin-baseline"]===!0&&e["update-baseline"]!==!0)throw new n("USAGE","--pin-baseline pins the run that --update-baseline records, and --update-baseline is not set.",{hint:"Run llm-slo-gate run --update-baseline --pin-baseline on the main branch to pin this run as the anchor of baseline.max_drift."});let c=E(r,{shard:e.shard,startAt:e["start-at"],updateBaseline:e["update-baseline"]===!0,specSha256:h});return(await v({spec:s,plans:r,failOn:P,...c?{shard:c}:{},...p?{locate:p}:{},specFile:{path:o??null,sha256:h},outDir:e.out??d,updateBaseline:e["update-baseline"]===!0,...e["pin-baseline"]===!0?{pinBaseline:!0}:{}},t,{quiet:e.quiet===!0})).exitCode}i(z,"runCommand");export{U as RUN_USAGE,z as runCommand};
